import { describe, expect, it } from 'vitest';
import { belleEpoque } from '../../../src/engine/belle-epoque/index.js';
import { disputeBonus } from '../../../src/engine/belle-epoque/rules/dispute-bonus.js';
import { act, armies, fleets, given, owners, put, rig } from './builders.js';

/** The 8.7 example: Great Britain resolves a Dispute with France in French Guinea. */
function frenchGuinea() {
  const s = given(2, ['great-britain', 'france', 'russia', 'central-empires']);
  put(s, 'french_guinea', [['france', 'great-britain'], 'france', null, null]);
  fleets(s, 'great-britain', ['AF']);
  fleets(s, 'france', ['AF']);
  armies(s, 'great-britain', 2);
  armies(s, 'france', 2);
  s.powers['great-britain'].money = 10;
  s.powers.france.money = 10;
  return s;
}

describe('8.7 Resolve a Diplomatic Dispute', () => {
  it('follows the commitment order and the modifiers of the French Guinea example', () => {
    let s = frenchGuinea();
    // (a) the attacker names the Dispute and commits its Fleet
    s = act(s, 'great-britain', {
      type: 'resolve_dispute',
      territory: 'french_guinea',
      space: 1,
      fleets: 1,
      minorFleets: 0,
      card: null,
    }).state;
    expect(s.step).toBe('dispute.defend');
    expect(belleEpoque.activeRoles(s)).toEqual(['france']);
    // (b)(c) the defender's choice is a real decision among its legal commitments
    const defend = belleEpoque.legalActions(s, 'france');
    expect(defend).toContainEqual({ type: 'commit', fleets: 1, minorFleets: 0, armies: 2, minorArmies: 0, card: null });
    expect(defend).toContainEqual({ type: 'commit', fleets: 0, minorFleets: 0, armies: 0, minorArmies: 0, card: null });
    s = act(s, 'france', { type: 'commit', fleets: 1, minorFleets: 0, armies: 2, minorArmies: 0, card: null }).state;
    // (d) then the attacker's Armies
    expect(belleEpoque.activeRoles(s)).toEqual(['great-britain']);
    expect(belleEpoque.legalActions(s, 'great-britain').every((a) => a.type === 'commit' && a.fleets === 0)).toBe(true);
    rig(s, [4, 2]);
    const d = s.dispute!;
    s = act(s, 'great-britain', {
      type: 'commit',
      fleets: 0,
      minorFleets: 0,
      armies: 2,
      minorArmies: 0,
      card: null,
    }).state;
    // France +2 +1 +1 = +4 (the cap); Britain +2 +1 +1 +1 = +5 (British Fleet)
    expect(
      disputeBonus(
        s,
        {
          ...d,
          attackerUnits: { fleets: 1, minorFleets: 0, armies: 2, minorArmies: 0 },
          defenderUnits: { fleets: 1, minorFleets: 0, armies: 2, minorArmies: 0 },
        },
        'attacker',
      ),
    ).toBe(5);
    expect(
      disputeBonus(
        s,
        {
          ...d,
          attackerUnits: { fleets: 1, minorFleets: 0, armies: 2, minorArmies: 0 },
          defenderUnits: { fleets: 1, minorFleets: 0, armies: 2, minorArmies: 0 },
        },
        'defender',
      ),
    ).toBe(4);
    // 4 + 5 = 9 against 2 + 4 = 6: the French cube goes to the reserve
    expect(owners(s, 'french_guinea')[0]).toBe('great-britain');
    expect(s.powers['great-britain'].money).toBe(6);
    expect(s.powers.france.money).toBe(6);
    expect(s.powers.france.fleets.find((f) => f.location === 'AF')!.exhausted).toBe(true);
    expect(s.powers.france.armies.committed).toBe(2);
    expect(s.step).toBe('action');
  });

  it('lets a Power that has passed still defend (8.7, 8.10)', () => {
    let s = frenchGuinea();
    s.action!.passed = ['france'];
    s = act(s, 'great-britain', {
      type: 'resolve_dispute',
      territory: 'french_guinea',
      space: 1,
      fleets: 1,
      minorFleets: 0,
      card: null,
    }).state;
    expect(belleEpoque.activeRoles(s)).toEqual(['france']);
  });

  it('breaks a tie by Prestige, and removes both cubes when Prestige is equal', () => {
    let s = frenchGuinea();
    s.powers['great-britain'].prestige = 7;
    s.powers.france.prestige = 7;
    s = act(s, 'great-britain', {
      type: 'resolve_dispute',
      territory: 'french_guinea',
      space: 1,
      fleets: 0,
      minorFleets: 0,
      card: null,
    }).state;
    s = act(s, 'france', { type: 'commit', fleets: 0, minorFleets: 0, armies: 0, minorArmies: 0, card: null }).state;
    rig(s, [3, 3]);
    s = act(s, 'great-britain', {
      type: 'commit',
      fleets: 0,
      minorFleets: 0,
      armies: 0,
      minorArmies: 0,
      card: null,
    }).state;
    expect(owners(s, 'french_guinea')[0]).toBe(null);
  });

  it('caps Fleets and Armies at +4 and lets the Central Empires add +1 when attacking with an Army', () => {
    let s = given(2, ['central-empires', 'france', 'russia', 'great-britain']);
    put(s, 'belgium', [['france', 'central-empires']]);
    armies(s, 'central-empires', 6);
    s.powers['central-empires'].money = 20;
    s = act(s, 'central-empires', {
      type: 'resolve_dispute',
      territory: 'belgium',
      space: 1,
      fleets: 0,
      minorFleets: 0,
      card: null,
    }).state;
    s = act(s, 'france', { type: 'commit', fleets: 0, minorFleets: 0, armies: 0, minorArmies: 0, card: null }).state;
    const d = s.dispute!;
    expect(
      disputeBonus(s, { ...d, attackerUnits: { fleets: 0, minorFleets: 0, armies: 6, minorArmies: 0 } }, 'attacker'),
    ).toBe(5);
    expect(
      disputeBonus(
        s,
        { ...d, attacker: 'central-empires', attackerUnits: { fleets: 0, minorFleets: 0, armies: 0, minorArmies: 0 } },
        'attacker',
      ),
    ).toBe(0);
  });
});

describe('8.7 note: Armies need a Fleet in the continent box, except in Europe and for Russia in its 4 Asian territories', () => {
  it('offers Armies in China to Russia without a Fleet, but not in Japan', () => {
    const s = given(2, ['russia', 'france', 'great-britain', 'central-empires']);
    put(s, 'china', [['great-britain', 'russia']]);
    put(s, 'japan', [['great-britain', 'russia']]);
    armies(s, 'russia', 3);
    s.powers.russia.money = 10;
    let c = act(s, 'russia', {
      type: 'resolve_dispute',
      territory: 'china',
      space: 1,
      fleets: 0,
      minorFleets: 0,
      card: null,
    }).state;
    c = act(c, 'great-britain', {
      type: 'commit',
      fleets: 0,
      minorFleets: 0,
      armies: 0,
      minorArmies: 0,
      card: null,
    }).state;
    expect(belleEpoque.legalActions(c, 'russia')).toContainEqual({
      type: 'commit',
      fleets: 0,
      minorFleets: 0,
      armies: 3,
      minorArmies: 0,
      card: null,
    });
    let j = act(s, 'russia', {
      type: 'resolve_dispute',
      territory: 'japan',
      space: 1,
      fleets: 0,
      minorFleets: 0,
      card: null,
    }).state;
    j = act(j, 'great-britain', {
      type: 'commit',
      fleets: 0,
      minorFleets: 0,
      armies: 0,
      minorArmies: 0,
      card: null,
    }).state;
    expect(belleEpoque.legalActions(j, 'russia')).toEqual([
      { type: 'commit', fleets: 0, minorFleets: 0, armies: 0, minorArmies: 0, card: null },
    ]);
  });
});

describe('8.7.1 Disputes against neutral Minor Nations', () => {
  it('reproduces the Horn of Africa example: Britain +5 against Italy +2', () => {
    let s = given(2);
    put(s, 'horn_of_africa', [['italy', 'great-britain']]);
    fleets(s, 'great-britain', ['AF']);
    armies(s, 'great-britain', 2);
    s.powers['great-britain'].money = 10;
    s = act(s, 'great-britain', {
      type: 'resolve_dispute',
      territory: 'horn_of_africa',
      space: 1,
      fleets: 1,
      minorFleets: 0,
      card: null,
    }).state;
    // a neutral Minor has nobody to decide for it: straight to the attacker's Armies
    expect(s.step).toBe('dispute.attack');
    rig(s, [2, 3]);
    const d = s.dispute!;
    s = act(s, 'great-britain', {
      type: 'commit',
      fleets: 0,
      minorFleets: 0,
      armies: 2,
      minorArmies: 0,
      card: null,
    }).state;
    expect(
      disputeBonus(s, { ...d, attackerUnits: { fleets: 1, minorFleets: 0, armies: 2, minorArmies: 0 } }, 'attacker'),
    ).toBe(5);
    expect(disputeBonus(s, d, 'defender')).toBe(2);
    expect(owners(s, 'horn_of_africa')[0]).toBe('great-britain'); // 7 against 5
    expect(s.minorReserve.italy).toBe(7);
  });

  it('8.7.4: the ally of an attacked Minor decides for it and may commit its own units', () => {
    let s = given(2);
    put(s, 'italy', ['france', 'france', 'france', 'france']);
    put(s, 'horn_of_africa', [['italy', 'great-britain']]);
    expect(s.holders.italy).toBe('france');
    s = act(s, 'great-britain', {
      type: 'resolve_dispute',
      territory: 'horn_of_africa',
      space: 1,
      fleets: 0,
      minorFleets: 0,
      card: null,
    }).state;
    expect(s.step).toBe('dispute.defend');
    expect(belleEpoque.activeRoles(s)).toEqual(['france']);
    // 8.7.2: the Italian Army is free; France has no Fleet in Africa, so no Armies at all here
    expect(belleEpoque.legalActions(s, 'france')).toEqual([
      { type: 'commit', fleets: 0, minorFleets: 0, armies: 0, minorArmies: 0, card: null },
    ]);
  });
});

describe('8.11 Removal of unresolved Disputes', () => {
  it('returns every top cube to the General Reserve once all have passed', () => {
    let s = given(2, ['great-britain', 'france', 'russia', 'central-empires']);
    put(s, 'serbia', [['russia', 'central-empires'], 'russia']);
    const before = s.powers['central-empires'].reserve;
    s.eventDeck = ['E1_economic_progress', 'E1_economic_crisis', ...s.eventDeck];
    for (const p of ['great-britain', 'france', 'russia', 'central-empires'] as const)
      s = act(s, p, { type: 'pass' }).state;
    expect(owners(s, 'serbia').slice(0, 2)).toEqual(['russia', 'russia']);
    expect(s.powers['central-empires'].reserve).toBeGreaterThan(before - 3);
    expect(s.turn).toBe(3);
  });
});
