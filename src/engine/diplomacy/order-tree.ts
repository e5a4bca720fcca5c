/**
 * Legal choices for a power now as an options tree for guided menus (unit → order type → target); the
 * conductor's `legalActions` flattens it. The options come from rules/order-options.ts, which checks
 * them against rules/orders.ts, the legality `apply` uses too.
 */
import { buildOptions, movementOptions, retreatOptionsFor, type UnitOptions } from './rules/order-options.js';
import { boardOf } from './rules/board.js';
import { owingPowers, type DiplomacyState } from './state.js';
import type { Order, PhaseKind, Power } from './types.js';

export interface OrderTree {
  phase: PhaseKind;
  power: Power;
  /** per unit (movement: own units; retreat: own dislodged units; adjustment: own units when removing) */
  units: UnitOptions[];
  /** adjustment phase: possible builds (and waive) */
  builds: Order[];
  buildsAllowed: number;
  removalsRequired: number;
}

/** The options tree for guided order entry: unit → order type → orders. Empty when nothing is owed. */
export function legalOrderTree(s: DiplomacyState, power: Power): OrderTree {
  const delta = s.adjustments[power] ?? 0;
  const tree: OrderTree = {
    phase: s.phase,
    power,
    units: [],
    builds: [],
    buildsAllowed: Math.max(0, delta),
    removalsRequired: Math.max(0, -delta),
  };
  if (!owingPowers(s).includes(power)) return tree;
  const open = (o: Order) => {
    const t = 'to' in o && o.to ? o.to.slice(0, 3) : o.type === 'support' ? o.target.slice(0, 3) : null;
    return !t || !s.closed.includes(t);
  };
  if (s.phase === 'movement') {
    const board = boardOf(s.units);
    const memo = new Map<string, Set<string>>();
    tree.units = s.units.filter((u) => u.power === power).map((u) => movementOptions(board, u, s.rules, memo));
  } else if (s.phase === 'retreat') {
    tree.units = s.dislodged.filter((d) => d.power === power).map(retreatOptionsFor);
  } else if (delta > 0) {
    tree.builds = buildOptions(s.units, s.supplyCenters, power);
  } else if (delta < 0) {
    tree.units = s.units
      .filter((u) => u.power === power)
      .map((u) => ({ unit: u, orders: { remove: [{ type: 'remove', unit: u.at, unitType: u.type }] } }));
  }
  if (s.closed.length) {
    for (const u of tree.units)
      for (const k of Object.keys(u.orders) as Order['type'][]) u.orders[k] = u.orders[k]!.filter(open);
  }
  return tree;
}
