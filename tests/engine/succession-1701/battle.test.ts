import { describe, expect, it } from 'vitest';
import { GA, L, army, dice, given, legal, play, type S } from './helpers.js';
import { totalRp } from '../../../src/engine/succession-1701/rules/battle.js';

/** §20 "Un esempio di battaglia": 1704, Starhemberg (VC 2, 6 brigades) from Trento besieges Mantova;
 *  Boufflers (VC 1, 6 brigades) at Pavia falls on him; the Alliance card grants three opportunities. */
function mantovaExample(): S {
  const s = given({ turn: 8, active: GA });
  s.card = {
    id: 'c14',
    holder: GA,
    obligation: 'none',
    opps: ['RES_MINUS', 'RES_PLUS', 'FORCED_OK', 'HALT'],
    usesLeft: 3,
    oppsUsed: [],
  };
  army(s, 'austrians', 'TRENTO', 'HABSBURG', 6, 'STARHEMBERG');
  army(s, 'french', 'PAVIA', 'FRANCE', 6, 'BOUFFLERS');
  army(s, 'mantuans', 'CASALE', 'MANTOVA', 4, 'VAUDEMONT');
  return s;
}

describe('§20 worked example: the battle before Mantova', () => {
  it('the Austrians march from Trento to Mantova and start a starvation siege; Boufflers must react (§17)', () => {
    let s = mantovaExample();
    s = play(s, GA, { type: 'move', army: 'austrians', to: 'MANTOVA', then: 'siege', forcedOk: false });
    expect(s.sieges.MANTOVA).toMatchObject({ side: GA, needed: 1 });
    expect(s.step).toBe('zoc');
    expect(legal(s, L)).toEqual([{ type: 'react', army: 'french' }]);
  });

  it('8 cards and 5 points against 7 and 4; the Alliance strips Boufflers of his reserve point; VA 8 > 7 gives the initiative', () => {
    let s = mantovaExample();
    s = play(s, GA, { type: 'move', army: 'austrians', to: 'MANTOVA', then: 'siege', forcedOk: false });
    s = play(s, L, { type: 'react', army: 'french' });
    const b = s.battle!;
    expect(b.attacker.role).toBe(L); // the reacting army attacks (§17)
    expect(b.attacker.hand).toHaveLength(7);
    expect(b.defender.hand).toHaveLength(8);
    expect(b.initiative).toBe(GA);
    expect(legal(s, GA)).toContainEqual({ type: 'battle_opportunity', code: 'RES_MINUS' });
    s = play(s, GA, { type: 'battle_opportunity', code: 'RES_MINUS' });
    s = play(s, GA, { type: 'battle_deploy', focus: 'left' });
    s = play(s, L, { type: 'battle_deploy', focus: 'even' });
    expect(totalRp(s.battle!.defender)).toBe(5);
    expect(totalRp(s.battle!.attacker)).toBe(3);
    expect(s.step).toBe('battle.choose');
  });

  it('plays out as printed: two clashes on the left, a reserve card against a borrowed card, the joker, the failed withdrawal', () => {
    let s = mantovaExample();
    s = play(s, GA, { type: 'move', army: 'austrians', to: 'MANTOVA', then: 'siege', forcedOk: false });
    s = play(s, L, { type: 'react', army: 'french' });
    s = play(s, GA, { type: 'battle_opportunity', code: 'RES_MINUS' });
    s = play(s, GA, { type: 'battle_deploy', focus: 'left' });
    s = play(s, L, { type: 'battle_deploy', focus: 'even' });
    // Fix the hands as in the example.
    const A = s.battle!.defender;
    const F = s.battle!.attacker;
    A.lines.left.cards = ['A-A3-1', 'A-A2-1'];
    A.lines.centre.cards = ['A-D3-1', 'A-D2-1'];
    A.lines.right.cards = ['A-A1D1-1', 'A-A1D1-2'];
    A.reserveCards = ['A-JOKER-1', 'A-A1-1'];
    F.lines.right.cards = ['L-A1D1-1', 'L-D1-1'];
    F.lines.centre.cards = ['L-A2D1-1', 'L-D2-1'];
    F.lines.left.cards = ['L-D3-1', 'L-A1D2-1'];
    F.reserveCards = ['L-A1-1'];
    // First clash: A3 against A1D1: 3-1 = 2 beats 1-0 = 1; the French right wing loses its point.
    s = play(s, GA, { type: 'battle_attack', line: 'left', dispatch: null });
    s = play(s, GA, { type: 'battle_play', card: 'A-A3-1' });
    s = play(s, L, { type: 'battle_play', card: 'L-A1D1-1' });
    expect(s.battle!.attacker.lines.right.rp).toBe(0);
    expect(s.battle!.initiative).toBe(GA);
    // Second clash: the wing has no point left and Boufflers no reserve: a brigade goes.
    s = play(s, GA, { type: 'battle_attack', line: 'left', dispatch: null });
    s = play(s, GA, { type: 'battle_play', card: 'A-A2-1' });
    s = play(s, L, { type: 'battle_play', card: 'L-D1-1' });
    expect(s.battle!.attacker.lost).toEqual({ FRANCE: 1 });
    // §20: one brigade down, Boufflers may withdraw at once, though the Austrian keeps the initiative; he fights on.
    expect(s.step).toBe('battle.offer');
    expect(legal(s, L)).toEqual([{ type: 'battle_withdraw', method: 'roll' }, { type: 'battle_stay' }]);
    s = play(s, L, { type: 'battle_stay' });
    // The Austrian feeds a reserve card (the joker); the Frenchman moves a card across from his centre.
    s = play(s, GA, { type: 'battle_attack', line: 'left', dispatch: 'A-JOKER-1' });
    expect(s.step).toBe('battle.respond');
    s = play(s, L, { type: 'battle_respond', source: 'centre', card: 'L-A2D1-1' });
    s = play(s, GA, { type: 'battle_play', card: 'A-JOKER-1' });
    s = play(s, L, { type: 'battle_play', card: 'L-A2D1-1' });
    expect(s.battle!.attacker.lines.right.status).toBe('destroyed');
    expect(s.battle!.defender.dispatchLeft).toBe(1);
    // "A questo punto": right after that clash, with the Austrian still holding the initiative, Boufflers,
    // two brigades down, tries to withdraw and rolls 1: the rest of the army surrenders.
    expect(s.battle!.initiative).toBe(GA);
    expect(s.step).toBe('battle.offer');
    expect(legal(s, L)).toContainEqual({ type: 'battle_withdraw', method: 'roll' });
    dice(s, [1]);
    s = play(s, L, { type: 'battle_withdraw', method: 'roll' });
    expect(s.battle).toBeNull();
    expect(s.armies.french).toBeUndefined();
    expect(s.prisoners[GA]).toEqual({ FRANCE: 4 });
    expect(s.generals.BOUFFLERS!.status).toBe('captured');
    // Starhemberg keeps the field and the siege of Mantova goes on.
    expect(s.armies.austrians!.town).toBe('MANTOVA');
    expect(s.sieges.MANTOVA).toBeTruthy();
    expect(s.generals.STARHEMBERG!.streak).toBe(1);
  });
});

/** A one-line duel: each side's centre holds one given card, initiative to `first`. */
function duel(p: string, q: string, onlyThese = false) {
  let s = given({ turn: 8, active: GA });
  army(s, 'ga', 'TRENTO', 'HABSBURG', 6, 'DAUN');
  army(s, 'lo', 'VERONA', 'FRANCE', 6, 'MARSIN');
  s.towns.VERONA!.holder = L;
  s.actions.active = GA;
  s = play(s, GA, { type: 'attack', army: 'ga', from: 'TRENTO', target: 'lo', forcedOk: false });
  s = play(s, L, { type: 'defend', choice: 'fight', to: null });
  s = play(s, GA, { type: 'battle_deploy', focus: 'even' });
  s = play(s, L, { type: 'battle_deploy', focus: 'even' });
  const atk = s.battle!.attacker;
  const def = s.battle!.defender;
  s.battle!.initiative = GA;
  if (onlyThese)
    for (const x of [atk, def]) {
      for (const l of ['left', 'right'] as const) x.lines[l].cards = [];
      x.reserveCards = [];
    }
  atk.lines.centre.cards = [p];
  def.lines.centre.cards = [q];
  s = play(s, GA, { type: 'battle_attack', line: 'centre', dispatch: null });
  s = play(s, GA, { type: 'battle_play', card: p });
  s = play(s, L, { type: 'battle_play', card: q });
  return s;
}

describe('§20 clashes: attack minus the other card’s defence; the higher wins; one hit at most', () => {
  const rows: Array<[string, string, string, 'grand-alliance' | 'loyalists' | null]> = [
    ['rulebook example A3 v A1D1', 'A-A3-1', 'L-A1D1-1', 'grand-alliance'],
    ['defender wins A1 v A2D1', 'A-A1-1', 'L-A2D1-1', 'loyalists'],
    ['equal nets A1D1 v A1D1: no loss', 'A-A1D1-1', 'L-A1D1-1', null],
    ['G11 floor: D3 v D2 neutralise each other', 'A-D3-1', 'L-D2-1', null],
    ['G26 joker takes the other card: JOKER v A3', 'A-JOKER-1', 'L-A3-1', 'grand-alliance'],
    ['G26 two jokers cancel', 'A-JOKER-1', 'L-JOKER-1', null],
  ];
  for (const [name, p, q, winner] of rows) {
    it(name, () => {
      const s = duel(p, q);
      expect(s.lastClash?.winner).toBe(winner);
      // the winner of the clash keeps (or takes) the initiative; a tie hands it to the other side
      if (s.battle) expect(s.battle.initiative).toBe(winner ?? L);
    });
  }
});

describe('§19 army layout', () => {
  it('a 4-brigade army has one 2-brigade line and two single lines sharing one point (G20)', () => {
    let s = given({ turn: 8, active: GA });
    army(s, 'ga', 'TRENTO', 'HABSBURG', 4, 'DAUN');
    army(s, 'lo', 'VERONA', 'FRANCE', 6, 'MARSIN');
    s.towns.VERONA!.holder = L;
    s = play(s, GA, { type: 'attack', army: 'ga', from: 'TRENTO', target: 'lo', forcedOk: false });
    s = play(s, L, { type: 'defend', choice: 'fight', to: null });
    s = play(s, GA, { type: 'battle_deploy', focus: 'left' });
    const a = s.battle!.attacker;
    expect([a.lines.left.brigades, a.lines.centre.brigades, a.lines.right.brigades]).toEqual([
      { HABSBURG: 2 },
      { HABSBURG: 1 },
      { HABSBURG: 1 },
    ]);
    expect([a.lines.left.rp, a.floating, a.reserveRp]).toEqual([1, 1, 1]);
    expect(
      a.lines.left.cards.length + a.lines.centre.cards.length + a.lines.right.cards.length + a.reserveCards.length,
    ).toBe(5);
  });

  it('a forced march costs a resistance point in the battle that follows (§16), unless the card excuses it', () => {
    for (const forcedOk of [false, true]) {
      let s = given({ turn: 8, active: GA });
      s.card = {
        id: 'c13',
        holder: GA,
        obligation: 'none',
        opps: ['FORCED_OK', 'RES_PLUS', 'HALT', 'RES_MINUS'],
        usesLeft: 3,
        oppsUsed: [],
      };
      army(s, 'ga', 'WIEN', 'HABSBURG', 6, 'EUGENE');
      army(s, 'lo', 'MUENCHEN', 'BAYERN', 6, 'MAX_EMANUEL');
      // Wien-Linz-Passau-Landshut is 3 roads; Landshut touches München.
      s = play(s, GA, { type: 'attack', army: 'ga', from: 'LANDSHUT', target: 'lo', forcedOk });
      s = play(s, L, { type: 'defend', choice: 'fight', to: null });
      expect(s.battle!.attacker.reserveRp).toBe(forcedOk ? 3 : 2);
    }
  });
});

describe('§20 end of the battle', () => {
  it('cards exhausted with equal brigades and points: the attacker may fight a second round; declining is a draw', () => {
    let s = duel('A-A1D1-1', 'L-A1D1-1', true);
    expect(s.step).toBe('battle.second_round');
    expect(legal(s, GA)).toEqual([
      { type: 'battle_second_round', accept: true },
      { type: 'battle_second_round', accept: false },
    ]);
    s = play(s, GA, { type: 'battle_second_round', accept: false });
    expect(s.battle).toBeNull();
    expect(s.armies.ga!.town).toBe('TRENTO');
    expect(s.armies.lo!.town).toBe('VERONA');
    expect(s.generals.DAUN!.losses + s.generals.MARSIN!.losses).toBe(0);
  });

  it('accepting the second round deals each line as many new cards as it has brigades', () => {
    let s = duel('A-A1D1-1', 'L-A1D1-1', true);
    s = play(s, GA, { type: 'battle_second_round', accept: true });
    expect(s.battle!.round).toBe(2);
    expect(s.battle!.attacker.lines.centre.cards).toHaveLength(2);
  });

  it('cards exhausted but not tied: more brigades, then more points, wins and the loser retreats (G23)', () => {
    let s = duel('A-A3-1', 'L-D1-1', true);
    expect(s.battle).toBeNull();
    expect(s.generals.DAUN!.streak).toBe(1);
    expect(s.generals.MARSIN!.losses).toBe(1);
    // 5.9: the beaten army's owner picks the retreat town, then the winner may advance.
    expect(s.step).toBe('place');
    s = play(s, L, legal(s, L)[0]!);
    expect(s.armies.lo!.town).not.toBe('VERONA');
    expect(s.step).toBe('advance');
  });
});
