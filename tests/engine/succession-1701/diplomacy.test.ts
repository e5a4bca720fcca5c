import { describe, expect, it } from 'vitest';
import { GA, L, dice, given, legal, m, play } from './helpers.js';

describe('§15 diplomacy (table T1)', () => {
  it('is allowed only as the first action of the turn', () => {
    let s = given({ turn: 8, active: L });
    expect(legal(s, L).some((a) => a.type === 'diplomacy')).toBe(true);
    // slot 2 skipped (digest 5.5): the diplomatic slot is gone
    s = play(s, L, { type: 'pass' });
    s = play(s, GA, { type: 'pass' });
    expect(legal(s, L).some((a) => a.type === 'diplomacy')).toBe(false);
  });

  const rows: Array<[string, 'loyalists' | 'grand-alliance', string, number, number, boolean]> = [
    // name, side, target, bonus, die, success
    ['a neutral needs a 4 on the D4', GA, 'SACHSEN', 0, 3, false],
    ['a neutral with affinity for the actor needs 3 (Köln leans to the Loyalists)', L, 'KOELN', 0, 3, true],
    ['a bought point turns a 3 into a 4', GA, 'SACHSEN', 1, 3, true],
    ['Modena leans to the Alliance', GA, 'MODENA', 0, 3, true],
  ];
  for (const [name, side, target, bonus, roll, ok] of rows) {
    it(name, () => {
      let s = given({ turn: 8, active: side });
      const t = side === L ? 'FEM' : 'HABSBURG';
      dice(s, [roll]);
      const before = s.treasuries[t].spent;
      s = play(s, side, { type: 'diplomacy', target, treasury: t, bonus, useOpp: false });
      expect(s.treasuries[t].spent - before).toBe(bonus * 2);
      expect(s.states[target]!.side).toBe(ok ? side : null);
    });
  }

  it('a won minor pays its towns into the treasury that concluded the alliance, at once', () => {
    let s = given({ turn: 8, active: GA });
    dice(s, [4]);
    s = play(s, GA, { type: 'diplomacy', target: 'SACHSEN', treasury: 'HABSBURG', bonus: 0, useOpp: false });
    expect(s.treasuries.HABSBURG.total).toBe(20 + 4);
    expect(s.towns.DRESDEN).toMatchObject({ holder: GA, incomeTo: 'HABSBURG' });
  });

  it('Prussia: 2D4, 6+ for the Alliance, bonus points at 12 RP each', () => {
    let s = given({ turn: 8, active: GA, rp: 30 });
    dice(s, [2, 3]);
    s = play(s, GA, { type: 'diplomacy', target: 'PREUSSEN', treasury: 'HABSBURG', bonus: 1, useOpp: false });
    expect(s.treasuries.HABSBURG.spent).toBe(12);
    expect(s.states.PREUSSEN!.side).toBe(GA);
    expect(s.treasuries.PREUSSEN).toMatchObject({ side: GA, active: true });
  });

  it('Prussia for the Loyalists needs 7 on 2D4', () => {
    let s = given({ turn: 8, active: L, rp: 30 });
    dice(s, [3, 3]);
    s = play(s, L, { type: 'diplomacy', target: 'PREUSSEN', treasury: 'FEM', bonus: 0, useOpp: false });
    expect(s.states.PREUSSEN!.side).toBeNull();
  });

  it('the card’s "Alliance +1" makes one bonus point free', () => {
    let s = given({ turn: 8, active: GA });
    s.card = {
      id: 'c03',
      holder: GA,
      obligation: 'none',
      opps: ['ALLY_BONUS', 'STEAL_BONUS', 'INCOME_PLUS'],
      usesLeft: 2,
      oppsUsed: [],
    };
    dice(s, [3]);
    s = play(s, GA, { type: 'diplomacy', target: 'SACHSEN', treasury: 'HABSBURG', bonus: 2, useOpp: true });
    expect(s.treasuries.HABSBURG.spent).toBe(2);
    expect(s.card!.usesLeft).toBe(1);
    expect(s.states.SACHSEN!.side).toBe(GA);
  });

  it('a later ally of the enemy can be pulled away; leaders, initial allies, the Reich and Lorraine never (G36)', () => {
    let s = given({ turn: 8, active: GA });
    dice(s, [4]);
    s = play(s, GA, { type: 'diplomacy', target: 'SACHSEN', treasury: 'HABSBURG', bonus: 0, useOpp: false });
    const targets = new Set(
      legal({ ...s, actions: { ...s.actions, active: L } }, L)
        .filter((a) => a.type === 'diplomacy')
        .map((a) => (a as { target: string }).target),
    );
    expect(targets.has('SACHSEN')).toBe(true);
    for (const never of ['FRANCE', 'HABSBURG', 'SAVOIA', 'BAYERN', 'HANNOVER', 'HESSEN_KASSEL', 'LORRAINE'])
      expect(targets.has(never), never).toBe(false);
    void m;
  });
});
