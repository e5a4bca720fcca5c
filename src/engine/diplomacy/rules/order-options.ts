/**
 * The options tree for guided order entry (STYLE §2: unit → order type → target). Every order listed
 * passes the same legality checks the adjudicator and `apply` use (orders.ts); the tree leaves out
 * only rarities a menu does not need (support of a convoyed move, explicit 'via convoy').
 */
import {
  ARMY_ADJ,
  armyReaches,
  FLEET_ADJ,
  fleetReachesProvince,
  FLEET_PROV_ADJ,
  isLand,
  isSea,
  PROVINCE,
  provinceOf,
  SEA_NEIGHBOURS,
} from '../data/map.js';
import type { Dislodged, Order, Power, RuleSet, Unit } from '../types.js';
import { buildLocation, buildSites } from './adjustments.js';
import { seasOnRoutes, type Board } from './board.js';

export interface UnitOptions {
  unit: Unit;
  orders: Partial<Record<Order['type'], Order[]>>;
}

/** Coastal provinces an army on `from` could reach through fleets now at sea (O-20 convoy attempts). */
function convoyDestinations(board: Board, from: string): string[] {
  const seen = new Set<string>();
  const queue = (SEA_NEIGHBOURS[from] ?? []).filter((s) => board[s]?.type === 'fleet');
  for (const s of queue) seen.add(s);
  while (queue.length) {
    const s = queue.shift()!;
    for (const n of SEA_NEIGHBOURS[s] ?? []) {
      if (isSea(n) && !seen.has(n) && board[n]?.type === 'fleet') {
        seen.add(n);
        queue.push(n);
      }
    }
  }
  const out = new Set<string>();
  for (const s of seen)
    for (const n of FLEET_ADJ[s] ?? []) {
      const p = provinceOf(n);
      if (p !== from && PROVINCE[p]!.kind === 'coast') out.add(p);
    }
  return [...out].sort();
}

const typed = (u: Unit) => ({ unit: u.at, unitType: u.type });

/** Legal moves of one unit (overland, along its coast, or by a convoy that is possible now). */
function moveOptions(board: Board, unit: Unit): Order[] {
  const here = provinceOf(unit.at);
  if (unit.type === 'fleet') return (FLEET_ADJ[unit.at] ?? []).map((l) => ({ type: 'move', ...typed(unit), to: l }));
  const dests = new Set<string>((ARMY_ADJ[here] ?? []).filter(isLand));
  if (PROVINCE[here]!.kind === 'coast') for (const d of convoyDestinations(board, here)) dests.add(d);
  return [...dests].sort().map((d) => ({ type: 'move', ...typed(unit), to: d }));
}

/** Memo for one board: the fleets on some route of each (army, destination) convoy. */
type RouteMemo = Map<string, Set<string>>;

/** Legal movement-phase orders of one unit. */
export function movementOptions(board: Board, unit: Unit, rules: RuleSet, memo: RouteMemo = new Map()): UnitOptions {
  void rules;
  const here = provinceOf(unit.at);
  const hold: Order[] = [{ type: 'hold', ...typed(unit) }];
  const move = moveOptions(board, unit);
  const support: Order[] = [];
  const seen = new Set<string>();
  const convoy: Order[] = [];
  const reach =
    unit.type === 'army'
      ? (ARMY_ADJ[here] ?? []).filter(isLand)
      : [...new Set((FLEET_ADJ[unit.at] ?? []).map(provinceOf))];
  for (const p of reach) {
    const other = board[p];
    if (other) support.push({ type: 'support', ...typed(unit), target: other.at, targetType: other.type });
    for (const q of [...(ARMY_ADJ[p] ?? []), ...(FLEET_PROV_ADJ[p] ?? [])]) {
      const mover = board[q];
      if (!mover || q === here || seen.has(`${q}>${p}`)) continue;
      // A fleet moves from the coast it is on: F STP/SC reaches bot, fin and lvn, not nwy or bar
      // (P-4 lets the supporter ignore coasts, never the supported fleet: P-14).
      const canGo = mover.type === 'army' ? armyReaches(q, p) && isLand(p) : fleetReachesProvince(mover.at, p);
      if (!canGo) continue;
      seen.add(`${q}>${p}`);
      support.push({ type: 'support', ...typed(unit), target: mover.at, targetType: mover.type, to: p });
    }
  }
  if (unit.type === 'fleet' && isSea(here)) {
    for (const a of Object.values(board)) {
      if (a.type !== 'army' || PROVINCE[provinceOf(a.at)]!.kind !== 'coast') continue;
      const from = provinceOf(a.at);
      for (const d of convoyDestinations(board, from)) {
        const key = `${from}>${d}`;
        let on = memo.get(key);
        if (!on) {
          on = seasOnRoutes(from, d, (s) => board[s]?.type === 'fleet');
          memo.set(key, on);
        }
        if (on.has(here)) convoy.push({ type: 'convoy', ...typed(unit), target: from, targetType: 'army', to: d });
      }
    }
  }
  // Every order here is legal by construction (adjacency, convoy routes); the tests check each one
  // against checkMovementOrder, the rule `apply` enforces.
  return { unit, orders: { hold, move, support, convoy } };
}

export function retreatOptionsFor(d: Dislodged): UnitOptions {
  const unit: Unit = { power: d.power, type: d.type, at: d.at };
  return {
    unit,
    orders: {
      retreat: d.retreats.map((to) => ({ type: 'retreat', ...typed(unit), to })),
      disband: [{ type: 'disband', ...typed(unit) }],
    },
  };
}

/** Builds a power may order now (one per empty owned home centre and unit type), and waive. */
export function buildOptions(
  units: readonly Unit[],
  supplyCenters: Readonly<Record<string, Power>>,
  power: Power,
): Order[] {
  const out: Order[] = [];
  for (const site of buildSites(units, supplyCenters, power)) {
    out.push({ type: 'build', unitType: 'army', at: site });
    const def = PROVINCE[site]!;
    if (def.kind === 'coast') {
      for (const loc of def.coasts.length ? def.coasts.map((c) => `${site}/${c}`) : [site]) {
        if (buildLocation('fleet', loc).ok) out.push({ type: 'build', unitType: 'fleet', at: loc });
      }
    }
  }
  out.push({ type: 'waive' });
  return out;
}
