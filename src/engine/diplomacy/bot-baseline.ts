/**
 * The baseline bot: our implementation of David Norman's DumbBot (2003), written from its published
 * description (the DAIDE "DumbBot algorithm" summary), not from its code. It is kept as the
 * yardstick the shipped bot is measured against (`botLevel=baseline`, `npm run tournament`).
 *
 * Stage one values every province and coast:
 *   - an own supply centre is worth the size of the largest power with a unit next to it (defence);
 *   - another power's centre is worth the size of its owner (attack); a neutral centre, the size of
 *     a power with no centres; any other province nothing.
 *   - a power's size is A·n² + B·n + C for n centres (A=1, B=4, C=16).
 *   - proximity[0] of a location is attack·wA + defence·wD (the season's weights); proximity[n] is
 *     the sum of proximity[n−1] over the location itself and its neighbours, divided by 5 (the
 *     published text prints "×" for the location's own term; the sum is what the method describes).
 *   - a location's value adds up proximity[0..9] with the season's weights, plus the strength of our
 *     attack on the province (our units next to it) and minus the competition for it (the most units
 *     any one other power has next to it).
 * Stage two orders the units in a random sequence: each goes to its best reachable location, with a
 * chance of taking the second best (third best, ...) that shrinks as the gap to the best grows. A
 * unit whose choice is already the destination of one of our moves supports that move instead; a
 * unit in our way is made to move on; a threatened unit of ours staying put gets a support to hold.
 * Our addition to the description: an army on a coast may be carried by one of our own fleets at sea
 * (the fleet is ordered to convoy it); it never counts on another power's fleet.
 * Retreats go to the best free location, builds to the best empty home centre, removals take the
 * unit standing on the least valuable location.
 *
 * Everything here reads only a public position (units, centres, season, closed provinces), so the
 * shipped bot can run it for every power to sample what the others may do.
 */
import { int, type HasRng } from '../core/index.js';
import {
  ANY_ADJ,
  ARMY_ADJ,
  FLEET_ADJ,
  fleetLocations,
  isLand,
  isSea,
  PROVINCE,
  PROVINCES,
  provinceOf,
} from './data/map.js';
import { buildOptions } from './rules/order-options.js';
import { boardOf, type Board } from './rules/board.js';
import { checkMovementOrder } from './rules/orders.js';
import { POWERS, type Dislodged, type Order, type Power, type RuleSet, type Unit } from './types.js';

/** The public part of a position the bots reason about. */
export interface Position {
  units: readonly Unit[];
  supplyCenters: Readonly<Record<string, Power>>;
  season: string;
  closed: readonly string[];
}

/** DumbBot's published weights (the names follow its description). */
export const DUMBBOT = {
  sizeSquare: 1,
  sizeLinear: 4,
  sizeConstant: 16,
  spring: {
    attack: 700,
    defence: 300,
    proximity: [100, 1000, 30, 10, 6, 5, 4, 3, 2, 1],
    strength: 1000,
    competition: 1000,
  },
  fall: {
    attack: 600,
    defence: 400,
    proximity: [1000, 100, 30, 10, 6, 5, 4, 3, 2, 1],
    strength: 1000,
    competition: 1000,
  },
  build: { proximity: [1000, 100, 30, 10, 6, 5, 4, 3, 2, 1], defence: 1000 },
  remove: { proximity: [1000, 100, 30, 10, 6, 5, 4, 3, 2, 1], defence: 1000 },
  /** percent chance of looking at the next best choice */
  playAlternative: 30,
  /** how fast that chance falls with the gap to the best (percent of the best value, times this / 100) */
  alternativeDifference: 500,
} as const;

// ── The two location graphs (derived constants) ──────────────────────────────────────────────
interface Graph {
  nodes: string[];
  index: Record<string, number>;
  adj: number[][];
}
function graphOf(nodes: string[], neighbours: (n: string) => readonly string[]): Graph {
  const index: Record<string, number> = Object.fromEntries(nodes.map((n, i) => [n, i]));
  return {
    nodes,
    index,
    adj: nodes.map((n) =>
      neighbours(n)
        .filter((m) => m in index)
        .map((m) => index[m]!),
    ),
  };
}
const ARMY_GRAPH = graphOf(
  PROVINCES.filter((p) => isLand(p.id)).map((p) => p.id),
  (n) => ARMY_ADJ[n] ?? [],
);
const FLEET_GRAPH = graphOf(
  PROVINCES.flatMap((p) => fleetLocations(p.id)),
  (n) => FLEET_ADJ[n] ?? [],
);

/** The size of a power with `n` centres. */
export function powerSize(n: number): number {
  return DUMBBOT.sizeSquare * n * n + DUMBBOT.sizeLinear * n + DUMBBOT.sizeConstant;
}

/** Whether a unit could move into (some coast of) a province, ignoring convoys. */
export function canReach(u: Unit, prov: string): boolean {
  if (u.type === 'army') return isLand(prov) && (ARMY_ADJ[provinceOf(u.at)] ?? []).includes(prov);
  return (FLEET_ADJ[u.at] ?? []).some((l) => provinceOf(l) === prov);
}

/** Location values of one power: army values by province, fleet values by location (coast). */
export interface Values {
  army: Record<string, number>;
  fleet: Record<string, number>;
  /** the province inputs, kept for tests and for the shipped bot's position score */
  attack: Record<string, number>;
  defence: Record<string, number>;
  strength: Record<string, number>;
  competition: Record<string, number>;
}

type ValueKind = 'spring' | 'fall' | 'build' | 'remove';

/** Stage one of DumbBot for `me` on a position. `kind`: the season's weights, or winter's builds/removals. */
export function dumbbotValues(pos: Position, me: Power, kind: ValueKind): Values {
  const centres: Record<string, number> = {};
  for (const p of Object.values(pos.supplyCenters)) centres[p] = (centres[p] ?? 0) + 1;
  const size = (p: Power | undefined) => powerSize(p ? (centres[p] ?? 0) : 0);
  const attack: Record<string, number> = {};
  const defence: Record<string, number> = {};
  const strength: Record<string, number> = {};
  const competition: Record<string, number> = {};
  const byProv: Record<string, Unit> = {};
  for (const u of pos.units) byProv[provinceOf(u.at)] = u;
  for (const p of PROVINCES) {
    attack[p.id] = 0;
    defence[p.id] = 0;
    if (p.sc) {
      const owner = pos.supplyCenters[p.id];
      if (owner === me) {
        let largest = 0;
        for (const q of ANY_ADJ[p.id] ?? []) {
          const u = byProv[q];
          if (u && u.power !== me && canReach(u, p.id)) largest = Math.max(largest, size(u.power));
        }
        defence[p.id] = largest;
      } else attack[p.id] = size(owner);
    }
    let mine = 0;
    const others: Record<string, number> = {};
    for (const q of ANY_ADJ[p.id] ?? []) {
      const u = byProv[q];
      if (!u || !canReach(u, p.id)) continue;
      if (u.power === me) mine++;
      else others[u.power] = (others[u.power] ?? 0) + 1;
    }
    strength[p.id] = mine;
    competition[p.id] = Math.max(0, ...Object.values(others));
  }
  const season = kind === 'spring' ? DUMBBOT.spring : DUMBBOT.fall;
  const weights =
    kind === 'spring' ? DUMBBOT.spring.proximity : kind === 'fall' ? DUMBBOT.fall.proximity : DUMBBOT[kind].proximity;
  const spread = (g: Graph): Record<string, number> => {
    const n = g.nodes.length;
    let layer = g.nodes.map((loc) => {
      const prov = provinceOf(loc);
      return attack[prov]! * season.attack + defence[prov]! * season.defence;
    });
    const total = new Array<number>(n).fill(0);
    for (const w of weights) {
      for (let i = 0; i < n; i++) total[i]! += w * layer[i]!;
      const next = new Array<number>(n).fill(0);
      for (let i = 0; i < n; i++) {
        let sum = layer[i]!;
        for (const j of g.adj[i]!) sum += layer[j]!;
        next[i] = sum / 5;
      }
      layer = next;
    }
    const out: Record<string, number> = {};
    for (let i = 0; i < n; i++) {
      const prov = provinceOf(g.nodes[i]!);
      out[g.nodes[i]!] =
        kind === 'spring' || kind === 'fall'
          ? total[i]! + season.strength * strength[prov]! - season.competition * competition[prov]!
          : total[i]! + DUMBBOT[kind].defence * defence[prov]!;
    }
    return out;
  };
  return { army: spread(ARMY_GRAPH), fleet: spread(FLEET_GRAPH), attack, defence, strength, competition };
}

/** The value of a unit of `type` standing at `loc`. */
export function valueAt(v: Values, type: Unit['type'], loc: string): number {
  return (type === 'army' ? v.army[provinceOf(loc)] : v.fleet[loc]) ?? 0;
}

/**
 * Walks a list sorted best first: from the best, each next choice is taken with a chance of
 * playAlternative percent, less the gap to the best in percent of the best times the modifier.
 */
function pickIndex(values: readonly number[], rng: HasRng | null): number {
  if (!rng || values.length < 2) return 0;
  const best = values[0]!;
  let i = 0;
  while (i + 1 < values.length) {
    const gap = best > 0 ? ((best - values[i + 1]!) / best) * 100 : 100;
    const chance = DUMBBOT.playAlternative - (gap * DUMBBOT.alternativeDifference) / 100;
    if (int(rng, 100) >= chance) break;
    i++;
  }
  return i;
}

function shuffled<T>(list: readonly T[], rng: HasRng | null): T[] {
  const out = [...list];
  if (!rng) return out;
  for (let i = out.length - 1; i > 0; i--) {
    const j = int(rng, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

interface Choice {
  loc: string;
  value: number;
  /** the fleet of ours that would carry an army there */
  via: Unit | null;
}

/** Where a unit may go this turn: stay, move, or (armies) a one-fleet convoy by our own fleet. */
function choicesFor(u: Unit, v: Values, pos: Position, board: Board, free: (f: Unit) => boolean): Choice[] {
  const here = provinceOf(u.at);
  const out: Choice[] = [{ loc: u.at, value: valueAt(v, u.type, u.at), via: null }];
  const seen = new Set<string>([here]);
  const add = (loc: string, via: Unit | null) => {
    const prov = provinceOf(loc);
    if (pos.closed.includes(prov) || (seen.has(prov) && u.type === 'army')) return;
    seen.add(prov);
    out.push({ loc, value: valueAt(v, u.type, loc), via });
  };
  if (u.type === 'fleet') for (const l of FLEET_ADJ[u.at] ?? []) add(l, null);
  else {
    for (const p of ARMY_ADJ[here] ?? []) if (isLand(p)) add(p, null);
    if (PROVINCE[here]!.kind === 'coast') {
      for (const f of Object.values(board)) {
        if (f.power !== u.power || f.type !== 'fleet' || !isSea(provinceOf(f.at)) || !free(f)) continue;
        const sea = provinceOf(f.at);
        if (!(FLEET_ADJ[sea] ?? []).some((l) => provinceOf(l) === here)) continue;
        for (const l of FLEET_ADJ[sea] ?? []) {
          const p = provinceOf(l);
          if (PROVINCE[p]!.kind === 'coast' && !(ARMY_ADJ[here] ?? []).includes(p)) add(p, f);
        }
      }
    }
  }
  return out.sort((a, b) => b.value - a.value || (a.loc < b.loc ? -1 : 1));
}

/**
 * Stage two for movement: one order per unit of `me`. `rng` null gives the deterministic best
 * choices (no alternatives, fixed sequence). Every order returned passes the legality check `apply`
 * uses; one that would not is replaced by a hold.
 */
export function dumbbotMovement(pos: Position, me: Power, v: Values, rules: RuleSet, rng: HasRng | null): Order[] {
  const board = boardOf(pos.units);
  const mine = pos.units.filter((u) => u.power === me);
  const queue = shuffled(mine, rng);
  const orders = new Map<string, Order>();
  /** destination province → the province of our unit moving there */
  const movingTo = new Map<string, string>();
  /** provinces of our units that stay (hold, support, convoy) */
  const staying = new Set<string>();
  const mustMove = new Set<string>();
  const unordered = (f: Unit) => !orders.has(provinceOf(f.at)) && queue.includes(f);
  while (queue.length) {
    const u = queue.shift()!;
    const here = provinceOf(u.at);
    const choices = choicesFor(u, v, pos, board, unordered).filter(
      (c) => !(mustMove.has(here) && provinceOf(c.loc) === here),
    );
    const start = pickIndex(
      choices.map((c) => c.value),
      rng,
    );
    let done = false;
    for (let k = 0; k < choices.length && !done; k++) {
      const c = choices[(start + k) % choices.length]!;
      const dest = provinceOf(c.loc);
      if (dest === here) {
        orders.set(here, { type: 'hold', unit: u.at, unitType: u.type });
        staying.add(here);
        done = true;
        continue;
      }
      if (c.via && !unordered(c.via)) continue;
      const mover = movingTo.get(dest);
      if (mover !== undefined) {
        // Somebody of ours is going there already: back the move up.
        const target = board[mover]!;
        if (!c.via && canReach(u, dest)) {
          orders.set(here, { type: 'support', unit: u.at, unitType: u.type, target: target.at, to: dest });
          staying.add(here);
          done = true;
        }
        continue;
      }
      // Never swap places with one of our own units (the two would bounce).
      if (movingTo.get(here) === dest) continue;
      const occupant = board[dest];
      if (occupant && occupant.power === me) {
        if (staying.has(dest)) {
          // Ours and staying: support it if somebody threatens it, else look further.
          if (!c.via && v.competition[dest]! > 0) {
            orders.set(here, { type: 'support', unit: u.at, unitType: u.type, target: occupant.at });
            staying.add(here);
            done = true;
          }
          continue;
        }
        if (!orders.has(dest)) {
          // Ours, not ordered yet: it has to make room, so it decides next.
          mustMove.add(dest);
          const i = queue.indexOf(occupant);
          if (i >= 0) queue.splice(i, 1);
          queue.unshift(occupant);
        }
      }
      orders.set(here, { type: 'move', unit: u.at, unitType: u.type, to: c.loc });
      movingTo.set(dest, here);
      if (c.via) {
        const sea = provinceOf(c.via.at);
        orders.set(sea, { type: 'convoy', unit: c.via.at, unitType: 'fleet', target: here, to: dest });
        staying.add(sea);
        queue.splice(queue.indexOf(c.via), 1);
      }
      done = true;
    }
    if (!done) {
      orders.set(here, { type: 'hold', unit: u.at, unitType: u.type });
      staying.add(here);
    }
  }
  return mine.map((u) => {
    const o = orders.get(provinceOf(u.at))!;
    return checkMovementOrder(board, me, o, rules).ok ? o : { type: 'hold', unit: u.at, unitType: u.type };
  });
}

/** Retreats: each dislodged unit of ours to its best free retreat, else disbanded. */
export function dumbbotRetreats(
  pos: Position,
  dislodged: readonly Dislodged[],
  me: Power,
  v: Values,
  rng: HasRng | null,
): Order[] {
  const taken = new Set<string>();
  const out: Order[] = [];
  for (const d of dislodged.filter((x) => x.power === me)) {
    const options = d.retreats
      .filter((l) => !taken.has(provinceOf(l)) && !pos.closed.includes(provinceOf(l)))
      .map((l) => ({ l, value: valueAt(v, d.type, l) }))
      .sort((a, b) => b.value - a.value || (a.l < b.l ? -1 : 1));
    if (options.length) {
      const c =
        options[
          pickIndex(
            options.map((o) => o.value),
            rng,
          )
        ]!;
      taken.add(provinceOf(c.l));
      out.push({ type: 'retreat', unit: d.at, unitType: d.type, to: c.l });
    } else out.push({ type: 'disband', unit: d.at, unitType: d.type });
  }
  return out;
}

/** Winter: builds on the most valuable home centres (or removals of the least valuable units). */
export function dumbbotAdjustments(pos: Position, me: Power, delta: number, rng: HasRng | null): Order[] {
  if (delta < 0) {
    const v = dumbbotValues(pos, me, 'remove');
    return pos.units
      .filter((u) => u.power === me)
      .map((u) => ({ u, value: valueAt(v, u.type, u.at) }))
      .sort((a, b) => a.value - b.value || (a.u.at < b.u.at ? -1 : 1))
      .slice(0, -delta)
      .map(({ u }) => ({ type: 'remove', unit: u.at, unitType: u.type }));
  }
  if (delta === 0) return [];
  const v = dumbbotValues(pos, me, 'build');
  let options = buildOptions(pos.units, pos.supplyCenters, me)
    .filter((o): o is Extract<Order, { type: 'build' }> => o.type === 'build')
    .map((o) => ({ o, value: valueAt(v, o.unitType, o.at) }));
  const out: Order[] = [];
  while (out.length < delta && options.length) {
    options.sort((a, b) => b.value - a.value || (a.o.at < b.o.at ? -1 : a.o.at > b.o.at ? 1 : 0));
    const c =
      options[
        pickIndex(
          options.map((o) => o.value),
          rng,
        )
      ]!;
    out.push(c.o);
    options = options.filter((x) => provinceOf(x.o.at) !== provinceOf(c.o.at));
  }
  while (out.length < delta) out.push({ type: 'waive' });
  return out;
}

export { POWERS };
