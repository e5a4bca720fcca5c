/**
 * Chapter "Retreats" (§XI): each dislodged unit retreats or is disbanded; retreats cannot
 * be supported or convoyed; two retreats into one space are both disbanded; a unit with
 * no order is disbanded.
 */
import { isProvince, provinceOf } from '../data/map.js';
import type { Dislodged, OrderOutcome, RuleSet, Unit } from '../types.js';
import type { MovementOrder } from './movement.js';
import { fleetDestination } from './orders.js';

interface RetreatResult {
  outcomes: OrderOutcome[];
  units: Unit[];
  /** dislodged units that were disbanded (ordered, unordered or bounced) */
  disbanded: Dislodged[];
}

/** Resolves a retreat order's destination to one of the unit's retreat options, or null. */
export function retreatTarget(d: Dislodged, to: string, rules: RuleSet): string | null {
  if (!isProvince(provinceOf(to))) return null;
  if (d.type === 'army') {
    const prov = provinceOf(to);
    return d.retreats.includes(prov) ? prov : null;
  }
  const dest = fleetDestination(d.at, to, rules);
  return dest.ok && d.retreats.includes(dest.order) ? dest.order : null;
}

export function adjudicateRetreats(
  units: readonly Unit[],
  dislodged: readonly Dislodged[],
  orders: readonly MovementOrder[],
  rules: RuleSet,
): RetreatResult {
  const outcomes: OrderOutcome[] = orders.map((o) => ({ power: o.power, order: o.order, result: 'fails', reason: '' }));
  const chosen: Record<string, { index: number; to: string | null }> = {};
  orders.forEach((o, i) => {
    const out = outcomes[i]!;
    const order = o.order;
    if (order.type !== 'retreat' && order.type !== 'disband') {
      // only dislodged units receive orders in a retreat phase.
      out.result = 'illegal';
      out.reason = 'wrong_phase';
      return;
    }
    const d = dislodged.find((x) => provinceOf(x.at) === provinceOf(order.unit));
    if (!d) {
      out.result = 'illegal';
      out.reason = 'not_dislodged';
      return;
    }
    if (d.power !== o.power) {
      out.result = 'illegal';
      out.reason = 'not_your_unit';
      return;
    }
    const key = provinceOf(d.at);
    if (chosen[key]) {
      out.result = 'illegal';
      out.reason = 'duplicate_order';
      return;
    }
    if (order.type === 'disband') {
      chosen[key] = { index: i, to: null };
      return;
    }
    const to = retreatTarget(d, order.to, rules);
    if (!to) {
      out.result = 'illegal';
      out.reason = 'bad_retreat';
      return;
    }
    chosen[key] = { index: i, to };
  });
  const count: Record<string, number> = {};
  for (const c of Object.values(chosen)) if (c.to) count[provinceOf(c.to)] = (count[provinceOf(c.to)] ?? 0) + 1;
  const next = [...units];
  const disbanded: Dislodged[] = [];
  for (const d of dislodged) {
    const c = chosen[provinceOf(d.at)];
    if (c?.to && count[provinceOf(c.to)] === 1) {
      next.push({ power: d.power, type: d.type, at: c.to });
      outcomes[c.index]!.result = 'succeeds';
    } else {
      disbanded.push(d);
      if (c) {
        const out = outcomes[c.index]!;
        if (c.to) out.reason = 'bounced';
        else out.result = 'succeeds';
      }
    }
  }
  next.sort((a, b) => (a.at < b.at ? -1 : 1));
  return { outcomes, units: next, disbanded };
}
