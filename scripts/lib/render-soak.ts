/**
 * The render memory soak (issue #28): thousands of positions of all four games drawn through
 * `GameUi.renderMap` in one process, as the bot draws them (through the render pool, whose workers
 * are retired after a number of images or megabytes), sampling the resident memory of every process
 * of the bot (this one and its render workers, read from /proc) as it goes.
 */
import { readFileSync } from 'node:fs';
import { GAME_UIS } from '../../src/commands/game-uis.js';
import type { GameUi } from '../../src/bot/game-ui.js';
import { playout } from '../../src/engine/core/playout.js';
import { OBSERVER, type BaseState } from '../../src/engine/core/types.js';
import { GAMES } from '../../src/engine/games.js';
import { installRenderPool, RenderPool, type RenderPoolOptions } from '../../src/render/pool.js';

export interface SoakSample {
  renders: number;
  mainMb: number;
  workersMb: number;
  totalMb: number;
  workers: number;
  recycled: number;
  caches: Record<string, number>;
}

export interface SoakResult {
  renders: number;
  samples: SoakSample[];
  /** total resident MiB at the half and at the end, and the growth between them */
  halfMb: number;
  endMb: number;
  peakMb: number;
  growthPct: number;
  medianMs: number;
  p95Ms: number;
  recycled: number;
  seconds: number;
}

/** Resident memory of a process, in bytes (VmRSS; 0 when it is gone). */
export function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** `perGame` positions of each game, from seeded bot games (spread over each game, several seeds). */
export function soakPositions(perGame: number): { ui: GameUi; view: unknown }[] {
  const byGame: { ui: GameUi; view: unknown }[][] = [];
  for (const ui of GAME_UIS) {
    const m = GAMES.find((g) => g.slug === ui.slug);
    if (!m || !ui.renderMap) continue;
    const views: { ui: GameUi; view: unknown }[] = [];
    for (let seed = 0; views.length < perGame; seed++) {
      const full = playout(m, `soak-${seed}`, {}, { policy: 'bot' });
      let s = m.setup(`soak-${seed}`, m.optionsSchema.parse({})) as BaseState;
      const step = Math.max(1, Math.floor(full.records.length / Math.min(perGame, 400)));
      for (const [i, r] of full.records.entries()) {
        s = m.apply(s, r.role, r.action).state as BaseState;
        if (i % step === 0 && views.length < perGame) views.push({ ui, view: m.view(s, OBSERVER) });
      }
    }
    byGame.push(views);
  }
  // Interleaved: a few moves of one game, then of the next, as several channels play at once.
  const out: { ui: GameUi; view: unknown }[] = [];
  for (let i = 0; i < perGame; i += 5) for (const g of byGame) out.push(...g.slice(i, i + 5));
  return out;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 100) / 100;
};
const mib = (b: number) => Math.round(b / 1048576);

/**
 * Draws `renders` positions (a quarter of each game; English and Italian alternately) through a render
 * pool, sampling every `every` renders. `pool: false` draws in this process instead (the figures
 * before the pool).
 */
export async function renderSoak(
  renders: number,
  opts: { every?: number; pool?: RenderPoolOptions | false; onSample?: (s: SoakSample) => void } = {},
): Promise<SoakResult> {
  const every = opts.every ?? 250;
  const positions = soakPositions(Math.ceil(renders / 4));
  const pool = opts.pool === false ? null : new RenderPool(opts.pool ?? {});
  installRenderPool(pool);
  const samples: SoakSample[] = [];
  const times: number[] = [];
  const t0 = performance.now();
  const sample = (n: number) => {
    const mainB = rssOf(process.pid);
    const pids = pool?.pids() ?? [];
    const workersB = pids.reduce((a, p) => a + rssOf(p), 0);
    const st = pool?.stats();
    const s: SoakSample = {
      renders: n,
      mainMb: mib(mainB),
      workersMb: mib(workersB),
      totalMb: mib(mainB + workersB),
      workers: pids.length,
      recycled: st?.recycled ?? 0,
      caches: st?.caches ?? {},
    };
    samples.push(s);
    opts.onSample?.(s);
  };
  try {
    for (let n = 0; n < renders; n++) {
      const { ui, view } = positions[n % positions.length]!;
      const t = performance.now();
      await ui.renderMap!(view, { locale: n % 2 ? 'it' : 'en' });
      times.push(performance.now() - t);
      if ((n + 1) % every === 0) sample(n + 1);
    }
  } finally {
    installRenderPool(null);
    await pool?.close();
  }
  const half = samples.find((s) => s.renders >= renders / 2) ?? samples[0]!;
  const end = samples[samples.length - 1]!;
  // Growth over the second half: its peak against the peak of the first (a retired worker's memory
  // comes and goes, so single samples would measure where a worker's life happened to be).
  const peak = (xs: SoakSample[]) => Math.max(...xs.map((s) => s.totalMb));
  const firstPeak = peak(samples.filter((s) => s.renders <= half.renders));
  const secondPeak = peak(samples.filter((s) => s.renders > half.renders));
  return {
    renders,
    samples,
    halfMb: half.totalMb,
    endMb: end.totalMb,
    peakMb: peak(samples),
    growthPct: Math.round(((secondPeak - firstPeak) / firstPeak) * 1000) / 10,
    medianMs: pct(times, 50),
    p95Ms: pct(times, 95),
    recycled: pool?.stats().recycled ?? 0,
    seconds: Math.round((performance.now() - t0) / 100) / 10,
  };
}
