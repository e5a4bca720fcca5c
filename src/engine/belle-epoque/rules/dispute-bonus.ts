import { MINOR_DEFENCE, type MinorCube, type PowerId } from '../data/index.js';
import type { BelleState, Dispute, Modifier } from './types.js';

export type Side = 'attacker' | 'defender';

/** Modifiers from cards that apply to `p` in this Dispute. */
export function modifiersFor(
  s: BelleState,
  p: PowerId,
  d: Dispute | null,
  side: Side,
  kind: Modifier['kind'],
): Modifier[] {
  return s.modifiers.filter(
    (m) =>
      m.who === p && m.kind === kind && (m.duration !== 'next_attack' || (d?.empireOfTheSeas && side === 'attacker')),
  );
}

/**
 * 8.7: each side's modifier: +2 per Fleet, +1 per Army, at most +4; a British Fleet gives Great Britain
 * +1 and a cap of +5; the Central Empires get +1 when attacking with an Army (B7: it may pass +4) and +2
 * with Superior Doctrine, never beyond +6. 8.7.1: a neutral Minor defends at +1 (USA, Italy, Japan +2).
 */
export function disputeBonus(s: BelleState, d: Dispute, side: Side): number {
  if (d.np?.side === side) return d.np.bonus + (side === 'attacker' ? d.attackerBonus : d.defenderBonus); // 13.9.1
  const p = side === 'attacker' ? d.attacker : d.defenderPower;
  if (!p) return MINOR_DEFENCE[d.defender as MinorCube] + d.defenderBonus;
  const u = side === 'attacker' ? d.attackerUnits : d.defenderUnits;
  const fleetValue = Math.max(2, ...modifiersFor(s, p, d, side, 'fleet_value').map((m) => m.amount));
  let v = fleetValue * u.fleets + 2 * u.minorFleets + u.armies + u.minorArmies;
  let cap = 4;
  if (p === 'great-britain' && u.fleets > 0) {
    v += 1;
    cap = 5;
  }
  for (const m of modifiersFor(s, p, d, side, 'dispute_cap')) cap = Math.max(cap, m.amount);
  v = Math.min(cap, v);
  if (p === 'central-empires' && side === 'attacker' && u.armies > 0) v += 1;
  let totalCap: number | null = null;
  const ownCube = side === 'attacker' || d.defender === p;
  for (const m of modifiersFor(s, p, d, side, 'dispute_mod')) {
    if (m.amount < 0 && !ownCube) continue; // Sabotage: only Disputes over the target's own cubes
    v += m.amount;
    if (m.totalCap !== null) totalCap = m.totalCap;
  }
  if (totalCap !== null) v = Math.min(totalCap, v);
  return v + (side === 'attacker' ? d.attackerBonus : d.defenderBonus);
}
