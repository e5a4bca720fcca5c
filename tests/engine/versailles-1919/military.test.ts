// 2.4 happiness, 2.5 demobilization track, 4.7 deploy, 4.8 demobilize, 4.9 mutiny.
import { describe, expect, it } from 'vitest';
import { act, given, has, legal, resolving } from './given.js';
import { changeHappiness } from '../../../src/engine/versailles-1919/rules/tracks.js';

describe('4.7 deploy: the UK example in the Middle East', () => {
  it('column 6: 3 cubes back, happiness -2, unrest pushed just left of the unit', () => {
    const s = given({
      seating: ['britain', 'france', 'usa'],
      regions: { middle_east: { keg: 0, unrest: 8 } },
      pools: { britain: { available: 5, exhausted: 10 } },
    });
    const r = act(s, 'britain', { type: 'deploy', from: 'available', region: 'middle_east', column: 6 });
    expect(r.s.cubes.britain).toEqual({ available: 8, exhausted: 7 });
    expect(r.s.happiness.britain).toBe(18);
    expect(r.s.regions.middle_east.unrest).toBe(5);
    // the turn goes on: the political action is still owed, no second military action
    expect(legal(r.s, 'britain').some((a) => a.type === 'deploy' || a.type === 'demobilize')).toBe(false);
  });

  it('column 5 costs 4 and gives 3, column 7 costs 1 and gives 2, column 8 nothing', () => {
    for (const [col, h, back] of [
      [5, 16, 3],
      [7, 19, 2],
      [8, 20, 0],
    ] as const) {
      const s = given({ seating: ['britain', 'france', 'usa'], pools: { britain: { available: 5, exhausted: 10 } } });
      const r = act(s, 'britain', { type: 'deploy', from: 'available', region: 'africa', column: col });
      expect([r.s.happiness.britain, r.s.cubes.britain!.available - 5]).toEqual([h, back]);
    }
  });

  it('one unit per nation per region and one unit per slot; units never deploy left of column 5', () => {
    const s = given({
      seating: ['britain', 'france', 'usa'],
      units: {
        britain: [{ at: 'deployed', region: 'europe', col: 6 }, { at: 'available' }, { at: 'available' }],
        france: [{ at: 'deployed', region: 'africa', col: 7 }, { at: 'available' }, { at: 'available' }],
      },
    });
    const l = legal(s, 'britain');
    expect(has(l, { type: 'deploy', from: 'available', region: 'europe', column: 8 })).toBe(false);
    expect(has(l, { type: 'deploy', from: 'europe', region: 'europe', column: 8 })).toBe(true); // moving within the region
    expect(has(l, { type: 'deploy', from: 'available', region: 'africa', column: 7 })).toBe(false);
    expect(l.some((a) => a.type === 'deploy' && a.column < 5)).toBe(false);
    expect(() => act(s, 'britain', { type: 'deploy', from: 'available', region: 'africa', column: 7 })).toThrow(
      /deploy_slot/,
    );
  });
});

describe('4.8 demobilize and 2.5 the demobilization track', () => {
  it('the UK example: the second unit demobilized takes the 4 box, 11 -> 15', () => {
    const s = given({ seating: ['britain', 'france', 'usa'], happiness: { britain: 11 } });
    s.demob.boxes[0]!.nation = 'usa';
    s.units.usa![0] = { at: 'demobilized', box: 5 };
    const r = act(s, 'britain', { type: 'demobilize', from: 'available' });
    expect(r.s.happiness.britain).toBe(15);
    expect(r.s.units.britain![0]).toEqual({ at: 'demobilized', box: 4 });
  });

  it('3 players: 5, 4, 3, 2 then box 1 for any number; 4 players add grey 3 and 2', () => {
    expect(given({ players: 3 }).demob.boxes.map((b) => b.value)).toEqual([5, 4, 3, 2]);
    expect(given({ players: 4 }).demob.boxes.map((b) => b.value)).toEqual([5, 4, 3, 3, 2, 2]);
  });
});

describe('2.4 happiness and 4.9 mutiny', () => {
  it('ceiling 30: gains beyond it are lost', () => {
    const s = given({ happiness: { france: 29 } });
    changeHappiness(s, [], 'france', 5);
    expect(s.happiness.france).toBe(30);
  });

  it('R8: a nation at 0 stays at 0 and ignores gains', () => {
    const s = given({ happiness: { france: 2 } });
    s.units.france = [{ at: 'demobilized', box: 1 }, { at: 'demobilized', box: 1 }, { at: 'available' }];
    s.demob.one.push('france', 'france');
    changeHappiness(s, [], 'france', -5);
    expect(s.happiness.france).toBe(0);
    changeHappiness(s, [], 'france', 4);
    expect(s.happiness.france).toBe(0);
  });

  it('with 2 units the US may go down to 5; at 4 or less it must mutiny (the US example)', () => {
    const s = given({ seating: ['usa', 'britain', 'france'], happiness: { usa: 12 } });
    s.units.usa![2] = { at: 'demobilized', box: 5 };
    s.demob.boxes[0]!.nation = 'usa';
    const ok = resolving(s, [{ do: 'happiness', who: 'you', delta: -2 }]);
    expect(ok.happiness.usa).toBe(10);
    expect(ok.pending?.kind).toBe('turn');
    const bad = resolving(s, [{ do: 'happiness', who: 'you', delta: -8 }]);
    expect(bad.pending).toMatchObject({ kind: 'mutiny', nation: 'usa' });
  });

  it('mutiny: the owner picks the unit, it goes to box 1 (even with numbered boxes free), +1 happiness; then the effect goes on', () => {
    const s = given({
      seating: ['britain', 'france', 'usa'],
      happiness: { britain: 11 },
      units: { britain: [{ at: 'available' }, { at: 'deployed', region: 'europe', col: 6 }, { at: 'exhausted' }] },
    });
    const t = resolving(s, [
      { do: 'happiness', who: 'you', delta: -1 },
      { do: 'unrest', region: 'europe', delta: 7 },
    ]);
    expect(t.pending).toMatchObject({ kind: 'mutiny', nation: 'britain' });
    const r = act(t, 'britain', { type: 'mutiny', from: 'europe' });
    expect(r.s.units.britain![1]).toEqual({ at: 'demobilized', box: 1 });
    expect(r.s.demob.one).toEqual(['britain']);
    expect(r.s.happiness.britain).toBe(11);
    // 8.#38: the mutiny resolved before the unrest moved, so nothing blocks it now
    expect(r.s.regions.europe.unrest).toBe(8);
  });

  it('R5/R7: demobilized units never return, even when happiness rises again', () => {
    const s = given({ seating: ['britain', 'france', 'usa'], happiness: { britain: 8 } });
    s.units.britain![0] = { at: 'demobilized', box: 1 };
    s.demob.one.push('britain');
    const t = resolving(s, [{ do: 'happiness', who: 'you', delta: 10 }]);
    expect(t.units.britain![0]).toEqual({ at: 'demobilized', box: 1 });
    expect(legal(t, 'britain').some((a) => a.type === 'recover' && JSON.stringify(a).includes('demobilized'))).toBe(
      false,
    );
  });
});
