import { describe, expect, it } from 'vitest';
import { belleEpoque } from '../../../src/engine/belle-epoque/index.js';
import { act, embassies, fleets, given, owners, put } from './builders.js';

describe('8.2.4 Controlled Colonies: the example snapshot', () => {
  const s = given(4);
  put(s, 'portugal', ['france', 'france', 'france', null]); // France allied with Portugal
  put(s, 'algeria_morocco', ['france', 'france', 'france', 'france', null, null]);
  put(s, 'egypt_sudan', ['great-britain', 'great-britain', 'great-britain', null, null, null]);
  put(s, 'congo', ['central-empires', 'central-empires', 'central-empires', null, null, { armament: 'great-britain' }]);
  put(s, 'tanganyika', ['great-britain', 'great-britain', 'france', 'central-empires', null, null]);
  put(s, 'namibia', ['portugal', 'france', 'france', 'france', null, null]);
  put(s, 'south_africa', [
    'great-britain',
    ['great-britain', 'central-empires'],
    'great-britain',
    'great-britain',
    'france',
    'france',
  ]);

  it('France controls Algeria-Morocco with 4 of 6', () => expect(s.holders.algeria_morocco).toBe('france'));
  it('Great Britain does not control Egypt-Sudan with 3 of 6', () => expect(s.holders.egypt_sudan).toBe(null));
  it('the Central Empires control Congo with 3 cubes of 5 spaces left by an Armament cube (IT reading, X1)', () =>
    expect(s.holders.congo).toBe('central-empires'));
  it('nobody controls Tanganyika', () => expect(s.holders.tanganyika).toBe(null));
  it('France controls Namibia counting the cube of its Portuguese ally', () =>
    expect(s.holders.namibia).toBe('france'));
  it('Great Britain controls South Africa; the Central Empires top cube does not count', () =>
    expect(s.holders.south_africa).toBe('great-britain'));
});

describe('8.2 Send Diplomatic Missions', () => {
  it('8.2.1: needs a Fleet (even Exhausted) in Africa and Asia, and fills the lowest free space', () => {
    let s = given(2, ['france', 'great-britain', 'russia', 'central-empires']);
    embassies(s, 'france', 2);
    const sends = () => belleEpoque.legalActions(s, 'france').filter((a) => a.type === 'send_dm');
    expect(sends().some((a) => a.territory === 'algeria_morocco')).toBe(false);
    fleets(s, 'france', ['AF']);
    s.powers.france.fleets[0].exhausted = true;
    expect(sends()).toContainEqual({ type: 'send_dm', territory: 'algeria_morocco', space: 2 });
    s = act(s, 'france', { type: 'send_dm', territory: 'algeria_morocco', space: 2 }).state;
    expect(owners(s, 'algeria_morocco').slice(0, 2)).toEqual(['spain', 'france']);
  });

  it('8.2.2: Russia reaches its four Asian territories without a Fleet, but not Micronesia', () => {
    const s = given(2, ['russia', 'france', 'great-britain', 'central-empires']);
    embassies(s, 'russia', 1);
    const ts = new Set(
      belleEpoque.legalActions(s, 'russia').flatMap((a) => (a.type === 'send_dm' ? [a.territory] : [])),
    );
    for (const t of ['persia', 'afghanistan_baluchistan', 'china', 'manchuria_korea']) expect(ts.has(t)).toBe(true);
    expect(ts.has('micronesia')).toBe(false);
    expect(ts.has('japan')).toBe(false);
  });

  it('8.2.5: Russia may dispute the single British cube or the free French cube in Japan, not the disputed space', () => {
    const s = given(2, ['russia', 'france', 'great-britain', 'central-empires']);
    put(s, 'japan', [['france', 'great-britain'], 'france', 'great-britain', 'russia', null, null]);
    fleets(s, 'russia', ['AS']);
    embassies(s, 'russia', 1);
    const spaces = belleEpoque
      .legalActions(s, 'russia')
      .flatMap((a) => (a.type === 'send_dm' && a.territory === 'japan' ? [a.space] : []));
    expect(spaces).toEqual([2, 3, 5]);
  });

  it('8.2.3: an alliance brings the Minor units; the Italian Fleet stays Exhausted when Italy changes hands', () => {
    let s = given(2, ['great-britain', 'france', 'russia', 'central-empires']);
    put(s, 'italy', ['france', 'france', 'france', 'france', 'great-britain', null]);
    expect(s.holders.italy).toBe('france');
    const fleet = s.minorUnits.find((u) => u.id === 'italian_fleet')!;
    fleet.location = 'AF';
    fleet.exhausted = true;
    // Britain takes Italy by a Dispute it wins at once: easier to rebuild the position directly
    put(s, 'italy', ['great-britain', 'great-britain', 'great-britain', 'great-britain', 'france', null]);
    expect(s.holders.italy).toBe('great-britain');
    const f = s.minorUnits.find((u) => u.id === 'italian_fleet')!;
    expect(f).toMatchObject({ location: 'AF', exhausted: true });
    embassies(s, 'great-britain', 1);
    // the Exhausted Italian Fleet lets Britain send DM cubes to Africa
    expect(
      belleEpoque.legalActions(s, 'great-britain').some((a) => a.type === 'send_dm' && a.territory === 'congo'),
    ).toBe(true);
    s = act(s, 'great-britain', { type: 'send_dm', territory: 'congo', space: 3 }).state;
    expect(owners(s, 'congo')[2]).toBe('great-britain');
  });

  it('Serbia: the alliance gives +1 Prestige, and losing it takes the step back', () => {
    const s = given(2);
    const before = s.powers['central-empires'].prestige;
    put(s, 'serbia', ['central-empires', 'central-empires', 'central-empires', 'central-empires']);
    expect(s.powers['central-empires'].prestige).toBe(before + 1);
    put(s, 'serbia', ['central-empires', 'central-empires', 'central-empires']);
    expect(s.powers['central-empires'].prestige).toBe(before);
  });
});
