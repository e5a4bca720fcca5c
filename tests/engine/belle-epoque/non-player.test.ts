import { describe, expect, it } from 'vitest';
import { botStream, type GameEvent } from '../../../src/engine/core/index.js';
import { setupGame } from '../../../src/engine/belle-epoque/rules/game-setup.js';
import { BelleOptions } from '../../../src/engine/belle-epoque/schema.js';
import { POWERS, type PowerId } from '../../../src/engine/belle-epoque/data/index.js';
import { belleEpoque } from '../../../src/engine/belle-epoque/index.js';
import { NP_STATUS_CARDS } from '../../../src/engine/belle-epoque/data/np-status-cards.js';
import { resolvableDisputes } from '../../../src/engine/belle-epoque/rules/diplomatic-disputes.js';
import {
  nextNpOrder,
  sellNpArmaments,
  sendNpMissions,
} from '../../../src/engine/belle-epoque/rules/non-player/np-action-phase.js';
import { npCardStep } from '../../../src/engine/belle-epoque/rules/non-player/np-cards.js';
import { npDisputeBonus, npDisputePhase } from '../../../src/engine/belle-epoque/rules/non-player/np-disputes.js';
import { soloOutcome } from '../../../src/engine/belle-epoque/rules/non-player/np-setup.js';
import type { BelleState } from '../../../src/engine/belle-epoque/rules/types.js';
import { act, freshGame, given, position, put, rig } from './builders.js';

const FR = 'france',
  GB = 'great-britain',
  CE = 'central-empires',
  RU = 'russia';

/** A base position (builders' `given`) in which `np` are Non-Player Powers. */
function givenNp(turn: number, np: PowerId[]): BelleState {
  const s = given(turn);
  s.np = {
    powers: [...np],
    order: [...np],
    flagged: {},
    armamentDiscarded: {},
    sabotage: {},
    bonus: {},
    debt: {},
    queue: null,
  };
  s.seats = POWERS.filter((p) => !np.includes(p)).map((p, i) => ({ seat: i + 1, powers: [p], roll: null }));
  return s;
}
const keys = (ev: GameEvent[], k: string) => ev.filter((e) => e.key === `belle-epoque.log.${k}`);

describe('13.1 setup with Non-Player Powers', () => {
  it("places each NP card's cubes, keeps only the common National cards and leaves the humans to 3.3", () => {
    const s = freshGame('solo', { players: 1, soloPower: 'russia' });
    expect(s.np!.powers).toEqual([GB, CE, FR]);
    expect(s.seats).toEqual([{ seat: 1, powers: [RU], roll: null }]);
    for (const p of [GB, CE, FR] as PowerId[]) {
      expect(s.powers[p].setupPool).toBe(0);
      const placed = Object.values(NP_STATUS_CARDS[p].setup).reduce((a, b) => a + b, 0);
      expect(s.board.china.filter((sp) => sp.cube === p).length).toBe(NP_STATUS_CARDS[p].setup.china ?? 0);
      expect(placed).toBeGreaterThan(0);
      expect(
        s.powers[p].nationalHand.every(
          (c) => !['N_superior_doctrine', 'N_empire_of_the_seas', 'N_foreign_legion'].includes(c),
        ),
      ).toBe(true);
      expect(s.powers[p].nationalHand).toHaveLength(3);
    }
    expect(s.step).toBe('setup');
  });

  it("every NP placement list fills its Power's whole setup pool and meets 3.3.2 minimums", () => {
    const s = freshGame('all', { players: 1, soloPower: 'france' });
    for (const p of s.np!.powers)
      expect(s.powers[p].reserve + Object.values(NP_STATUS_CARDS[p].setup).reduce((a, b) => a + b, 0)).toBe(40);
  });
});

describe('13.2 NP turn order', () => {
  it('the NP that acted first becomes last (GB, FR, RU → FR, RU, GB), humans follow', () => {
    const s = givenNp(2, [GB, FR, RU]);
    s.np!.order = [GB, FR, RU];
    s.turnOrder = [CE];
    nextNpOrder(s);
    expect(s.turnOrder).toEqual([FR, RU, GB, CE]);
  });

  it('humans cannot resolve a Dispute against an NP cube (13.3 note)', () => {
    const s = givenNp(2, [FR]);
    put(s, 'belgium', [
      [FR, CE],
      [GB, CE],
    ]);
    expect(resolvableDisputes(s, CE)).toEqual([{ territory: 'belgium', space: 2 }]);
  });
});

describe('13.4.4 NP France plays Nationalist Disorders on Turn 3', () => {
  it('removes 2 CE cubes in Belgium, 1 GB cube in Italy and the Russian cube in Melanesia', () => {
    const s = givenNp(3, [FR]);
    s.powers.france.nationalHand = ['N_nationalist_disorders_FR'];
    put(s, 'belgium', [CE, CE, CE, FR, null, null]);
    put(s, 'italy', [GB, FR, 'italy', null, null, null]);
    put(s, 'melanesia', ['netherlands', 'netherlands', GB, CE, RU, null]);
    const ev: GameEvent[] = [];
    npCardStep(s, FR, ev);
    expect(s.board.belgium.filter((sp) => sp.cube === CE)).toHaveLength(1);
    expect(s.board.italy.filter((sp) => sp.cube === GB)).toHaveLength(0);
    expect(s.board.melanesia.map((sp) => sp.cube)).toEqual(['netherlands', 'netherlands', GB, CE, null, null]);
    expect(s.markers.map((m) => m.power).sort()).toEqual([CE, GB, RU].sort());
    expect(keys(ev, 'np_tie_roll')).toHaveLength(0); // GB and CE were already hit: no die needed
  });

  it('with three untouched Powers tied, the die decides on 1–2, 3–4, 5–6 (public roll)', () => {
    const s = givenNp(3, [FR]);
    s.powers.france.nationalHand = ['N_nationalist_disorders_FR'];
    for (const t of ['belgium', 'italy'] as const) put(s, t, []);
    put(s, 'melanesia', ['netherlands', 'netherlands', GB, CE, RU, null]);
    rig(s, [4]);
    const ev: GameEvent[] = [];
    npCardStep(s, FR, ev);
    const tie = keys(ev, 'np_tie_roll')[0];
    expect(tie.params).toMatchObject({ die: 4, chosen: CE });
    expect(tie.irreversible).toBe(true);
    expect(tie.audience).toBe('public');
  });
});

describe('13.7 NP France sends its Diplomatic Missions (row 3: Belgium (Greece))', () => {
  const first = (s: BelleState) => {
    s.powers.france.embassies = 0;
    rig(s, [3, 1, 1]);
    const ev: GameEvent[] = [];
    sendNpMissions(s, FR, ev);
    return ev;
  };
  it('case a: Belgium is not an ally; the cube takes the free space and France gains the alliance', () => {
    const s = givenNp(2, [FR]);
    put(s, 'belgium', [FR, FR, FR, CE, CE, null]);
    first(s);
    expect(s.board.belgium[5].cube).toBe(FR);
    expect(s.holders.belgium).toBe(FR);
  });
  it('case b: Belgium is full; the cube goes on top of a Central Empires cube (the most present)', () => {
    const s = givenNp(2, [FR]);
    put(s, 'belgium', [FR, FR, CE, CE, GB, RU]);
    first(s);
    const tops = s.board.belgium.filter((sp) => sp.top === FR);
    expect(tops).toHaveLength(1);
    expect(tops[0].cube).toBe(CE);
  });
  it('case c: Belgium is already allied; the cube goes to Greece, in brackets', () => {
    const s = givenNp(2, [FR]);
    put(s, 'belgium', [FR, FR, FR, FR, null, null]);
    put(s, 'greece', []);
    first(s);
    expect(s.board.belgium.filter((sp) => sp.cube === FR)).toHaveLength(4);
    expect(s.board.greece[0].cube).toBe(FR);
  });
  it('differences R2: with both held, the row die is rolled again for that column and it restarts at (a)', () => {
    const s = givenNp(2, [FR]);
    put(s, 'belgium', [FR, FR, FR, FR, null, null]);
    put(s, 'greece', [FR, FR, FR, null]);
    put(s, 'italy', []);
    s.powers.france.embassies = 0;
    rig(s, [3, 1, 1, 1]); // row 3; column 1 rerolls 1 → Italy (Spain)
    const ev: GameEvent[] = [];
    sendNpMissions(s, FR, ev);
    expect(keys(ev, 'np_roll_reroll_column')[0].params).toMatchObject({ column: 1, die: 1 });
    expect(s.board.italy[0].cube).toBe(FR);
  });
  it('G14: an Embassies cube an NP owed is one cube fewer at its sending step', () => {
    const s = givenNp(2, [FR]);
    s.np!.debt.france = 1;
    const before = s.powers.france.reserve;
    s.powers.france.embassies = 0;
    rig(s, [2, 1, 1]);
    const ev: GameEvent[] = [];
    sendNpMissions(s, FR, ev);
    expect(before - s.powers.france.reserve).toBe(2);
    expect(keys(ev, 'np_roll_last_column')).toHaveLength(0);
    expect(s.np!.debt.france).toBe(0);
  });
  it('from Turn 4 France sends a 4th cube on its own column (13.7.2)', () => {
    const s = givenNp(4, [FR]);
    const before = s.powers.france.reserve;
    s.powers.france.embassies = 0;
    rig(s, [2, 1, 1]);
    sendNpMissions(s, FR, []);
    expect(before - s.powers.france.reserve).toBe(4);
  });
});

describe('13.8 NP France sells Armaments', () => {
  it('skips Italy and China (no change), Belgium (cubes already there) and picks Melanesia by rank', () => {
    const s = givenNp(4, [FR]);
    put(s, 'italy', []);
    put(s, 'china', []);
    put(s, 'belgium', [null, null, null, null, { armament: GB }, { armament: GB }]);
    put(s, 'melanesia', ['netherlands', 'netherlands', FR, FR, FR, null]);
    put(s, 'french_guinea', [FR, FR, null, null]);
    put(s, 'namibia', [FR, FR, FR, null, null, null]);
    s.np!.flagged.france = 1;
    sellNpArmaments(s, FR, []);
    expect(s.board.melanesia[5].armament).toBe(FR);
    expect(s.holders.melanesia).toBe(FR);
    expect(s.board.french_guinea.some((sp) => sp.armament)).toBe(false);
  });
});

describe('13.7 / 13.8 an Armament cube set aside that finds no territory is discarded', () => {
  it('Turn 2: a row roll of 1 sets a cube aside; selling starts in Turn 4 (8.9), so it goes to the General Reserve', () => {
    const s = position({ turn: 2, np: ['FR'], dice: [1] });
    const ev: GameEvent[] = [];
    sendNpMissions(s, FR, ev);
    expect(keys(ev, 'np_armament_flagged')).toHaveLength(1);
    sellNpArmaments(s, FR, ev);
    expect(keys(ev, 'np_armament_discarded')).toHaveLength(1);
    expect(s.powers.france.armamentArsenal).toBe(4); // of 5: the discarded cube is out of France's supply
    expect(s.board.melanesia.some((sp) => sp.armament)).toBe(false);
    belleEpoque.checkInvariants!(s);
  });

  it('Turn 5: no territory changes hands, so the cube set aside is discarded as well', () => {
    const s = position({ turn: 5, np: ['FR'] });
    s.np!.flagged.france = 1;
    const ev: GameEvent[] = [];
    sellNpArmaments(s, FR, ev);
    expect(keys(ev, 'np_armament_discarded')).toHaveLength(1);
    expect(s.powers.france.armamentArsenal).toBe(4);
    belleEpoque.checkInvariants!(s);
  });

  it('a row roll of 2 sets nothing aside', () => {
    const s = position({ turn: 2, np: ['FR'], dice: [2] });
    const ev: GameEvent[] = [];
    sendNpMissions(s, FR, ev);
    sellNpArmaments(s, FR, ev);
    expect(keys(ev, 'np_armament_flagged')).toHaveLength(0);
    expect(s.powers.france.armamentArsenal).toBe(5);
  });
});

describe('13.9 Dispute resolution with NP Powers', () => {
  it('13.9.1: +9 over 3 Disputes is +3; halves round up; never above +4', () => {
    expect(npDisputeBonus(9, 3)).toBe(3);
    expect(npDisputeBonus(7, 2)).toBe(4);
    expect(npDisputeBonus(5, 2)).toBe(3);
    expect(npDisputeBonus(14, 1)).toBe(4);
  });
  it('phase (e): NP Central Empires in 3 Disputes on Turn 4 gets +3 in each, rolled in public', () => {
    const s = givenNp(4, [CE, RU]);
    expect(NP_STATUS_CARDS[CE].progress[3].arsenal).toBe(9);
    put(s, 'serbia', [[RU, CE], null, null, null, null, null]);
    put(s, 'bulgaria', [[RU, CE], null, null, null]);
    put(s, 'romania', [[CE, RU], null, null, null, null, null]);
    const ev: GameEvent[] = [];
    expect(npDisputePhase(s, ev)).toBe('done');
    expect(keys(ev, 'np_dispute_bonus').find((e) => e.params?.power === CE)!.params).toMatchObject({
      disputes: 3,
      bonus: 3,
    });
    expect(keys(ev, 'np_roll_dispute')).toHaveLength(3);
    expect(keys(ev, 'np_roll_dispute_defence')).toHaveLength(3);
    for (const t of ['serbia', 'bulgaria', 'romania'] as const) expect(s.board[t][0].top).toBeNull();
  });
  it('13.9.3: against a human, the human commits units and the NP side adds its bonus', () => {
    const s = givenNp(4, [CE]);
    put(s, 'serbia', [[RU, CE], null, null, null, null, null]);
    s.powers.russia.armies.reserve -= 2;
    s.powers.russia.armies.arsenal += 2;
    expect(npDisputePhase(s, [])).toBe('wait');
    expect(s.step).toBe('dispute.defend');
    expect(s.dispute!.np).toEqual({ side: 'attacker', bonus: 4 });
  });
});

describe('13.4.6 Change of Strategy in phase (e)', () => {
  it('the NP rerolls when losing and a 6 would win, then the game moves on to the next turn', () => {
    const s = givenNp(4, [CE]);
    s.powers[CE].intrigueHand = ['IC11'];
    put(s, 'serbia', [[RU, CE], null, null, null, null, null]);
    expect(npDisputePhase(s, [])).toBe('wait');
    rig(s, [1, 6, 3]); // CE 1 + 4 against RU 6 + 0; the reroll gives 3 + 4 = 7
    const { state, events } = belleEpoque.apply(s, RU, {
      type: 'commit',
      fleets: 0,
      minorFleets: 0,
      armies: 0,
      minorArmies: 0,
      card: null,
    });
    expect(keys(events, 'card_played').map((e) => e.params?.half)).toContain('I_change_strategy');
    expect(keys(events, 'dispute_result')[0].params).toMatchObject({
      attackerTotal: 7,
      defenderTotal: 6,
      winner: 'attacker',
    });
    expect(state.board.serbia[0].cube).toBe(CE);
    expect(state.turn).toBe(5);
  });
});

describe('locales for chapter 13', () => {
  it('every event key met in seeded solo games has English and Italian text', () => {
    const { en, it: itl } = belleEpoque.locales as Record<string, Record<string, Record<string, string>>>;
    const seen = new Set<string>();
    for (let g = 0; g < 4; g++) {
      const setup = setupGame(`np-loc-${g}`, BelleOptions.parse({ players: 1, promoIntrigue: true }));
      for (const e of setup.events) seen.add(e.key);
      let s = setup.state;
      while (!belleEpoque.result(s)) {
        const role = belleEpoque.activeRoles(s)[0];
        const legal = belleEpoque.legalActions(s, role);
        const r = belleEpoque.apply(
          s,
          role,
          belleEpoque.bot!(belleEpoque.view(s, role), role, legal, botStream(`np-loc-${g}`, role, s.version)),
        );
        for (const e of r.events) seen.add(e.key);
        s = r.state;
      }
    }
    expect([...seen].some((k) => k.includes('.np_roll_row'))).toBe(true);
    for (const k of seen) {
      const [, group, name] = k.split('.');
      expect(typeof en[group]?.[name], k).toBe('string');
      expect(typeof itl[group]?.[name], k).toBe('string');
    }
  });
});

describe('13.10 solo victory levels', () => {
  const ended = (vp: number, turn: number, reason: 'turn9' | 'sarajevo') => {
    const s = givenNp(9, [GB, CE, FR]);
    s.ended = { turn, reason };
    s.final = { vp: { 'great-britain': 0, 'central-empires': 0, france: 0, russia: vp }, seatVp: [vp], winners: [RU] };
    return soloOutcome(s)!;
  };
  it.each([
    [74, 9, 'turn9', 'overwhelming_defeat'],
    [75, 9, 'turn9', 'marginal_defeat'],
    [85, 9, 'turn9', 'minor_victory'],
    [95, 9, 'turn9', 'significant_victory'],
    [110, 9, 'turn9', 'overwhelming_victory'],
    [65, 7, 'sarajevo', 'marginal_defeat'],
    [80, 8, 'sarajevo', 'minor_victory'],
  ] as const)('%i VP ending on Turn %i (%s) → %s', (vp, turn, reason, level) => {
    expect(ended(vp, turn, reason).victoryLevel).toBe(level);
  });
});

describe('13.4: an NP hand stays face down', () => {
  it('a Spy Ring aimed at an NP takes a card by die and shows the NP hand to nobody (seed np-220)', () => {
    // The state of NP fuzz seed np-220 at v70: Great Britain alone against three NP Powers plays Spy Ring
    // (IC12) at Central Empires, whose hand is IC28 and IC14. Before the fix Great Britain was asked to
    // choose and its view listed both NP cards under resolution.pending.reveal.
    let s = givenNp(2, [FR, RU, CE]);
    const npHand = ['IC28', 'IC14'];
    s.powers[GB].intrigueHand = ['IC12'];
    s.powers[CE].intrigueHand = [...npHand];
    s.intrigueDeck = s.intrigueDeck.filter((c) => c !== 'IC12' && !npHand.includes(c));
    s = act(s, GB, { type: 'play_card', card: 'IC12', half: 'I_spy_ring' }).state;
    expect(s.resolution?.pending?.options).toContain(CE);
    s = act(s, GB, { type: 'choose', option: CE }).state;
    expect(s.resolution?.pending ?? null).toBeNull();
    for (const role of [GB, 'observer']) {
      const seen = JSON.stringify(belleEpoque.view(s, role));
      const mine = role === GB ? s.powers[GB].intrigueHand : [];
      for (const c of s.powers[CE].intrigueHand) expect(seen, `${role} sees ${c}`).not.toContain(`"${c}"`);
      for (const c of npHand.filter((c) => !mine.includes(c)))
        expect(seen, `${role} sees ${c}`).not.toContain(`"${c}"`);
    }
    expect(s.powers[GB].intrigueHand).toHaveLength(1);
    expect(npHand).toContain(s.powers[GB].intrigueHand[0]);
    expect([...s.powers[GB].intrigueHand, ...s.powers[CE].intrigueHand].sort()).toEqual([...npHand].sort());
    expect(s.markers).toContainEqual({ power: CE, card: 'IC12', cube: true });
  });
});
