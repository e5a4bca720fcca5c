import { assertReplaysOn } from '../engine/core/versions.js';
import type { AnyGameModule, BaseState, GameSetup } from '../engine/core/types.js';
import type { ActionRow } from '../db/games-repo.js';
import { Refusal } from './types.js';

/**
 * Long work without stalling the event loop (issue #28): while one command replays or describes a
 * 20,000-move log, every other server's clicks wait for the loop, and Discord's 3-second window runs
 * out. Long loops here give the loop back every SLICE_MS of work; a game's log summary (its states
 * every CHECKPOINT_EVERY moves, and what a caller collects from each move) is built once and extended
 * with the new moves only; and one user cannot queue such work in a loop.
 */

/** At most this much work between two turns of the event loop. */
export const SLICE_MS = 15;

/** Gives the event loop back when this slice has run SLICE_MS (call it inside long loops). */
export class Slicer {
  private start = performance.now();
  async tick(): Promise<void> {
    if (performance.now() - this.start < SLICE_MS) return;
    await new Promise((r) => setImmediate(r));
    this.start = performance.now();
  }
}

/** A state kept every this many moves, so any earlier position is at most this many applies away. */
export const CHECKPOINT_EVERY = 500;

interface Summary<A> {
  /** the last version folded in, and the row's stored time (a rollback and new moves give a new one) */
  upTo: number;
  stamp: string;
  state: BaseState;
  checkpoints: Map<number, BaseState>;
  acc: A;
}

const stampOf = (r: ActionRow) => `${r.version}:${r.at instanceof Date ? r.at.getTime() : String(r.at)}`;

/**
 * The summary of a game's log, built incrementally: `collect(acc, before, after, row)` is called once
 * per move, ever, per game (while the summary stays in memory); a later call reads and applies only the
 * moves after the last one it saw. If the log changed under it (undo, rollback), it is built again.
 */
export class LogSummaries<A> {
  private readonly entries = new Map<string, Summary<A>>();
  constructor(
    private readonly init: () => A,
    private readonly collect: (
      acc: A,
      before: BaseState,
      after: BaseState,
      row: ActionRow,
      module: AnyGameModule,
    ) => void,
    private readonly max = 8,
  ) {}

  async get(
    gameId: string,
    module: AnyGameModule,
    setup: GameSetup,
    rowsAfter: (version: number, upTo?: number) => Promise<ActionRow[]>,
  ): Promise<{ acc: A; state: BaseState; stateAt: (version: number) => Promise<BaseState> }> {
    let s = this.entries.get(gameId);
    let rows: ActionRow[] = [];
    if (s) {
      rows = await rowsAfter(s.upTo - 1);
      if (s.upTo > 0 && (rows[0]?.version !== s.upTo || stampOf(rows[0]) !== s.stamp)) s = undefined;
      else if (s.upTo > 0) rows = rows.slice(1);
    }
    if (!s) {
      assertReplaysOn(module, setup.engineVersion);
      const state = module.setup(setup.seed, module.optionsSchema.parse(setup.options)) as BaseState;
      s = { upTo: 0, stamp: '', state, checkpoints: new Map([[0, state]]), acc: this.init() };
      rows = await rowsAfter(0);
    }
    this.entries.delete(gameId);
    this.entries.set(gameId, s);
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
    const slicer = new Slicer();
    for (const row of rows) {
      const next = applyRow(module, s.state, row);
      this.collect(s.acc, s.state, next, row, module);
      s.state = next;
      s.upTo = row.version;
      s.stamp = stampOf(row);
      if (row.version % CHECKPOINT_EVERY === 0) s.checkpoints.set(row.version, next);
      await slicer.tick();
    }
    const entry = s;
    return {
      acc: entry.acc,
      state: entry.state,
      // a position before the last: from the nearest kept state, at most CHECKPOINT_EVERY applies
      stateAt: async (version) => {
        if (version >= entry.upTo) return entry.state;
        const from = Math.floor(version / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
        let st = entry.checkpoints.get(from)!;
        const between = (await rowsAfter(from, version)).filter((r) => r.version <= version);
        const sl = new Slicer();
        for (const r of between) {
          st = applyRow(module, st, r);
          await sl.tick();
        }
        return st;
      },
    };
  }

  forget(gameId: string): void {
    this.entries.delete(gameId);
  }
}

function applyRow(module: AnyGameModule, state: BaseState, row: ActionRow): BaseState {
  const next = module.apply(state, row.role, module.actionSchema.parse(row.action)).state as BaseState;
  if (next.version !== row.version)
    throw new Error(`replay: record version ${row.version} but state reached ${next.version}`);
  return next;
}

/**
 * Per-user limits on heavy work (imports, histories of long games): one at a time per user, and at
 * most `perWindow` started in `windowMs`. A refusal names the limit (en + it).
 */
export class HeavyWork {
  private readonly running = new Set<string>();
  private readonly started = new Map<string, number[]>();
  constructor(
    readonly perWindow = 6,
    readonly windowMs = 10 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs `work` as `user`'s heavy job, or refuses it. */
  async run<T>(user: string, work: () => Promise<T>): Promise<T> {
    if (this.running.has(user)) throw new Refusal('error.heavy_running');
    const t = this.now();
    const recent = (this.started.get(user) ?? []).filter((x) => t - x < this.windowMs);
    if (recent.length >= this.perWindow) {
      const wait = Math.ceil((recent[0]! + this.windowMs - t) / 60_000);
      throw new Refusal('error.heavy_limit', { n: this.perWindow, minutes: this.windowMs / 60_000, wait });
    }
    recent.push(t);
    this.started.set(user, recent);
    this.running.add(user);
    try {
      return await work();
    } finally {
      this.running.delete(user);
    }
  }

  reset(): void {
    this.running.clear();
    this.started.clear();
  }
}

/** This process's limits (one bot process serves a user's every request in its shards). */
export const heavyWork = new HeavyWork();

/** A log this long makes a history or an import heavy work. */
export const HEAVY_MOVES = 2000;
