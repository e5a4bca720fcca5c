// One scenario per reading chosen where the rulebook is silent or contradicts itself (digest §7, Gn).
import { describe, expect, it } from 'vitest';
import { GA, L, army, dice, given, legal, m, nextTurn, play, type S } from './helpers.js';
import { finalVictory } from '../../../src/engine/succession-1701/rules/victory.js';
import { savoyDefection } from '../../../src/engine/succession-1701/rules/cards.js';

const moves = (s: S, side: 'loyalists' | 'grand-alliance', id: string) =>
  legal(s, side)
    .filter((a) => a.type === 'move' && a.army === id)
    .map((a) => (a as { to: string }).to);

describe('calendar and economy', () => {
  it('1.4: 28 turns; income only in first semesters; unspent RP are lost', () => {
    let s = m.setup('cal', m.optionsSchema.parse({}));
    expect(s.turn).toBe(1);
    expect(s.treasuries.FEM.total).toBe(29);
    expect(s.treasuries.HABSBURG.total).toBe(15);
    expect(s.treasuries.ENG_HAN.total).toBe(12);
    expect(s.treasuries.NEDERLAND.total).toBe(9);
    expect(s.treasuries.BAYERN.total).toBe(8);
    expect(s.treasuries.REICH.active).toBe(false);
    s = nextTurn(s); // 1700 has no actions: organisation only
    expect(s.turn).toBe(2);
    expect(s.card).not.toBeNull();
    s.treasuries.FEM.spent = 3;
    s = nextTurn(s);
    expect(s.turn).toBe(3);
    expect(s.treasuries.FEM).toMatchObject({ total: 29, spent: 3 }); // semester 2: no income
    s = nextTurn(s);
    expect(s.treasuries.FEM).toMatchObject({ total: 29, spent: 0 }); // 1702: fresh year, nothing carried
  });

  it('G32/§2: the Reich joins in 1702 with 12 RP and may field at most two armies', () => {
    let s = m.setup('reich', m.optionsSchema.parse({}));
    for (let i = 0; i < 3; i++) s = nextTurn(s, i === 2);
    expect(s.turn).toBe(4);
    expect(s.treasuries.REICH).toMatchObject({ active: true, side: GA, total: 12 });
    expect(s.towns.KASSEL!.holder).toBe(GA);
    expect(s.step).toBe('organisation');
    s = play(s, L, { type: 'end_organisation' });
    const reichForms = legal(s, GA).filter((a) => a.type === 'form_army' && a.state === 'REICH');
    expect(reichForms.length).toBeGreaterThan(0);
    s = play(s, GA, reichForms.find((a) => (a as { size: number }).size === 4)!);
    s = play(s, GA, legal(s, GA).find((a) => a.type === 'form_army' && a.state === 'REICH')!);
    expect(legal(s, GA).some((a) => a.type === 'form_army' && a.state === 'REICH')).toBe(false);
  });

  it('G32: before 1702 the Reich towns are untouchable neutrals', () => {
    const s = given({ turn: 2, active: L });
    army(s, 'fr', 'LANDAU', 'FRANCE', 6, 'VILLARS');
    const toHeidelberg = legal(s, L)
      .filter((a) => a.type === 'move' && a.to === 'HEIDELBERG')
      .map((a) => (a as { then: string }).then);
    expect(toHeidelberg).toEqual(['none']);
  });

  it('G7: armies formed earlier stay where they are at the new year; only new ones are placed at home', () => {
    let s = given({ turn: 3, active: L });
    army(s, 'fr', 'NAMUR', 'FRANCE', 6, 'VILLARS');
    s.armies.fr!.town = 'MAASTRICHT';
    s.towns.MAASTRICHT!.holder = L;
    s.towns.MAASTRICHT!.captured = true;
    s.towns.MAASTRICHT!.incomeTo = null;
    s = nextTurn(s);
    expect(s.armies.fr!.town).toBe('MAASTRICHT');
    expect(s.treasuries.FEM.spent).toBe(3 + 3); // 3 counters + Villars' fee
  });

  it('G39: an army its treasury cannot pay is disbanded at the new year', () => {
    let s = given({ turn: 3, active: L });
    army(s, 'ba1', 'MUENCHEN', 'BAYERN', 6, 'MAX_EMANUEL');
    army(s, 'ba2', 'INGOLSTADT', 'BAYERN', 2, null);
    for (const t of ['MUENCHEN', 'INGOLSTADT', 'DONAUWOERTH']) s.towns[t]!.incomeTo = null; // Bayern keeps 2 RP of income
    s = nextTurn(s);
    expect(s.treasuries.BAYERN.total).toBe(2);
    expect(s.armies.ba1).toBeUndefined();
    expect(s.armies.ba2).toBeDefined();
    expect(s.pools.BAYERN).toBe(6);
    expect(s.generals.MAX_EMANUEL!.status).toBe('pool');
  });

  it('G44: in 1709 only the exhausted depots are refilled', () => {
    let s = given({ turn: 17, active: L });
    s.depots.LILLE!.brigades = {};
    s.depots.LILLE!.exhausted = true;
    s.depots.STRASBOURG!.brigades = { FRANCE: 1 };
    s.eliminated.FRANCE = 6 + 3; // sent out and lost in earlier years
    s = nextTurn(s);
    expect(s.turn).toBe(18);
    expect(s.depots.LILLE!.brigades).toEqual({ FRANCE: 6 });
    expect(s.depots.STRASBOURG!.brigades).toEqual({ FRANCE: 1 });
  });

  it('G43: 1714 has income, no card, two actions each, the Loyalists first', () => {
    let s = given({ turn: 27, active: L });
    s = nextTurn(s);
    expect(s.turn).toBe(28);
    expect(s.card).toBeNull();
    expect(s.actions).toMatchObject({ left: { loyalists: 2, 'grand-alliance': 2 }, active: L });
  });
});

describe('strategy cards', () => {
  it('G3: two cards kept for each year; the second semester goes to the other player', () => {
    let s = m.setup('cards', m.optionsSchema.parse({}));
    expect(Object.keys(s.strategy.pairs)).toHaveLength(13);
    for (const pair of Object.values(s.strategy.pairs)) expect(pair).toHaveLength(2);
    s = nextTurn(s);
    const first = s.card!.holder;
    s = nextTurn(s);
    expect(s.card!.holder).not.toBe(first);
  });

  it('G42: a declined red order is punished at once by T2; the opponent picks the victim', () => {
    let s = given({ turn: 8, active: L });
    army(s, 'fr', 'PARIS', 'FRANCE', 6, 'VILLARS');
    s.card = { id: 'c10', holder: L, obligation: 'pending', opps: ['FORCED_OK'], usesLeft: 3, oppsUsed: [] };
    s.pending = { kind: 'obligation', role: L };
    s.step = 'obligation';
    dice(s, [3]);
    s = play(s, L, { type: 'card_obligation', perform: false });
    expect(s.step).toBe('penalty');
    expect(legal(s, GA)).toEqual([{ type: 'penalty_target', target: 'fr' }]);
    s = play(s, GA, { type: 'penalty_target', target: 'fr' });
    expect(s.armies.fr!.haltedTurn).toBe(8);
    expect(moves(s, L, 'fr')).toEqual([]);
  });

  it('G42: an accepted red order left undone is punished at the end of the turn, for the next turn', () => {
    let s = given({ turn: 8, active: L });
    army(s, 'fr', 'PARIS', 'FRANCE', 6, 'VILLARS');
    s.card = { id: 'c10', holder: L, obligation: 'accepted', opps: ['FORCED_OK'], usesLeft: 3, oppsUsed: [] };
    dice(s, [3]);
    s = play(s, L, { type: 'end_turn' });
    s = play(s, GA, { type: 'end_turn' });
    expect(s.step).toBe('penalty');
    s = play(s, GA, { type: 'penalty_target', target: 'fr' });
    expect(s.turn).toBe(9);
    expect(s.armies.fr!.haltedTurn).toBe(9);
  });

  it('G35: "enemy revenue −2" hits France’s treasury for the Alliance, an Alliance leader for the Loyalists', () => {
    const s = given({ turn: 8, active: GA });
    s.card = {
      id: 'c08',
      holder: GA,
      obligation: 'none',
      opps: ['INCOME_MINUS', 'INCOME_PLUS', 'RES_PLUS'],
      usesLeft: 2,
      oppsUsed: [],
    };
    expect(legal(s, GA).filter((a) => a.type === 'opportunity' && a.code === 'INCOME_MINUS')).toEqual([
      { type: 'opportunity', code: 'INCOME_MINUS', target: 'FEM' },
    ]);
    s.card.holder = L;
    s.actions.active = L;
    expect(
      legal(s, L)
        .filter((a) => a.type === 'opportunity' && a.code === 'INCOME_MINUS')
        .map((a) => (a as { target: string }).target),
    ).toEqual(['HABSBURG', 'NEDERLAND', 'ENG_HAN']);
  });

  it('§10: the Savoy card sends Savoia, its towns, army and treasury to the Alliance', () => {
    const s = given({ turn: 6, active: L });
    army(s, 'sv', 'TORINO', 'SAVOIA', 6, 'VITTORIO_AMEDEO');
    savoyDefection(s, []);
    expect(s.states.SAVOIA!.side).toBe(GA);
    expect(s.towns.TORINO!.holder).toBe(GA);
    expect(s.armies.sv!.side).toBe(GA);
    expect(s.treasuries.SAVOIA).toMatchObject({ side: GA, total: 20 });
    m.checkInvariants!(s);
  });
});

describe('movement and zones of control', () => {
  it('G8/§21: five actions each; a two-army attack costs three and needs three left', () => {
    let s = given({ turn: 8, active: GA });
    army(s, 'a1', 'TRENTO', 'HABSBURG', 6, 'EUGENE');
    army(s, 'a2', 'INNSBRUCK', 'HABSBURG', 6, 'STARHEMBERG');
    army(s, 'fr', 'VERONA', 'FRANCE', 6, 'VILLARS');
    s.towns.VERONA!.holder = L;
    expect(legal(s, GA).some((a) => a.type === 'attack_two')).toBe(true);
    s.actions.left[GA] = 2;
    expect(legal(s, GA).some((a) => a.type === 'attack_two')).toBe(false);
    s.actions.left[GA] = 5;
    s = play(s, GA, { type: 'attack_two', armies: ['a1', 'a2'], target: 'fr', commander: 'EUGENE' });
    expect(s.actions.left[GA]).toBe(2);
    s = play(s, L, { type: 'defend', choice: 'fight', to: null });
    expect(s.battle!.attacker.va).toBe(12 + 3);
    s = play(s, GA, { type: 'battle_deploy', focus: 'even' });
    expect(s.battle!.attacker.group).toMatchObject({ brigades: { HABSBURG: 6 }, rp: 3 });
  });

  it('G17/G18: a move stops on entering a zone of control and never enters a town where an enemy army camps', () => {
    const s = given({ turn: 8, active: GA });
    army(s, 'au', 'INNSBRUCK', 'HABSBURG', 6, 'EUGENE');
    army(s, 'fr', 'VERONA', 'FRANCE', 6, 'VILLARS');
    s.towns.VERONA!.holder = L;
    const to = moves(s, GA, 'au');
    expect(to).toContain('TRENTO');
    expect(to).not.toContain('VERONA');
    expect(to).not.toContain('MANTOVA'); // Trento lies in the French zone: the march stops there
  });

  it('G16: the zone-of-control reaction is mandatory by default; the option makes it a choice', () => {
    for (const mandatory of [true, false]) {
      let s = given({ turn: 8, active: GA, options: { zocReactionMandatory: mandatory } });
      army(s, 'au', 'INNSBRUCK', 'HABSBURG', 6, 'EUGENE');
      army(s, 'fr', 'VERONA', 'FRANCE', 6, 'VILLARS');
      s.towns.VERONA!.holder = L;
      s = play(s, GA, { type: 'move', army: 'au', to: 'TRENTO', then: 'none', forcedOk: false });
      expect(s.step).toBe('zoc');
      expect(legal(s, L).some((a) => a.type === 'pass')).toBe(!mandatory);
    }
  });

  it('G19: attacked, an army may fight, retreat one road, or shut itself in if the walls hold it', () => {
    let s = given({ turn: 8, active: GA });
    army(s, 'au', 'TRENTO', 'HABSBURG', 6, 'EUGENE');
    army(s, 'ma', 'MANTOVA', 'MANTOVA', 2, 'VAUDEMONT');
    s = play(s, GA, { type: 'attack', army: 'au', from: 'TRENTO', target: 'ma', forcedOk: false });
    const choices = legal(s, L).map((a) => (a as { choice: string }).choice);
    expect(choices).toContain('fight');
    expect(choices).toContain('retreat');
    expect(choices).toContain('shut_in'); // 2 brigades fit behind Mantova's DV 2
    s = play(s, L, { type: 'defend', choice: 'shut_in', to: null });
    expect(s.armies.ma!.inside).toBe(true);
    expect(s.step).toBe('advance');
    expect(legal(s, GA)).toContainEqual({ type: 'advance', go: true, then: 'siege' });
  });

  it('5.14/G47: brigades shut inside a town (up to its DV) strengthen storms, not field battles, and can rejoin', () => {
    let s = given({ turn: 8, active: L });
    army(s, 'ma', 'MANTOVA', 'MANTOVA', 4, 'VAUDEMONT');
    expect(
      legal(s, L)
        .filter((a) => a.type === 'garrison')
        .map((a) => (a as { brigades: number }).brigades),
    ).toEqual([1, 2]);
    s = play(s, L, { type: 'garrison', army: 'ma', brigades: 2 });
    const inside = Object.values(s.armies).find((a) => a.inside)!;
    expect(inside).toMatchObject({ town: 'MANTOVA', brigades: { MANTOVA: 2 }, general: null });
    expect(s.armies.ma!.brigades).toEqual({ MANTOVA: 2 });
    expect(
      (m.view(s, 'observer') as { towns: Array<{ id: string; garrison: number }> }).towns.find(
        (t) => t.id === 'MANTOVA',
      )!.garrison,
    ).toBe(2);
    s = play(s, GA, { type: 'pass' });
    s = play(s, L, { type: 'ungarrison', army: 'ma' });
    expect(s.armies.ma!.brigades).toEqual({ MANTOVA: 4 });
    expect(Object.values(s.armies).some((a) => a.inside)).toBe(false);
  });

  it('G30: an army may not stay in a neutral town beyond one turn; it camps next to it, where it came from (§22b)', () => {
    let s = given({ turn: 9, active: L });
    army(s, 'fr', 'STRASBOURG', 'FRANCE', 6, 'VILLARS');
    s = play(s, L, { type: 'move', army: 'fr', to: 'BASEL', then: 'none', forcedOk: false }); // via Besançon
    s = nextTurn(s);
    expect(s.armies.fr!.town).toBe('BASEL');
    s = nextTurn(s);
    expect(s.armies.fr!.town).toBe('BESANCON');
  });

  it('G31: neutral Prussia may not be entered', () => {
    const s = given({ turn: 8, active: GA });
    army(s, 'du', 'NIJMEGEN', 'NEDERLAND', 6, 'OUWERKERK');
    expect(moves(s, GA, 'du')).not.toContain('WESEL');
    s.states.PREUSSEN!.side = GA;
    expect(moves(s, GA, 'du')).toContain('WESEL');
  });

  it('G33/§3: the English army waits in England, lands at Amsterdam in 1702, then only British armies use the sea', () => {
    let s = m.setup('england', m.optionsSchema.parse({}));
    s = play(s, L, { type: 'end_organisation' });
    s = play(s, GA, { type: 'form_army', general: 'MARLBOROUGH', state: 'ENGLAND', size: 6, town: 'ENGLAND' });
    const id = Object.keys(s.armies)[0]!;
    s = play(s, GA, { type: 'end_organisation' });
    s = nextTurn(s);
    expect(moves(s, GA, id)).toEqual([]);
    s = nextTurn(nextTurn(s));
    expect(s.turn).toBe(4);
    expect(s.armies[id]!.town).toBe('AMSTERDAM');
    expect(s.armies[id]!.moved).toBe(true);
  });

  it('G6: the Hannover depot holds England’s six reserve brigades', () => {
    const s = m.setup('g6', m.optionsSchema.parse({}));
    expect(s.depots.HANNOVER!.brigades).toEqual({ ENGLAND: 6 });
  });
});

describe('§24 victory at the end of 1714', () => {
  it('the Loyalists win holding their six towns and an Alliance capital', () => {
    const s = given({ turn: 28 });
    s.towns.HANNOVER!.holder = L;
    s.towns.HANNOVER!.allianceCapitalTaken = true;
    expect(finalVictory(s)).toMatchObject({ winners: [L], reason: 'succession-1701.end.objectives' });
  });
  it('the Alliance wins by taking one of them while keeping all its capitals', () => {
    const s = given({ turn: 28 });
    s.towns.LUXEMBURG!.holder = GA;
    expect(finalVictory(s)).toMatchObject({ winners: [GA], reason: 'succession-1701.end.objectives' });
  });
  it('otherwise the revenue of the towns held decides; G38: an exact tie is a draw', () => {
    const s = given({ turn: 28 });
    const r = finalVictory(s);
    expect(r.reason).toBe('succession-1701.end.points');
    const sc = r.scores!;
    expect(r.winners).toEqual(
      sc.loyalists > sc['grand-alliance'] ? [L] : sc.loyalists < sc['grand-alliance'] ? [GA] : [],
    );
  });
});
