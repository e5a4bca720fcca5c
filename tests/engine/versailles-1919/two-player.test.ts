// 6.1 the two-player game: France and Britain, with the shared USA run by the Active Player.
import { describe, expect, it } from 'vitest';
import { act, given, has, legal, resolving, V } from './given.js';
import { finalScores } from '../../../src/engine/versailles-1919/rules/scoring.js';

const two = (over: Parameters<typeof given>[0] = {}) => given({ players: 2, seating: ['france', 'britain'], ...over });

describe('6.1 two-player setup', () => {
  it('France and Britain play; the USA has cubes only; Italy and Japan keep happiness', () => {
    const s = two();
    expect(V.roles(V.optionsSchema.parse({ players: 2 }))).toEqual(['britain', 'france']);
    expect(s.cubes.usa).toEqual({ available: 15, exhausted: 0 });
    expect(s.units.usa).toBeUndefined();
    expect(Object.keys(s.happiness).sort()).toEqual(['britain', 'france', 'italy', 'japan']);
    expect(s.strategy.offered).toHaveLength(3);
  });
});

describe('6.1 the USA political action', () => {
  it("follows the Active Player's own political action and must be taken before the turn ends", () => {
    const s = two({
      table: ['tyrol', 'saar'],
      waiting: ['fiume', 'prussia', 'belarus'],
      cubes: { saar: { france: 3 } },
    });
    expect(legal(s, 'france').some((a) => a.type.startsWith('usa_'))).toBe(false);
    const r = act(s, 'france', { type: 'place', issues: ['tyrol', 'fiume'], cubes: [1, 1] });
    const l = legal(r.s, 'france');
    expect(l.some((a) => a.type === 'end_turn')).toBe(false);
    // minimum to lead: 1 where empty, 4 against France's 3 on Saar
    const u = act(r.s, 'france', { type: 'usa_place', issues: ['saar', 'prussia'] });
    expect(u.s.table[1]!.cubes).toEqual({ france: 3, usa: 4 });
    expect(u.s.waiting[1]!.cubes).toEqual({ usa: 1 });
    expect(u.s.pending).toMatchObject({ kind: 'turn', nation: 'france' });
    expect(has(legal(u.s, 'france'), { type: 'end_turn' })).toBe(true);
    expect(legal(u.s, 'britain').filter((a) => a.type !== 'propose_swap')).toEqual([]);
  });

  it('may settle only an Issue the Active Player does not lead', () => {
    const s = two({
      table: ['tyrol', 'saar'],
      waiting: ['fiume', 'prussia', 'belarus'],
      cubes: { tyrol: { france: 2 }, saar: { britain: 2, usa: 1 } },
    });
    const r = act(s, 'france', { type: 'place', issues: ['fiume', 'prussia'], cubes: [1, 1] });
    const settles = legal(r.s, 'france').filter((a) => a.type === 'usa_settle');
    expect(settles).toEqual([{ type: 'usa_settle', issue: 'saar' }]);
  });

  it('the recovery example: USA 9 exhausted and France 3 -> 6 and 3 come back', () => {
    const s = two({
      pools: { usa: { available: 6, exhausted: 9 }, france: { available: 12, exhausted: 3 } },
      table: ['tyrol', 'saar'],
      cubes: {},
    });
    const r = act(s, 'france', { type: 'recover', cubes: 3, withdraw: [] });
    // France already recovered its own 3: give it 3 more exhausted to mirror the example
    const t = structuredClone(r.s);
    t.cubes.france = { available: 12, exhausted: 3 };
    const u = act(t, 'france', { type: 'usa_recover' });
    expect(u.s.cubes.usa).toEqual({ available: 12, exhausted: 3 });
    expect(u.s.cubes.france).toEqual({ available: 15, exhausted: 0 });
  });

  it('USA settles take the option with the least USA unhappiness (Armenia: Independent)', () => {
    const s = two({
      table: ['armenia', 'saar'],
      waiting: ['tyrol', 'fiume', 'prussia'],
      cubes: { armenia: { usa: 2, britain: 1 } },
    });
    let r = act(s, 'france', { type: 'place', issues: ['saar', 'tyrol'], cubes: [1, 1] });
    r = act(r.s, 'france', { type: 'usa_settle', issue: 'armenia' });
    expect(r.s.settled).toContainEqual({
      id: 'armenia',
      controller: 'usa',
      option: 'independent',
      tokens: [{ kind: 'self_determination', flag: null }],
    });
    // the Active Player makes the rest of the Settle decisions on the USA's behalf
    expect(r.s.pending).toMatchObject({ nation: 'usa' });
    expect(legal(r.s, 'france').length).toBeGreaterThan(0);
  });

  it('the USA never bids; USA Issues can still be unsettled', () => {
    const s = two({
      regions: { middle_east: { keg: 0, unrest: 4 } },
      settled: [{ id: 'arabia', controller: 'usa', option: 'independent' }],
    });
    const t = resolving(s, [{ do: 'check', region: 'middle_east' }], {}, [6]);
    expect(t.pending).toMatchObject({ kind: 'bid', nation: 'france' });
    expect(t.stack.find((f) => f.k === 'bid')).toMatchObject({ order: ['france', 'britain'] });
  });

  it('USA Issues score for nobody; happiness awards 6/0 between France and Britain', () => {
    const s = two({
      settled: [{ id: 'rhineland', controller: 'usa', option: 'french_occupation' }],
      happiness: { france: 21, britain: 20 },
    });
    const sc = finalScores(s);
    expect(Object.keys(sc).sort()).toEqual(['britain', 'france']);
    expect([sc.france!.happiness, sc.britain!.happiness]).toEqual([6, 0]);
  });
});

describe('house rule: a deadlocked conference ends the game', () => {
  it('when every nation in turn had to skip its political action, the game ends', () => {
    const s = two({
      table: ['tyrol', 'saar'],
      waiting: ['fiume', 'prussia', 'belarus'],
      cubes: { fiume: { france: 15, usa: 5 }, prussia: { britain: 15, usa: 5 }, belarus: { usa: 5 } },
      pools: {
        france: { available: 0, exhausted: 0 },
        britain: { available: 0, exhausted: 0 },
        usa: { available: 0, exhausted: 0 },
      },
    });
    let r = act(s, 'france', { type: 'end_turn' }); // political skipped
    r = act(r.s, 'france', { type: 'end_turn' }); // the USA has nothing either; the turn ends
    expect(r.s.active).toBe('britain');
    r = act(r.s, 'britain', { type: 'end_turn' });
    expect(r.s.ended).toEqual({ reason: 'stalemate' });
    expect(V.result(r.s)).toMatchObject({ reason: 'versailles-1919.end.stalemate' });
  });
});
