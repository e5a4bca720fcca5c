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
import { ANY_ADJ, ARMY_ADJ, FLEET_ADJ, isLand, PROVINCE, provinceOf } from './data/map.js';
import { canReach, dumbbotMovement, dumbbotValues, valueAt, type Position, type Values } from './bot-baseline.js';
import { boardOf } from './rules/board.js';
import { adjudicateMovement, type MovementOrder, type MovementResult } from './rules/movement.js';
import { checkMovementOrder } from './rules/orders.js';
import type { Order, Power, RuleSet, Unit } from './types.js';

interface SearchSettings {
  /** candidate order sets from the baseline (the deterministic best plus randomized variants) */
  candidates: number;
  /** sampled order sets of the other powers */
  samples: number;
  /** rounds of one-unit improvements */
  passes: number;
  /** moves per unit tried in an improvement round (the most valuable destinations) */
  moves: number;
}

/** How far behind the best (in score points, a centre is 10) a half-evaluated set may be and still go on. */
const PRUNE_MARGIN = 4;

export const STANDARD: SearchSettings = { candidates: 6, samples: 4, passes: 1, moves: 4 };
export const STRONG: SearchSettings = { candidates: 12, samples: 10, passes: 2, moves: 8 };

/** What a position after adjudication is worth to `me` (higher is better). */
function positionScore(
  pos: Position,
  me: Power,
  r: Pick<MovementResult, 'units' | 'dislodged'>,
  v: Values,
  maxValue: number,
): number {
  const fall = pos.season === 'fall';
  const byProv: Record<string, Unit> = {};
  for (const u of r.units) byProv[provinceOf(u.at)] = u;
  // an occupied centre goes to its occupant after the Fall turn (the spring score anticipates it).
  const owners: Record<string, Power> = { ...pos.supplyCenters };
  for (const u of r.units) if (PROVINCE[provinceOf(u.at)]!.sc) owners[provinceOf(u.at)] = u.power;
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
function alternatives(
  pos: Position,
  me: Power,
  u: Unit,
  current: readonly Order[],
  rules: RuleSet,
  v: Values,
  moveCount: number,
): Order[] {
  const here = provinceOf(u.at);
  const board = boardOf(pos.units);
  const out: Order[] = [{ type: 'hold', unit: u.at, unitType: u.type }];
  const moves = (u.type === 'fleet' ? [...(FLEET_ADJ[u.at] ?? [])] : (ARMY_ADJ[here] ?? []).filter(isLand))
    .sort((a, b) => valueAt(v, u.type, b) - valueAt(v, u.type, a))
    .slice(0, moveCount);
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

/** Whether another power's unit stands within two provinces of this unit. */
function inContact(pos: Position, u: Unit): boolean {
  const here = provinceOf(u.at);
  const near = new Set<string>([here]);
  for (const q of ANY_ADJ[here] ?? []) {
    near.add(q);
    for (const r of ANY_ADJ[q] ?? []) near.add(r);
  }
  return pos.units.some((o) => o.power !== u.power && near.has(provinceOf(o.at)));
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
  /**
   * Mean score over the samples. Past the first half, a set already trailing the best by more than
   * PRUNE_MARGIN is dropped (it returns -Infinity): the rest of the samples would rarely save it.
   */
  const evaluate = (orders: readonly Order[], bound: number) => {
    let total = 0;
    const own = orders.map((order) => ({ power: me, order }));
    const half = Math.ceil(samples.length / 2);
    for (let i = 0; i < samples.length; i++) {
      const r = adjudicateMovement(pos.units, [...own, ...samples[i]!], rules);
      total += positionScore(pos, me, r, myValues, maxValue);
      if (i + 1 === half && i + 1 < samples.length && total / half < bound - PRUNE_MARGIN) return -Infinity;
    }
    return total / samples.length;
  };

  const tried = new Set<string>();
  let best: Order[] = [];
  let bestScore = -Infinity;
  const consider = (orders: Order[]) => {
    const key = JSON.stringify(orders);
    if (tried.has(key)) return false;
    tried.add(key);
    const score = evaluate(orders, bestScore);
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
      // Units far from any other power keep the baseline's choice: only contact needs the search.
      if (!inContact(pos, mine[i]!)) continue;
      for (const alt of alternatives(pos, me, mine[i]!, best, rules, myValues, settings.moves)) {
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
