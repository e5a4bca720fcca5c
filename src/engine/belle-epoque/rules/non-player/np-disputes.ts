import {
  INTRIGUE,
  MINOR_DEFENCE,
  TERRITORY_IDS,
  type MinorCube,
  type PowerId,
  type TerritoryId,
} from '../../data/index.js';
import { NP_DISPUTE_BONUS_CAP, NP_STATUS_CARDS } from '../../data/np-status-cards.js';
import { log, recheckHolders } from '../board.js';
import type { BelleState, Dispute, Ev } from '../types.js';
import { isNp, npRoll } from './np-state.js';
import { disputeBonus } from '../dispute-bonus.js';
import { defenderPowerOf, disputeWinner, settleSpace } from '../dispute-outcome.js';

/** 13.3 note: a Dispute in which an NP takes part (its cube on top, its cube beneath, or its allied Minor's cube). */
export function involvesNp(s: BelleState, t: TerritoryId, i: number): boolean {
  const sp = s.board[t][i];
  if (!sp.cube || !sp.top) return false;
  return isNp(s, sp.top) || isNp(s, defenderPowerOf(s, sp.top as PowerId, sp.cube));
}

/** 13.9.1: Arsenal Bonus ÷ number of its Disputes, rounded half up, at most +4; Sabotage subtracts 2 (not below 0). */
export function npDisputeBonus(arsenal: number, disputes: number, sabotage = 0): number {
  if (disputes <= 0) return 0;
  return Math.max(0, Math.min(NP_DISPUTE_BONUS_CAP, Math.floor(arsenal / disputes + 0.5)) - sabotage);
}

/**
 * 13.3 phase (e): every Dispute involving an NP is resolved now, in board order. NP against NP (or a neutral
 * Minor) runs straight through; against a human, the human commits units as in 8.7 and the engine waits.
 * Returns 'wait' while a human must decide, 'done' when the phase is over.
 */
export function npDisputePhase(s: BelleState, ev: Ev): 'wait' | 'done' {
  const np = s.np;
  if (!np) return 'done';
  if (np.queue === null) {
    np.queue = [];
    const count: Record<string, number> = {};
    for (const t of TERRITORY_IDS)
      s.board[t].forEach((sp, i) => {
        if (!involvesNp(s, t, i)) return;
        np.queue!.push(`${t}:${i}`);
        for (const q of [sp.top as PowerId, defenderPowerOf(s, sp.top as PowerId, sp.cube!)])
          if (q && isNp(s, q)) count[q] = (count[q] ?? 0) + 1;
      });
    for (const p of np.powers) {
      if (!count[p]) continue;
      const arsenal = NP_STATUS_CARDS[p].progress[s.turn - 1].arsenal;
      np.bonus[p] = npDisputeBonus(arsenal, count[p], np.sabotage[p] ?? 0);
      log(ev, 'np_dispute_bonus', { power: p, arsenal, disputes: count[p], bonus: np.bonus[p] });
    }
  }
  while (np.queue.length) {
    const [t, k] = np.queue.shift()!.split(':');
    const terr = t as TerritoryId;
    const i = Number(k);
    if (!involvesNp(s, terr, i)) continue; // an earlier result changed this space
    const sp = s.board[terr][i];
    const attacker = sp.top as PowerId;
    const defenderPower = defenderPowerOf(s, attacker, sp.cube!);
    const human = !isNp(s, attacker) ? 'attacker' : defenderPower && !isNp(s, defenderPower) ? 'defender' : null;
    log(ev, 'dispute_begins', { attacker, defender: sp.cube!, territory: terr, space: i + 1 });
    if (human === null) {
      resolveNpOnly(s, terr, i, attacker, defenderPower, ev);
      continue;
    }
    // 13.9.3: the human side commits as in 8.7; the NP side's modifier is its Dispute Bonus.
    const npSide = human === 'attacker' ? 'defender' : 'attacker';
    const npPower = (npSide === 'attacker' ? attacker : defenderPower)!;
    const none = { fleets: 0, minorFleets: 0, armies: 0, minorArmies: 0 };
    const d: Dispute = {
      territory: terr,
      space: i,
      attacker,
      defender: sp.cube!,
      defenderPower,
      stage: human === 'attacker' ? 'attack' : 'defend',
      attackerUnits: { ...none },
      defenderUnits: { ...none },
      noDefenderFleets: false,
      attackerBonus: 0,
      defenderBonus: 0,
      empireOfTheSeas: false,
      rolls: null,
      rerollQueue: [],
      rerolled: [],
      np: { side: npSide, bonus: np.bonus[npPower] ?? 0 },
    };
    s.dispute = d;
    s.step = human === 'attacker' ? 'dispute.attack' : 'dispute.defend';
    return 'wait';
  }
  np.queue = null;
  s.step = 'action';
  return 'done';
}

/** 13.9.2: both sides roll one die plus their bonus; ties go to the higher Prestige, else both cubes leave. */
function resolveNpOnly(
  s: BelleState,
  t: TerritoryId,
  i: number,
  attacker: PowerId,
  defenderPower: PowerId | null,
  ev: Ev,
): void {
  const np = s.np!;
  const sp = s.board[t][i];
  const defender = sp.cube!;
  let a = npRoll(s, attacker, 'dispute', ev);
  let d = npRoll(s, (defenderPower ?? defender) as PowerId, 'dispute_defence', ev);
  const ab = np.bonus[attacker] ?? 0;
  const db = defenderPower ? (np.bonus[defenderPower] ?? 0) : MINOR_DEFENCE[defender as MinorCube];
  const outcome = () => disputeWinner(s, attacker, defenderPower, a + ab, d + db);
  // 13.4.6 Change of Strategy: used in the first Dispute where, after both rolls, a reroll could still win.
  for (const side of ['attacker', 'defender'] as const) {
    const p = side === 'attacker' ? attacker : defenderPower;
    if (!p || !isNp(s, p) || outcome() === side) continue;
    const hand = s.powers[p].intrigueHand;
    const card = hand.find((c) => INTRIGUE[c].halves[0] === 'I_change_strategy');
    if (!card) continue;
    const six =
      side === 'attacker' ? 6 + ab > d + db || (6 + ab === d + db && outcome() !== 'defender') : 6 + db > a + ab;
    if (!six) continue;
    hand.splice(hand.indexOf(card), 1);
    s.intrigueDiscard.push(card);
    log(ev, 'card_played', { power: p, card, half: 'I_change_strategy' });
    if (side === 'attacker') a = npRoll(s, p, 'reroll', ev);
    else d = npRoll(s, p, 'reroll', ev);
  }
  const winner = outcome();
  settleSpace(s, sp, attacker, winner);
  log(ev, 'dispute_result', { attacker, defender, territory: t, attackerTotal: a + ab, defenderTotal: d + db, winner });
  recheckHolders(s, ev);
}

/**
 * 13.4.6 Change of Strategy in a Dispute with a human (phase e): after both dice, the NP rerolls its die if it
 * is losing and a 6 would still win (a tie it wins on Prestige included).
 */
export function npChangeOfStrategy(s: BelleState, d: Dispute, ev: Ev): void {
  if (!d.np || !d.rolls) return;
  const side = d.np.side;
  const other = side === 'attacker' ? 'defender' : 'attacker';
  const p = (side === 'attacker' ? d.attacker : d.defenderPower)!;
  const q = side === 'attacker' ? d.defenderPower : d.attacker;
  const hand = s.powers[p].intrigueHand;
  const card = hand.find((c) => INTRIGUE[c].halves[0] === 'I_change_strategy');
  if (!card) return;
  const mine = (roll: number) => roll + disputeBonus(s, d, side);
  const theirs = d.rolls[other] + disputeBonus(s, d, other);
  const wins = (total: number) =>
    total > theirs || (total === theirs && q !== null && s.powers[p].prestige > s.powers[q].prestige);
  if (wins(mine(d.rolls[side])) || !wins(mine(6))) return;
  hand.splice(hand.indexOf(card), 1);
  s.intrigueDiscard.push(card);
  log(ev, 'card_played', { power: p, card, half: 'I_change_strategy' });
  d.rolls[side] = npRoll(s, p, 'reroll', ev);
  d.rerolled.push(p);
}
