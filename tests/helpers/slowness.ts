import { availableParallelism, loadavg } from 'node:os';

/**
 * How many times slower than a quiet machine this one runs now, measured: the run queue per core (the
 * kernel's 1- and 5-minute load averages over the cores), at least 1, and at least what the test run
 * measured when it started (`CHANCERY_SLOWNESS_FLOOR`, set by vitest.config.ts for its workers: a load
 * average lags behind a load that has just begun). On the project's 2-core machine a test run alone keeps
 * it near 1; two CPU-bound jobs beside it make it about 2; at load 15, 7.5. `CHANCERY_SLOWNESS` overrides
 * it (a number). Deadlines in tests are written for a quiet machine and pass through `scaled`, so a busy
 * machine gets proportionally longer before a test gives up waiting.
 */
export function slowness(): number {
  const forced = Number(process.env.CHANCERY_SLOWNESS);
  if (forced > 0) return forced;
  const [one, five] = loadavg();
  const floor = Number(process.env.CHANCERY_SLOWNESS_FLOOR) || 1;
  return Math.max(1, floor, (one ?? 0) / availableParallelism(), (five ?? 0) / availableParallelism());
}

/**
 * The slowness a test run is about to meet, measured before its workers start: the load already there
 * plus `workers` busy processes, per core (vitest.config.ts).
 */
export function slownessAhead(workers: number): number {
  const forced = Number(process.env.CHANCERY_SLOWNESS);
  if (forced > 0) return forced;
  const [one, five] = loadavg();
  return Math.max(1, (Math.max(one ?? 0, five ?? 0) + workers) / availableParallelism());
}

/** A deadline written for a quiet machine, stretched by how busy this one is now. */
export function scaled(ms: number): number {
  return Math.ceil(ms * slowness());
}
