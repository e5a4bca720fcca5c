/**
 * Chapter "Orders" (§VII, §IX, §XII; illegal orders §VII.4, D-12): is an order legal, knowing only
 * the board and not the other orders (O-20, DATC 4.E.1)? The same checks serve the adjudicator,
 * `legalActions` and `apply`, so legality is computed in one place (STYLE §2).
 */
import {
  armyReaches,
  FLEET_ADJ,
  fleetLocations,
  fleetReachesProvince,
  hasSplitCoasts,
  isLand,
  isProvince,
  isSea,
  PROVINCE,
  provinceOf,
} from '../data/map.js';
import type { Loc, Order, Power, RuleSet, Unit } from '../types.js';
import { convoyPossible, type Board } from './board.js';

/** A refused order carries its reason and the rulebook section that forbids it (Roman chapter.paragraph). */
type Legality<T> = { ok: true; order: T } | { ok: false; reason: string; rule: string };

const bad = (reason: string, rule: string): { ok: false; reason: string; rule: string } => ({
  ok: false,
  reason,
  rule,
});

/** The unit an order refers to, by province: a wrong coast for the unit's own position is ignored (DATC 6.B.10). */
function orderedUnit(board: Board, power: Power, loc: Loc): Legality<Unit> {
  if (!isProvince(provinceOf(loc))) return bad('unknown_province', 'VII.7');
  const u = board[provinceOf(loc)];
  if (!u) return bad('no_unit', 'VII.1');
  if (u.power !== power) return bad('not_your_unit', 'VII.1');
  return { ok: true, order: u };
}

/**
 * Resolves a fleet's destination coast (M-8, D-9, D-10): an unnamed coast is the only reachable
 * one (or illegal under `requireCoast`); a named coast must be reachable.
 */
export function fleetDestination(from: Loc, to: Loc, rules: Pick<RuleSet, 'requireCoast'>): Legality<Loc> {
  const prov = provinceOf(to);
  if (!isProvince(prov)) return bad('unknown_province', 'VII.7');
  if (PROVINCE[prov]!.kind === 'land') return bad('fleet_inland', 'VII.1');
  const adj = FLEET_ADJ[from] ?? [];
  if (hasSplitCoasts(prov)) {
    if (to.length > 3) return adj.includes(to) ? { ok: true, order: to } : bad('not_adjacent', 'VII.1');
    const options = fleetLocations(prov).filter((l) => adj.includes(l));
    if (options.length === 0) return bad('not_adjacent', 'VII.1');
    if (options.length > 1) return bad('coast_needed', 'VII.3');
    if (rules.requireCoast) return bad('coast_needed', 'VII.3');
    return { ok: true, order: options[0]! };
  }
  return adj.includes(prov) ? { ok: true, order: prov } : bad('not_adjacent', 'VII.1');
}

/** Canonical legal movement-phase order, with coasts resolved and the unit's real location. */
export type LegalMove =
  | { type: 'hold'; unit: Unit }
  | { type: 'move'; unit: Unit; to: Loc; viaConvoy: boolean; overland: boolean }
  | { type: 'support'; unit: Unit; target: string; to: string | null; toCoast: string | null }
  | { type: 'convoy'; unit: Unit; target: string; to: string };

/** Movement-phase legality of one order, before adjudication (§VII.4: impossible whatever the others order, G-14). */
export function checkMovementOrder(board: Board, power: Power, order: Order, rules: RuleSet): Legality<LegalMove> {
  if (
    order.type === 'build' ||
    order.type === 'waive' ||
    order.type === 'retreat' ||
    order.type === 'disband' ||
    order.type === 'remove'
  ) {
    return bad('wrong_phase', 'VII.1');
  }
  const found = orderedUnit(board, power, order.unit);
  if (!found.ok) return found;
  const unit = found.order;
  const here = provinceOf(unit.at);
  switch (order.type) {
    case 'hold':
      return { ok: true, order: { type: 'hold', unit } };
    case 'move': {
      const dest = provinceOf(order.to);
      if (!isProvince(dest)) return bad('unknown_province', 'VII.7');
      // M-6: a move to the space the unit already occupies is illegal, even via convoy.
      if (dest === here) return bad('same_province', 'VII.1');
      if (unit.type === 'fleet') {
        const to = fleetDestination(unit.at, order.to, rules);
        if (!to.ok) return to;
        return { ok: true, order: { type: 'move', unit, to: to.order, viaConvoy: false, overland: true } };
      }
      // An army ignores coasts (DATC 6.B.12) and never enters a sea zone.
      if (!isLand(dest)) return bad('army_to_sea', 'VII.1');
      const overland = armyReaches(here, dest);
      if (
        !overland &&
        !(PROVINCE[here]!.kind === 'coast' && PROVINCE[dest]!.kind === 'coast' && convoyPossible(board, here, dest))
      ) {
        return bad('not_adjacent', 'VII.1');
      }
      return { ok: true, order: { type: 'move', unit, to: dest, viaConvoy: order.viaConvoy === true, overland } };
    }
    case 'support': {
      const target = provinceOf(order.target);
      if (!isProvince(target)) return bad('unknown_province', 'VII.7');
      const supported = board[target];
      if (!supported) return bad('no_supported_unit', 'IX.1');
      // 6.A.8 / P-7: a unit cannot support itself.
      if (target === here) return bad('support_self', 'IX.1');
      const into = order.to === undefined ? target : provinceOf(order.to);
      if (!isProvince(into)) return bad('unknown_province', 'VII.7');
      // 6.D.34: support into the supporter's own province is illegal.
      if (into === here) return bad('support_own_area', 'IX.1');
      // P-2 / P-3: the supporter must be able to move into the province where the support acts (any coast, P-4).
      const reach =
        unit.type === 'army' ? isLand(into) && armyReaches(here, into) : fleetReachesProvince(unit.at, into);
      if (!reach) return bad('support_unreachable', 'IX.1');
      if (order.to === undefined)
        return { ok: true, order: { type: 'support', unit, target, to: null, toCoast: null } };
      if (into === target) return bad('support_self', 'IX.1');
      // The supported unit must be able to make the move: a fleet by its own coasts, an army overland or by a
      // convoy not needing the supporter itself (P-14, DATC 6.D.31).
      const possible =
        supported.type === 'fleet'
          ? fleetReachesProvince(supported.at, into)
          : isLand(into) &&
            (armyReaches(target, into) ||
              (PROVINCE[target]!.kind === 'coast' &&
                PROVINCE[into]!.kind === 'coast' &&
                convoyPossible(board, target, into, here)));
      if (!possible) return bad('supported_cannot_reach', 'IX.1');
      const coast = order.to.length > 3 && hasSplitCoasts(into) ? order.to.slice(4) : null;
      return { ok: true, order: { type: 'support', unit, target, to: into, toCoast: coast } };
    }
    case 'convoy': {
      // V-2: only fleets in sea zones convoy; V-3: only armies are convoyed.
      if (unit.type !== 'fleet') return bad('army_cannot_convoy', 'XII.1');
      if (!isSea(here)) return bad('convoy_not_at_sea', 'XII.1');
      const from = provinceOf(order.target);
      const to = provinceOf(order.to);
      if (!isProvince(from) || !isProvince(to)) return bad('unknown_province', 'VII.7');
      const army = board[from];
      if (!army) return bad('no_convoyed_unit', 'XII.1');
      if (army.type !== 'army') return bad('convoy_fleet', 'XII.1');
      if (from === to || PROVINCE[to]!.kind !== 'coast' || PROVINCE[from]!.kind !== 'coast')
        return bad('no_convoy_route', 'XII.1');
      // V-13: the fleet must lie on some possible route.
      if (!convoyPossible(board, from, to, undefined, here)) return bad('no_convoy_route', 'XII.1');
      return { ok: true, order: { type: 'convoy', unit, target: from, to } };
    }
  }
}
