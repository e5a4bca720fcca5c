// Chapter "Movimento" (§16-18, §22 transit): roads, forced march, zones of control, reinforcements.
import { LAND_ADJ, SEA_ROUTE, TOWN, type Side } from '../data/index.js';
import type { ArmyState } from '../types.js';
import {
  activeCommander,
  fieldArmiesAt,
  isBritishArmy,
  isForbiddenTown,
  isHalted,
  other,
  townSide,
  type S,
} from './common.js';

/** Is `town` one where a move must stop (§18, §22 transit)? An enemy town, or a town inside an enemy
 *  army's zone of control (every town joined by a road to a town where an enemy army camps, §17). */
export function isStopTown(s: S, side: Side, town: string): boolean {
  if (townSide(s, town) === other(side)) return true;
  for (const n of LAND_ADJ[town]!) if (fieldArmiesAt(s, n, other(side)).length > 0) return true;
  return false;
}
export function canEnter(s: S, side: Side, town: string): boolean {
  if (isForbiddenTown(s, town)) return false; // neutral Prussia
  if (fieldArmiesAt(s, town, other(side)).length > 0) return false; // attack it instead (G18)
  return true;
}
/** Towns an army can end a move in, with their distance (1-2 normal march, 3 forced march, §16). */
export function reachable(s: S, a: ArmyState): Map<string, number> {
  const out = new Map<string, number>();
  if (!canMove(s, a)) return out;
  if (a.town === 'ENGLAND') {
    // §3: the sea route carries British armies from England to Amsterdam, from 1702 (turn 4); whole move.
    if (s.turn >= 4 && isBritishArmy(a) && canEnter(s, a.side, SEA_ROUTE.to)) out.set(SEA_ROUTE.to, 1);
    return out;
  }
  const dist = new Map<string, number>([[a.town, 0]]);
  let frontier = [a.town];
  for (let d = 1; d <= 3; d++) {
    const nextF: string[] = [];
    for (const t of frontier) {
      if (t !== a.town && isStopTown(s, a.side, t)) continue;
      for (const n of LAND_ADJ[t]!) {
        if (dist.has(n) || !canEnter(s, a.side, n)) continue;
        dist.set(n, d);
        nextF.push(n);
      }
    }
    frontier = nextF;
  }
  for (const [t, d] of dist) {
    if (d === 0) continue;
    if (TOWN[t]!.state === 'LORRAINE') continue; // §2: Lorraine may be crossed, never stopped in
    out.set(t, d);
  }
  if (a.town === SEA_ROUTE.to && s.turn >= 4 && isBritishArmy(a)) out.set(SEA_ROUTE.from, 1);
  return out;
}
/** §22 transit: the town a move into `to` passes last, i.e. the town next to `to` the army came from
 *  (a town one road short of `to` on a shortest legal path; own towns first, then by name). */
export function lastStep(s: S, a: ArmyState, to: string): string {
  const dist = new Map<string, number>([[a.town, 0]]);
  let frontier = [a.town];
  for (let d = 1; d <= 3 && !dist.has(to); d++) {
    const nextF: string[] = [];
    for (const t of frontier) {
      if (t !== a.town && isStopTown(s, a.side, t)) continue;
      for (const n of LAND_ADJ[t]!) {
        if (dist.has(n) || !canEnter(s, a.side, n)) continue;
        dist.set(n, d);
        nextF.push(n);
      }
    }
    frontier = nextF;
  }
  const d = dist.get(to);
  if (d === undefined || d <= 1) return a.town;
  const before = LAND_ADJ[to]!.filter((t) => dist.get(t) === d - 1 && (t === a.town || !isStopTown(s, a.side, t))).sort(
    (x, y) => {
      const ox = townSide(s, x) === a.side ? 0 : 1;
      const oy = townSide(s, y) === a.side ? 0 : 1;
      return ox - oy || (x < y ? -1 : 1);
    },
  );
  return before[0] ?? a.town;
}
export function canMove(s: S, a: ArmyState): boolean {
  return !a.moved && !isHalted(s, a) && activeCommander(s, a) !== null && s.pending === null;
}

/** Enemy armies that must react when `mover` stops at its town (§17): adjacent, outside the walls, able to move. */
export function zocReactors(s: S, mover: ArmyState): ArmyState[] {
  if (mover.town === 'ENGLAND') return [];
  const out: ArmyState[] = [];
  for (const n of LAND_ADJ[mover.town]!) {
    for (const e of fieldArmiesAt(s, n, other(mover.side))) {
      if (isHalted(s, e) || activeCommander(s, e) === null) continue;
      out.push(e);
    }
  }
  return out.sort((x, y) => (x.id < y.id ? -1 : 1));
}

/** 5.9 retreat: one road to a town not held by the enemy, without enemy armies, not the attacker's town,
 *  not neutral Prussia, not Lorraine. Own towns first, then neutral; ties by name (house rule: the engine
 *  picks instead of asking). */
export function retreatTowns(s: S, a: ArmyState, avoid: string): string[] {
  if (a.town === 'ENGLAND') return [];
  return LAND_ADJ[a.town]!.filter(
    (t) =>
      t !== avoid &&
      townSide(s, t) !== other(a.side) &&
      fieldArmiesAt(s, t, other(a.side)).length === 0 &&
      !isForbiddenTown(s, t) &&
      TOWN[t]!.state !== 'LORRAINE',
  ).sort((x, y) => {
    const ox = townSide(s, x) === a.side ? 0 : 1;
    const oy = townSide(s, y) === a.side ? 0 : 1;
    return ox - oy || (x < y ? -1 : 1);
  });
}

/** §22 losses / 5.13: reinforcements travel up to 5 roads from their depot through towns not held by the
 *  enemy and free of enemy armies (the target's town excepted); never by sea. */
export function reinforcementDistance(s: S, from: string, to: string, side: Side): number | null {
  if (from === to) return 0;
  const dist = new Map<string, number>([[from, 0]]);
  let frontier = [from];
  for (let d = 1; d <= 5; d++) {
    const nextF: string[] = [];
    for (const t of frontier) {
      for (const n of LAND_ADJ[t]!) {
        if (dist.has(n)) continue;
        if (n === to) return d;
        if (townSide(s, n) === other(side) || fieldArmiesAt(s, n, other(side)).length > 0 || isForbiddenTown(s, n))
          continue;
        dist.set(n, d);
        nextF.push(n);
      }
    }
    frontier = nextF;
  }
  return null;
}
