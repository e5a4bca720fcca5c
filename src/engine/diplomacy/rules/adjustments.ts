/**
 * Chapter "Supply centres and adjustments" (§XIII) and civil disorder removals (§XIV.4,
 * D-7): builds in empty owned home centres, removals to match the centre count, first legal orders
 * first (DATC 4.D.4–4.D.6), missing removals chosen by distance.
 */
import {
  ANY_ADJ,
  FLEET_PROV_ADJ,
  fleetLocations,
  hasSplitCoasts,
  homeCentres,
  isProvince,
  PROVINCE,
  provinceOf,
} from '../data/map.js';
import type { Loc, OrderOutcome, Power, RuleSet, Unit } from '../types.js';
import type { MovementOrder } from './movement.js';

interface AdjustmentResult {
  outcomes: OrderOutcome[];
  units: Unit[];
  /** removals chosen by the civil disorder rule */
  autoRemoved: Unit[];
}

/** Owned centres minus units: positive = builds allowed, negative = removals owed. */
export function adjustmentCounts(
  units: readonly Unit[],
  supplyCenters: Readonly<Record<string, Power>>,
  powers: readonly Power[],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of powers) out[p] = 0;
  for (const owner of Object.values(supplyCenters)) if (owner in out) out[owner]! += 1;
  for (const u of units) if (u.power in out) out[u.power]! -= 1;
  return out;
}

/** Home centres where `power` may build now: owned by it and empty. */
export function buildSites(
  units: readonly Unit[],
  supplyCenters: Readonly<Record<string, Power>>,
  power: Power,
): string[] {
  const occupied = new Set(units.map((u) => provinceOf(u.at)));
  return homeCentres(power).filter((c) => supplyCenters[c] === power && !occupied.has(c));
}

/** Distance in moves from a province to the nearest of `targets` (breadth-first over `graph`). */
function distance(
  from: string,
  targets: ReadonlySet<string>,
  graph: Readonly<Record<string, readonly string[]>>,
): number {
  if (targets.has(from)) return 0;
  const seen = new Set([from]);
  let frontier = [from];
  for (let d = 1; frontier.length; d++) {
    const next: string[] = [];
    for (const p of frontier) {
      for (const n of graph[p] ?? []) {
        if (seen.has(n)) continue;
        if (targets.has(n)) return d;
        seen.add(n);
        next.push(n);
      }
    }
    frontier = next;
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * Civil disorder removal order (D-5, D-7): farthest unit first; ties: fleets before armies, then the
 * English province names in alphabetical order (DATC 4.D.8).
 */
export function civilDisorderRemovals(
  units: readonly Unit[],
  supplyCenters: Readonly<Record<string, Power>>,
  power: Power,
  count: number,
  rules: RuleSet,
): Unit[] {
  const own = units.filter((u) => u.power === power);
  const targets =
    rules.cdRemoval === 'ownedCentres'
      ? new Set(
          Object.entries(supplyCenters)
            .filter(([, o]) => o === power)
            .map(([c]) => c),
        )
      : new Set(homeCentres(power));
  const scored = own.map((u) => ({
    u,
    d: distance(
      provinceOf(u.at),
      targets,
      rules.cdRemoval === 'homeCentres' && u.type === 'fleet' ? FLEET_PROV_ADJ : ANY_ADJ,
    ),
  }));
  scored.sort((a, b) => {
    if (a.d !== b.d) return b.d - a.d;
    if (a.u.type !== b.u.type) return a.u.type === 'fleet' ? -1 : 1;
    const na = PROVINCE[provinceOf(a.u.at)]!.en;
    const nb = PROVINCE[provinceOf(b.u.at)]!.en;
    return na < nb ? -1 : na > nb ? 1 : 0;
  });
  return scored.slice(0, count).map((s) => s.u);
}

/** Where a build order would place the unit, or a refusal reason. */
export function buildLocation(type: 'army' | 'fleet', at: Loc): { ok: true; loc: Loc } | { ok: false; reason: string } {
  const prov = provinceOf(at);
  if (!isProvince(prov)) return { ok: false, reason: 'unknown_province' };
  const def = PROVINCE[prov]!;
  if (type === 'army') return def.kind === 'sea' ? { ok: false, reason: 'army_to_sea' } : { ok: true, loc: prov };
  if (def.kind !== 'coast') return { ok: false, reason: 'fleet_inland' };
  if (hasSplitCoasts(prov)) {
    // a fleet built in STP must state its coast (DATC 6.B.14).
    if (at.length === 3 || !fleetLocations(prov).includes(at)) return { ok: false, reason: 'coast_needed' };
    return { ok: true, loc: at };
  }
  return { ok: true, loc: prov };
}

export function adjudicateAdjustments(
  units: readonly Unit[],
  supplyCenters: Readonly<Record<string, Power>>,
  orders: readonly MovementOrder[],
  powers: readonly Power[],
  rules: RuleSet,
): AdjustmentResult {
  const counts = adjustmentCounts(units, supplyCenters, powers);
  const outcomes: OrderOutcome[] = orders.map((o) => ({ power: o.power, order: o.order, result: 'fails', reason: '' }));
  const used: Record<string, number> = {};
  let next = [...units];
  const removed = new Set<string>();
  orders.forEach((o, i) => {
    const out = outcomes[i]!;
    const order = o.order;
    const delta = counts[o.power] ?? 0;
    const illegal = (reason: string) => {
      out.result = 'illegal';
      out.reason = reason;
    };
    if (order.type === 'build' || order.type === 'waive') {
      if (delta <= 0) return illegal('no_builds');
      if ((used[o.power] ?? 0) >= delta) {
        out.reason = 'no_builds_left';
        return;
      }
      if (order.type === 'build') {
        const where = buildLocation(order.unitType, order.at);
        if (!where.ok) return illegal(where.reason);
        const prov = provinceOf(where.loc);
        if (PROVINCE[prov]!.home !== o.power) return illegal('not_home_centre');
        if (supplyCenters[prov] !== o.power) return illegal('not_owned');
        if (next.some((u) => provinceOf(u.at) === prov)) return illegal('occupied');
        next.push({ power: o.power, type: order.unitType, at: where.loc });
      }
      used[o.power] = (used[o.power] ?? 0) + 1;
      out.result = 'succeeds';
      return;
    }
    if (order.type === 'remove' || order.type === 'disband') {
      if (delta >= 0) return illegal('no_removals');
      const prov = provinceOf(order.unit);
      const unit = next.find((u) => provinceOf(u.at) === prov);
      if (!unit) return illegal(removed.has(prov) ? 'duplicate_order' : 'no_unit');
      if (unit.power !== o.power) return illegal('not_your_unit');
      if ((used[o.power] ?? 0) >= -delta) {
        out.reason = 'no_removals_left';
        return;
      }
      next = next.filter((u) => u !== unit);
      removed.add(prov);
      used[o.power] = (used[o.power] ?? 0) + 1;
      out.result = 'succeeds';
      return;
    }
    illegal('wrong_phase');
  });
  // missing removals by the civil disorder rule.
  const autoRemoved: Unit[] = [];
  for (const p of powers) {
    const delta = counts[p] ?? 0;
    const missing = -delta - (used[p] ?? 0);
    if (delta < 0 && missing > 0) {
      const gone = civilDisorderRemovals(next, supplyCenters, p, missing, rules);
      autoRemoved.push(...gone);
      next = next.filter((u) => !gone.includes(u));
    }
  }
  next.sort((a, b) => (a.at < b.at ? -1 : 1));
  return { outcomes, units: next, autoRemoved };
}

/** after a Fall turn every occupied centre belongs to the occupant. */
export function updateSupplyCentres(
  units: readonly Unit[],
  supplyCenters: Readonly<Record<string, Power>>,
): Record<string, Power> {
  const out: Record<string, Power> = { ...supplyCenters };
  for (const u of units) {
    const prov = provinceOf(u.at);
    if (PROVINCE[prov]!.sc) out[prov] = u.power;
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}
