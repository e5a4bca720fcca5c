import { describe, expect, it } from 'vitest';
import { belleEpoque } from '../../../src/engine/belle-epoque/index.js';
import { eventPhase } from '../../../src/engine/belle-epoque/rules/event-phase.js';
import { intrigueCardsPhase } from '../../../src/engine/belle-epoque/rules/intrigue-phase.js';
import { resourcePhase } from '../../../src/engine/belle-epoque/rules/resource-phase.js';
import { act, given, owners, put, rig } from './builders.js';

const GB = 'great-britain' as const,
  CE = 'central-empires' as const,
  FR = 'france' as const,
  RU = 'russia' as const;

describe('5.0 Resource Phase', () => {
  it('pays the base income plus +£2 per money Minor and gives 3 DM cubes (4 for France with the Eiffel Tower)', () => {
    const s = given(2);
    put(s, 'romania', [RU, RU, RU]);
    s.powers[FR].greatWork = true;
    const before = { gb: s.powers[GB].money, ru: s.powers[RU].money, fr: s.powers[FR].money };
    resourcePhase(s, []);
    expect(s.powers[GB].money - before.gb).toBe(13);
    expect(s.powers[RU].money - before.ru).toBe(12);
    expect(s.powers[FR].money - before.fr).toBe(11);
    expect(s.powers[FR].embassies).toBe(4);
    expect(s.powers[GB].embassies).toBe(3);
  });
});

describe('6.1 Eras of play', () => {
  it('at Turn 4 boxes 3 random Era II cards and shuffles the rest into the 2 left over from Era I', () => {
    const s = given(4);
    s.eventDeck = s.eventDeck.slice(0, 2);
    s.eventDeck = ['E1_economic_progress', 'E1_economic_crisis'];
    const boxed = s.eventBoxed.length;
    eventPhase(s, []);
    expect(s.eventBoxed.length - boxed).toBe(3);
    expect(s.eventDeck.length).toBe(10 - 2);
    expect(s.eventDiscard).toHaveLength(2);
  });
  it('boxes 4 Era II cards when the Dreyfus Affair promo is used', () => {
    const s = given(4);
    s.options.dreyfus = true;
    s.eraDecks[2].push('E2_dreyfus');
    s.eventDeck = ['E1_economic_progress', 'E1_economic_crisis'];
    const boxed = s.eventBoxed.length;
    eventPhase(s, []);
    expect(s.eventBoxed.length - boxed).toBe(4);
    expect(s.eventDeck.length).toBe(8);
  });
});

describe('6.2 Placement of DM cubes through Event cards', () => {
  it('fills free spaces first (the Italian Penetration example)', () => {
    const s = given(1);
    put(s, 'horn_of_africa', [GB, GB, null, null, null, null]);
    s.eventDeck = ['E1_italian_horn', 'E1_economic_progress'];
    eventPhase(s, []);
    expect(owners(s, 'horn_of_africa')).toEqual([GB, GB, 'italy', 'italy', null, null]);
  });
  it('cancels the placement when the die names an Armament cube', () => {
    const s = given(4);
    put(s, 'horn_of_africa', [GB, GB, GB, FR, GB, { armament: GB }]);
    s.eventDeck = ['E1_italian_horn', 'E1_economic_progress'];
    s.eraDecks[2] = [];
    s.turn = 5;
    rig(s, [6, 6]);
    eventPhase(s, []);
    expect(owners(s, 'horn_of_africa')).toEqual([GB, GB, GB, FR, GB, `ARM:${GB}`]);
    expect(s.minorReserve.italy).toBe(7);
  });
});

describe('6.3 Sudden Death Game End', () => {
  it('ends the game at once when the Archduke is assassinated: final scoring, the turn is not played', () => {
    const s = given(8);
    s.action = null;
    s.eventDeck = ['E3_sarajevo', 'E3_balkan_wars'];
    expect(eventPhase(s, [])).toBe('game_over');
    expect(s.eventDeck).toEqual(['E3_balkan_wars']); // no second Event
  });
  it('is reported as the result through the module', () => {
    let s = given(7, [GB, FR, RU, CE]);
    s.eraDecks[3] = [];
    s.eventDeck = ['E3_sarajevo', 'E3_balkan_wars', 'E3_italo_turkish'];
    for (const p of [GB, FR, RU, CE] as const) s = act(s, p, { type: 'pass' }).state;
    const r = belleEpoque.result(s)!;
    expect(r.reason).toBe('belle-epoque.end.sarajevo');
    expect(s.ended).toEqual({ turn: 8, reason: 'sarajevo' });
    expect(belleEpoque.activeRoles(s)).toEqual([]);
  });
});

describe('7.0 Intrigue Cards Phase', () => {
  it('deals one card each on Turn 2, in Turn Order', () => {
    const s = given(2);
    s.action = null;
    expect(intrigueCardsPhase(s, [])).toBe('ok');
    for (const p of [GB, CE, FR, RU] as const) expect(s.powers[p].intrigueHand).toHaveLength(1);
  });
  it('deals nothing on odd turns', () => {
    const s = given(3);
    intrigueCardsPhase(s, []);
    expect(s.powers[GB].intrigueHand).toHaveLength(0);
  });
  it('lets the Ottoman ally draw two and choose which to keep', () => {
    let s = given(2, [GB, FR, RU, CE]);
    put(s, 'ottoman_empire', [RU, RU, RU, RU]);
    s.eventDeck = ['E1_economic_progress', 'E1_economic_crisis', 'E2_royal_scandal', 'E1_sino_french'];
    s.eraDecks[2] = [];
    for (const p of [GB, FR, RU, CE] as const) s = act(s, p, { type: 'pass' }).state;
    // Turn 3 has no Intrigue phase; play on to Turn 4
    for (const p of s.turnOrder) s = act(s, p, { type: 'pass' }).state;
    expect(s.turn).toBe(4);
    expect(s.step).toBe('intrigue.keep');
    expect(belleEpoque.activeRoles(s)).toEqual([RU]);
    const [keep, drop] = s.intrigueChoice!.cards;
    const v = JSON.stringify(belleEpoque.view(s, GB));
    expect(v).not.toContain(`"${keep}"`);
    s = act(s, RU, { type: 'keep_intrigue', card: keep }).state;
    expect(s.powers[RU].intrigueHand).toContain(keep);
    expect(s.powers[RU].intrigueHand).not.toContain(drop);
    expect(s.intrigueDiscard).toContain(drop);
    expect(s.step).toBe('action');
  });
});

describe('8.0 Action Phase', () => {
  it('allows two different actions, then passes play on; the same action twice is refused (8.0.1)', () => {
    let s = given(2, [GB, FR, RU, CE]);
    s.powers[GB].embassies = 2;
    s.powers[GB].reserve -= 2;
    s = act(s, GB, { type: 'invest' }).state;
    expect(() => act(s, GB, { type: 'invest' })).toThrow(/action_repeated/);
    s = act(s, GB, { type: 'send_dm', territory: 'belgium', space: 1 }).state;
    expect(belleEpoque.activeRoles(s)).toEqual([FR]);
  });
  it('8.10: the passing order becomes the next Turn Order (9.0)', () => {
    let s = given(2, [GB, FR, RU, CE]);
    s = act(s, GB, { type: 'gain_prestige' }).state;
    s = act(s, GB, { type: 'end_turn' }).state;
    s = act(s, FR, { type: 'pass' }).state;
    s = act(s, RU, { type: 'pass' }).state;
    s = act(s, CE, { type: 'pass' }).state;
    expect(belleEpoque.activeRoles(s)).toEqual([GB]);
    expect(() => act(s, GB, { type: 'gain_prestige' })).toThrow(/prestige_once_per_turn/);
    s = act(s, GB, { type: 'pass' }).state;
    expect(s.turn).toBe(3);
    expect(s.turnOrder).toEqual([FR, RU, CE, GB]);
  });
});
