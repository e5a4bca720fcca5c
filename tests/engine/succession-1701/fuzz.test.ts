// Seeded bot-vs-bot (and random) games: they end, keep the invariants, replay to the same state and
// never leak a coalition's hidden cards. FUZZ_GAMES=10000 for the big run (prints the statistics).
import { describe, expect, it } from 'vitest';
import { playout, replay, stateHash, type BaseState } from '../../../src/engine/core/index.js';
import { CARD } from '../../../src/engine/succession-1701/data/index.js';
import { succession1701 as m, type Succession1701State as S } from '../../../src/engine/succession-1701/index.js';

const GAMES = Number(process.env.FUZZ_GAMES ?? 6);
const OFFSET = Number(process.env.FUZZ_OFFSET ?? 0);
const ROLES = ['loyalists', 'grand-alliance'] as const;

/** Hidden from `viewer`: the other coalition's tactical cards and every card not yet revealed. */
function secretsFor(s: S, viewer: string): string[] {
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
      if (Number(y) > year || (Number(y) === year && s.card?.id !== id && !(s.turn % 2 === 1 && i === 0))) out.push(`"${id}"`);
    });
  }
  return out;
}
function checkNoLeak(state: BaseState): void {
  const s = state as S;
  for (const viewer of [...ROLES, 'observer']) {
    const v = m.view(s, viewer) as Record<string, unknown>;
    const json = JSON.stringify({ ...v, lastClash: null });
    for (const secret of secretsFor(s, viewer)) {
      if (json.includes(secret.startsWith('"') ? secret : `"${secret}"`)) throw new Error(`${viewer} sees ${secret} at v${s.version} (${s.step})`);
    }
  }
}

describe('seeded games', () => {
  it(`${GAMES} bot-vs-bot games end with a result, keep the invariants and replay to the same hash`, () => {
    const started = Date.now();
    const wins: Record<string, number> = {};
    let maxBotMs = 0;
    let actions = 0;
    let turns = 0;
    const timed = {
      ...m,
      bot: (v: unknown, r: string, legal: Parameters<typeof m.bot>[2], rng: Parameters<typeof m.bot>[3]) => {
        const t = performance.now();
        const a = m.bot(v, r, legal, rng);
        maxBotMs = Math.max(maxBotMs, performance.now() - t);
        return a;
      },
    };
    for (let i = OFFSET; i < OFFSET + GAMES; i++) {
      const seed = `fuzz-${i}`;
      const rep = playout(timed, seed, {}, { invariants: true, maxActions: 40_000, onAction: i % 8 === 0 ? checkNoLeak : undefined });
      expect(rep.stuck, seed).toBe(false);
      expect(rep.result, seed).not.toBeNull();
      const again = replay(m, { kind: m.slug, seed, options: {}, engineVersion: m.engineVersion }, rep.records);
      expect(stateHash(again), seed).toBe(rep.hash);
      const r = rep.result!;
      const key = `${r.winners.join('+') || 'draw'} by ${r.reason.split('.').pop()}`;
      wins[key] = (wins[key] ?? 0) + 1;
      actions += rep.actions;
      turns += (rep.state as S).turn;
    }
    const seconds = (Date.now() - started) / 1000;
    if (process.env.FUZZ_GAMES) {
      console.log(JSON.stringify({ games: GAMES, offset: OFFSET, wins, seconds, perGame: seconds / GAMES, actionsPerGame: actions / GAMES, avgEndTurn: turns / GAMES, maxBotMs }, null, 1));
    }
    expect(Object.values(wins).reduce((n, x) => n + x, 0)).toBe(GAMES);
  }, Math.max(180_000, GAMES * 20_000));

  it('random legal play never dead-ends, keeps the invariants and hides the hidden cards', () => {
    for (let i = 0; i < 2; i++) {
      const rep = playout(m, `random-${i}`, { lastTurn: 6 }, { policy: 'random', invariants: true, maxActions: 60_000, onAction: checkNoLeak });
      expect(rep.stuck).toBe(false);
      expect(rep.result).not.toBeNull();
    }
  });

  it('the bot plays either side against random play', () => {
    for (const botSide of ROLES) {
      const rep = playout(m, `mixed-${botSide}`, { lastTurn: 12 }, { policy: (r) => (r === botSide ? 'bot' : 'random'), invariants: true, maxActions: 60_000 });
      expect(rep.result).not.toBeNull();
    }
  });
});

describe('views', () => {
  it('the observer view carries what a map needs and no hand', () => {
    const s = m.setup('view', m.optionsSchema.parse({}));
    const v = m.view(s, 'observer') as ReturnType<typeof m.view> & Record<string, unknown>;
    const vv = v as unknown as { towns: Array<Record<string, unknown>>; roads: unknown[]; calendar: unknown; treasuries: Record<string, unknown> };
    expect(vv.towns).toHaveLength(85);
    expect(Object.keys(vv.towns[0]!)).toEqual(expect.arrayContaining(['id', 'lon', 'lat', 'holder', 'revenue', 'garrison', 'captured']));
    expect(vv.roads).toHaveLength(135);
    expect(vv.calendar).toMatchObject({ turn: 1, year: 1700 });
    expect(Object.keys(vv.treasuries)).toContain('FEM');
    expect(JSON.stringify(v)).not.toContain('"rng"');
    expect(CARD.c01).toBeTruthy();
  });
});
