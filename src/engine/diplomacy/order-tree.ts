/**
 * Legal choices for a power now: the options tree for guided menus (unit → order type → target)
 * and the flat, per-unit list `legalActions` returns. Both come from the legality checks in
 * rules/orders.ts, which `apply` uses too.
 */
import type { DiplomacyAction } from './actions.js';
import { owingPowers, survivors } from './game.js';
import { buildOptions, movementOptions, retreatOptionsFor, type UnitOptions } from './rules/order-options.js';
import { boardOf } from './rules/board.js';
import type { DiplomacyState } from './state.js';
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

function fitsAdjustment(s: DiplomacyState, power: Power, order: Order): boolean {
  const current = s.orders[power] ?? [];
  const delta = s.adjustments[power] ?? 0;
  if (order.type === 'build' || order.type === 'waive') {
    const others = current.filter(
      (o) => !(order.type === 'build' && o.type === 'build' && o.at.slice(0, 3) === order.at.slice(0, 3)),
    );
    return others.filter((o) => o.type === 'build' || o.type === 'waive').length < delta;
  }
  if (order.type === 'remove') {
    if (current.some((o) => o.type === 'remove' && o.unit === order.unit)) return false;
    return current.filter((o) => o.type === 'remove').length < -delta;
  }
  return true;
}

export function legalActionsFor(s: DiplomacyState, role: string): DiplomacyAction[] {
  if (s.result) return [];
  if (role === 'system') return owingPowers(s).length ? [{ type: 'close_phase' }] : [];
  if (!(s.powers as string[]).includes(role)) return [];
  const power = role as Power;
  const out: DiplomacyAction[] = [];
  if (owingPowers(s).includes(power)) {
    const tree = legalOrderTree(s, power);
    for (const u of tree.units)
      for (const list of Object.values(u.orders))
        for (const order of list ?? []) {
          if (s.phase !== 'adjustment' || fitsAdjustment(s, power, order)) out.push({ type: 'set_order', order });
        }
    for (const order of tree.builds) if (fitsAdjustment(s, power, order)) out.push({ type: 'set_order', order });
    out.push({ type: 'set_orders', orders: s.orders[power] ?? [] });
    if ((s.orders[power] ?? []).length) out.push({ type: 'clear_orders' });
    out.push(s.ready.includes(power) ? { type: 'unready' } : { type: 'ready' });
  }
  const alive = survivors(s);
  if (alive.includes(power)) {
    out.push({ type: 'vote_draw', draw: !s.drawVotes.includes(power) });
    for (const p of alive) if (p !== power && s.concessions[power] !== p) out.push({ type: 'vote_concede', to: p });
    if (s.concessions[power]) out.push({ type: 'vote_concede', to: null });
  }
  return out;
}
