// More scenarios for the readings chosen where the 1701 rulebook is silent or contradicts itself
// (gaps Gn in docs/rules-decisions/succession-1701.md; engine notes src/engine/succession-1701/README.md).
// Rulebook sections (§n) follow the Italian original; its three chapters numbered 22 are called
// 22a (losses), 22b (transit and halting) and 22c (sieges).
import { describe, expect, it } from 'vitest';
import { GA, L, army, dice, given, legal, m, play, type A, type S } from './helpers.js';
import type { Succession1701View } from '../../../src/engine/succession-1701/index.js';
import { DEPOTS, PRUSSIAN_TOWNS, STATES } from '../../../src/engine/succession-1701/data/index.js';
import type { BattleSide } from '../../../src/engine/succession-1701/types.js';
import { obligationMet, savoyDefection } from '../../../src/engine/succession-1701/rules/cards.js';
import { isAllianceCapital } from '../../../src/engine/succession-1701/rules/siege.js';
import { finalVictory } from '../../../src/engine/succession-1701/rules/victory.js';

type Side = typeof L;
type V = Succession1701View;
const other = (x: Side): Side => (x === L ? GA : L);

/** Ends the current turn and runs the next one's start (income, organisation, card) up to its first
 *  action, or up to its organisation. A red order on the new semester's card is not under test in
 *  these scenarios: it is accepted and then cleared, so no penalty roll disturbs them. */
function advance(s: S, stopAtOrganisation = false): S {
  const t0 = s.turn;
  for (let guard = 0; guard < 100; guard++) {
    if (s.turn !== t0 && (s.step === 'action' || (stopAtOrganisation && s.step === 'organisation'))) return s;
    switch (s.step) {
      case 'action':
        s = play(s, s.actions.active, { type: 'end_turn' });
        break;
      case 'organisation':
        s = play(s, (s.pending as { role: Side }).role, { type: 'end_organisation' });
        break;
      case 'obligation':
        s = play(s, (s.pending as { role: Side }).role, { type: 'card_obligation', perform: true });
        s.card!.obligation = 'none';
        break;
      default:
        throw new Error(`advance: unexpected step ${s.step}`);
    }
  }
  throw new Error('advance: no progress');
}

/** Destinations offered to an army's move, and what it may do on arriving at `town`. */
const moves = (s: S, side: Side, id: string) => [
  ...new Set(
    legal(s, side)
      .filter((a) => a.type === 'move' && a.army === id)
      .map((a) => (a as { to: string }).to),
  ),
];
const thens = (s: S, side: Side, id: string, town: string) =>
  legal(s, side)
    .filter((a) => a.type === 'move' && a.army === id && a.to === town)
    .map((a) => (a as { then: string }).then);
const movesOrAttacks = (s: S, side: Side, id: string) =>
  legal(s, side).filter((a) => (a.type === 'move' || a.type === 'attack') && a.army === id);

/** A normal attack fought out: the defender accepts, both deploy evenly; the battle waits at its first choice. */
function toBattle(s: S, armyId: string, from: string, target: string): S {
  const att = s.armies[armyId]!.side;
  s = play(s, att, { type: 'attack', army: armyId, from, target, forcedOk: false });
  s = play(s, other(att), { type: 'defend', choice: 'fight', to: null });
  s = play(s, att, { type: 'battle_deploy', focus: 'even' });
  s = play(s, other(att), { type: 'battle_deploy', focus: 'even' });
  return s;
}
/** Replaces the tactical cards of a deployed side (lines and the general's reserve). */
function setCards(
  x: BattleSide,
  c: { left?: string[]; centre?: string[]; right?: string[]; reserve?: string[] },
): void {
  x.lines.left.cards = c.left ?? [];
  x.lines.centre.cards = c.centre ?? [];
  x.lines.right.cards = c.right ?? [];
  x.reserveCards = c.reserve ?? [];
}
/** Daun (VC 1, 6 Habsburg brigades) at Trento against Marsin (VC 1, 6 French brigades) at Verona, held by the Loyalists. */
function trentoVerona(): S {
  const s = given({ turn: 8, active: GA });
  army(s, 'ga', 'TRENTO', 'HABSBURG', 6, 'DAUN');
  army(s, 'lo', 'VERONA', 'FRANCE', 6, 'MARSIN');
  s.towns.VERONA!.holder = L;
  return s;
}
/** The defender has no card anywhere: each line the attacker engages flees (§19), and the battle is won. */
function routDefender(s: S): S {
  const b = s.battle!;
  const att = b.attacker.role;
  setCards(b.defender, {});
  setCards(b.attacker, { left: ['A-A1-1'], centre: ['A-A1-2'], right: ['A-A2-1'] });
  b.initiative = att;
  for (const line of ['centre', 'left', 'right'] as const)
    s = play(s, att, { type: 'battle_attack', line, dispatch: null });
  return s;
}
/** Storms `town` with `armyId` and wins at the first card (the garrison's stack is emptied to one point). */
function takeByStorm(s: S, armyId: string, town: string): S {
  const side = s.armies[armyId]!.side;
  s = play(s, side, { type: 'move', army: armyId, to: town, then: 'storm', forcedOk: false });
  const card = side === L ? 'L-A1-1' : 'A-A1-1';
  s.storm!.stack = [];
  s.storm!.defenderRp = 1;
  s.storm!.hand = [card];
  return play(s, side, { type: 'storm_play', card });
}

describe('forces (rulebook §12-13, §15)', () => {
  // §12 lists no Spanish brigades; the materials (§6) give España brigade counters and generals.
  it('G4: España has no brigades of its own; its generals lead the coalition’s armies', () => {
    let s = m.setup('g4', m.optionsSchema.parse({}));
    expect(s.step).toBe('organisation');
    expect(s.pools.ESPANA ?? 0).toBe(0);
    expect(DEPOTS.filter((d) => d.state === 'ESPANA')).toEqual([]);
    const forms = legal(s, L).filter((a): a is Extract<A, { type: 'form_army' }> => a.type === 'form_army');
    expect(forms.some((a) => a.state === 'ESPANA')).toBe(false);
    expect(forms.some((a) => a.general === 'VAUDEMONT' && a.state === 'MANTOVA')).toBe(true);
    // Bedmar forms a French army on a Spanish town; brigades and fee come out of the shared treasury.
    s = play(s, L, { type: 'form_army', general: 'BEDMAR', state: 'FRANCE', size: 4, town: 'BRUSSEL' });
    const a = Object.values(s.armies)[0]!;
    expect(a).toMatchObject({ town: 'BRUSSEL', brigades: { FRANCE: 4 }, general: 'BEDMAR', payer: 'FEM' });
    expect(s.treasuries.FEM.spent).toBe(2 + 1);
    expect(s.pools.FRANCE).toBe(26);
  });

  // §12 prints two figures per state, army brigades and reserves; the second is read as extra to the first.
  it('G5: reserves come on top of the army brigades: England fields six and still has six at Hannover', () => {
    let s = m.setup('g5', m.optionsSchema.parse({}));
    for (const st of STATES) {
      if (st.armyBrigades + st.reserveBrigades === 0) continue;
      const inDepots = DEPOTS.filter((d) => d.state === st.id).reduce(
        (n, d) => n + (s.depots[d.id]!.brigades[st.id] ?? 0),
        0,
      );
      expect(s.pools[st.id] ?? 0, st.id).toBe(st.armyBrigades);
      expect(inDepots, st.id).toBe(st.reserveBrigades);
    }
    expect(s.pools.FRANCE).toBe(30);
    s = play(s, L, { type: 'end_organisation' });
    s = play(s, GA, { type: 'form_army', general: 'MARLBOROUGH', state: 'ENGLAND', size: 6, town: 'ENGLAND' });
    expect(s.pools.ENGLAND).toBe(0);
    expect(s.depots.HANNOVER!.brigades).toEqual({ ENGLAND: 6 });
    expect(legal(s, GA).some((a) => a.type === 'form_army' && a.state === 'ENGLAND')).toBe(false);
  });

  // §13 (mixed armies name their paying state) and §15 (a general may lead an ally's army; his fee is his VC).
  it('G40: a general leading an allied army is paid by his own state’s treasury, the brigades by the army’s', () => {
    let s = given({ turn: 3, active: L });
    army(s, 'ba', 'MUENCHEN', 'BAYERN', 6, 'VILLARS');
    army(s, 'ba2', 'INGOLSTADT', 'BAYERN', 2, null);
    s = advance(s, true); // 1702, first semester: income, then the organisation, which ends paying upkeep
    expect(s.step).toBe('organisation');
    expect(s.treasuries.BAYERN).toMatchObject({ total: 8, spent: 0 });
    expect(legal(s, L)).toContainEqual({ type: 'assign_general', army: 'ba2', general: 'CATINAT' });
    s = play(s, L, { type: 'assign_general', army: 'ba2', general: 'CATINAT' });
    expect(s.armies.ba2!.general).toBe('CATINAT');
    expect(s.treasuries.FEM.spent).toBe(2); // Catinat's fee (VC 2)
    s = play(s, L, { type: 'end_organisation' });
    expect(s.treasuries.BAYERN).toMatchObject({ total: 8, spent: 3 + 1 }); // counters of both Bavarian armies
    expect(s.treasuries.FEM).toMatchObject({ total: 29, spent: 2 + 3 }); // + Villars' fee
  });
});

describe('generals’ careers (rulebook §15)', () => {
  // §15: after three lost battles the general is removed; the army is left leaderless meanwhile.
  it('G41: the third defeat dismisses the general; his army is leaderless and cannot move', () => {
    let s = trentoVerona();
    s.generals.MARSIN!.losses = 2;
    s = toBattle(s, 'ga', 'TRENTO', 'lo');
    s = routDefender(s);
    expect(s.generals.MARSIN).toMatchObject({ status: 'dismissed', dismissedTurn: 8, army: null, losses: 3 });
    s = play(s, L, { type: 'place_army', army: 'lo', to: 'MANTOVA' });
    expect(s.armies.lo).toMatchObject({ general: null, town: 'MANTOVA', brigades: { FRANCE: 6 } });
    s = play(s, GA, { type: 'advance', go: false, then: 'none' });
    expect(s.actions.active).toBe(L);
    expect(movesOrAttacks(s, L, 'lo')).toEqual([]);
    // §15 "sostituito da un altro generale": another general may take over at once (no action slot).
    expect(legal(s, L)).toContainEqual({ type: 'assign_general', army: 'lo', general: 'VILLARS' });
  });

  // §15 table: 1 out for good, 2 back after two more years, 3 after one more year, 4 at once.
  for (const [roll, status, back] of [
    [1, 'removed', null],
    [2, 'pool', 14],
    [3, 'pool', 12],
    [4, 'pool', 10],
  ] as const) {
    it(`G41: two turns after the dismissal the general rolls on T4: ${roll} → ${status}${back ? ` from turn ${back}` : ''}`, () => {
      let s = given({ turn: 9, active: L });
      Object.assign(s.generals.TALLARD!, { status: 'dismissed', dismissedTurn: 8, losses: 3, streak: 0 });
      dice(s, [roll]);
      s = advance(s, true); // turn 10 = 8 + 2 (1705, first semester)
      expect(s.generals.TALLARD!.status).toBe(status);
      if (back !== null) expect(s.generals.TALLARD).toMatchObject({ availableTurn: back, losses: 0, streak: 0 });
      // Only a general who is back may be enlisted at this organisation.
      expect(legal(s, L).some((a) => a.type === 'form_army' && a.general === 'TALLARD')).toBe(roll === 4);
    });
  }

  // Digest 5.3 step 1: an army without a general is given one at the organisation, his fee paid then.
  it('G41: a leaderless army gets a new general at the next organisation, paid by the general’s treasury', () => {
    let s = given({ turn: 9, active: L });
    army(s, 'lo', 'MANTOVA', 'FRANCE', 6, null);
    s = advance(s, true);
    expect(s.treasuries.FEM.spent).toBe(0); // upkeep comes at the end of the organisation
    s = play(s, L, { type: 'assign_general', army: 'lo', general: 'VILLARS' });
    expect(s.armies.lo!.general).toBe('VILLARS');
    expect(s.treasuries.FEM.spent).toBe(3);
    s = play(s, L, { type: 'end_organisation' });
    expect(s.treasuries.FEM.spent).toBe(3 + 3);
  });
});

describe('movement (rulebook §14, §17, §22b)', () => {
  // §14: a forced march costs a resistance point when the army then has to fight; for how long is unstated.
  it('G45: a forced march without a battle leaves no penalty for the next turn', () => {
    let s = given({ turn: 8, active: GA });
    army(s, 'au', 'WIEN', 'HABSBURG', 6, 'EUGENE');
    s = play(s, GA, { type: 'move', army: 'au', to: 'LANDSHUT', then: 'none', forcedOk: false }); // Wien-Linz-Passau-Landshut
    expect(s.armies.au!.forcedPenalty).toBe(true);
    s = advance(s);
    expect(s.turn).toBe(9);
    expect(s.armies.au!.forcedPenalty).toBe(false);
    army(s, 'ba', 'MUENCHEN', 'BAYERN', 6, 'MAX_EMANUEL');
    s.actions.active = GA;
    s = play(s, GA, { type: 'attack', army: 'au', from: 'LANDSHUT', target: 'ba', forcedOk: false });
    s = play(s, L, { type: 'defend', choice: 'fight', to: null });
    expect(s.battle!.attacker.reserveRp).toBe(3); // Eugene's full reserve
  });

  // §1 and §14: the sea is crossed only on the England-Amsterdam route, by British armies.
  it('G52: only all-British armies sail, both ways, and the crossing is the whole move', () => {
    const s = given({ turn: 8, active: GA });
    army(s, 'eng', 'ENGLAND', 'ENGLAND', 2, 'CUTTS');
    army(s, 'eng2', 'AMSTERDAM', 'ENGLAND', 2, 'MARLBOROUGH');
    army(s, 'du', 'AMSTERDAM', 'NEDERLAND', 4, 'OUWERKERK');
    army(s, 'mx', 'AMSTERDAM', 'NEDERLAND', 2, 'TILLY');
    s.pools.ENGLAND! -= 2;
    s.armies.mx!.brigades.ENGLAND = 2;
    expect(moves(s, GA, 'eng')).toEqual(['AMSTERDAM']); // not on to Rotterdam or Utrecht
    expect(moves(s, GA, 'eng2')).toContain('ENGLAND');
    expect(moves(s, GA, 'eng2')).toContain('ROTTERDAM');
    expect(moves(s, GA, 'du')).not.toContain('ENGLAND');
    expect(moves(s, GA, 'mx')).not.toContain('ENGLAND');
    const t = play(s, GA, { type: 'move', army: 'eng2', to: 'ENGLAND', then: 'none', forcedOk: false });
    expect(t.armies.eng2).toMatchObject({ town: 'ENGLAND', moved: true });
  });

  it('G52: reinforcements never cross the sea: the Hannover depot reaches Amsterdam by land, not England', () => {
    const s = given({ turn: 8, active: GA });
    army(s, 'eng', 'ENGLAND', 'ENGLAND', 2, 'CUTTS');
    army(s, 'eng2', 'AMSTERDAM', 'ENGLAND', 2, 'MARLBOROUGH');
    const reinforce = legal(s, GA)
      .filter((a) => a.type === 'reinforce' && a.depot === 'HANNOVER')
      .map((a) => (a as { army: string }).army);
    expect(reinforce).toContain('eng2'); // Hannover-Kassel-Münster-Nijmegen-Utrecht-Amsterdam: 5 roads
    expect(reinforce).not.toContain('eng');
  });

  // §17: several armies of one side may share a town. House rule (README.md): the strongest stands to
  // fight, with no choice asked; a winner does not march in while another enemy army remains there.
  it('G46 (house rule: the strongest army defends, no choice): the winner stays out while another enemy army is left', () => {
    let s = given({ turn: 8, active: GA });
    army(s, 'ga', 'TRENTO', 'HABSBURG', 6, 'DAUN');
    army(s, 'a-small', 'VERONA', 'FRANCE', 4, 'TALLARD');
    army(s, 'b-big', 'VERONA', 'FRANCE', 6, 'MARSIN');
    s.towns.VERONA!.holder = L;
    const targets = new Set(
      legal(s, GA)
        .filter((a) => a.type === 'attack')
        .map((a) => (a as { target: string }).target),
    );
    expect([...targets]).toEqual(['b-big']);
    s = play(s, GA, { type: 'attack', army: 'ga', from: 'TRENTO', target: 'b-big', forcedOk: false });
    expect(s.pending).toMatchObject({ kind: 'defend', armies: ['b-big'] });
    s = play(s, L, { type: 'defend', choice: 'fight', to: null });
    expect(s.battle!.defender).toMatchObject({ armies: ['b-big'], va: 6 + 1 });
    s = play(s, GA, { type: 'battle_deploy', focus: 'even' });
    s = play(s, L, { type: 'battle_deploy', focus: 'even' });
    s = routDefender(s);
    expect(s.battle).toBeNull();
    s = play(s, L, { type: 'place_army', army: 'b-big', to: 'MANTOVA' });
    expect(s.armies['b-big']!.town).toBe('MANTOVA');
    expect(s.armies['a-small']!.town).toBe('VERONA');
    expect(s.pending).toBeNull();
    expect(s.step).toBe('action');
    expect(s.armies.ga!.town).toBe('TRENTO');
  });
});

describe('HALT (rulebook §11, card opportunity; penalty 3 of T2)', () => {
  function haltScene(halted: boolean): S {
    let s = given({ turn: 8, active: GA });
    s.card = {
      id: 'c13',
      holder: GA,
      obligation: 'none',
      opps: ['FORCED_OK', 'RES_PLUS', 'HALT', 'RES_MINUS'],
      usesLeft: 3,
      oppsUsed: [],
    };
    army(s, 'fr', 'VERONA', 'FRANCE', 6, 'VILLARS');
    s.towns.VERONA!.holder = L;
    army(s, 'au', 'TRENTO', 'HABSBURG', 6, 'EUGENE');
    army(s, 'au2', 'INNSBRUCK', 'HABSBURG', 6, 'STARHEMBERG');
    s = play(s, GA, halted ? { type: 'opportunity', code: 'HALT', target: 'fr' } : { type: 'pass' });
    expect(s.armies.fr!.haltedTurn).toBe(halted ? 8 : 0);
    return s;
  }

  it('G50: a halted army cannot move and does not react to an army entering its zone (which still stops there)', () => {
    for (const halted of [false, true]) {
      let s = haltScene(halted);
      expect(movesOrAttacks(s, L, 'fr').length > 0).toBe(!halted);
      s = play(s, L, { type: 'pass' });
      expect(moves(s, GA, 'au2')).not.toContain('MANTOVA'); // Trento lies in Verona's zone either way
      s = play(s, GA, { type: 'move', army: 'au2', to: 'TRENTO', then: 'none', forcedOk: false });
      expect(s.step).toBe(halted ? 'action' : 'zoc');
    }
  });

  it('G19/G50: a halted army that would fit behind its walls may not shut itself in either: it fights', () => {
    for (const halted of [false, true]) {
      let s = given({ turn: 8, active: GA });
      army(s, 'ma', 'MANTOVA', 'MANTOVA', 2, 'VAUDEMONT');
      army(s, 'au', 'TRENTO', 'HABSBURG', 6, 'EUGENE');
      if (halted) s.armies.ma!.haltedTurn = 8;
      s = play(s, GA, { type: 'attack', army: 'au', from: 'TRENTO', target: 'ma', forcedOk: false });
      const choices = legal(s, L).map((a) => (a as { choice: string }).choice);
      expect(choices.includes('shut_in')).toBe(!halted);
      if (halted) expect(choices).toEqual(['fight']);
    }
  });

  it('G50: attacked, a halted army cannot retreat before the battle but defends at full strength', () => {
    for (const halted of [false, true]) {
      let s = haltScene(halted);
      s = play(s, L, { type: 'pass' });
      s = play(s, GA, { type: 'attack', army: 'au', from: 'TRENTO', target: 'fr', forcedOk: false });
      const choices = legal(s, L).map((a) => `${(a as { choice: string }).choice}:${(a as { to: string | null }).to}`);
      // 6 brigades do not fit behind Verona's DV 1, so shutting in is never offered here.
      expect(choices).toEqual(halted ? ['fight:null'] : ['fight:null', 'retreat:MANTOVA', 'retreat:BRESCIA']);
      s = play(s, L, { type: 'defend', choice: 'fight', to: null });
      expect(s.battle!.defender).toMatchObject({ va: 6 + 3, reserveRp: 3, dispatchLeft: 3 });
    }
  });
});

describe('battles (rulebook §18-21)', () => {
  // §20 has the defender reply to the card turned by the side with the initiative; the digest makes both
  // choices secret and simultaneous.
  it('G21: the first card committed stays hidden from the other side until both have committed', () => {
    let s = trentoVerona();
    s = toBattle(s, 'ga', 'TRENTO', 'lo');
    setCards(s.battle!.attacker, { centre: ['A-A3-1', 'A-D1-1'] });
    setCards(s.battle!.defender, { centre: ['L-D2-1', 'L-A1-1'] });
    s.battle!.initiative = GA;
    s = play(s, GA, { type: 'battle_attack', line: 'centre', dispatch: null });
    expect(s.step).toBe('battle.commit');
    expect(m.activeRoles(s)).toEqual([GA, L]);
    const r = m.apply(s, GA, { type: 'battle_play', card: 'A-A3-1' });
    s = r.state;
    expect(JSON.stringify(r.events)).not.toContain('A-A3-1');
    expect(m.describeAction({ type: 'battle_play', card: 'A-A3-1' }, GA, 'public').key).toBe(
      'succession-1701.action.battle_play_hidden',
    );
    expect(s.battle!.phase).toBe('commit');
    expect(s.lastClash).toBeNull();
    expect(m.activeRoles(s)).toEqual([L]);
    const lv = m.view(s, L) as V;
    expect(lv.battle!.attacker).toMatchObject({ committed: true, commit: null });
    expect(JSON.stringify(lv)).not.toContain('A-A3-1');
    expect(JSON.stringify(m.view(s, 'observer'))).not.toContain('A-A3-1');
    expect((m.view(s, GA) as V).battle!.attacker.commit).toBe('A-A3-1');
    // The Loyalists still choose freely from their line, then both cards are turned together.
    expect(legal(s, L)).toEqual([
      { type: 'battle_play', card: 'L-D2-1' },
      { type: 'battle_play', card: 'L-A1-1' },
    ]);
    s = play(s, L, { type: 'battle_play', card: 'L-D2-1' });
    expect(s.lastClash).toEqual({ attacker: 'A-A3-1', defender: 'L-D2-1', winner: GA }); // 3-2 = 1 against 0
  });

  // §19 says a line left without cards flees; its brigades' fate is not stated.
  it('G22: a fleeing line leaves the battle, but its brigades survive and rejoin the army', () => {
    let s = trentoVerona();
    s = toBattle(s, 'ga', 'TRENTO', 'lo');
    setCards(s.battle!.defender, {});
    setCards(s.battle!.attacker, { left: ['A-A1-1'], centre: ['A-A1-2'], right: ['A-A2-1'] });
    s.battle!.initiative = GA;
    s = play(s, GA, { type: 'battle_attack', line: 'centre', dispatch: null });
    expect(s.battle!.defender.lines.centre.status).toBe('fled');
    expect(s.battle!.defender.fledBrigades).toBe(2);
    expect(s.battle!.defender.lost).toEqual({});
    expect(s.battle!.initiative).toBe(GA); // no clash: the attacker goes on
    s = play(s, GA, { type: 'battle_attack', line: 'left', dispatch: null });
    s = play(s, GA, { type: 'battle_attack', line: 'right', dispatch: null });
    expect(s.battle).toBeNull(); // nothing of the Loyalists left on the field: beaten
    expect(s.generals.MARSIN!.losses).toBe(1);
    expect(s.armies.lo!.brigades).toEqual({ FRANCE: 6 });
    expect(s.eliminated.FRANCE ?? 0).toBe(0);
    expect(s.prisoners[GA]).toEqual({});
  });

  // §20: a tie after the second round sends the attacker away; what that means for careers is unstated.
  it('G24: a drawn battle is neither won nor lost, and both generals’ winning streaks restart', () => {
    let s = trentoVerona();
    s.generals.DAUN!.streak = 2;
    s.generals.MARSIN!.streak = 2;
    s = toBattle(s, 'ga', 'TRENTO', 'lo');
    setCards(s.battle!.attacker, { centre: ['A-A1D1-1'] });
    setCards(s.battle!.defender, { centre: ['L-A1D1-1'] });
    s.battle!.initiative = GA;
    s = play(s, GA, { type: 'battle_attack', line: 'centre', dispatch: null });
    s = play(s, GA, { type: 'battle_play', card: 'A-A1D1-1' });
    s = play(s, L, { type: 'battle_play', card: 'L-A1D1-1' });
    expect(s.step).toBe('battle.second_round'); // cards gone, 6 brigades and 4 points each
    s = play(s, GA, { type: 'battle_second_round', accept: true });
    setCards(s.battle!.attacker, { centre: ['A-A1D1-2'] });
    setCards(s.battle!.defender, { centre: ['L-A1D1-2'] });
    s.battle!.initiative = GA;
    s.battle!.phase = 'choose';
    s = play(s, GA, { type: 'battle_attack', line: 'centre', dispatch: null });
    s = play(s, GA, { type: 'battle_play', card: 'A-A1D1-2' });
    s = play(s, L, { type: 'battle_play', card: 'L-A1D1-2' });
    expect(s.battle).toBeNull();
    for (const g of ['DAUN', 'MARSIN'])
      expect(s.generals[g], g).toMatchObject({ streak: 0, losses: 0, promoted: false });
    expect(s.armies.ga).toMatchObject({ town: 'TRENTO', brigades: { HABSBURG: 6 } });
    expect(s.armies.lo).toMatchObject({ town: 'VERONA', brigades: { FRANCE: 6 } });
    expect(s.pending).toBeNull(); // the attacker leaves the field: no advance
  });

  // §20: what a general sends forward from his reserve, cards and points alike, is capped by his VC.
  for (const resPlus of [false, true]) {
    it(`G25: the general’s dispatches count cards and points together${resPlus ? '; RES_PLUS raises the limit by one' : ''}`, () => {
      let s = given({ turn: 8, active: GA });
      s.card = {
        id: 'c13',
        holder: GA,
        obligation: 'none',
        opps: ['FORCED_OK', 'RES_PLUS', 'HALT', 'RES_MINUS'],
        usesLeft: 3,
        oppsUsed: [],
      };
      army(s, 'ga', 'TRENTO', 'HABSBURG', 6, 'STARHEMBERG');
      army(s, 'lo', 'VERONA', 'FRANCE', 6, 'MARSIN');
      s.towns.VERONA!.holder = L;
      s = play(s, GA, { type: 'attack', army: 'ga', from: 'TRENTO', target: 'lo', forcedOk: false });
      s = play(s, L, { type: 'defend', choice: 'fight', to: null });
      if (resPlus) s = play(s, GA, { type: 'battle_opportunity', code: 'RES_PLUS' });
      s = play(s, GA, { type: 'battle_deploy', focus: 'even' });
      s = play(s, L, { type: 'battle_deploy', focus: 'even' });
      const att = () => s.battle!.attacker;
      expect([att().reserveRp, att().dispatchLeft]).toEqual(resPlus ? [3, 3] : [2, 2]);
      // (a card left on each side's other wing keeps the battle going to the end of the scenario)
      setCards(s.battle!.attacker, {
        centre: ['A-D1-2', 'A-A1-1', 'A-A1-2'],
        right: ['A-A1D1-1'],
        reserve: ['A-D1-1'],
      });
      setCards(s.battle!.defender, { right: ['L-A3-1'], centre: ['L-A3-2', 'L-A2-1', 'L-A2-2'], left: ['L-A1D1-1'] });
      s.battle!.initiative = GA;
      // 1. A reserve card sent to the empty left wing uses one unit; that clash is lost (0/1 against 3/0).
      s = play(s, GA, { type: 'battle_attack', line: 'left', dispatch: 'A-D1-1' });
      expect(att().dispatchLeft).toBe(resPlus ? 2 : 1);
      s = play(s, GA, { type: 'battle_play', card: 'A-D1-1' });
      s = play(s, L, { type: 'battle_play', card: 'L-A3-1' });
      expect(att().lines.left.rp).toBe(0);
      expect(s.battle!.initiative).toBe(L);
      // 2. The centre loses its own point.
      s = play(s, L, { type: 'battle_attack', line: 'centre', dispatch: null });
      s = play(s, L, { type: 'battle_play', card: 'L-A3-2' });
      s = play(s, GA, { type: 'battle_play', card: 'A-D1-2' });
      expect(att().lines.centre.rp).toBe(0);
      // 3. The general sends a point forward: a second unit.
      s = play(s, L, { type: 'battle_attack', line: 'centre', dispatch: null });
      s = play(s, L, { type: 'battle_play', card: 'L-A2-1' });
      s = play(s, GA, { type: 'battle_play', card: 'A-A1-1' });
      expect([att().reserveRp, att().dispatchLeft]).toEqual(resPlus ? [2, 1] : [1, 0]);
      expect(att().lost).toEqual({});
      // 4. VC 2 spent: a brigade goes although a reserve point is left; with RES_PLUS the third unit saves it.
      s = play(s, L, { type: 'battle_attack', line: 'centre', dispatch: null });
      s = play(s, L, { type: 'battle_play', card: 'L-A2-2' });
      s = play(s, GA, { type: 'battle_play', card: 'A-A1-2' });
      expect(att().lost).toEqual(resPlus ? {} : { HABSBURG: 1 });
      expect([att().reserveRp, att().dispatchLeft]).toEqual([1, 0]);
    });
  }

  // §21: the attacker names the commander; the rule does not say how VA or the careers are counted.
  it('G27: two armies attack with VA = all their brigades + the commander’s VC; only his record changes', () => {
    let s = given({ turn: 8, active: GA });
    army(s, 'a1', 'TRENTO', 'HABSBURG', 6, 'EUGENE');
    army(s, 'a2', 'INNSBRUCK', 'HABSBURG', 6, 'STARHEMBERG');
    army(s, 'fr', 'VERONA', 'FRANCE', 6, 'VILLARS');
    s.towns.VERONA!.holder = L;
    s.generals.EUGENE!.streak = 1;
    s = play(s, GA, { type: 'attack_two', armies: ['a1', 'a2'], target: 'fr', commander: 'STARHEMBERG' });
    s = play(s, L, { type: 'defend', choice: 'fight', to: null });
    expect(s.battle!.attacker).toMatchObject({
      commander: 'STARHEMBERG',
      vc: 2,
      va: 12 + 2,
      reserveRp: 2,
      dispatchLeft: 2,
    });
    expect(s.battle!.attacker.hand).toHaveLength(14);
    s = play(s, GA, { type: 'battle_deploy', focus: 'even' });
    s = play(s, L, { type: 'battle_deploy', focus: 'even' });
    expect(s.battle!.attacker.reserveCards).toHaveLength(2);
    expect(s.battle!.attacker.group).toMatchObject({ brigades: { HABSBURG: 6 }, rp: 3 });
    expect(s.battle!.attacker.group!.cards).toHaveLength(6);
    expect(s.battle!.initiative).toBe(GA); // 14 against 9
    // Swapping the reserve group for a line hands the initiative to the defender.
    const swapped = play(s, GA, { type: 'battle_swap', line: 'left' });
    expect(swapped.battle!.initiative).toBe(L);
    expect(swapped.battle!.attacker.lines.left).toMatchObject({ brigades: { HABSBURG: 6 }, rp: 3 });
    expect(swapped.battle!.attacker.group).toMatchObject({ brigades: { HABSBURG: 2 }, rp: 1 });
    s = routDefender(s);
    expect(s.battle).toBeNull();
    expect(s.generals.STARHEMBERG!.streak).toBe(1);
    expect(s.generals.EUGENE).toMatchObject({ streak: 1, losses: 0 });
    expect(s.generals.VILLARS!.losses).toBe(1);
    s = play(s, L, legal(s, L).find((a) => a.type === 'place_army')!);
    expect(s.pending).toMatchObject({ kind: 'advance', armies: ['a1', 'a2'] });
  });
});

describe('withdrawal and retreat (rulebook §17, §20; digest 5.9)', () => {
  // Digest 5.9: the retreating army's owner picks the town (the rulebook names none).
  it('G48: retreat goes one road, never to the attacker’s town, an enemy town or one with an enemy army', () => {
    let s = trentoVerona();
    s = play(s, GA, { type: 'attack', army: 'ga', from: 'TRENTO', target: 'lo', forcedOk: false });
    const retreats = (x: S) =>
      legal(x, L)
        .filter((a) => a.type === 'defend' && a.choice === 'retreat')
        .map((a) => (a as { to: string }).to);
    expect(retreats(s)).toEqual(['MANTOVA', 'BRESCIA']);
    const held = structuredClone(s);
    held.towns.MANTOVA!.holder = GA;
    expect(retreats(held)).toEqual(['BRESCIA']);
    // Beaten in the field with one town left to go to, the army goes there (nothing to choose).
    s = play(s, L, { type: 'defend', choice: 'fight', to: null });
    s = play(s, GA, { type: 'battle_deploy', focus: 'even' });
    s = play(s, L, { type: 'battle_deploy', focus: 'even' });
    s.towns.MANTOVA!.holder = GA;
    s = routDefender(s);
    expect(s.armies.lo!.town).toBe('BRESCIA');
  });

  it('G48: a beaten defender with nowhere to go surrenders', () => {
    let s = given({ turn: 8, active: GA });
    army(s, 'au', 'HANNOVER', 'HABSBURG', 6, 'DAUN');
    army(s, 'lo', 'CELLE', 'FRANCE', 6, 'MARSIN'); // Celle's only road leads to Hannover
    s = play(s, GA, { type: 'attack', army: 'au', from: 'HANNOVER', target: 'lo', forcedOk: false });
    expect(legal(s, L)).toEqual([{ type: 'defend', choice: 'fight', to: null }]);
    s = play(s, L, { type: 'defend', choice: 'fight', to: null });
    s = play(s, GA, { type: 'battle_deploy', focus: 'even' });
    s = play(s, L, { type: 'battle_deploy', focus: 'even' });
    s = routDefender(s);
    expect(s.armies.lo).toBeUndefined();
    expect(s.prisoners[GA]).toEqual({ FRANCE: 6 });
    expect(s.generals.MARSIN!.status).toBe('captured');
  });

  it('G48: a withdrawing attacker stays on its town of departure; a withdrawing defender retreats like a beaten one', () => {
    let s = trentoVerona();
    s = toBattle(s, 'ga', 'TRENTO', 'lo');
    // Attacker out of resistance points, holding a joker: it disengages without loss.
    const a = structuredClone(s);
    const att = a.battle!.attacker;
    for (const l of ['left', 'centre', 'right'] as const) att.lines[l].rp = 0;
    att.floating = 0;
    att.reserveRp = 0;
    att.reserveCards = ['A-JOKER-1'];
    a.battle!.initiative = GA;
    expect(legal(a, GA)).toContainEqual({ type: 'battle_withdraw', method: 'joker' });
    const w = play(a, GA, { type: 'battle_withdraw', method: 'joker' });
    expect(w.battle).toBeNull();
    expect(w.armies.ga).toMatchObject({ town: 'TRENTO', brigades: { HABSBURG: 6 } });
    expect(w.armies.lo!.town).toBe('VERONA');
    expect(w.generals.DAUN!.losses).toBe(1);
    expect(w.pending).toBeNull();
    // Defender out of points rolls 4 on T3: it disengages and retreats to the town its owner picks.
    const d = structuredClone(s);
    const def = d.battle!.defender;
    for (const l of ['left', 'centre', 'right'] as const) def.lines[l].rp = 0;
    def.floating = 0;
    def.reserveRp = 0;
    d.battle!.initiative = GA;
    let t = play(d, GA, { type: 'battle_attack', line: 'centre', dispatch: null });
    expect(legal(t, L)).toContainEqual({ type: 'battle_withdraw', method: 'roll' });
    dice(t, [4]);
    t = play(t, L, { type: 'battle_withdraw', method: 'roll' });
    expect(t.battle).toBeNull();
    expect(legal(t, L)).toEqual([
      { type: 'place_army', army: 'lo', to: 'BRESCIA' },
      { type: 'place_army', army: 'lo', to: 'MANTOVA' },
    ]);
    t = play(t, L, { type: 'place_army', army: 'lo', to: 'MANTOVA' });
    expect(t.armies.lo).toMatchObject({ town: 'MANTOVA', brigades: { FRANCE: 6 } });
    expect(t.generals.MARSIN!.losses).toBe(1);
  });
});

describe('sieges and raids (rulebook §22c, §23)', () => {
  // §22c: the storm is played with tactical cards, but the besieger's lines and points are not described.
  it('G28: the besieger storms with one hand of VA cards and one pool of floor(brigades/2) + VC points, then loses brigades', () => {
    let s = given({ turn: 8, active: GA });
    army(s, 'du', 'MAASTRICHT', 'NEDERLAND', 5, 'OUWERKERK');
    s = play(s, GA, { type: 'move', army: 'du', to: 'NAMUR', then: 'storm', forcedOk: false });
    expect(s.storm).toMatchObject({ rp: 2 + 2, defenderRp: 1 });
    expect(s.storm!.hand).toHaveLength(5 + 2);
    expect(s.storm!.stack).toHaveLength(1);
    expect(legal(s, L)).toEqual([]); // the town's stack is turned, not chosen
    s.storm!.stack = ['L-A3-1', 'L-A3-2', 'L-A2-1', 'L-A2-2', 'L-A2D1-1'];
    s.storm!.defenderRp = 5;
    s.storm!.hand = ['A-D1-1', 'A-D1-2', 'A-A1-1', 'A-A1-2', 'A-A1D1-1', 'A-A1D1-2'];
    for (const card of ['A-D1-1', 'A-D1-2', 'A-A1-1', 'A-A1-2']) s = play(s, GA, { type: 'storm_play', card });
    expect(s.storm!.rp).toBe(0);
    expect(s.armies.du!.brigades).toEqual({ NEDERLAND: 5 });
    s = play(s, GA, { type: 'storm_play', card: 'A-A1D1-1' }); // 0 against 1: the pool is empty, a brigade goes
    expect(s.armies.du!.brigades).toEqual({ NEDERLAND: 4 });
    expect(s.eliminated.NEDERLAND).toBe(1);
    expect(s.step).toBe('storm'); // the besieger keeps the initiative
  });

  it('G28: a neutral town’s stack is drawn from the other coalition’s deck', () => {
    let s = given({ turn: 8, active: GA });
    army(s, 'au', 'TRENTO', 'HABSBURG', 6, 'EUGENE');
    s = play(s, GA, { type: 'move', army: 'au', to: 'VERONA', then: 'storm', forcedOk: false });
    expect(s.storm!.stack.length).toBe(1);
    expect(s.storm!.stack.every((c) => c.startsWith('L-'))).toBe(true);
    let t = given({ turn: 8, active: L });
    army(t, 'fr', 'STRASBOURG', 'FRANCE', 6, 'VILLARS');
    t = play(t, L, { type: 'move', army: 'fr', to: 'BASEL', then: 'storm', forcedOk: false });
    expect(t.storm!.stack.every((c) => c.startsWith('A-'))).toBe(true);
  });

  it('G28: brigades shut in a town that holds out are not harmed by the storm', () => {
    let s = given({ turn: 8, active: GA });
    army(s, 'du', 'MAASTRICHT', 'NEDERLAND', 6, 'OUWERKERK');
    army(s, 'sp', 'NAMUR', 'FRANCE', 1, 'BEDMAR');
    s.armies.sp!.inside = true;
    s = play(s, GA, { type: 'move', army: 'du', to: 'NAMUR', then: 'storm', forcedOk: false });
    s.storm!.stack = ['L-D3-1', 'L-D3-2'];
    s.storm!.hand = ['A-A1-1'];
    s = play(s, GA, { type: 'storm_play', card: 'A-A1-1' });
    expect(s.storm).toBeNull();
    expect(s.towns.NAMUR!.holder).toBe(L);
    expect(s.armies.sp).toMatchObject({ inside: true, brigades: { FRANCE: 1 }, general: 'BEDMAR' });
    expect(s.prisoners[GA]).toEqual({});
  });

  // §23: the raided value goes to the raider, and comes off the owner's revenue at his next collection.
  it('G15: the raider is paid at once, the owner only at his next income; one raid per town between incomes', () => {
    let s = given({ turn: 8, active: GA });
    army(s, 'du', 'MAASTRICHT', 'NEDERLAND', 6, 'OUWERKERK');
    army(s, 'du2', 'LUETTICH', 'NEDERLAND', 4, 'ATHLONE');
    s = play(s, GA, { type: 'move', army: 'du', to: 'NAMUR', then: 'raid', forcedOk: false });
    expect(s.treasuries.NEDERLAND.total).toBe(20 + 1);
    expect(s.treasuries.FEM.total).toBe(20); // not debited yet
    expect(s.towns.NAMUR!.raided).toBe(true);
    s = play(s, L, { type: 'pass' });
    expect(thens(s, GA, 'du2', 'NAMUR')).toEqual(['none', 'siege', 'storm']);
    s = advance(s); // 1704 second semester: no income
    expect(s.treasuries.FEM.total).toBe(20);
    s.actions.active = GA;
    expect(thens(s, GA, 'du2', 'NAMUR')).not.toContain('raid');
    s = advance(s); // 1705 first semester: France's treasury collects 29 less Namur's 1
    expect(s.turn).toBe(10);
    expect(s.treasuries.FEM.total).toBe(28);
    expect(s.towns.NAMUR!.raided).toBe(false);
    s.actions.active = GA;
    expect(thens(s, GA, 'du2', 'NAMUR')).toContain('raid');
  });

  it('G15: a town taken by siege (chain side up) yields nothing and cannot be raided', () => {
    const s = given({ turn: 8, active: GA });
    army(s, 'du', 'BREDA', 'NEDERLAND', 6, 'OUWERKERK');
    Object.assign(s.towns.MAASTRICHT!, { holder: L, captured: true, incomeTo: null });
    expect(thens(s, GA, 'du', 'MAASTRICHT')).toEqual(['none', 'siege', 'storm']);
    expect(thens(s, GA, 'du', 'ANTWERPEN')).toEqual(['none', 'siege', 'storm', 'raid']);
  });

  // §22c: the Alliance spares Imperial towns from sieges and raids, except those allied to the Loyalists.
  it('G49: the towns of the Empire are the German neutrals, Prussia, Lorraine (and the Reich members)', () => {
    const imperial = STATES.filter((st) => st.imperial)
      .map((st) => st.id)
      .sort();
    expect(imperial).toEqual([
      'AUGSBURG',
      'BADEN',
      'BRAUNSCHWEIG',
      'FRANKFURT',
      'HESSEN_DARMSTADT',
      'HESSEN_KASSEL',
      'KOELN',
      'LORRAINE',
      'LUETTICH',
      'MAINZ',
      'MUENSTER',
      'NUERNBERG',
      'PASSAU',
      'PFALZ',
      'PREUSSEN',
      'REGENSBURG',
      'REICH',
      'SACHSEN',
      'SALZBURG',
      'TRIER',
      'ULM',
      'WUERTTEMBERG',
      'WUERZBURG',
    ]);
    for (const st of ['SCHWEIZ', 'VENEZIA', 'PARMA', 'GENOVA', 'MODENA'])
      expect(STATES.find((x) => x.id === st)!.imperial, st).toBe(false);
    const s = given({ turn: 8, active: GA });
    army(s, 'au', 'INNSBRUCK', 'HABSBURG', 6, 'EUGENE');
    army(s, 'au2', 'TRENTO', 'HABSBURG', 6, 'STARHEMBERG');
    army(s, 'ba', 'MUENCHEN', 'BAYERN', 6, 'MAX_EMANUEL');
    expect(thens(s, GA, 'au', 'SALZBURG')).toEqual(['none']); // Imperial city
    expect(thens(s, GA, 'au2', 'VERONA')).toEqual(['none', 'siege', 'storm']); // Venice is not of the Empire
    const l = { ...s, actions: { ...s.actions, active: L } };
    expect(thens(l, L, 'ba', 'SALZBURG')).toEqual(['none', 'siege']); // the Loyalists may; a city-state falls at once
    Object.assign(s.towns.SALZBURG!, { holder: L, captured: true, incomeTo: null });
    expect(thens(s, GA, 'au', 'SALZBURG')).toEqual(['none', 'siege']); // now a Loyalist town
  });

  // §2/§22c: neutrals may be conquered; only Prussia may not even be entered while neutral.
  it('G51: taking a neutral town changes nobody’s alignment; Prussian towns stay out of reach', () => {
    let s = given({ turn: 8, active: L });
    army(s, 'fr', 'MANTOVA', 'FRANCE', 6, 'VILLARS');
    army(s, 'ko', 'KOELN', 'FRANCE', 4, 'TALLARD');
    const prussian = legal(s, L).filter(
      (a) =>
        (a.type === 'move' && PRUSSIAN_TOWNS.includes(a.to)) ||
        (a.type === 'attack' && PRUSSIAN_TOWNS.includes(a.from)),
    );
    expect(prussian).toEqual([]);
    expect(moves(s, L, 'ko')).toContain('MUENSTER');
    s = takeByStorm(s, 'fr', 'VERONA');
    expect(s.towns.VERONA).toMatchObject({ holder: L, captured: true, incomeTo: null });
    expect(s.treasuries.FEM.total).toBe(20 + 1); // the plunder
    expect(s.states.VENEZIA).toMatchObject({ side: null, status: 'neutral' });
    expect(s.towns.BRESCIA!.holder).toBeNull();
    expect(s.towns.BERGAMO!.holder).toBeNull();
    expect(s.states.PREUSSEN!.side).toBeNull();
    for (const t of ['HABSBURG', 'NEDERLAND', 'ENG_HAN'] as const) expect(s.treasuries[t].total, t).toBe(20);
    expect(s.actions.active).toBe(GA);
    expect(legal(s, GA).some((a) => a.type === 'diplomacy' && a.target === 'VENEZIA')).toBe(true);
  });
});

describe('scripted events and cards (rulebook §10-12)', () => {
  // §2, §8, §10: Savoia passes to the Alliance with its treasury; mixed armies and co-located units are unstated.
  it('G34: the Savoy card splits mixed armies and moves armies stranded on the other side’s towns', () => {
    let s = given({ turn: 5, active: L });
    s.strategy.pairs['1703'] = ['c09', 'c11'];
    army(s, 'mix', 'CHAMBERY', 'FRANCE', 4, 'VITTORIO_AMEDEO');
    s.pools.SAVOIA! -= 2;
    s.armies.mix!.brigades.SAVOIA = 2;
    army(s, 'sv', 'GRENOBLE', 'SAVOIA', 4, 'PARELLA');
    expect(isAllianceCapital(s, 'TORINO')).toBe(false);
    s = advance(s); // 1703, first semester: income, upkeep, then the card
    expect(s.turn).toBe(6);
    expect(s.states.SAVOIA!.side).toBe(GA);
    // The treasury goes over with what it had: 8 collected, 2 + 1 for the Savoy army, 2 for Vittorio Amedeo's fee.
    expect(s.treasuries.SAVOIA).toMatchObject({ side: GA, total: 8, spent: 5 });
    // House rule (README.md): Savoyard brigades in a Loyalist army go back to the Savoy pool, not its depot.
    expect(s.armies.mix).toMatchObject({ side: L, brigades: { FRANCE: 4 }, general: null, town: 'LYON' });
    expect(s.pools.SAVOIA).toBe(4);
    expect(s.depots.TORINO!.brigades).toEqual({ SAVOIA: 4 });
    expect(s.generals.VITTORIO_AMEDEO).toMatchObject({ status: 'pool', army: null });
    expect(s.armies.sv).toMatchObject({ side: GA, town: 'TORINO', general: 'PARELLA' });
    expect(isAllianceCapital(s, 'TORINO')).toBe(true);
    s.actions.active = GA;
    expect(legal(s, GA)).toContainEqual({ type: 'reinforce', depot: 'TORINO', army: 'sv', brigades: 2 });
  });

  it('G34: a Savoia that has already surrendered does not change sides', () => {
    const s = given({ turn: 6, active: L });
    s.states.SAVOIA!.status = 'surrendered';
    Object.assign(s.towns.TORINO!, { holder: GA, captured: true, incomeTo: null });
    savoyDefection(s, []);
    expect(s.states.SAVOIA!.side).toBe(L);
    expect(s.treasuries.SAVOIA.side).toBe(L);
    expect(s.towns.CUNEO!.holder).toBe(L);
  });

  // §11-12: a red order must be carried out; the digest turns each order into a checkable predicate.
  describe('G53: mandatory orders are predicates over the holder’s turn', () => {
    const holding = (id: string, side: Side): S => {
      const s = given({ turn: 8, active: side });
      s.card = { id, holder: side, obligation: 'accepted', opps: [], usesLeft: 0, oppsUsed: [] };
      return s;
    };

    const enterRows: Array<[string, Record<string, number>, string, boolean]> = [
      ['a Bavarian army entering a Habsburg town', { BAYERN: 6 }, 'INNSBRUCK', true],
      ['a French army entering it', { FRANCE: 6 }, 'INNSBRUCK', false],
      ['a mixed army with Bavarian brigades', { FRANCE: 4, BAYERN: 2 }, 'INNSBRUCK', true],
      ['a Bavarian army entering a town outside the set', { BAYERN: 6 }, 'SALZBURG', false],
    ];
    for (const [name, brigades, to, met] of enterRows) {
      it(`ENTER (card c10, Habsburg towns with Bavarian brigades): ${name} → ${met ? 'met' : 'not met'}`, () => {
        let s = holding('c10', L);
        const [first, ...rest] = Object.entries(brigades);
        army(s, 'x', 'MUENCHEN', first![0], first![1], 'VILLARS');
        for (const [st, n] of rest) {
          s.pools[st]! -= n;
          s.armies.x!.brigades[st] = n;
        }
        s = play(s, L, { type: 'move', army: 'x', to, then: 'none', forcedOk: false });
        expect(obligationMet(s)).toBe(met);
        // At the end of the turn an unmet order is punished by a roll on T2 (here a 3: an army halted).
        dice(s, [3]);
        s = play(s, GA, { type: 'end_turn' });
        s = play(s, L, { type: 'end_turn' });
        if (met) expect(s.turn).toBe(9);
        else expect(s.pending).toMatchObject({ kind: 'penalty', role: GA, victim: L, roll: 3 });
      });
    }

    for (const [where, met] of [
      ['VERONA', true],
      ['TRENTO', false],
    ] as const) {
      it(`ATTACK (card c18, Italy): a battle against the army at ${where} → ${met ? 'met' : 'not met'}`, () => {
        let s = holding('c18', L);
        army(s, 'fr', 'MANTOVA', 'FRANCE', 6, 'VILLARS');
        army(s, 'au', where, 'HABSBURG', 6, 'EUGENE');
        s = play(s, L, { type: 'attack', army: 'fr', from: 'MANTOVA', target: 'au', forcedOk: false });
        expect(obligationMet(s)).toBe(false); // declared, not yet fought
        s = play(s, GA, { type: 'defend', choice: 'fight', to: null });
        expect(s.battle).not.toBeNull();
        expect(obligationMet(s)).toBe(met);
      });
    }

    it('SIEGE (card c05, Italy held by the enemy): besieging a neutral town does not count', () => {
      let s = holding('c05', GA);
      army(s, 'au', 'TRENTO', 'HABSBURG', 6, 'EUGENE');
      expect(s.towns.VERONA!.holder).toBeNull();
      s = play(s, GA, { type: 'move', army: 'au', to: 'VERONA', then: 'siege', forcedOk: false });
      expect(s.sieges.VERONA ?? s.towns.VERONA!.holder).toBeTruthy(); // the siege itself happened
      expect(obligationMet(s)).toBe(false);
    });

    for (const [then, met] of [
      ['siege', true],
      ['storm', true],
      ['raid', false],
      ['none', false],
    ] as const) {
      it(`SIEGE (card c51, Habsburg towns held by the enemy): arriving at Trento with "${then}" → ${met ? 'met' : 'not met'}`, () => {
        let s = holding('c51', L);
        army(s, 'fr', 'MANTOVA', 'FRANCE', 6, 'VILLARS');
        s = play(s, L, { type: 'move', army: 'fr', to: 'TRENTO', then, forcedOk: false });
        expect(obligationMet(s)).toBe(met);
      });
    }
  });
});

describe('victory (rulebook §24)', () => {
  // §24 names "the Alliance's capitals"; the digest reads them town by town, with a choice of scope.
  const cases = [
    ['members', 'KASSEL', true],
    ['members', 'HANNOVER', true],
    ['leaders', 'KASSEL', false],
    ['leaders', 'HANNOVER', true],
  ] as const;
  for (const [scope, town, counts] of cases) {
    it(`G37: allianceCapitalScope=${scope}: taking ${town} ${counts ? 'counts' : 'does not count'} as an Alliance capital`, () => {
      let s = given({ turn: 3, active: L, options: { allianceCapitalScope: scope } });
      s = advance(s); // 1702: the Reich joins the Alliance
      expect(s.towns.KASSEL!.holder).toBe(GA);
      s.actions.active = L;
      army(s, 'fr', town === 'KASSEL' ? 'FRANKFURT' : 'BRAUNSCHWEIG', 'FRANCE', 6, 'VILLARS');
      s = takeByStorm(s, 'fr', town);
      expect(s.towns[town]).toMatchObject({ holder: L, captured: true, allianceCapitalTaken: counts });
      // The Loyalists hold their six towns: the capital decides whether they reach their objectives.
      const r = finalVictory(s);
      expect(r.reason).toBe(counts ? 'succession-1701.end.objectives' : 'succession-1701.end.points');
      if (counts) expect(r.winners).toEqual([L]);
    });
  }

  it('G37: with the leaders scope Torino counts only once Savoia has gone over to the Alliance', () => {
    const s = given({ turn: 6, active: L, options: { allianceCapitalScope: 'leaders' } });
    expect(isAllianceCapital(s, 'TORINO')).toBe(false);
    expect(isAllianceCapital(s, 'WIEN')).toBe(true);
    savoyDefection(s, []);
    expect(isAllianceCapital(s, 'TORINO')).toBe(true);
  });
});
