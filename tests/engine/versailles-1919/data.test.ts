// Card and board data: complete, consistent with the reconstruction's deck summary, every item with provenance.
import { describe, expect, it } from 'vitest';
import {
  ISSUES,
  STRATEGY_CARDS,
  THRESHOLD,
  RANDOM_REGION_FACE,
  demobilizationBoxes,
  maxUnits,
} from '../../../src/engine/versailles-1919/data/index.js';

describe('Issue cards', () => {
  it('53 cards: 52 normal numbered 1-52 and Rush to the Finish (53, 7 stars, no options)', () => {
    expect(ISSUES).toHaveLength(53);
    expect(ISSUES.map((c) => c.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 53 }, (_, i) => i + 1));
    const rush = ISSUES.find((c) => c.id === 'rush_to_the_finish')!;
    expect([rush.number, rush.stars, rush.options.length, rush.category]).toEqual([53, 7, 0, 'none']);
  });

  it.each([
    ['europe', 11, 41],
    ['balkans', 10, 39],
    ['middle_east', 10, 42],
    ['africa', 5, 18],
    ['pacific', 5, 17],
    ['league', 7, 29],
    ['reparations', 4, 20],
  ])('%s: %i cards, %i stars', (cat, n, stars) => {
    const cs = ISSUES.filter((c) => c.category === cat);
    expect([cs.length, cs.reduce((a, c) => a + c.stars, 0)]).toEqual([n, stars]);
  });

  it('every card and option has a provenance, 2-4 options, unique ids and sane icons', () => {
    for (const c of ISSUES.filter((x) => x.id !== 'rush_to_the_finish')) {
      expect(c.provenance.length).toBeGreaterThan(10);
      expect(c.options.length).toBeGreaterThanOrEqual(2);
      expect(c.options.length).toBeLessThanOrEqual(4);
      expect(new Set(c.options.map((o) => o.id)).size).toBe(c.options.length);
      for (const o of c.options) {
        expect(o.provenance).toMatch(/^(rulebook example|reconstructed): /);
        for (const t of o.tokens) expect(['naval', 'empire'].includes(t.kind) || t.flags.length === 0).toBe(true);
      }
    }
  });

  it('the nine No Military cards of the reconstruction', () => {
    expect(
      ISSUES.filter((c) => c.noMilitary)
        .map((c) => c.id)
        .sort(),
    ).toEqual([
      'anschluss',
      'disarmament',
      'germany_among_members',
      'korea',
      'labour_reform',
      'military_intervention',
      'racial_equality',
      'vote_for_the_league',
      'womens_suffrage',
    ]);
  });

  it("the examples' fixed values: Smyrna to Greece, Constantinople, Armenia, Ethiopia UK Mandate", () => {
    const opt = (c: string, o: string) => ISSUES.find((x) => x.id === c)!.options.find((x) => x.id === o)!;
    expect(opt('smyrna', 'to_greece')).toMatchObject({
      happiness: [{ power: 'britain', delta: -1 }],
      unrest: [{ region: 'middle_east', delta: 2 }],
      tokens: [{ kind: 'naval', flags: ['usa', 'britain'] }],
    });
    expect(opt('constantinople', 'to_turkey')).toMatchObject({
      happiness: [],
      unrest: [{ region: 'balkans', delta: 1 }],
      tokens: [],
    });
    expect(opt('ethiopia', 'uk_mandate').tokens).toEqual([{ kind: 'empire', flags: ['britain'] }]);
  });
});

describe('Strategy cards and board', () => {
  it('10 strategy cards with four conditions each', () => {
    expect(STRATEGY_CARDS).toHaveLength(10);
    for (const c of STRATEGY_CARDS) expect(c.conditions).toHaveLength(4);
  });

  it('thresholds X X 6 5 4 3 2 1; die faces 1-5 regions, 6 nothing', () => {
    expect(THRESHOLD.slice(1)).toEqual([null, null, 6, 5, 4, 3, 2, 1]);
    expect(RANDOM_REGION_FACE[6]).toBeNull();
    expect([RANDOM_REGION_FACE[1], RANDOM_REGION_FACE[3], RANDOM_REGION_FACE[5]]).toEqual([
      'europe',
      'middle_east',
      'africa',
    ]);
  });

  it('unit limits 3 from 11, 2 from 5 to 10, 1 below; demobilization boxes', () => {
    expect([30, 11, 10, 5, 4, 0].map(maxUnits)).toEqual([3, 3, 2, 2, 1, 1]);
    expect(demobilizationBoxes(3)).toEqual([5, 4, 3, 2]);
    expect(demobilizationBoxes(4)).toEqual([5, 4, 3, 3, 2, 2]);
  });
});
