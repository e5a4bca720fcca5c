// Seeded bot-vs-bot (and random) games: they end, keep the invariants, replay to the same state and
// never leak a coalition's hidden cards. FUZZ_GAMES=10000 for the big run (prints the statistics).
import { describe, expect, it } from 'vitest';
import { playout } from '../../../src/engine/core/index.js';
import { CARD, ROADS } from '../../../src/engine/succession-1701/data/index.js';
import { succession1701 as m } from '../../../src/engine/succession-1701/index.js';
import { checkNoLeak, runSeededGames } from './seeded.js';
import { scaled } from '../../helpers/slowness.js';

const GAMES = Number(process.env.FUZZ_GAMES ?? 6);
const OFFSET = Number(process.env.FUZZ_OFFSET ?? 0);
const ROLES = ['loyalists', 'grand-alliance'] as const;

describe('seeded games', () => {
  it(
    `${GAMES} bot-vs-bot games end with a result, keep the invariants and replay to the same hash`,
    () => {
      const stats = runSeededGames(OFFSET, GAMES);
      if (process.env.FUZZ_GAMES) console.log(JSON.stringify(stats, null, 1));
      expect(Object.values(stats.wins).reduce((n, x) => n + x, 0)).toBe(GAMES);
    },
    scaled(Math.max(180_000, GAMES * 20_000)),
  );

  it('random legal play never dead-ends, keeps the invariants and hides the hidden cards', () => {
    for (let i = 0; i < 2; i++) {
      const rep = playout(
        m,
        `random-${i}`,
        { lastTurn: 6 },
        { policy: 'random', invariants: true, maxActions: 60_000, onAction: checkNoLeak },
      );
      expect(rep.stuck).toBe(false);
      expect(rep.result).not.toBeNull();
    }
  });

  it('the bot plays either side against random play', () => {
    for (const botSide of ROLES) {
      const rep = playout(
        m,
        `mixed-${botSide}`,
        { lastTurn: 12 },
        { policy: (r) => (r === botSide ? 'bot' : 'random'), invariants: true, maxActions: 60_000 },
      );
      expect(rep.result).not.toBeNull();
    }
  });
});

describe('views', () => {
  it('the observer view carries what a map needs and no hand', () => {
    const s = m.setup('view', m.optionsSchema.parse({}));
    const v = m.view(s, 'observer') as ReturnType<typeof m.view> & Record<string, unknown>;
    const vv = v as unknown as {
      towns: Array<Record<string, unknown>>;
      roads: unknown[];
      calendar: unknown;
      treasuries: Record<string, unknown>;
    };
    expect(vv.towns).toHaveLength(85);
    expect(Object.keys(vv.towns[0]!)).toEqual(
      expect.arrayContaining(['id', 'lon', 'lat', 'holder', 'revenue', 'garrison', 'captured']),
    );
    // every road of the map data, the sea route included (136 since the #19 rebalance)
    expect(vv.roads).toHaveLength(ROADS.length);
    expect(vv.roads).toContainEqual({ a: 'PARIS', b: 'METZ', sea: false });
    expect(vv.calendar).toMatchObject({ turn: 1, year: 1700 });
    expect(Object.keys(vv.treasuries)).toContain('FEM');
    expect(JSON.stringify(v)).not.toContain('"rng"');
    expect(CARD.c01).toBeTruthy();
  });
});
