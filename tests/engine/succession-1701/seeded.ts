// Seeded bot-vs-bot 1701 games with every check the acceptance names: each game ends with a result,
// the invariants hold after every action (treasuries apart and never negative, brigades conserved),
// the replay of its log gives the same hash, and (every 8th game by default, after every action) no
// view shows a hidden card. Used by fuzz.test.ts and, for the long runs, by run-seeded.ts outside vitest.
import { playout, replay, stateHash, type BaseState } from '../../../src/engine/core/index.js';
import { succession1701 as m, type Succession1701State as S } from '../../../src/engine/succession-1701/index.js';

const ROLES = ['loyalists', 'grand-alliance'] as const;

/** Hidden from `viewer`: the other coalition's tactical cards and every card not yet revealed. */
export function secretsFor(s: S, viewer: string): string[] {
  const out: string[] = [];
  const b = s.battle;
  if (b) {
    for (const x of [b.attacker, b.defender]) {
      if (x.role === viewer) continue;
      out.push(...x.hand, ...x.reserveCards, ...(x.group?.cards ?? []));
      for (const l of ['left', 'centre', 'right'] as const) out.push(...x.lines[l].cards);
      if (x.commit) out.push(x.commit);
    }
  }
  if (s.storm) {
    out.push(...s.storm.stack);
    if (s.storm.side !== viewer) out.push(...s.storm.hand);
  }
  // strategy cards of later semesters
  const year = s.turn <= 1 ? 1700 : 1701 + Math.floor((s.turn - 2) / 2);
  for (const [y, pair] of Object.entries(s.strategy.pairs)) {
    pair.forEach((id, i) => {
      if (Number(y) > year || (Number(y) === year && s.card?.id !== id && !(s.turn % 2 === 1 && i === 0)))
        out.push(`"${id}"`);
    });
  }
  return out;
}

export function checkNoLeak(state: BaseState): void {
  const s = state as S;
  for (const viewer of [...ROLES, 'observer']) {
    const v = m.view(s, viewer) as Record<string, unknown>;
    const json = JSON.stringify({ ...v, lastClash: null });
    for (const secret of secretsFor(s, viewer)) {
      if (json.includes(secret.startsWith('"') ? secret : `"${secret}"`))
        throw new Error(`${viewer} sees ${secret} at v${s.version} (${s.step})`);
    }
  }
}

export interface SeededStats {
  games: number;
  offset: number;
  wins: Record<string, number>;
  seconds: number;
  perGame: number;
  actionsPerGame: number;
  avgEndTurn: number;
  maxBotMs: number;
}

/**
 * Plays seeds fuzz-`offset` … fuzz-`offset + games - 1`; throws (naming the seed) at the first failed
 * check. The hidden-card check runs in every `leakEvery`-th game (0: none, for the longest runs).
 */
export function runSeededGames(offset: number, games: number, leakEvery = 8): SeededStats {
  const started = Date.now();
  const wins: Record<string, number> = {};
  let maxBotMs = 0;
  let actions = 0;
  let turns = 0;
  const timed = {
    ...m,
    bot: (
      v: Parameters<typeof m.bot>[0],
      r: string,
      legal: Parameters<typeof m.bot>[2],
      rng: Parameters<typeof m.bot>[3],
    ) => {
      const t = performance.now();
      const a = m.bot(v, r, legal, rng);
      maxBotMs = Math.max(maxBotMs, performance.now() - t);
      return a;
    },
  };
  for (let i = offset; i < offset + games; i++) {
    const seed = `fuzz-${i}`;
    let rep: ReturnType<typeof playout>;
    try {
      rep = playout(
        timed,
        seed,
        {},
        {
          invariants: true,
          maxActions: 40_000,
          onAction: leakEvery > 0 && i % leakEvery === 0 ? checkNoLeak : undefined,
        },
      );
    } catch (e) {
      throw new Error(`${seed}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    }
    if (rep.stuck || !rep.result)
      throw new Error(`${seed}: ended without a result after ${rep.actions} actions (stuck: ${rep.stuck})`);
    const again = replay(m, { kind: m.slug, seed, options: {}, engineVersion: m.engineVersion }, rep.records);
    if (stateHash(again) !== rep.hash) throw new Error(`${seed}: the replay of the log differs from the live state`);
    const r = rep.result;
    const key = `${r.winners.join('+') || 'draw'} by ${r.reason.split('.').pop()}`;
    wins[key] = (wins[key] ?? 0) + 1;
    actions += rep.actions;
    turns += (rep.state as S).turn;
  }
  const seconds = (Date.now() - started) / 1000;
  return {
    games,
    offset,
    wins,
    seconds,
    perGame: seconds / games,
    actionsPerGame: actions / games,
    avgEndTurn: turns / games,
    maxBotMs,
  };
}
