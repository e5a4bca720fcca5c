/**
 * The shipped bot (`botLevel=standard`, and `strong` with a wider search): a sampled best response.
 *
 * In a movement phase it
 *   1. writes candidate order sets for its own units: the baseline's best choices (bot-baseline.ts,
 *      with its supports and own-fleet convoys) and several of its randomized variants;
 *   2. samples what the other powers may order, from the baseline policy run for each of them on
 *      the public position (it sees nothing else: the same view a player has);
 *   3. scores every candidate against every sample by adjudicating the phase with our adjudicator
 *      (rules/movement.ts) and valuing the resulting position (`positionScore`);
 *   4. improves the best set one unit at a time (hold, each move, each support of its own units),
 *      keeping a change when the mean score over the samples goes up; the best set is played.
 * Retreats and builds follow the baseline's values, scored the same way where it matters.
 * An army only ever moves over water when one of its own fleets is ordered to convoy it.
 */
import { int, type HasRng } from '../core/index.js';
import { ARMY_ADJ, FLEET_ADJ, isLand, provinceOf } from './data/map.js';
import { canReach, dumbbotMovement, dumbbotValues, valueAt, type Position, type Values } from './bot-baseline.js';
import { updateSupplyCentres } from './rules/adjustments.js';
import { boardOf } from './rules/board.js';
import { adjudicateMovement, type MovementOrder, type MovementResult } from './rules/movement.js';
import { checkMovementOrder } from './rules/orders.js';
import type { Order, Power, RuleSet, Unit } from './types.js';

export interface SearchSettings {
  /** candidate order sets from the baseline (the deterministic best plus randomized variants) */
  candidates: number;
  /** sampled order sets of the other powers */
  samples: number;
  /** rounds of one-unit improvements */
  passes: number;
}

export const STANDARD: SearchSettings = { candidates: 8, samples: 6, passes: 1 };
export const STRONG: SearchSettings = { candidates: 16, samples: 12, passes: 2 };

/** What a position after adjudication is worth to `me` (higher is better). */
export function positionScore(
  pos: Position,
  me: Power,
  r: Pick<MovementResult, 'units' | 'dislodged'>,
  v: Values,
  maxValue: number,
): number {
  const fall = pos.season === 'fall';
  const owners = updateSupplyCentres(r.units, pos.supplyCenters);
  const byProv: Record<string, Unit> = {};
  for (const u of r.units) byProv[provinceOf(u.at)] = u;
  let score = 0;
  for (const [centre, owner] of Object.entries(owners)) {
    if (owner !== me) continue;
    score += 10;
    if (byProv[centre]) continue;
    // An empty centre of ours with more enemy than own units next to it may be lost next turn.
    let enemy = 0;
    let ours = 0;
    for (const u of r.units) {
      if (!canReach(u, centre)) continue;
      if (u.power === me) ours++;
      else enemy++;
    }
    if (enemy > ours) score -= fall ? 2 : 6;
    else if (enemy > 0) score -= fall ? 0.5 : 1.5;
  }
  for (const u of r.units) {
    if (u.power !== me) continue;
    score += 5 + (maxValue > 0 ? (3 * Math.max(0, valueAt(v, u.type, u.at))) / maxValue : 0);
  }
  for (const d of r.dislodged) if (d.power === me && d.retreats.length) score += 2;
  return score;
}

function maxOf(v: Values): number {
  let m = 0;
  for (const x of Object.values(v.army)) if (x > m) m = x;
  for (const x of Object.values(v.fleet)) if (x > m) m = x;
  return m;
}

/** A unit's orders worth trying in the improvement step: hold, every move, supports of its own units. */
function alternatives(pos: Position, me: Power, u: Unit, current: readonly Order[], rules: RuleSet): Order[] {
  const here = provinceOf(u.at);
  const board = boardOf(pos.units);
  const out: Order[] = [{ type: 'hold', unit: u.at, unitType: u.type }];
  const moves = u.type === 'fleet' ? [...(FLEET_ADJ[u.at] ?? [])] : (ARMY_ADJ[here] ?? []).filter(isLand);
  for (const to of moves)
    if (!pos.closed.includes(provinceOf(to))) out.push({ type: 'move', unit: u.at, unitType: u.type, to });
  for (const o of current) {
    if (o.type === 'build' || o.type === 'waive' || provinceOf(o.unit) === here) continue;
    const other = board[provinceOf(o.unit)]!;
    if (o.type === 'move') {
      const dest = provinceOf(o.to);
      if (dest !== here && canReach(u, dest))
        out.push({ type: 'support', unit: u.at, unitType: u.type, target: other.at, to: dest });
    } else if (o.type !== 'convoy' && canReach(u, provinceOf(o.unit)))
      out.push({ type: 'support', unit: u.at, unitType: u.type, target: other.at });
  }
  return out.filter((o) => checkMovementOrder(board, me, o, rules).ok);
}

/** The sampled best response for a movement phase: one legal order per unit of `me`. */
export function bestResponseMovement(
  pos: Position,
  me: Power,
  rules: RuleSet,
  rng: HasRng,
  settings: SearchSettings,
): Order[] {
  const kind = pos.season === 'fall' ? 'fall' : 'spring';
  const values = new Map<Power, Values>();
  const valuesOf = (p: Power) => {
    let v = values.get(p);
    if (!v) values.set(p, (v = dumbbotValues(pos, p, kind)));
    return v;
  };
  const powers = [...new Set(pos.units.map((u) => u.power))].sort();
  const mine = pos.units.filter((u) => u.power === me);
  if (mine.length === 0) return [];
  const myValues = valuesOf(me);
  const maxValue = maxOf(myValues);

  const samples: MovementOrder[][] = [];
  for (let m = 0; m < settings.samples; m++) {
    const set: MovementOrder[] = [];
    for (const p of powers) {
      if (p === me) continue;
      for (const order of dumbbotMovement(pos, p, valuesOf(p), rules, rng)) set.push({ power: p, order });
    }
    samples.push(set);
  }
  const evaluate = (orders: readonly Order[]) => {
    let total = 0;
    const own = orders.map((order) => ({ power: me, order }));
    for (const s of samples) {
      const r = adjudicateMovement(pos.units, [...own, ...s], rules);
      total += positionScore(pos, me, r, myValues, maxValue);
    }
    return total / samples.length;
  };

  const tried = new Map<string, number>();
  let best: Order[] = [];
  let bestScore = -Infinity;
  const consider = (orders: Order[]) => {
    const key = JSON.stringify(orders);
    if (tried.has(key)) return false;
    const score = evaluate(orders);
    tried.set(key, score);
    if (score > bestScore + 1e-9) {
      best = orders;
      bestScore = score;
      return true;
    }
    return false;
  };
  consider(dumbbotMovement(pos, me, myValues, rules, null));
  for (let k = 1; k < settings.candidates; k++) consider(dumbbotMovement(pos, me, myValues, rules, rng));

  for (let pass = 0; pass < settings.passes; pass++) {
    let improved = false;
    // A random order of units, so no unit is always looked at last.
    const order = mine.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = int(rng, i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const i of order) {
      for (const alt of alternatives(pos, me, mine[i]!, best, rules)) {
        const next = [...best];
        next[i] = alt;
        // A convoy left without its army, or an army whose fleet now does something else, is cleaned
        // up by the check below: a convoyed move needs its fleet's convoy order.
        if (consider(withConvoysConsistent(next))) improved = true;
      }
    }
    if (!improved) break;
  }
  return best;
}

/**
 * Keeps convoys honest after a one-unit change: a convoy order whose army no longer moves to that
 * destination becomes a hold, and an army moving over water without its convoying fleet holds.
 */
function withConvoysConsistent(orders: Order[]): Order[] {
  const byUnit = new Map<string, Order>();
  for (const o of orders) if ('unit' in o) byUnit.set(provinceOf(o.unit), o);
  let out = orders.map((o) => {
    if (o.type !== 'convoy') return o;
    const army = byUnit.get(o.target);
    return army?.type === 'move' && provinceOf(army.to) === provinceOf(o.to)
      ? o
      : ({ type: 'hold', unit: o.unit, unitType: o.unitType } as Order);
  });
  const convoyed = new Set(out.filter((o) => o.type === 'convoy').map((o) => (o as { target: string }).target));
  out = out.map((o) => {
    if (o.type !== 'move' || o.unitType !== 'army') return o;
    const from = provinceOf(o.unit);
    if ((ARMY_ADJ[from] ?? []).includes(provinceOf(o.to)) || convoyed.has(from)) return o;
    return { type: 'hold', unit: o.unit, unitType: o.unitType };
  });
  return out;
}
