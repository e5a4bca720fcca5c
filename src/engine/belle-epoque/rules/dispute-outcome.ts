// The outcome of a Diplomatic Dispute (8.7), the same whether humans or Non-Player Powers (13.9) fight it.
import { isPower, minorTerritoryOf, type Owner, type PowerId } from '../data/index.js';
import { toReserve } from './board.js';
import type { BelleState, Space } from './types.js';

export type DisputeWinner = 'attacker' | 'defender' | 'none';

/** The Power that speaks for the base cube's side: its owner, or the ally of a Minor cube (8.7.4). */
export function defenderPowerOf(s: BelleState, attacker: PowerId, owner: Owner): PowerId | null {
  if (isPower(owner)) return owner;
  const m = minorTerritoryOf(owner);
  const ally = m ? s.holders[m] : null;
  return ally && ally !== attacker ? ally : null; // 8.7.4: the ally may intervene
}

/**
 * 8.7: the higher total wins; a tie goes to the higher Prestige, and when Prestige ties too (or a neutral
 * Minor, which has none, defends: B12) nobody wins.
 */
export function disputeWinner(
  s: BelleState,
  attacker: PowerId,
  defenderPower: PowerId | null,
  attackerTotal: number,
  defenderTotal: number,
): DisputeWinner {
  if (attackerTotal !== defenderTotal) return attackerTotal > defenderTotal ? 'attacker' : 'defender';
  const pa = s.powers[attacker].prestige;
  const pd = defenderPower ? s.powers[defenderPower].prestige : pa;
  return pa === pd ? 'none' : pa > pd ? 'attacker' : 'defender';
}

/** 8.7: the winner's cube keeps the space, the loser's goes to its reserve; with no winner both go. */
export function settleSpace(s: BelleState, sp: Space, attacker: PowerId, winner: DisputeWinner): void {
  if (winner === 'attacker') {
    toReserve(s, sp.cube!);
    sp.cube = attacker;
  } else if (winner === 'defender') {
    toReserve(s, sp.top!);
  } else {
    toReserve(s, sp.cube!);
    toReserve(s, sp.top!);
    sp.cube = null;
  }
  sp.top = null;
}
