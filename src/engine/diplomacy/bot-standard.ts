/**
 * The shipped bot (`botLevel=standard`): a sampled search over coherent order sets.
 *
 * A plan gives each of its units an intent: stay, or move to a location. `realize` turns a plan into
 * orders that fit together, every time a plan changes:
 *   - an army going over water is carried by a chain of our own staying fleets (one or more) that are
 *     ordered to convoy it; without such a chain it stays;
 *   - two of our units never go to the same province, never swap places and never walk into one of
 *     our units that stays (the less valuable move stays instead), so we never bounce ourselves;
 *   - every unit that stays then supports the move or hold of ours that needs it most (a province
 *     another power can reach or holds), else holds; supports are derived from the moves actually
 *     played, so none is void.
 * A movement phase then
 *   1. writes candidate plans from the baseline's choices (bot-baseline.ts, DumbBot) and several of
 *      its randomized variants;
 *   2. samples what the other powers may order, from the baseline run for each of them on the public
 *      position (the same view a player has);
 *   3. scores every plan against every sample by adjudicating the phase with our adjudicator
 *      (rules/movement.ts) and valuing the result (`positionScore`: centres after the phase, units,
 *      the safety of our centres against next season's threats, and the balance of power);
 *   4. improves the best plan one unit at a time (stay, the most valuable moves, convoyed moves);
 *   5. mixes: among the plans within MIX_MARGIN of the best (OPENING_MIX_MARGIN in 1901) it plays one with a chance in proportion
 *      to how far it clears that floor, drawn from the bot's seeded stream, so one position does not
 *      always get the same answer and a seed still reproduces a game.
 */
import { int, next, type HasRng } from '../core/index.js';
import { ARMY_ADJ, FLEET_ADJ, isLand, isSea, PROVINCE, PROVINCES, provinceOf, SEA_NEIGHBOURS } from './data/map.js';
import { canReach, dumbbotMovement, dumbbotValues, valueAt, type Position, type Values } from './bot-baseline.js';
import { boardOf } from './rules/board.js';
import { adjudicateMovement, type MovementOrder, type MovementResult } from './rules/movement.js';
import { checkMovementOrder } from './rules/orders.js';
import type { Order, Power, RuleSet, Unit } from './types.js';

export interface SearchSettings {
  /** candidate plans from the baseline (the deterministic best plus randomized variants) */
  candidates: number;
  /** sampled order sets of the other powers */
  samples: number;
  /** rounds of one-unit improvements */
  passes: number;
  /** moves per unit tried in an improvement round (the most valuable destinations) */
  moves: number;
}

/** How far behind the best (in score points, a centre is 10) a half-evaluated plan may be and still go on. */
const PRUNE_MARGIN = 4;
/**
 * Plans within this many points of the best are played with a chance in proportion to their lead over
 * best − margin. The opening year mixes wider: scores there differ by little more than sampling noise,
 * and a fixed opening is what a human exploits first.
 */
export const MIX_MARGIN = 2;
export const OPENING_MIX_MARGIN = 4;
/** At most this many plans share the mix. */
const MIX_TOP = 6;

export const STANDARD: SearchSettings = { candidates: 8, samples: 6, passes: 1, moves: 4 };

const SC_COUNT = PROVINCES.filter((p) => p.sc).length;

/** What a position after adjudication is worth to `me` (higher is better). */
export function positionScore(
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
  const counts: Partial<Record<Power, number>> = {};
  let score = 0;
  for (const [centre, owner] of Object.entries(owners)) {
    counts[owner] = (counts[owner] ?? 0) + 1;
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
  // Prospects: a centre not ours (neutral or another power's) that more of our units can reach than
  // any one other power can defend or contest is likely ours next turn (worth more in spring, when
  // the fall takes it).
  for (const p of PROVINCES) {
    if (!p.sc || owners[p.id] === me) continue;
    let ours = 0;
    const others: Record<string, number> = {};
    const occupant = byProv[p.id];
    if (occupant && occupant.power !== me) others[occupant.power] = 1;
    for (const u of r.units) {
      if (!canReach(u, p.id)) continue;
      if (u.power === me) ours++;
      else others[u.power] = (others[u.power] ?? 0) + 1;
    }
    if (ours === 0) continue;
    const rival = Math.max(0, ...Object.values(others));
    if (ours > rival) score += fall ? 1 : 3;
    else if (ours === rival && !occupant) score += fall ? 0.3 : 1;
  }
  // Balance of power: a rival past a third of the board is worth keeping down, whoever holds the
  // centres it would lose (a leader left alone wins; the others' centres are nobody's threat).
  let leader = 0;
  for (const [p, n] of Object.entries(counts)) if (p !== me && n! > leader) leader = n!;
  score -= 4 * Math.max(0, leader - SC_COUNT / 3);
  return score;
}

function maxOf(v: Values): number {
  let m = 0;
  for (const x of Object.values(v.army)) if (x > m) m = x;
  for (const x of Object.values(v.fleet)) if (x > m) m = x;
  return m;
}

/** Sea provinces holding one of `fleets` (the ones free to convoy), linking `from` to `to`: the shortest chain, or null. */
function convoyChain(from: string, to: string, fleets: ReadonlyMap<string, number>): string[] | null {
  const ends = new Set(SEA_NEIGHBOURS[to] ?? []);
  const prev = new Map<string, string | null>();
  const queue: string[] = [];
  for (const s of SEA_NEIGHBOURS[from] ?? [])
    if (isSea(s) && fleets.has(s)) {
      prev.set(s, null);
      queue.push(s);
    }
  while (queue.length) {
    const s = queue.shift()!;
    if (ends.has(s)) {
      const chain: string[] = [];
      for (let at: string | null = s; at !== null; at = prev.get(at)!) chain.unshift(at);
      return chain;
    }
    for (const n of SEA_NEIGHBOURS[s] ?? [])
      if (isSea(n) && fleets.has(n) && !prev.has(n)) {
        prev.set(n, s);
        queue.push(n);
      }
  }
  return null;
}

/** Foreign units (of the most numerous other power) that could enter each province, and whether a foreign unit stands in it. */
export function threats(pos: Position, me: Power): { reach: Record<string, number>; held: Set<string> } {
  const reach: Record<string, Record<string, number>> = {};
  const held = new Set<string>();
  for (const u of pos.units) {
    if (u.power === me) continue;
    held.add(provinceOf(u.at));
    const near = u.type === 'fleet' ? (FLEET_ADJ[u.at] ?? []).map(provinceOf) : (ARMY_ADJ[provinceOf(u.at)] ?? []);
    for (const p of new Set(near)) {
      const per = (reach[p] ??= {});
      per[u.power] = (per[u.power] ?? 0) + 1;
    }
  }
  const out: Record<string, number> = {};
  for (const [p, per] of Object.entries(reach)) out[p] = Math.max(...Object.values(per));
  return { reach: out, held };
}

/** A plan: for each of our units (in `mine` order) a location to move to, or null to stay. */
export type Plan = (string | null)[];

/**
 * Coherent orders for a plan (see the file comment): convoys by chains of our own fleets, no
 * self-bounce, supports derived from the moves and holds actually played.
 */
export function realize(
  pos: Position,
  me: Power,
  mine: readonly Unit[],
  plan: Plan,
  v: Values,
  rules: RuleSet,
  danger: ReturnType<typeof threats>,
): Order[] {
  const board = boardOf(pos.units);
  const to = [...plan];
  const here = mine.map((u) => provinceOf(u.at));
  const index = new Map(here.map((p, i) => [p, i]));
  const worth = (i: number) => valueAt(v, mine[i]!.type, to[i]!);
  let convoys = new Map<number, string[]>();
  for (let round = 0; round <= mine.length + 1; round++) {
    let changed = false;
    const stop = (i: number) => {
      to[i] = null;
      changed = true;
    };
    // Illegal moves stay (closed provinces, unknown coasts).
    for (let i = 0; i < mine.length; i++) {
      const dest = to[i];
      if (dest === null || dest === undefined) continue;
      if (pos.closed.includes(provinceOf(dest)) || provinceOf(dest) === here[i]) stop(i);
    }
    // Armies over water: a chain of our staying fleets at sea, each fleet used once.
    convoys = new Map();
    const free = new Map<string, number>();
    for (let i = 0; i < mine.length; i++)
      if (to[i] === null && mine[i]!.type === 'fleet' && isSea(here[i]!)) free.set(here[i]!, i);
    for (let i = 0; i < mine.length; i++) {
      const dest = to[i];
      if (!dest || mine[i]!.type !== 'army' || (ARMY_ADJ[here[i]!] ?? []).includes(provinceOf(dest))) continue;
      const chain =
        PROVINCE[here[i]!]!.kind === 'coast' && PROVINCE[provinceOf(dest)]!.kind === 'coast'
          ? convoyChain(here[i]!, provinceOf(dest), free)
          : null;
      if (!chain) {
        stop(i);
        continue;
      }
      for (const s of chain) free.delete(s);
      convoys.set(i, chain);
    }
    // Two of ours into one province: the more valuable move goes.
    const byDest = new Map<string, number>();
    for (let i = 0; i < mine.length; i++) {
      const dest = to[i];
      if (!dest) continue;
      const p = provinceOf(dest);
      const j = byDest.get(p);
      if (j === undefined) byDest.set(p, i);
      else if (worth(i) > worth(j)) {
        stop(j);
        byDest.set(p, i);
      } else stop(i);
    }
    for (let i = 0; i < mine.length; i++) {
      const dest = to[i];
      if (!dest) continue;
      const j = index.get(provinceOf(dest));
      if (j === undefined) continue;
      // Into one of ours that stays, or a swap without a convoy: the move stays.
      if (to[j] === null) stop(i);
      else if (provinceOf(to[j]!) === here[i] && !convoys.has(i) && !convoys.has(j)) stop(worth(i) >= worth(j) ? j : i);
    }
    if (!changed) break;
  }
  const convoying = new Map<number, { army: number; dest: string }>();
  for (const [army, chain] of convoys) for (const s of chain) convoying.set(index.get(s)!, { army, dest: to[army]! });

  const orders: Order[] = mine.map((u, i) => {
    const c = convoying.get(i);
    if (c)
      return { type: 'convoy', unit: u.at, unitType: 'fleet', target: here[c.army]!, to: provinceOf(c.dest) } as Order;
    const dest = to[i];
    if (!dest) return { type: 'hold', unit: u.at, unitType: u.type } as Order;
    if (convoys.has(i)) return { type: 'move', unit: u.at, unitType: 'army', to: provinceOf(dest), viaConvoy: true };
    return { type: 'move', unit: u.at, unitType: u.type, to: dest };
  });

  // Supports: each holding unit backs the move or hold of ours that needs it most.
  const assigned = new Map<number, number>();
  const need = (j: number) => {
    if (convoying.has(j)) return 0;
    const dest = to[j];
    if (dest) {
      const p = provinceOf(dest);
      return (danger.held.has(p) ? 1 : 0) + (danger.reach[p] ?? 0);
    }
    return danger.reach[here[j]!] ?? 0;
  };
  for (let i = 0; i < mine.length; i++) {
    if (orders[i]!.type !== 'hold') continue;
    const u = mine[i]!;
    let best = -1;
    let bestKey = 0;
    for (let j = 0; j < mine.length; j++) {
      if (j === i) continue;
      const n = need(j);
      if (n <= 0) continue;
      const into = to[j] ? provinceOf(to[j]!) : here[j]!;
      if (into === here[i] || !canReach(u, into)) continue;
      // Unmet need first, then the value of what is backed.
      const key = (n - (assigned.get(j) ?? 0)) * 1e9 + valueAt(v, mine[j]!.type, to[j] ?? mine[j]!.at);
      if (best < 0 || key > bestKey) {
        best = j;
        bestKey = key;
      }
    }
    if (best < 0) continue;
    const o: Order = to[best]
      ? { type: 'support', unit: u.at, unitType: u.type, target: mine[best]!.at, to: provinceOf(to[best]!) }
      : { type: 'support', unit: u.at, unitType: u.type, target: mine[best]!.at };
    if (!checkMovementOrder(board, me, o, rules).ok) continue;
    orders[i] = o;
    assigned.set(best, (assigned.get(best) ?? 0) + 1);
  }
  return orders;
}

/** The plan behind a set of orders (moves stay moves, everything else stays). */
function planOf(orders: readonly Order[]): Plan {
  return orders.map((o) => (o.type === 'move' ? o.to : null));
}

/** Whether another power's unit stands within two provinces of this unit. */
function inContact(pos: Position, u: Unit): boolean {
  const here = provinceOf(u.at);
  const near = new Set<string>([here]);
  for (const q of ARMY_ADJ[here] ?? []) near.add(q);
  for (const l of FLEET_ADJ[u.at] ?? []) near.add(provinceOf(l));
  for (const q of [...near]) for (const l of [...(ARMY_ADJ[q] ?? []), ...(FLEET_ADJ[q] ?? [])]) near.add(provinceOf(l));
  return pos.units.some((o) => o.power !== u.power && near.has(provinceOf(o.at)));
}

/** A unit's intents worth trying: stay, its most valuable moves, and (armies) convoyed moves by our fleets at sea. */
function intents(pos: Position, u: Unit, v: Values, count: number): Plan {
  const here = provinceOf(u.at);
  const out: Plan = [null];
  const near = u.type === 'fleet' ? [...(FLEET_ADJ[u.at] ?? [])] : (ARMY_ADJ[here] ?? []).filter(isLand);
  out.push(...near.sort((a, b) => valueAt(v, u.type, b) - valueAt(v, u.type, a)).slice(0, count));
  if (u.type === 'army' && PROVINCE[here]!.kind === 'coast') {
    const fleets = new Map<string, number>();
    for (const f of pos.units) if (f.power === u.power && f.type === 'fleet' && isSea(f.at)) fleets.set(f.at, 0);
    const far = PROVINCES.filter(
      (p) =>
        p.kind === 'coast' &&
        p.id !== here &&
        !(ARMY_ADJ[here] ?? []).includes(p.id) &&
        (SEA_NEIGHBOURS[p.id] ?? []).some((s) => fleets.has(s)) &&
        convoyChain(here, p.id, fleets),
    ).map((p) => p.id);
    out.push(...far.sort((a, b) => valueAt(v, 'army', b) - valueAt(v, 'army', a)).slice(0, 2));
  }
  return out;
}

/** A uniform number in [0, 1) from the bot's stream. */
const uniform = (rng: HasRng) => next(rng) / 0x100000000;

/** The search for a movement phase: one legal, coherent order per unit of `me`. */
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
  const danger = threats(pos, me);

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
   * Mean score over the samples. Past the first half, a plan already trailing the best by more than
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

  const scored = new Map<string, { orders: Order[]; score: number }>();
  let best: Order[] = [];
  let bestScore = -Infinity;
  const consider = (plan: Plan) => {
    const orders = realize(pos, me, mine, plan, myValues, rules, danger);
    const key = JSON.stringify(orders);
    if (scored.has(key)) return false;
    const score = evaluate(orders, bestScore);
    scored.set(key, { orders, score });
    if (score > bestScore + 1e-9) {
      best = orders;
      bestScore = score;
      return true;
    }
    return false;
  };
  consider(planOf(dumbbotMovement(pos, me, myValues, rules, null)));
  for (let k = 1; k < settings.candidates; k++) consider(planOf(dumbbotMovement(pos, me, myValues, rules, rng)));

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
      const base = planOf(best);
      for (const intent of intents(pos, mine[i]!, myValues, settings.moves)) {
        const plan = [...base];
        plan[i] = intent;
        if (consider(plan)) improved = true;
      }
    }
    if (!improved) break;
  }
  return mixed([...scored.values()], bestScore, pos.year === 1901 ? OPENING_MIX_MARGIN : MIX_MARGIN, rng);
}

/** One of the plans near the best, with a chance in proportion to its lead over best − margin. */
function mixed(plans: { orders: Order[]; score: number }[], bestScore: number, margin: number, rng: HasRng): Order[] {
  const floor = bestScore - margin;
  const near = plans
    .filter((p) => p.score > floor)
    .sort((a, b) => b.score - a.score)
    .slice(0, MIX_TOP);
  const total = near.reduce((s, p) => s + (p.score - floor), 0);
  let x = uniform(rng) * total;
  for (const p of near) {
    x -= p.score - floor;
    if (x < 0) return p.orders;
  }
  return near[0]!.orders;
}
