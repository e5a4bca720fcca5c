import { describe, expect, it } from 'vitest';
import { belleEpoque } from '../../../src/engine/belle-epoque/index.js';
import type { TerritoryId } from '../../../src/engine/belle-epoque/data/index.js';
import { act, freshGame, owners } from './builders.js';

const legalTerritories = (s: ReturnType<typeof freshGame>, role: string) =>
  belleEpoque.legalActions(s, role).flatMap((a) => (a.type === 'setup_place' ? [a.territory] : []));

describe('3.1 Minor Nations DM cubes', () => {
  it('puts the Minor cubes on their flags (Tanganyika 2 and Namibia 1 Portuguese, following the examples)', () => {
    const s = freshGame();
    expect(owners(s, 'south_africa')).toEqual(['boer', 'boer', 'boer', null, null, null]);
    expect(owners(s, 'tanganyika').filter((o) => o === 'portugal')).toHaveLength(2);
    expect(owners(s, 'namibia').filter((o) => o === 'portugal')).toHaveLength(1);
    expect(owners(s, 'congo').filter((o) => o === 'belgium')).toHaveLength(2);
    expect(owners(s, 'melanesia').filter((o) => o === 'netherlands')).toHaveLength(2);
    expect(s.minorReserve.italy).toBe(7);
  });
  it('option portugueseCubes "table" follows the 3.1 table instead: Tanganyika 1 and Namibia 2', () => {
    const s = freshGame('test', { portugueseCubes: 'table' });
    expect(owners(s, 'tanganyika').filter((o) => o === 'portugal')).toHaveLength(1);
    expect(owners(s, 'namibia').filter((o) => o === 'portugal')).toHaveLength(2);
    expect(s.minorReserve.portugal).toBe(0);
    belleEpoque.checkInvariants!(s);
  });
  it('the option defaults to the examples and refuses any other split', () => {
    expect(belleEpoque.optionsSchema.parse({}).portugueseCubes).toBe('examples');
    expect(() => belleEpoque.optionsSchema.parse({ portugueseCubes: 'both' })).toThrow();
  });
  it('keeps 8 Era I Events in the deck and 2 in the box, unseen (6.1)', () => {
    const s = freshGame();
    expect(s.eventDeck).toHaveLength(8);
    expect(s.eventBoxed).toHaveLength(2);
    const v = belleEpoque.view(s, 'observer') as { decks: { event: number; boxed: number } };
    expect(v.decks).toMatchObject({ event: 8, boxed: 2 });
    expect(JSON.stringify(v)).not.toContain(s.eventBoxed[0]);
  });
});

describe('3.2 choosing a Power to play', () => {
  it('option A deals the 2-player packages GB+FR and CE+RU to the seats', () => {
    const s = freshGame('deal', { players: 2 });
    expect(s.seats.map((x) => x.powers.slice().sort().join('+')).sort()).toEqual([
      'central-empires+russia',
      'france+great-britain',
    ]);
  });
  it('option B rolls dice and lets the seats choose in descending order', () => {
    let s = freshGame('draft', { players: 3, powerChoice: 'draft' });
    expect(s.step).toBe('power_choice');
    expect(belleEpoque.activeRoles(s)).toEqual(['system']);
    const first = s.draft!.order[0];
    expect(s.seats[first - 1].roll).toBe(Math.max(...s.seats.map((x) => x.roll!)));
    s = act(s, 'system', { type: 'choose_powers', package: 2 }).state; // RU+FR
    expect(s.seats[first - 1].powers).toEqual(['russia', 'france']);
    s = act(s, 'system', { type: 'choose_powers', package: 0 }).state;
    expect(belleEpoque.legalActions(s, 'system')).toEqual([{ type: 'choose_powers', package: 1 }]);
    s = act(s, 'system', { type: 'choose_powers', package: 1 }).state;
    expect(s.step).toBe('setup');
  });
});

describe('3.3 the Initial Setup example', () => {
  const rounds: [string, TerritoryId[]][][] = [
    [
      ['russia', ['serbia', 'china']],
      ['france', ['belgium', 'italy']],
      ['central-empires', ['belgium', 'serbia']],
      ['great-britain', ['egypt_sudan', 'horn_of_africa']],
    ],
    [
      ['russia', ['serbia', 'japan']],
      ['france', ['belgium', 'algeria_morocco']],
      ['central-empires', ['ottoman_empire', 'namibia']],
      ['great-britain', ['egypt_sudan', 'japan']],
    ],
    [
      ['russia', ['romania', 'bulgaria']],
      ['france', ['italy', 'algeria_morocco']],
      ['central-empires', ['ottoman_empire', 'tanganyika']],
      ['great-britain', ['greece', 'netherlands']],
    ],
    [
      ['russia', ['japan']],
      ['france', ['french_guinea', 'indochina']],
      ['central-empires', ['ottoman_empire', 'melanesia']],
      ['great-britain', ['egypt_sudan', 'persia']],
    ],
    [
      ['france', ['indochina']],
      ['central-empires', ['congo']],
      ['great-britain', ['netherlands', 'persia']],
    ],
  ];

  it('plays all five rounds in the order Russia, France, Central Empires, Great Britain', () => {
    let s = freshGame('setup-example');
    rounds.forEach((round, r) => {
      for (const [power, ts] of round) {
        for (const t of ts) {
          expect(belleEpoque.activeRoles(s)).toEqual([power]);
          const legal = legalTerritories(s, power);
          expect(legal).toContain(t);
          // Belgium and Serbia are half full after round 2's French cube: CE and GB cannot add there.
          if (r >= 1 && (power === 'central-empires' || power === 'great-britain')) {
            expect(legal).not.toContain('belgium');
            expect(legal).not.toContain('serbia');
          }
          // South Africa holds 3 Boer cubes: it is closed from the start.
          expect(legal).not.toContain('south_africa');
          if (power === 'great-britain' && r === 2) expect(legal).not.toContain('tanganyika'); // 1 CE + 2 POR
          s = act(s, power as 'russia', { type: 'setup_place', territory: t }).state;
        }
      }
    });
    // all pools are empty and Turn 1 has begun
    expect(s.turn).toBe(1);
    for (const p of ['russia', 'france', 'central-empires', 'great-britain'] as const)
      expect(s.powers[p].setupPool).toBe(0);
  });

  it('refuses a second cube in the same territory within one round (R4)', () => {
    let s = freshGame('setup-example');
    s = act(s, 'russia', { type: 'setup_place', territory: 'serbia' }).state;
    expect(() => act(s, 'russia', { type: 'setup_place', territory: 'serbia' })).toThrow(/setup_limit/);
  });

  it('keeps France able to meet its Asian minimum in round 5', () => {
    let s = freshGame('setup-example');
    for (const round of rounds.slice(0, 4))
      for (const [power, ts] of round)
        for (const t of ts) s = act(s, power as 'russia', { type: 'setup_place', territory: t }).state;
    // France has one cube left and only one cube in Asia: only Asian territories are legal
    const legal = legalTerritories(s, 'france');
    expect(legal.length).toBeGreaterThan(0);
    expect(
      legal.every((t) =>
        [
          'japan',
          'persia',
          'afghanistan_baluchistan',
          'china',
          'manchuria_korea',
          'indochina',
          'micronesia',
          'melanesia',
        ].includes(t),
      ),
    ).toBe(true);
  });
});
