import { describe, expect, it } from 'vitest';
import { belleEpoque } from '../../../src/engine/belle-epoque/index.js';
import { act, armies, embassies, fleets, given, owners, put } from './builders.js';

describe('8.9 Sell Armaments', () => {
  it('is not available before Turn 4', () => {
    const s = given(3);
    armies(s, 'great-britain', 2);
    expect(belleEpoque.legalActions(s, 'great-britain').some((a) => a.type === 'sell_armaments')).toBe(false);
    expect(() =>
      act(s, 'great-britain', { type: 'sell_armaments', territory: 'horn_of_africa', fleetFrom: null, replace: [] }),
    ).toThrow(/armaments_too_early/);
  });

  it('places the Horn of Africa cube in the bottom-right space for 1 Army (Africa rate)', () => {
    let s = given(4);
    armies(s, 'great-britain', 1);
    put(s, 'horn_of_africa', ['great-britain', 'great-britain', 'france', null, null, null]);
    s = act(s, 'great-britain', {
      type: 'sell_armaments',
      territory: 'horn_of_africa',
      fleetFrom: null,
      replace: [],
    }).state;
    expect(owners(s, 'horn_of_africa')).toEqual([
      'great-britain',
      'great-britain',
      'france',
      null,
      null,
      'ARM:great-britain',
    ]);
    expect(s.powers['great-britain'].armies).toMatchObject({ arsenal: 0, removed: 1 });
    expect(s.powers['great-britain'].armamentArsenal).toBe(3);
    // 8.9.1: never again in a territory that has an Armament cube
    armies(s, 'central-empires', 1);
    s.action!.order = ['central-empires', 'great-britain', 'france', 'russia'];
    s.action!.current = 0;
    s.action!.taken = [];
    expect(
      belleEpoque
        .legalActions(s, 'central-empires')
        .some((a) => a.type === 'sell_armaments' && a.territory === 'horn_of_africa'),
    ).toBe(false);
  });

  it('8.9.2: may sell into a territory locked by Diplomatic Contrasts, gains control and (IT, R1) loses 1 Prestige', () => {
    let s = given(5);
    armies(s, 'great-britain', 1);
    embassies(s, 'great-britain', 1);
    fleets(s, 'great-britain', ['AF']);
    put(s, 'horn_of_africa', ['great-britain', 'great-britain', 'great-britain', 'central-empires', null, null]);
    s.locks.push({
      territory: 'horn_of_africa',
      exempt: 'central-empires',
      turn: 5,
      armamentPenalty: 1,
      card: 'N_diplomatic_contrasts_CE',
    });
    const legal = belleEpoque.legalActions(s, 'great-britain');
    expect(legal.some((a) => a.type === 'send_dm' && a.territory === 'horn_of_africa')).toBe(false);
    expect(() => act(s, 'great-britain', { type: 'send_dm', territory: 'horn_of_africa', space: 5 })).toThrow(
      /territory_locked/,
    );
    const prestige = s.powers['great-britain'].prestige;
    expect(s.holders.horn_of_africa).toBe(null);
    s = act(s, 'great-britain', {
      type: 'sell_armaments',
      territory: 'horn_of_africa',
      fleetFrom: null,
      replace: [],
    }).state;
    expect(owners(s, 'horn_of_africa')[5]).toBe('ARM:great-britain');
    expect(s.holders.horn_of_africa).toBe('great-britain'); // 3 of 5
    expect(s.powers['great-britain'].prestige).toBe(prestige - 1);
  });

  it('with no free space the seller picks the DM cubes to replace, never a disputed one', () => {
    const s = given(4);
    armies(s, 'great-britain', 1);
    put(s, 'egypt_sudan', [
      'great-britain',
      'great-britain',
      'great-britain',
      'france',
      ['france', 'russia'],
      'france',
    ]);
    const choices = belleEpoque
      .legalActions(s, 'great-britain')
      .flatMap((a) => (a.type === 'sell_armaments' && a.territory === 'egypt_sudan' ? [a.replace] : []));
    expect(choices).toEqual([[1], [2], [3], [4], [6]]);
  });

  it('a Fleet-priced rate removes an Active Fleet and lowers the Fleet Track', () => {
    let s = given(4);
    fleets(s, 'great-britain', ['EU']);
    s = act(s, 'great-britain', {
      type: 'sell_armaments',
      territory: 'netherlands',
      fleetFrom: 'EU',
      replace: [],
    }).state;
    expect(s.powers['great-britain'].fleetTrack).toBe(0);
    expect(owners(s, 'netherlands')[3]).toBe('ARM:great-britain');
  });
});
