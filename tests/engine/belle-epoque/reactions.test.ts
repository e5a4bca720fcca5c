import { describe, expect, it } from 'vitest';
import { belleEpoque } from '../../../src/engine/belle-epoque/index.js';
import type { BelleView } from '../../../src/engine/belle-epoque/view.js';
import { act, armies, fleets, given, owners, put, rig } from './builders.js';

const GB = 'great-britain' as const,
  CE = 'central-empires' as const,
  FR = 'france' as const,
  RU = 'russia' as const;
const none = { fleets: 0, minorFleets: 0, armies: 0, minorArmies: 0, card: null };

function hand(s: ReturnType<typeof given>, p: typeof GB | typeof CE | typeof FR | typeof RU, cards: string[]) {
  s.powers[p].intrigueHand = [...cards];
  s.intrigueDeck = s.intrigueDeck.filter((c) => !cards.includes(c));
}

describe('Dispute reactions (Intrigue halves that cost no action)', () => {
  it('Gunboat Diplomacy: the defender may commit no Fleets', () => {
    let s = given(2, [GB, FR, RU, CE]);
    put(s, 'french_guinea', [[FR, GB]]);
    fleets(s, FR, ['AF']);
    hand(s, GB, ['IC15']);
    s = act(s, GB, {
      type: 'resolve_dispute',
      territory: 'french_guinea',
      space: 1,
      fleets: 0,
      minorFleets: 0,
      card: 'IC15',
    }).state;
    expect(belleEpoque.legalActions(s, FR).every((a) => a.type === 'commit' && a.fleets === 0)).toBe(true);
    expect(s.intrigueDiscard).toContain('IC15');
  });

  it('Change of Strategy: after both dice, the side holding it may reroll its own die', () => {
    let s = given(2, [GB, FR, RU, CE]);
    put(s, 'belgium', [[FR, GB]]);
    hand(s, FR, ['IC11']);
    s = act(s, GB, {
      type: 'resolve_dispute',
      territory: 'belgium',
      space: 1,
      fleets: 0,
      minorFleets: 0,
      card: null,
    }).state;
    s = act(s, FR, { type: 'commit', ...none }).state;
    rig(s, [6, 1, 6]);
    s = act(s, GB, { type: 'commit', ...none }).state;
    expect(s.step).toBe('dispute.reroll');
    expect(belleEpoque.activeRoles(s)).toEqual([FR]);
    s = act(s, FR, { type: 'reroll', card: 'IC11' }).state;
    // 6 against a rerolled 6: a tie, which Britain wins on Prestige (7 against 4)
    expect(owners(s, 'belgium')[0]).toBe(GB);
  });

  it('Military Mission adds +1 after the caps', () => {
    let s = given(2, [GB, FR, RU, CE]);
    put(s, 'belgium', [[FR, GB]]);
    hand(s, FR, ['IC13']);
    s = act(s, GB, {
      type: 'resolve_dispute',
      territory: 'belgium',
      space: 1,
      fleets: 0,
      minorFleets: 0,
      card: null,
    }).state;
    s = act(s, FR, { type: 'commit', ...none, card: 'IC13' }).state;
    expect(s.dispute!.defenderBonus).toBe(1);
  });
});

describe('Power cards', () => {
  it('Empire of the Seas: played before Britain resolves a Dispute; Fleets +3, free, cap +6', () => {
    let s = given(2, [GB, FR, RU, CE]);
    put(s, 'french_guinea', [[FR, GB]]);
    fleets(s, GB, ['AF', 'AF']);
    s.powers[GB].money = 4;
    s = act(s, GB, { type: 'play_card', card: 'N_empire_of_the_seas', half: 'empire_of_the_seas' }).state;
    expect(s.powers[GB].money).toBe(0);
    // two Fleets at no cost even with no money left
    expect(belleEpoque.legalActions(s, GB)).toContainEqual({
      type: 'resolve_dispute',
      territory: 'french_guinea',
      space: 1,
      fleets: 2,
      minorFleets: 0,
      card: null,
    });
    s = act(s, GB, {
      type: 'resolve_dispute',
      territory: 'french_guinea',
      space: 1,
      fleets: 2,
      minorFleets: 0,
      card: null,
    }).state;
    s = act(s, FR, { type: 'commit', ...none }).state;
    rig(s, [1, 6]);
    const r = act(s, GB, { type: 'commit', ...none });
    const result = r.events.find((e) => e.key === 'belle-epoque.log.dispute_result')!;
    expect(result.params!.attackerTotal).toBe(1 + 6); // 3 + 3 + 1 = 7, capped at +6
    expect(r.state.modifiers.some((m) => m.duration === 'next_attack')).toBe(false);
  });

  it('Foreign Legion: French Armies reach Africa without a Fleet and cost nothing this turn', () => {
    let s = given(2, [FR, GB, RU, CE]);
    put(s, 'congo', [[GB, FR]]);
    armies(s, FR, 2);
    s.powers[FR].money = 4;
    s = act(s, FR, { type: 'play_card', card: 'N_foreign_legion', half: 'foreign_legion' }).state;
    s = act(s, FR, {
      type: 'resolve_dispute',
      territory: 'congo',
      space: 1,
      fleets: 0,
      minorFleets: 0,
      card: null,
    }).state;
    s = act(s, GB, { type: 'commit', ...none }).state;
    expect(belleEpoque.legalActions(s, FR)).toContainEqual({ type: 'commit', ...none, armies: 2 });
    s = act(s, FR, { type: 'commit', ...none, armies: 2 }).state;
    expect(s.powers[FR].money).toBe(0);
  });
});

describe('Intrigue cards with other deciders', () => {
  it('Political Scandal: the target chooses between Prestige and an Embassies cube', () => {
    let s = given(2, [GB, FR, RU, CE]);
    hand(s, GB, ['IC09']);
    s = act(s, GB, { type: 'play_card', card: 'IC09', half: 'I_political_scandal' }).state;
    s = act(s, GB, { type: 'choose', option: RU }).state;
    expect(belleEpoque.activeRoles(s)).toEqual([RU]);
    const prestige = s.powers[RU].prestige;
    s = act(s, RU, { type: 'choose', option: 'prestige' }).state;
    expect(s.powers[RU].prestige).toBe(prestige - 1);
    expect(belleEpoque.activeRoles(s)).toEqual([GB]);
  });

  it('Spy Ring shows the target hand to its player only, who takes one card', () => {
    let s = given(2, [GB, FR, RU, CE]);
    hand(s, GB, ['IC12']);
    hand(s, FR, ['IC01', 'IC02']);
    s = act(s, GB, { type: 'play_card', card: 'IC12', half: 'I_spy_ring' }).state;
    s = act(s, GB, { type: 'choose', option: FR }).state;
    const gbView = belleEpoque.view(s, GB) as BelleView;
    expect(gbView.resolution!.pending!.reveal).toEqual(['IC01', 'IC02']);
    expect(JSON.stringify(belleEpoque.view(s, RU))).not.toContain('"IC01"');
    s = act(s, GB, { type: 'choose', option: 'card:1' }).state;
    expect(s.powers[GB].intrigueHand).toEqual(['IC02']);
    expect(s.markers).toEqual([{ power: FR, card: 'IC12', cube: true }]);
  });
});
