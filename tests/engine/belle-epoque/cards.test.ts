import { describe, expect, it } from 'vitest';
import { belleEpoque } from '../../../src/engine/belle-epoque/index.js';
import { act, given, owners, put } from './builders.js';

const GB = 'great-britain' as const,
  CE = 'central-empires' as const,
  FR = 'france' as const,
  RU = 'russia' as const;

describe('8.6.2 Placement of DM cubes via Intrigue cards: the Big Stick Policy example', () => {
  it('lets Britain replace a French cube in China, use a free space in Japan, and pick Micronesia', () => {
    let s = given(2, [GB, FR, RU, CE]);
    s.powers[GB].intrigueHand = ['IC17'];
    s.intrigueDeck = s.intrigueDeck.filter((c) => c !== 'IC17');
    put(s, 'china', [FR, FR, null, null, null, null, null, null]);
    put(s, 'japan', [RU, null, null, null, null, null]);
    s = act(s, GB, { type: 'play_card', card: 'IC17', half: 'I_big_stick' }).state;
    expect(s.step).toBe('card');
    // Japan first: the first free space, or replace the Russian cube
    expect(belleEpoque.legalActions(s, GB)).toEqual([
      { type: 'choose', option: 'japan:1' },
      { type: 'choose', option: 'japan:0' },
    ]);
    s = act(s, GB, { type: 'choose', option: 'japan:1' }).state;
    s = act(s, GB, { type: 'choose', option: 'china:0' }).state; // replaces a French cube even with free spaces
    s = act(s, GB, { type: 'choose', option: 'micronesia' }).state;
    s = act(s, GB, { type: 'choose', option: 'micronesia:1' }).state;
    expect(owners(s, 'japan').slice(0, 2)).toEqual([RU, 'usa']);
    expect(owners(s, 'china').slice(0, 2)).toEqual(['usa', FR]);
    expect(owners(s, 'micronesia').slice(0, 2)).toEqual(['spain', 'usa']);
    // France was affected: its marker cube sits on the card (8.6)
    expect(s.markers).toEqual([{ power: FR, card: 'IC17', cube: true }]);
    expect(s.cardsBesideBoard).toEqual(['IC17']);
    expect(s.step).toBe('action');
  });
});

describe('8.6.1 Limits of effects', () => {
  it('a Power with a marker from another card cannot be targeted again this turn', () => {
    let s = given(2, [GB, FR, RU, CE]);
    s.powers[GB].intrigueHand = ['IC04'];
    s.powers[FR].intrigueHand = ['IC05'];
    s.intrigueDeck = s.intrigueDeck.filter((c) => c !== 'IC04' && c !== 'IC05');
    s = act(s, GB, { type: 'play_card', card: 'IC04', half: 'I_press_campaign' }).state;
    s = act(s, GB, { type: 'choose', option: RU }).state;
    expect(s.markers.map((m) => m.power)).toEqual([RU]);
    s = act(s, GB, { type: 'end_turn' }).state;
    s = act(s, FR, { type: 'play_card', card: 'IC05', half: 'I_press_campaign' }).state;
    const targets = belleEpoque.legalActions(s, FR).map((a) => (a.type === 'choose' ? a.option : ''));
    expect(targets).toEqual([GB, CE]);
  });
});

describe('National cards', () => {
  it('Nationalist Disorders removes 4 opposing cubes, at most 2 per Power', () => {
    let s = given(2, [FR, GB, RU, CE]);
    s.powers[FR].money = 10;
    put(s, 'belgium', [CE, CE, CE, FR]);
    put(s, 'italy', [GB, FR, FR]);
    s = act(s, FR, { type: 'play_card', card: 'N_nationalist_disorders_FR', half: 'nationalist_disorders' }).state;
    expect(s.powers[FR].money).toBe(3);
    s = act(s, FR, { type: 'choose', option: 'belgium:0' }).state;
    s = act(s, FR, { type: 'choose', option: 'belgium:1' }).state;
    // the Central Empires have lost 2: no more of their cubes are offered
    expect(belleEpoque.legalActions(s, FR).map((a) => (a.type === 'choose' ? a.option : ''))).toEqual(['italy:0']);
    s = act(s, FR, { type: 'choose', option: 'italy:0' }).state;
    expect(s.step).toBe('action');
    expect(owners(s, 'belgium').slice(0, 4)).toEqual([null, null, CE, FR]);
    expect(s.markers.map((m) => m.power).sort()).toEqual([CE, GB]);
  });

  it('Diplomatic Contrasts bars others from sending to the territory but never its owner (§12)', () => {
    let s = given(5, [CE, GB, RU, FR]);
    s.powers[CE].embassies = 1;
    s.powers[CE].reserve -= 1;
    s.powers[GB].embassies = 1;
    s.powers[GB].reserve -= 1;
    s = act(s, CE, { type: 'play_card', card: 'N_diplomatic_contrasts_CE', half: 'diplomatic_contrasts' }).state;
    s = act(s, CE, { type: 'choose', option: 'serbia' }).state;
    s = act(s, CE, { type: 'choose', option: 'this' }).state;
    expect(belleEpoque.legalActions(s, CE)).toContainEqual({ type: 'send_dm', territory: 'serbia', space: 1 });
    s = act(s, CE, { type: 'end_turn' }).state;
    expect(belleEpoque.legalActions(s, GB).some((a) => a.type === 'send_dm' && a.territory === 'serbia')).toBe(false);
    expect(s.markers).toEqual([]); // it affects nobody (no markers)
  });

  it('Social Policy: the Embassies option gives 3 DM cubes', () => {
    let s = given(2, [RU, GB, FR, CE]);
    s.powers[RU].money = 7;
    s = act(s, RU, { type: 'play_card', card: 'N_social_policy_RU', half: 'social_policy' }).state;
    s = act(s, RU, { type: 'choose', option: 'embassy' }).state;
    expect(s.powers[RU].embassies).toBe(3);
    expect(s.powers[RU].money).toBe(0);
  });

  it('the Trans-Siberian Railway card needs the Great Work first (8.3)', () => {
    const s = given(2, [RU, GB, FR, CE]);
    s.powers[RU].money = 30;
    const plays = () =>
      belleEpoque.legalActions(s, RU).filter((a) => a.type === 'play_card' && a.card === 'N_trans_siberian');
    expect(plays()).toHaveLength(0);
    s.powers[RU].greatWork = true;
    expect(plays()).toHaveLength(1);
  });

  it('Superior Doctrine: +2 for the Central Empires, never beyond +6', () => {
    let s = given(2, [CE, GB, RU, FR]);
    s.powers[CE].money = 40;
    s.powers[CE].armies.reserve -= 6;
    s.powers[CE].armies.arsenal += 6;
    put(s, 'belgium', [[FR, CE]]);
    s = act(s, CE, { type: 'play_card', card: 'N_superior_doctrine', half: 'superior_doctrine' }).state;
    s = act(s, CE, {
      type: 'resolve_dispute',
      territory: 'belgium',
      space: 1,
      fleets: 0,
      minorFleets: 0,
      card: null,
    }).state;
    s = act(s, FR, { type: 'commit', fleets: 0, minorFleets: 0, armies: 0, minorArmies: 0, card: null }).state;
    const before = s;
    s = act(s, CE, { type: 'commit', fleets: 0, minorFleets: 0, armies: 6, minorArmies: 0, card: null }).state;
    const result = act(before, CE, {
      type: 'commit',
      fleets: 0,
      minorFleets: 0,
      armies: 6,
      minorArmies: 0,
      card: null,
    }).events.find((e) => e.key === 'belle-epoque.log.dispute_result')!;
    const dice = act(before, CE, {
      type: 'commit',
      fleets: 0,
      minorFleets: 0,
      armies: 6,
      minorArmies: 0,
      card: null,
    }).events.find((e) => e.key === 'belle-epoque.log.dispute_dice')!;
    expect((result.params!.attackerTotal as number) - (dice.params!.attacker as number)).toBe(6);
    expect(s.step).toBe('action');
  });
});
