// 5 scoring and victory, 5.2 treaty signing, 4.13 strategy card selection; the 4-player scoring example.
import { describe, expect, it } from 'vitest';
import { act, given, V } from './given.js';
import { finalScores, happinessAwards, winners } from '../../../src/engine/versailles-1919/rules/scoring.js';
import { strategyOrder } from '../../../src/engine/versailles-1919/rules/strategy.js';
import { run } from '../../../src/engine/versailles-1919/rules/sequence.js';
import { viewFor } from '../../../src/engine/versailles-1919/view.js';

/** The end of the 4-player example of play. */
function finalPosition() {
  const s = given({
    players: 4,
    seating: ['usa', 'france', 'britain', 'italy'],
    settled: [
      { id: 'armenia', controller: 'britain', option: 'to_turkey' },
      { id: 'constantinople', controller: 'britain', option: 'to_turkey' },
      { id: 'ethiopia', controller: 'britain', option: 'uk_mandate' },
      { id: 'widows_pensions', controller: 'britain', option: 'yes' },
      { id: 'rush_to_the_finish', controller: 'britain', option: '' },
      { id: 'womens_suffrage', controller: 'usa', option: 'exclude' },
      { id: 'disarmament', controller: 'usa', option: 'limited' },
      { id: 'thrace', controller: 'usa', option: 'plebiscite' },
      { id: 'vietnam', controller: 'usa', option: 'independent' },
      { id: 'shantung', controller: 'usa', option: 'to_japan', flags: ['usa', 'usa'] },
      { id: 'slovenia_croatia', controller: 'italy', option: 'both_independent' },
      { id: 'banat', controller: 'italy', option: 'to_romania' },
      { id: 'reconstruction', controller: 'italy', option: 'low' },
      { id: 'rhineland', controller: 'france', option: 'french_occupation' },
      { id: 'syria', controller: 'france', option: 'french_mandate' },
      { id: 'montenegro', controller: 'france', option: 'to_yugoslavia' },
    ],
    regions: {
      europe: { keg: 1, unrest: 6 },
      balkans: { keg: 1, unrest: 3 },
      middle_east: { keg: 2, unrest: 4 },
      pacific: { keg: 1, unrest: 3 },
      africa: { keg: 1, unrest: 2 },
    },
    happiness: { britain: 13, usa: 15, italy: 15, france: 15, japan: 19 },
    strategy: { britain: 'isolationism', usa: 'fourteen_points', italy: 'global_trade', france: 'outlaw_war' },
  });
  return s;
}

describe('5.3 the 4-player scoring example', () => {
  const s = finalPosition();
  const sc = finalScores(s);

  it.each([
    ['britain', 25, 1, [1, 3, 0, 0], 0, 30],
    ['usa', 22, 2, [1, 3, 6, 2], 6, 42],
    ['italy', 16, 0, [2, -1, 0, 3], 12, 32],
    ['france', 15, 1, [1, 0, 3, 4], 6, 30],
  ] as const)('%s: Issues %i, flags %i, strategy %j, happiness %i = %i', (n, issues, flags, strategy, happiness, total) => {
    expect(sc[n]).toEqual({ issues, flags, strategy: [...strategy], happiness, penalty: 0, total });
  });

  it('the USA wins; Japan and Italy sign', () => {
    expect(winners(s, sc)).toEqual(['usa']);
    const t = structuredClone(s);
    t.ended = { reason: 'rush' };
    expect(V.result(t)).toMatchObject({ winners: ['usa'], scores: { britain: 30, usa: 42, italy: 32, france: 30 } });
    expect(viewFor(t, 'observer').treaty).toEqual({ japan: true, italy: true });
  });

  it('Q6 / R9: a flag scores only on your own Issue, and also counts for a Strategy card', () => {
    // the two US Naval tokens on Shantung give the USA 2 flag VP; National Growth would count them too
    const t = structuredClone(s);
    t.strategy.picks.britain = 'national_growth';
    expect(finalScores(t).britain!.strategy[1]).toBe(2);
    expect(finalScores(t).britain!.flags).toBe(1);
  });
});

describe('5.1 happiness awards (competition ranking)', () => {
  it.each([
    [
      [22, 20, 18],
      [6, 3, 0],
    ],
    [
      [22, 22, 18],
      [6, 6, 0],
    ],
    [
      [22, 18, 18],
      [6, 3, 3],
    ],
  ])('%j -> %j', (hs, awards) => {
    const s = given({ happiness: { britain: hs[0], france: hs[1], usa: hs[2] } });
    const a = happinessAwards(s, ['britain', 'france', 'usa']);
    expect([a.britain, a.france, a.usa]).toEqual(awards);
  });

  it('4 players 13, 15, 15, 15 -> 0, 6, 6, 6', () => {
    const s = given({ players: 4, happiness: { britain: 13, france: 15, usa: 15, italy: 15 } });
    expect(happinessAwards(s, ['britain', 'france', 'usa', 'italy'])).toEqual({
      britain: 0,
      france: 6,
      usa: 6,
      italy: 6,
    });
  });

  it('R10 / 8.#12: Happiness x2 doubles the award once; the -5 at zero is not doubled', () => {
    const s = given({
      happiness: { britain: 0, france: 10, usa: 5 },
      strategy: { britain: 'global_trade', france: 'outlaw_war', usa: 'isolationism' },
    });
    const sc = finalScores(s);
    expect(sc.britain!.happiness).toBe(0);
    expect(sc.britain!.penalty).toBe(-5);
    expect(sc.usa!.happiness).toBe(6); // 3 doubled
  });

  it('ties: higher happiness, then more Issues, then a shared win', () => {
    const s = given({ happiness: { britain: 20, france: 20, usa: 20 } });
    expect(winners(s, finalScores(s)).sort()).toEqual(['britain', 'france', 'usa']);
    const t = given({ happiness: { britain: 21, france: 20, usa: 20 } });
    t.happiness.britain = 20;
    t.settled.push({ id: 'tyrol', controller: 'france', option: 'to_italy', tokens: [] });
    t.issueDeck = t.issueDeck.filter((x) => x !== 'tyrol');
    // France has 3 more stars; give the others equal totals by flags: compare only the tie-break order
    const sc = finalScores(t);
    sc.britain!.total = sc.france!.total = sc.usa!.total = 10;
    expect(winners(t, sc)).toEqual(['france']);
  });

  it('5.2: Japan signs at 15 or more, refuses at 14', () => {
    const s = given({
      happiness: { japan: 14, italy: 15 },
      strategy: { britain: 'fourteen_points', france: 'isolationism', usa: 'revanchism' },
    });
    const sc = finalScores(s);
    expect(sc.britain!.strategy[2]).toBe(3);
    expect(sc.france!.strategy[2]).toBe(3);
    expect(sc.usa!.strategy[3]).toBe(0);
  });
});

describe('4.13 strategy card selection', () => {
  it('lowest stars first; ties by closeness clockwise to the Active Player, who goes first', () => {
    const s = given({
      players: 4,
      seating: ['britain', 'france', 'usa', 'italy'],
      active: 'usa',
      settled: [{ id: 'armenia', controller: 'britain', option: 'to_turkey' }],
    });
    expect(strategyOrder(s)).toEqual(['usa', 'italy', 'france', 'britain']);
  });

  it('the last player picks between the final two; the leftover card leaves the game', () => {
    const s0 = given({ seating: ['britain', 'france', 'usa'] });
    s0.pending = null;
    s0.stack.push({ k: 'strategy', order: ['britain', 'france', 'usa'], i: 0 });
    run(s0, [], false);
    const offered = [...s0.strategy.offered];
    expect(offered).toHaveLength(4); // players + 1
    let s = s0;
    const left: number[] = [];
    while (s.pending?.kind === 'choose_strategy') {
      left.push(s.pending.choices.length);
      s = act(s, s.pending.nation, { type: 'choose_strategy', card: s.pending.choices[0]! }).s;
    }
    expect(left).toEqual([4, 3, 2]);
    expect(Object.keys(s.strategy.picks)).toEqual(['britain', 'france', 'usa']);
    expect(s.strategy.done).toBe(true);
    expect(offered).toContain(s.strategy.removed);
    expect(Object.values(s.strategy.picks)).not.toContain(s.strategy.removed);
  });
});
