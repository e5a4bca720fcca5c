import { availableParallelism, loadavg } from 'node:os';

/**
 * How many times slower than a quiet machine this one runs now, measured: the run queue per core (the
 * kernel's 1- and 5-minute load averages over the cores), at least 1. On the project's 2-core machine a
 * test run alone keeps it near 1; two CPU-bound jobs beside it make it about 2; at load 15, 7.5.
 * `CHANCERY_SLOWNESS` overrides it (a number). Deadlines in tests are written for a quiet machine and
 * pass through `scaled`, so a busy machine gets proportionally longer before a test gives up waiting.
 */
export function slowness(): number {
  const forced = Number(process.env.CHANCERY_SLOWNESS);
  if (forced > 0) return forced;
  const cores = availableParallelism();
  const [one, five] = loadavg();
  return Math.max(1, (one ?? 0) / cores, (five ?? 0) / cores);
}

/** A deadline written for a quiet machine, stretched by how busy this one is now. */
export function scaled(ms: number): number {
  return Math.ceil(ms * slowness());
}
