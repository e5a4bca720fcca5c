import { describe, expect, it } from 'vitest';
import { playout } from '../../../src/engine/core/index.js';
import { GA, L, army, given, legal, m, nextTurn, play, type S } from './helpers.js';

describe('§22 sieges by starvation', () => {
  it('a city-state surrenders at once; the besieger’s treasury gets its value as plunder', () => {
    let s = given({ turn: 8, active: L });
    army(s, 'fr', 'MAASTRICHT', 'FRANCE', 6, 'VILLARS');
    s.towns.MAASTRICHT!.holder = L;
    const before = s.treasuries.FEM.total;
    expect(legal(s, L)).toContainEqual({ type: 'move', army: 'fr', to: 'KOELN', then: 'siege', forcedOk: false });
    s = play(s, L, { type: 'move', army: 'fr', to: 'KOELN', then: 'siege', forcedOk: false });
    expect(s.towns.KOELN).toMatchObject({ holder: L, captured: true, incomeTo: null });
    expect(s.treasuries.FEM.total).toBe(before + 1);
    expect(s.states.KOELN!.status).toBe('surrendered');
  });

  it('G12: an enemy town of DV 1-3 falls after one semester', () => {
    let s = given({ turn: 8, active: GA });
    army(s, 'du', 'MAASTRICHT', 'NEDERLAND', 6, 'OUWERKERK');
    s = play(s, GA, { type: 'move', army: 'du', to: 'NAMUR', then: 'siege', forcedOk: false });
    expect(s.sieges.NAMUR).toMatchObject({ needed: 1, declaredTurn: 8 });
    s = nextTurn(s);
    expect(s.turn).toBe(9);
    expect(s.towns.NAMUR).toMatchObject({ holder: GA, captured: true });
  });

  it('G12: DV 4 takes a year (the printed "1, 2 or 4 → 6 months" is read as 1-3)', () => {
    let s = given({ turn: 8, active: GA });
    army(s, 'au', 'INNSBRUCK', 'HABSBURG', 6, 'EUGENE');
    s = play(s, GA, { type: 'move', army: 'au', to: 'MUENCHEN', then: 'siege', forcedOk: false });
    expect(s.sieges.MUENCHEN!.needed).toBe(2);
    s = nextTurn(s);
    expect(s.towns.MUENCHEN!.holder).toBe(L);
    s = nextTurn(s);
    expect(s.towns.MUENCHEN!.holder).toBe(GA);
    // Bayern's capital is taken: Bayern signs the peace, its other towns pass to the captor's treasury.
    expect(s.states.BAYERN!.status).toBe('surrendered');
    expect(s.towns.INGOLSTADT).toMatchObject({ holder: GA, incomeTo: 'HABSBURG', captured: false });
  });

  it('§24: when Paris and Wien starve in the same siege step, the first to fall ends the game; nothing falls after it', () => {
    const s = given({ turn: 9, active: GA });
    army(s, 'au', 'PARIS', 'HABSBURG', 6, 'EUGENE');
    army(s, 'fr', 'WIEN', 'FRANCE', 6, 'VILLARS');
    s.sieges.PARIS = { side: GA, declaredTurn: 8, needed: 2 };
    s.sieges.WIEN = { side: L, declaredTurn: 8, needed: 2 };
    const t = nextTurn(s);
    expect(t.result).toMatchObject({
      winners: [GA],
      reason: 'succession-1701.end.sudden_death',
      details: { town: 'PARIS' },
    });
    expect(t.towns.PARIS!.holder).toBe(GA);
    expect(t.towns.WIEN!.holder).toBe(GA);
  });

  it('a siege ended by an earlier fall in the same step is skipped (seed fuzz-7566 used to crash there)', () => {
    const rep = playout(m, 'fuzz-7566', {}, { invariants: true, maxActions: 40_000 });
    expect(rep.stuck).toBe(false);
    expect(rep.result).not.toBeNull();
  });

  it('G13: a siege whose besieger has gone is lifted at the next turn', () => {
    let s = given({ turn: 8, active: GA });
    army(s, 'du', 'MAASTRICHT', 'NEDERLAND', 6, 'OUWERKERK');
    s = play(s, GA, { type: 'move', army: 'du', to: 'NAMUR', then: 'siege', forcedOk: false });
    s.armies.du!.town = 'MAASTRICHT';
    s = nextTurn(s);
    expect(s.sieges.NAMUR).toBeUndefined();
    expect(s.towns.NAMUR!.holder).toBe(L);
  });
});

describe('§22 storm', () => {
  function stormAt(town: string, n: number): S {
    let s = given({ turn: 8, active: GA });
    army(s, 'du', 'MAASTRICHT', 'NEDERLAND', n, 'ATHLONE');
    s = play(s, GA, { type: 'move', army: 'du', to: town, then: 'storm', forcedOk: false });
    return s;
  }
  it('the defender stacks DV cards plus one per brigade inside, and has as many resistance points', () => {
    const s = stormAt('NAMUR', 6);
    expect(s.step).toBe('storm');
    expect(s.storm).toMatchObject({ defenderRp: 1, town: 'NAMUR' });
    expect(s.storm!.stack).toHaveLength(1);
    expect(s.storm!.hand).toHaveLength(7); // 6 brigades + VC 1
  });
  it('the besieger keeps the initiative after losing a clash, and the town falls when its points are gone', () => {
    let s = stormAt('NAMUR', 6);
    s.storm!.stack = ['L-A3-1'];
    s.storm!.hand = ['A-D1-1', 'A-A2-1'];
    s = play(s, GA, { type: 'storm_play', card: 'A-D1-1' }); // 0/1 against 3/0: the besieger loses a point
    expect(s.storm!.rp).toBe(3);
    expect(legal(s, GA)).toContainEqual({ type: 'storm_play', card: 'A-A2-1' });
    s = play(s, GA, { type: 'storm_play', card: 'A-A2-1' }); // stack empty: 2/0 against nothing
    expect(s.storm).toBeNull();
    expect(s.towns.NAMUR).toMatchObject({ holder: GA, captured: true });
  });
  it('with no cards left and the town still standing, the storm fails and the siege is lifted (G29)', () => {
    let s = stormAt('NAMUR', 6);
    s.storm!.stack = ['L-D3-1'];
    s.storm!.hand = ['A-A1-1'];
    s = play(s, GA, { type: 'storm_play', card: 'A-A1-1' });
    expect(s.storm).toBeNull();
    expect(s.towns.NAMUR!.holder).toBe(L);
    expect(s.sieges.NAMUR).toBeUndefined();
  });
  it('brigades shut inside a town that falls are taken prisoner', () => {
    let s = given({ turn: 8, active: GA });
    army(s, 'du', 'MAASTRICHT', 'NEDERLAND', 6, 'OUWERKERK');
    army(s, 'sp', 'NAMUR', 'FRANCE', 1, 'BEDMAR');
    s.armies.sp!.inside = true;
    s = play(s, GA, { type: 'move', army: 'du', to: 'NAMUR', then: 'storm', forcedOk: false });
    expect(s.storm).toMatchObject({ defenderRp: 2 });
    s.storm!.stack = [];
    s.storm!.hand = ['A-A1-1', 'A-A1-2', 'A-A2-1'];
    s = play(s, GA, { type: 'storm_play', card: 'A-A1-1' });
    s = play(s, GA, { type: 'storm_play', card: 'A-A1-2' });
    expect(s.towns.NAMUR!.holder).toBe(GA);
    expect(s.prisoners[GA]).toEqual({ FRANCE: 1 });
    expect(s.generals.BEDMAR!.status).toBe('captured');
  });
});

describe('§22-24 what a capture does', () => {
  it('G14: the chained town gives no income to anybody; its owner’s total goes down at once', () => {
    let s = given({ turn: 8, active: GA });
    army(s, 'du', 'MAASTRICHT', 'NEDERLAND', 6, 'OUWERKERK');
    const fem = s.treasuries.FEM.total;
    s = play(s, GA, { type: 'move', army: 'du', to: 'NAMUR', then: 'storm', forcedOk: false });
    s.storm!.stack = [];
    s.storm!.hand = ['A-A1-1'];
    s = play(s, GA, { type: 'storm_play', card: 'A-A1-1' });
    expect(s.treasuries.FEM.total).toBe(fem - 1);
    expect(s.treasuries.NEDERLAND.total).toBe(20 + 1);
    s = nextTurn(nextTurn(s)); // to 1705 semester 1: income
    expect(s.treasuries.FEM.total).toBe(29 - 1);
  });
  it('§24: Wien taken by the Loyalists ends the war at once', () => {
    let s = given({ turn: 8, active: L });
    army(s, 'fr', 'LINZ', 'FRANCE', 6, 'VILLARS');
    s.towns.LINZ!.holder = L;
    s = play(s, L, { type: 'move', army: 'fr', to: 'WIEN', then: 'storm', forcedOk: false });
    s.storm!.stack = [];
    s.storm!.defenderRp = 1;
    s.storm!.hand = ['L-A1-1'];
    s = play(s, L, { type: 'storm_play', card: 'L-A1-1' });
    expect(m.result(s)).toMatchObject({ winners: [L], reason: 'succession-1701.end.sudden_death' });
    expect(m.activeRoles(s)).toEqual([]);
  });
});

describe('§23 raids', () => {
  it('the raider is paid now, the owner loses the value at his next income, once per year', () => {
    let s = given({ turn: 9, active: GA });
    army(s, 'du', 'MAASTRICHT', 'NEDERLAND', 6, 'OUWERKERK');
    s = play(s, GA, { type: 'move', army: 'du', to: 'NAMUR', then: 'raid', forcedOk: false });
    expect(s.treasuries.NEDERLAND.total).toBe(21);
    expect(s.towns.NAMUR!.raided).toBe(true);
    s.armies.du!.moved = false;
    s.actions.active = GA;
    s.actions.left[GA] = 2;
    expect(legal(s, GA).some((a) => a.type === 'move' && a.to === 'NAMUR' && a.then === 'raid')).toBe(false);
    s = nextTurn(s); // 1705 semester 1
    expect(s.treasuries.FEM.total).toBe(29 - 1);
  });
});

describe('§22 limits of sieges', () => {
  it('the Alliance may not besiege or raid towns of the Empire that are not Loyalist allies; the Loyalists may', () => {
    const s = given({ turn: 8, active: GA });
    army(s, 'du', 'MAASTRICHT', 'NEDERLAND', 6, 'OUWERKERK');
    const toKoeln = legal(s, GA).filter((a) => a.type === 'move' && a.to === 'KOELN');
    expect(toKoeln.map((a) => (a as { then: string }).then)).toEqual(['none']);
    s.states.KOELN!.side = L;
    s.towns.KOELN!.holder = L;
    s.towns.KOELN!.incomeTo = 'FEM';
    expect(legal(s, GA)).toContainEqual({ type: 'move', army: 'du', to: 'KOELN', then: 'siege', forcedOk: false });
  });
  it('Lorraine may be crossed but never stopped in (§2)', () => {
    const s = given({ turn: 8, active: L });
    army(s, 'fr', 'METZ', 'FRANCE', 6, 'VILLARS');
    const tos = legal(s, L)
      .filter((a) => a.type === 'move')
      .map((a) => (a as { to: string }).to);
    expect(tos).not.toContain('NANCY');
    expect(tos).toContain('STRASBOURG');
  });
});
