import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/core/index.js';
import { belleEpoque, type BelleAction } from '../../../src/engine/belle-epoque/index.js';
import type { PowerId } from '../../../src/engine/belle-epoque/data/index.js';
import { beginTurn } from '../../../src/engine/belle-epoque/rules/sequence-of-play.js';
import type { BelleState } from '../../../src/engine/belle-epoque/rules/types.js';
import { armies, fleets, given, owners, put, rig } from './builders.js';

const GB = 'great-britain' as const,
  FR = 'france' as const,
  RU = 'russia' as const,
  CE = 'central-empires' as const;
const zero = { fleets: 0, minorFleets: 0, armies: 0, minorArmies: 0, card: null };

/** §12: the position at the beginning of Turn 5, before the Resource Phase. */
function beginningOfTurn5(): BelleState {
  const s = given(5, [GB, FR, RU, CE]);
  s.action = null;
  Object.assign(s.powers[GB], { money: 17, prestige: 8, prestigeBonus: 8 });
  Object.assign(s.powers[FR], { money: 0, greatWork: true });
  Object.assign(s.powers[RU], { money: 3 });
  Object.assign(s.powers[CE], { money: 11 });
  fleets(s, GB, ['AF', 'AS']);
  fleets(s, FR, ['AF', 'AS']);
  fleets(s, RU, ['arsenal']);
  fleets(s, CE, ['AF', 'AS']);
  armies(s, GB, 2);
  armies(s, RU, 4);
  armies(s, CE, 6);
  put(s, 'netherlands', [GB, GB, GB, null]);
  put(s, 'horn_of_africa', [GB, GB, GB, FR, GB, null]);
  put(s, 'namibia', ['portugal', CE, CE, null, null, null]);
  put(s, 'belgium', [CE, CE, CE, FR, null, null]);
  put(s, 'china', [GB, GB, GB, GB, CE, null, null, null]);
  put(s, 'serbia', [CE, CE, CE, CE, RU, null]);
  put(s, 'egypt_sudan', [GB, GB, GB, FR, FR, FR]);
  for (const p of [GB, FR, RU, CE] as PowerId[]) {
    s.intrigueDeck.push(...s.powers[p].intrigueHand);
    s.powers[p].intrigueHand = [];
  }
  s.eventDeck = ['E1_portugal_bankruptcy', 'E1_italian_horn', 'E2_royal_scandal', 'E2_korea'];
  return s;
}

function play(s: BelleState, role: PowerId, ...actions: BelleAction[]): { s: BelleState; events: GameEvent[] } {
  let events: GameEvent[] = [];
  for (const a of actions) {
    expect(belleEpoque.activeRoles(s)).toEqual([role]);
    const r = belleEpoque.apply(s, role, a);
    s = r.state;
    events = [...events, ...r.events];
    belleEpoque.checkInvariants!(s);
  }
  return { s, events };
}

describe('§12 Extended example of a game turn (Turn 5)', () => {
  it('plays the whole turn with its money totals', () => {
    let s = beginningOfTurn5();
    expect(s.holders.horn_of_africa).toBe(GB);
    expect(s.holders.serbia).toBe(CE);
    // Resource Phase and Event Phase: the second Italian cube rolls a 5
    rig(s, [5]);
    beginTurn(s, []);
    expect([s.powers[GB].money, s.powers[FR].money, s.powers[RU].money, s.powers[CE].money]).toEqual([32, 11, 13, 23]);
    expect([s.powers[GB].embassies, s.powers[FR].embassies, s.powers[RU].embassies, s.powers[CE].embassies]).toEqual([
      3, 4, 3, 3,
    ]);
    expect(
      Object.values(s.board)
        .flat()
        .some((sp) => sp.cube === 'portugal'),
    ).toBe(false); // Bankruptcy in Portugal
    expect(owners(s, 'horn_of_africa')).toEqual([GB, GB, GB, FR, 'italy', 'italy']);
    expect(s.holders.horn_of_africa).toBe(null); // Britain has lost control
    expect(s.step).toBe('action');

    // 1st round
    ({ s } = play(
      s,
      GB,
      { type: 'send_dm', territory: 'south_africa', space: 4 },
      { type: 'buy_units', armies: 1, fleets: 0 },
    ));
    ({ s } = play(s, FR, { type: 'send_dm', territory: 'namibia', space: 1 }, { type: 'end_turn' }));
    ({ s } = play(
      s,
      RU,
      { type: 'deploy_fleets', fleet: 'russia-fleet-1', to: 'AS' },
      { type: 'send_dm', territory: 'japan', space: 1 },
    ));
    ({ s } = play(s, CE, { type: 'send_dm', territory: 'belgium', space: 5 }, { type: 'end_turn' }));
    expect(s.holders.belgium).toBe(CE);

    // 2nd round: Britain foments and resolves a Dispute in China
    ({ s } = play(
      s,
      GB,
      { type: 'send_dm', territory: 'china', space: 5 },
      { type: 'resolve_dispute', territory: 'china', space: 5, fleets: 1, minorFleets: 0, card: null },
    ));
    ({ s } = play(s, CE, { type: 'commit', ...zero, fleets: 1, armies: 2 }));
    rig(s, [2, 2]);
    ({ s } = play(s, GB, { type: 'commit', ...zero, armies: 2 }));
    expect(owners(s, 'china')[4]).toBe(GB); // 2 + 5 = 7 against 2 + 4 = 6
    expect(s.holders.china).toBe(GB);
    expect(s.powers[GB].money).toBe(32 - 3 - 4);
    expect(s.powers[CE].money).toBe(23 - 4);
    ({ s } = play(s, FR, { type: 'send_dm', territory: 'algeria_morocco', space: 2 }, { type: 'end_turn' }));
    ({ s } = play(s, RU, { type: 'send_dm', territory: 'ottoman_empire', space: 1 }, { type: 'end_turn' }));
    ({ s } = play(
      s,
      CE,
      { type: 'send_dm', territory: 'namibia', space: 4 },
      { type: 'play_card', card: 'N_diplomatic_contrasts_CE', half: 'diplomatic_contrasts' },
    ));
    expect(s.step).toBe('card');
    ({ s } = play(s, CE, { type: 'choose', option: 'namibia' }, { type: 'choose', option: 'this' }));
    expect(s.powers[CE].money).toBe(23 - 4 - 4);

    // 3rd round
    ({ s } = play(
      s,
      GB,
      { type: 'send_dm', territory: 'portugal', space: 1 },
      { type: 'play_card', card: 'N_social_policy_GB', half: 'social_policy' },
      { type: 'choose', option: 'prestige' },
    ));
    expect(s.powers[GB].prestige).toBe(10);
    expect(s.powers[GB].money).toBe(32 - 3 - 4 - 6 + 2);
    expect(s.powers[GB].embassies).toBe(1); // the DM cube of space 10
    ({ s } = play(s, FR, { type: 'send_dm', territory: 'melanesia', space: 3 }, { type: 'end_turn' }));
    const cePrestige = s.powers[CE].prestige;
    ({ s } = play(
      s,
      RU,
      { type: 'send_dm', territory: 'serbia', space: 1 },
      { type: 'resolve_dispute', territory: 'serbia', space: 1, fleets: 0, minorFleets: 0, card: null },
    ));
    ({ s } = play(s, CE, { type: 'commit', ...zero, armies: 4 }));
    rig(s, [6, 1]);
    ({ s } = play(s, RU, { type: 'commit', ...zero, armies: 4 }));
    expect(owners(s, 'serbia')[0]).toBe(RU); // 10 against 5
    expect(s.holders.serbia).toBe(null);
    expect(s.powers[CE].prestige).toBe(cePrestige - 1);
    ({ s } = play(s, CE, { type: 'buy_units', armies: 3, fleets: 0 }, { type: 'end_turn' }));

    // 4th round
    ({ s } = play(s, GB, { type: 'build_great_work' }));
    expect(s.powers[GB].prestige).toBe(12);
    expect(s.powers[GB].fleetTrack).toBe(3);
    expect(s.powers[GB].money).toBe(1);
    ({ s } = play(s, GB, { type: 'sell_armaments', territory: 'egypt_sudan', fleetFrom: null, replace: [4] }));
    expect(owners(s, 'egypt_sudan')).toEqual([GB, GB, GB, `ARM:${GB}`, FR, FR]);
    expect(s.holders.egypt_sudan).toBe(GB);
    ({ s } = play(s, FR, { type: 'send_dm', territory: 'french_guinea', space: 1 }, { type: 'pass' }));
    ({ s } = play(s, RU, { type: 'pass' }));
    ({ s } = play(s, CE, { type: 'send_dm', territory: 'namibia', space: 5 }, { type: 'pass' }));
    expect(s.holders.namibia).toBe(CE);

    // 5th round: Britain's 4th and last cube, then the Action Phase ends
    expect(belleEpoque.legalActions(s, GB).some((a) => a.type === 'send_dm' && a.territory === 'namibia')).toBe(false); // Diplomatic Contrasts
    const last = play(s, GB, { type: 'send_dm', territory: 'portugal', space: 2 }, { type: 'pass' });
    s = last.s;
    expect(s.turn).toBe(6);
    expect(s.turnOrder).toEqual([FR, RU, CE, GB]);
    // money at the end of Turn 5 = money now minus the Turn 6 income (the Turn 6 Events move no money)
    const income = Object.fromEntries(
      last.events
        .filter((e) => e.key === 'belle-epoque.log.income')
        .map((e) => [e.params!.power as string, e.params!.money as number]),
    );
    const endOfTurn5 = [GB, FR, RU, CE].map((p) => s.powers[p].money - income[p]);
    expect(endOfTurn5).toEqual([1, 11, 9, 2]);
    expect(income[CE]).toBe(14); // the Belgian +£2
    // every DM cube was used: the Embassies now hold only the Turn 6 cubes
    const dm = Object.fromEntries(
      last.events
        .filter((e) => e.key === 'belle-epoque.log.income')
        .map((e) => [e.params!.power as string, e.params!.dm as number]),
    );
    expect([GB, FR, RU, CE].map((p) => s.powers[p].embassies - dm[p])).toEqual([0, 0, 0, 0]);
  });
});
