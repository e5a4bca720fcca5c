// 4.11 bidding for an Unsettled Issue, and the Q&A rulings that govern it (errata E4: the bidding
// paragraph does not work as written; the Q&A answers below replace it).
import { describe, expect, it } from 'vitest';
import { act, given, has, legal, resolving, type VState } from './given.js';
import { beats } from '../../../src/engine/versailles-1919/rules/bidding.js';

/** Britain loses Arabia to a Middle East insurrection; bidding opens with Britain. */
function bidding(over: Partial<Parameters<typeof given>[0]> = {}): VState {
  const s = given({
    seating: ['britain', 'france', 'usa'],
    regions: { middle_east: { keg: 0, unrest: 4 } },
    settled: [{ id: 'arabia', controller: 'britain', option: 'uk_mandate' }],
    strategy: { britain: 'outlaw_war', france: 'isolationism', usa: 'global_trade' },
    ...over,
  });
  let t = resolving(s, [{ do: 'check', region: 'middle_east' }], {}, [6]);
  while (t.pending?.kind === 'declare_drm') t = act(t, t.pending.nation, { type: 'declare_drm', modifier: 0 }).s;
  return t;
}
const passAll = (s: VState) => {
  let t = s;
  while (t.pending?.kind === 'bid') t = act(t, t.pending.nation, { type: 'pass' }).s;
  return t;
};

describe('4.11 bidding', () => {
  it('Q1: a raise replaces the earlier bid; only the final bid is paid, earlier cubes come back', () => {
    let s = bidding();
    s = act(s, 'britain', { type: 'bid', units: 2, regionUnit: false, cubes: 6 }).s;
    s = act(s, 'france', { type: 'bid', units: 2, regionUnit: false, cubes: 7 }).s;
    s = act(s, 'usa', { type: 'pass' }).s;
    s = act(s, 'britain', { type: 'bid', units: 3, regionUnit: false, cubes: 0 }).s;
    s = passAll(s);
    expect(s.cubes.britain).toEqual({ available: 15, exhausted: 0 });
    expect(s.units.britain).toEqual([{ at: 'exhausted' }, { at: 'exhausted' }, { at: 'exhausted' }]);
    expect(s.happiness.britain).toBe(17);
  });

  it('Q2/Q3: the winner pays units and cubes of its final bid, even as the only bidder', () => {
    let s = bidding();
    s = act(s, 'britain', { type: 'bid', units: 2, regionUnit: false, cubes: 3 }).s;
    s = passAll(s);
    expect(s.cubes.britain).toEqual({ available: 12, exhausted: 3 });
    expect(s.units.britain!.filter((u) => u.at === 'exhausted')).toHaveLength(2);
    expect(s.happiness.britain).toBe(18);
  });

  it('Q4: units dominate cubes; 1 unit + 2 may raise to just 2 units and pay only those', () => {
    expect(beats({ units: 2, regionUnit: false, cubes: 0 }, { units: 1, regionUnit: false, cubes: 15 })).toBe(true);
    expect(beats({ units: 1, regionUnit: false, cubes: 3 }, { units: 1, regionUnit: false, cubes: 3 })).toBe(false);
    let s = bidding();
    s = act(s, 'britain', { type: 'bid', units: 1, regionUnit: false, cubes: 2 }).s;
    s = act(s, 'france', { type: 'bid', units: 1, regionUnit: false, cubes: 3 }).s;
    s = act(s, 'usa', { type: 'pass' }).s;
    expect(has(legal(s, 'britain'), { type: 'bid', units: 1, regionUnit: false, cubes: 3 })).toBe(false);
    s = act(s, 'britain', { type: 'bid', units: 2, regionUnit: false, cubes: 0 }).s;
    s = passAll(s);
    expect(s.cubes.britain).toEqual({ available: 15, exhausted: 0 });
    expect(s.cubes.france).toEqual({ available: 15, exhausted: 0 }); // losers pay nothing
  });

  it('Q8 / R6: a unit deployed in the region counts 2 but costs 1 happiness; it leaves the region', () => {
    let s = bidding({
      units: { britain: [{ at: 'deployed', region: 'middle_east', col: 6 }, { at: 'available' }, { at: 'available' }] },
    });
    s = act(s, 'britain', { type: 'bid', units: 0, regionUnit: true, cubes: 0 }).s;
    expect(has(legal(s, 'france'), { type: 'bid', units: 2, regionUnit: false, cubes: 0 })).toBe(false);
    expect(has(legal(s, 'france'), { type: 'bid', units: 2, regionUnit: false, cubes: 1 })).toBe(true);
    s = passAll(s);
    expect(s.units.britain![0]).toEqual({ at: 'exhausted' });
    expect(s.happiness.britain).toBe(19);
  });

  it('R6: a unit deployed in another region cannot bid at all', () => {
    const s = bidding({
      units: { britain: [{ at: 'deployed', region: 'europe', col: 6 }, { at: 'exhausted' }, { at: 'exhausted' }] },
    });
    expect(legal(s, 'britain').filter((a) => a.type === 'bid' && (a.units > 0 || a.regionUnit))).toEqual([]);
  });

  it('No Military Issues take influence only', () => {
    const s = bidding({
      regions: { pacific: { keg: 0, unrest: 4 } },
      settled: [{ id: 'korea', controller: 'britain', option: 'independent' }],
    });
    const t = resolving(s, [{ do: 'check', region: 'pacific' }], {}, [6]);
    expect(t.pending).toMatchObject({ kind: 'bid' });
    expect(legal(t, t.pending!.nation).every((a) => a.type !== 'bid' || (a.units === 0 && !a.regionUnit))).toBe(true);
  });

  it('nobody bids: the Issue goes on top of the discard pile', () => {
    const s = passAll(bidding());
    expect(s.issueDiscard[0]).toBe('arabia');
    expect(s.settled).toEqual([]);
  });

  it('Q9: the old option is void (tokens go) but its effects stay; the same option may be chosen again', () => {
    let s = bidding();
    const before = structuredClone(s.regions.middle_east);
    s = act(s, 'britain', { type: 'bid', units: 0, regionUnit: false, cubes: 1 }).s;
    s = passAll(s);
    expect(s.pending).toMatchObject({ kind: 'choose_option', nation: 'britain' });
    s = act(s, 'britain', { type: 'choose_option', option: 'uk_mandate', flags: [] }).s;
    // UK Mandate: Empire (UK) token again, USA -1 again, Middle East +2 from the reset column
    expect(s.settled).toEqual([
      { id: 'arabia', controller: 'britain', option: 'uk_mandate', tokens: [{ kind: 'empire', flag: 'britain' }] },
    ]);
    expect(s.happiness.usa).toBe(19);
    expect(before).toEqual({ keg: 0, unrest: 4 });
    expect(s.regions.middle_east).toEqual({ keg: 1, unrest: 4 });
  });
});
