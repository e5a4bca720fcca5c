// 4.6 unrest and powder kegs, 4.10 unrest checks and insurrections, with the rulebook's complete
// insurrection example (Béla Kun's check, Constantinople unsettled, France outbids the USA).
import { describe, expect, it } from 'vitest';
import { act, given, has, legal, logKeys, resolving, rigDice, type VState } from './given.js';
import { addKeg, moveUnrest, removeKeg } from '../../../src/engine/versailles-1919/rules/tracks.js';

function example(): VState {
  return given({
    seating: ['britain', 'france', 'usa'],
    active: 'france',
    regions: { europe: { keg: 0, unrest: 5 }, middle_east: { keg: 1, unrest: 5 } },
    units: {
      britain: [
        { at: 'deployed', region: 'middle_east', col: 6 },
        { at: 'deployed', region: 'pacific', col: 8 },
        { at: 'exhausted' },
      ],
      france: [{ at: 'available' }, { at: 'available' }, { at: 'exhausted' }],
      usa: [{ at: 'available' }, { at: 'available' }, { at: 'available' }],
    },
    pools: {
      britain: { available: 6, exhausted: 9 },
      france: { available: 10, exhausted: 5 },
      usa: { available: 7, exhausted: 8 },
    },
    settled: [
      { id: 'constantinople', controller: 'britain', option: 'open_city' },
      { id: 'arabia', controller: 'britain', option: 'independent' },
      { id: 'syria', controller: 'france', option: 'french_mandate' },
    ],
  });
}

describe('4.10 the complete insurrection example', () => {
  it('runs from the check to the new option', () => {
    const s = resolving(example(), [{ do: 'check', region: 'highest' }]);
    // Europe and the Middle East tie for the highest unrest; only the UK unit (column 6) may modify
    expect(s.pending).toMatchObject({ kind: 'declare_drm', nation: 'britain', choices: ['middle_east'] });
    rigDice(s, [2, 5]);
    let r = act(s, 'britain', { type: 'declare_drm', modifier: -1 });
    const rolls = r.events.filter((e) => e.key.endsWith('unrest_roll')).map((e) => e.params);
    expect(rolls).toEqual([
      { region: 'europe', die: 2, modifier: 0, total: 2, threshold: 4, insurrection: false },
      { region: 'middle_east', die: 5, modifier: -1, total: 4, threshold: 4, insurrection: true },
    ]);
    // the UK holds two Middle East Issues, France one: Constantinople (6 stars) is unsettled, its UK Naval token gone
    expect(r.s.settled.map((x) => x.id)).toEqual(['arabia', 'syria']);
    expect(logKeys(r.events)).toContain('unsettled');
    // UK opens: its region unit counts 2
    expect(r.s.pending).toMatchObject({ kind: 'bid', nation: 'britain' });
    r = act(r.s, 'britain', { type: 'bid', units: 0, regionUnit: true, cubes: 2 });
    r = act(r.s, 'france', { type: 'bid', units: 2, regionUnit: false, cubes: 4 });
    r = act(r.s, 'usa', { type: 'bid', units: 2, regionUnit: false, cubes: 6 });
    // the UK cannot beat 2 units + 6 and passes; France raises to 2 units + 7
    expect(logKeys(r.events)).toContain('bid_passed');
    expect(r.s.pending).toMatchObject({ kind: 'bid', nation: 'france' });
    r = act(r.s, 'france', { type: 'bid', units: 2, regionUnit: false, cubes: 7 });
    // the USA could only win with 3 units; it passes
    expect(has(legal(r.s, 'usa'), { type: 'bid', units: 2, regionUnit: false, cubes: 8 })).toBe(false);
    expect(has(legal(r.s, 'usa'), { type: 'bid', units: 3, regionUnit: false, cubes: 0 })).toBe(true);
    r = act(r.s, 'usa', { type: 'pass' });
    // France pays both units and 7 cubes, and 2 happiness; the losers keep everything
    expect(r.s.units.france).toEqual([{ at: 'exhausted' }, { at: 'exhausted' }, { at: 'exhausted' }]);
    expect(r.s.cubes.france).toEqual({ available: 3, exhausted: 12 });
    expect(r.s.happiness.france).toBe(18);
    expect(r.s.cubes.usa).toEqual({ available: 7, exhausted: 8 });
    expect(r.s.units.britain![0]).toEqual({ at: 'deployed', region: 'middle_east', col: 6 });
    // reset: keg 1 -> 2, unrest just right of it
    expect(r.s.regions.middle_east).toEqual({ keg: 2, unrest: 3 });
    // France gives Constantinople to Turkey: Balkans +1
    expect(r.s.pending).toMatchObject({ kind: 'choose_option', nation: 'france' });
    r = act(r.s, 'france', { type: 'choose_option', option: 'to_turkey', flags: [] });
    expect(r.s.settled).toContainEqual({ id: 'constantinople', controller: 'france', option: 'to_turkey', tokens: [] });
    expect(r.s.regions.balkans.unrest).toBe(2);
    // 4.13: the first insurrection of the game opens strategy selection, lowest stars first
    expect(r.s.pending).toMatchObject({ kind: 'choose_strategy', nation: 'usa' });
  });

  it('with tied victims the owner of the left-most unit in the region chooses', () => {
    const s0 = example();
    s0.settled.push({ id: 'cilicia', controller: 'france', option: 'to_turkey', tokens: [] });
    s0.issueDeck = s0.issueDeck.filter((x) => x !== 'cilicia');
    const s = resolving(s0, [{ do: 'check', region: 'middle_east' }]);
    rigDice(s, [6]);
    const r = act(s, 'britain', { type: 'declare_drm', modifier: 0 });
    expect(r.s.pending).toMatchObject({ kind: 'choose_victim', nation: 'britain', choices: ['britain', 'france'] });
    const r2 = act(r.s, 'britain', { type: 'choose_victim', nation: 'france' });
    expect(r2.s.settled.map((x) => x.id)).not.toContain('syria');
  });

  it('with tied victims and no unit in the region the tied players roll, highest loses', () => {
    const s0 = example();
    s0.units.britain = [{ at: 'available' }, { at: 'available' }, { at: 'available' }];
    s0.settled.push({ id: 'cilicia', controller: 'france', option: 'to_turkey', tokens: [] });
    s0.issueDeck = s0.issueDeck.filter((x) => x !== 'cilicia');
    // check roll 6; then Britain 3 / France 3 (tie, re-roll); then Britain 2 / France 5
    const s = resolving(s0, [{ do: 'check', region: 'middle_east' }], {}, [6, 3, 3, 2, 5]);
    expect(s.settled.map((x) => x.id)).toEqual(['constantinople', 'arabia', 'cilicia']);
    expect(s.pending).toMatchObject({ kind: 'bid', nation: 'france' });
  });

  it('R12: with nobody holding an Issue there, the keg still advances and strategy cards are chosen', () => {
    const s0 = given({ seating: ['britain', 'france', 'usa'], regions: { africa: { keg: 0, unrest: 6 } } });
    const s = resolving(s0, [{ do: 'check', region: 'africa' }], {}, [3]);
    expect(s.regions.africa).toEqual({ keg: 1, unrest: 2 });
    expect(s.firstInsurrection).toBe(true);
    expect(s.pending).toMatchObject({ kind: 'choose_strategy' });
  });

  it('8.#1: an insurrection needs a modified roll of at least the column number', () => {
    const at = (unrest: number, die: number) =>
      resolving(given({ regions: { africa: { keg: 0, unrest } } }), [{ do: 'check', region: 'africa' }], {}, [die])
        .regions.africa;
    expect(at(4, 5)).toEqual({ keg: 1, unrest: 2 }); // column 4: a 5 succeeds
    expect(at(4, 4)).toEqual({ keg: 0, unrest: 4 }); // a 4 does not
    expect(at(6, 3)).toEqual({ keg: 1, unrest: 2 }); // column 6: 3 or more
    expect(at(2, 6)).toEqual({ keg: 0, unrest: 2 }); // column 2: X, no roll
  });

  it('an event die modifier is added to the roll (8.#3)', () => {
    const s = resolving(
      given({ regions: { africa: { keg: 0, unrest: 4 } } }),
      [{ do: 'check', region: 'africa', drm: 1 }],
      {},
      [4],
    );
    expect(s.regions.africa).toEqual({ keg: 1, unrest: 2 });
  });

  it('R11: the same Issue may be unsettled again and again', () => {
    let s = example();
    for (let k = 0; k < 2; k++) {
      s.regions.middle_east = { keg: 0, unrest: 4 };
      s.units.britain = [{ at: 'available' }, { at: 'available' }, { at: 'available' }];
      s = resolving(s, [{ do: 'check', region: 'middle_east' }], {}, [6]);
      expect(s.settled.map((x) => x.id)).not.toContain('constantinople');
      let r = act(s, 'britain', { type: 'bid', units: 0, regionUnit: false, cubes: 1 });
      while (r.s.pending?.kind === 'bid') r = act(r.s, r.s.pending.nation, { type: 'pass' });
      r = act(r.s, 'britain', { type: 'choose_option', option: 'open_city', flags: [] });
      if (r.s.pending?.kind === 'choose_strategy') {
        while (r.s.pending?.kind === 'choose_strategy')
          r = act(r.s, r.s.pending.nation, legal(r.s, r.s.pending.nation).find((a) => a.type === 'choose_strategy')!);
      }
      expect(r.s.settled.find((x) => x.id === 'constantinople')).toMatchObject({ controller: 'britain' });
      s = r.s;
    }
  });
});

describe('4.6 unrest and powder kegs', () => {
  it('moves step by step and stops at a unit (the Balfour +2 stopped after one step by a French unit)', () => {
    const s = given({
      regions: { middle_east: { keg: 0, unrest: 3 } },
      units: { france: [{ at: 'deployed', region: 'middle_east', col: 5 }, { at: 'available' }, { at: 'available' }] },
    });
    expect(moveUnrest(s, [], 'middle_east', 2)).toBe(1);
    expect(s.regions.middle_east.unrest).toBe(4);
  });

  it('stops at the keg and at column 1 when moving left', () => {
    const s = given({ regions: { europe: { keg: 2, unrest: 5 } } });
    expect(moveUnrest(s, [], 'europe', -3)).toBe(-2);
    expect(s.regions.europe.unrest).toBe(3);
  });

  it('a keg entering the unrest column pushes unrest right; never past column 3; removal leaves unrest', () => {
    const s = given({ regions: { europe: { keg: 0, unrest: 1 }, balkans: { keg: 3, unrest: 4 } } });
    addKeg(s, [], 'europe');
    expect(s.regions.europe).toEqual({ keg: 1, unrest: 2 });
    addKeg(s, [], 'balkans');
    expect(s.regions.balkans).toEqual({ keg: 3, unrest: 4 });
    removeKeg(s, [], 'europe');
    expect(s.regions.europe).toEqual({ keg: 0, unrest: 2 });
  });

  it('options never move kegs; a random-region 6 does nothing', () => {
    const s = resolving(given({}), [{ do: 'keg', region: 'random', delta: 1 }], {}, [6]);
    expect(Object.values(s.regions).every((r) => r.keg === 0)).toBe(true);
    const t = resolving(given({}), [{ do: 'unrest', region: 'random', delta: 2 }], {}, [5]);
    expect(t.regions.africa.unrest).toBe(3);
  });
});
