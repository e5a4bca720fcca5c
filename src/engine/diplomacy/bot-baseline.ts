/**
 * The baseline bot: our implementation of David Norman's DumbBot (2003, the DAIDE AiClient bot),
 * following what its source does rather than only the published summary. It is the yardstick the
 * shipped bot is measured against (`botLevel=baseline`, `npm run tournament`). The comments name the
 * source's functions so the two can be compared; the code and its wording are our own.
 *
 * Stage one values every province and coast (the source's `calculate_factors`,
 * `calculate_destination_value`):
 *   - a power's size is A·n² + B·n + C for n centres (A=1, B=4, C=16; `calculate_power_size`); the
 *     unowned centres together count as one more power, so a neutral centre in 1901 is worth the size
 *     of a "power" with 12 centres (208), far more than a neighbour's home centre;
 *   - an own centre is worth the size of the largest power with a unit next to it (defence); another
 *     power's centre, the size of its owner (attack); any other province nothing;
 *   - proximity[0] of a location is attack·wA + defence·wD (the season's weights; winter uses the
 *     spring ones); proximity[n] adds proximity[n−1] of the location and of each neighbouring
 *     province (only its best coast) and divides by 5;
 *   - strength counts our units in or next to the province, competition the most units any one other
 *     power has in or next to it (`calculate_strength_and_competition`);
 *   - a location's value is Σ proximity[n]·w[n] + strength·wS − competition·wC.
 * Stage two (`generate_movement_orders`) orders the units one at a time in a random sequence. Each
 * unit's options are its own location (worth one more than its value, so a tie holds) and every
 * neighbouring province at its best coast; from the best, it walks down the list, taking the next one
 * with a chance of 50% × (1 − 5 × gap / value) where gap is what it gives up against the option before
 * (`m_play_alternative`, `m_alternative_difference_modifier`). Then:
 *   - its own location: it holds;
 *   - a province one of our units is already moving to: it supports that move if the province is
 *     contested (competition > 0); otherwise that option is struck out and it chooses again;
 *   - a province where our unit stays: it supports the hold if competition > 1, else chooses again;
 *   - a province where our unit has not been ordered: it waits until that unit has decided;
 *   - a province our unit is leaving: it moves in (never a swap, which would bounce).
 * A last pass (`check_for_wasted_holds`) turns each unit still holding into a support of the most
 * valuable adjacent move or hold of ours that is contested.
 * DumbBot never convoys. Retreats go to the best free location, builds to the best empty home centres,
 * removals take the least valuable units; each with the same random roll.
 *
 * Everything here reads only a public position (units, centres, season, closed provinces), so the
 * shipped bot can run it for every power.
 */
import { int, type HasRng } from '../core/index.js';
import { ANY_ADJ, ARMY_ADJ, FLEET_ADJ, fleetLocations, isLand, PROVINCES, provinceOf } from './data/map.js';
import { buildOptions } from './rules/order-options.js';
import { boardOf } from './rules/board.js';
import { checkMovementOrder } from './rules/orders.js';
import type { Dislodged, Order, Power, RuleSet, Unit } from './types.js';

/** The public part of a position the bots reason about. */
export interface Position {
  units: readonly Unit[];
  supplyCenters: Readonly<Record<string, Power>>;
  season: string;
  closed: readonly string[];
  /** the game year, when known (the shipped bot mixes wider in the opening year) */
  year?: number;
}

/** DumbBot's weights (the names follow its source's member variables). */
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
  /** percent chance of looking at the next choice (`m_play_alternative`) */
  playAlternative: 50,
  /** how fast that chance falls with the gap to the next choice (`m_alternative_difference_modifier`) */
  alternativeDifference: 500,
} as const;

// ── The two location graphs (derived constants) ──────────────────────────────────────────────
interface Graph {
  nodes: string[];
  index: Record<string, number>;
  /** per node: its neighbours grouped by province (a split-coast province is one group of coasts) */
  adj: number[][][];
}
function graphOf(nodes: string[], neighbours: (n: string) => readonly string[]): Graph {
  const index: Record<string, number> = Object.fromEntries(nodes.map((n, i) => [n, i]));
  return {
    nodes,
    index,
    adj: nodes.map((n) => {
      const byProv = new Map<string, number[]>();
      for (const m of neighbours(n)) {
        if (!(m in index)) continue;
        const list = byProv.get(provinceOf(m)) ?? [];
        list.push(index[m]!);
        byProv.set(provinceOf(m), list);
      }
      return [...byProv.values()];
    }),
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

/** The size of a power with `n` centres (`calculate_power_size`). */
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
  let unowned = 0;
  for (const p of PROVINCES) {
    if (!p.sc) continue;
    const owner = pos.supplyCenters[p.id];
    if (owner) centres[owner] = (centres[owner] ?? 0) + 1;
    else unowned++;
  }
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
        // `get_defence_value`: the largest power that could walk in.
        let largest = 0;
        for (const q of ANY_ADJ[p.id] ?? []) {
          const u = byProv[q];
          if (u && u.power !== me && canReach(u, p.id)) largest = Math.max(largest, powerSize(centres[u.power] ?? 0));
        }
        defence[p.id] = largest;
        // The unowned centres as one power: the source's extra "neutral" power.
      } else attack[p.id] = powerSize(owner ? (centres[owner] ?? 0) : unowned);
    }
    // Units in the province count with the ones next to it.
    let mine = 0;
    const others: Record<string, number> = {};
    const count = (u: Unit | undefined) => {
      if (!u) return;
      if (u.power === me) mine++;
      else others[u.power] = (others[u.power] ?? 0) + 1;
    };
    count(byProv[p.id]);
    for (const q of ANY_ADJ[p.id] ?? []) {
      const u = byProv[q];
      if (u && canReach(u, p.id)) count(u);
    }
    strength[p.id] = mine;
    competition[p.id] = Math.max(0, ...Object.values(others));
  }
  // Winter values use the spring attack and defence weights, as the source does for adjustments.
  const season = kind === 'fall' ? DUMBBOT.fall : DUMBBOT.spring;
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
        // A split-coast neighbour counts once, at its best coast.
        for (const group of g.adj[i]!) {
          let best = -Infinity;
          for (const j of group) best = Math.max(best, layer[j]!);
          sum += best;
        }
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
 * DumbBot's choice among options sorted best first: from the best, it moves on to the next one when
 * a 50% roll passes and a second roll clears 5 × (this value − next value) / this value (in percent).
 * The gap is taken against the size of the value, so a list of negative values (removals, values
 * below zero from competition) walks the same way. `rng` null takes the first.
 */
export function pickIndex(values: readonly number[], rng: HasRng | null): number {
  if (!rng) return 0;
  let i = 0;
  while (i + 1 < values.length) {
    if (int(rng, 100) >= DUMBBOT.playAlternative) break;
    const here = values[i]!;
    const gap = Math.abs(here - values[i + 1]!);
    const threshold = here !== 0 ? (gap * DUMBBOT.alternativeDifference) / Math.abs(here) : gap > 0 ? 100 : -1;
    if (int(rng, 100) < threshold) break;
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
}

/** A unit's options: its own location (+1, so a tie holds) and each neighbouring province at its best coast. */
function choicesFor(u: Unit, v: Values, pos: Position): Choice[] {
  const here = provinceOf(u.at);
  const best = new Map<string, Choice>();
  best.set(here, { loc: u.at, value: valueAt(v, u.type, u.at) + 1 });
  const near = u.type === 'fleet' ? (FLEET_ADJ[u.at] ?? []) : (ARMY_ADJ[here] ?? []).filter(isLand);
  for (const loc of near) {
    const prov = provinceOf(loc);
    if (pos.closed.includes(prov)) continue;
    const value = valueAt(v, u.type, loc);
    const old = best.get(prov);
    if (!old || value > old.value) best.set(prov, { loc, value });
  }
  return [...best.values()].sort((a, b) => b.value - a.value || (a.loc < b.loc ? -1 : 1));
}

/**
 * Stage two for movement (`generate_movement_orders`, then `check_for_wasted_holds`): one order per
 * unit of `me`. `rng` null gives the deterministic best choices (no alternatives, fixed sequence).
 * Every order returned passes the legality check `apply` uses; one that would not is replaced by a hold.
 */
export function dumbbotMovement(pos: Position, me: Power, v: Values, rules: RuleSet, rng: HasRng | null): Order[] {
  const board = boardOf(pos.units);
  const mine = pos.units.filter((u) => u.power === me);
  const queue = shuffled(mine, rng);
  const orders = new Map<string, Order>();
  /** destination province → the province of our unit moving there */
  const movingTo = new Map<string, string>();
  /** province of a waiting unit → the province of the unit it waits for */
  const waitsFor = new Map<string, string>();
  /** the options each unit has left (struck-out ones removed) */
  const left = new Map<string, Choice[]>();
  const waitsOn = (from: string, target: string) => {
    // Whether `target` waits (directly or through others) for `from`: waiting would never end.
    let at: string | undefined = target;
    for (let n = 0; at !== undefined && n < mine.length; n++) {
      if (at === from) return true;
      at = waitsFor.get(at);
    }
    return false;
  };
  let guard = 0;
  while (queue.length) {
    if (guard++ > 50 * mine.length + 50) throw new Error('dumbbotMovement: units kept waiting');
    const u = queue.shift()!;
    const here = provinceOf(u.at);
    let choices = left.get(here) ?? choicesFor(u, v, pos);
    waitsFor.delete(here);
    let order: Order | null = null;
    let wait: string | null = null;
    while (!order && !wait && choices.length) {
      const c =
        choices[
          pickIndex(
            choices.map((x) => x.value),
            rng,
          )
        ]!;
      const dest = provinceOf(c.loc);
      const strike = () => {
        choices = choices.filter((x) => x !== c);
      };
      if (dest === here) {
        order = { type: 'hold', unit: u.at, unitType: u.type };
        continue;
      }
      const mover = movingTo.get(dest);
      if (mover !== undefined) {
        // One of ours is going there already: back it up only if somebody else may go there too.
        if (v.competition[dest]! > 0)
          order = { type: 'support', unit: u.at, unitType: u.type, target: board[mover]!.at, to: dest };
        else strike();
        continue;
      }
      const occupant = board[dest];
      if (occupant && occupant.power === me) {
        const theirs = orders.get(dest);
        if (!theirs) {
          // Not ordered yet: wait for its decision, unless it is (in turn) waiting for us.
          if (waitsOn(here, dest)) strike();
          else wait = dest;
          continue;
        }
        if (theirs.type !== 'move') {
          if (v.competition[dest]! > 1) order = { type: 'support', unit: u.at, unitType: u.type, target: occupant.at };
          else strike();
          continue;
        }
        // Moving out; never into the place of a unit moving into ours (the two would bounce).
        if (provinceOf(theirs.to) === here) {
          strike();
          continue;
        }
      }
      order = { type: 'move', unit: u.at, unitType: u.type, to: c.loc };
      movingTo.set(dest, here);
    }
    left.set(here, choices);
    if (wait !== null) {
      // Back in the queue, behind the unit it waits for.
      waitsFor.set(here, wait);
      queue.splice(queue.indexOf(board[wait]!) + 1, 0, u);
      continue;
    }
    orders.set(here, order ?? { type: 'hold', unit: u.at, unitType: u.type });
  }
  checkForWastedHolds(mine, orders, movingTo, board, v);
  return mine.map((u) => {
    const o = orders.get(provinceOf(u.at))!;
    return checkMovementOrder(board, me, o, rules).ok ? o : { type: 'hold', unit: u.at, unitType: u.type };
  });
}

/**
 * The source's `check_for_wasted_holds`: a unit still holding supports the most valuable adjacent
 * move or hold of ours into a contested province (competition > 0), if there is one.
 */
function checkForWastedHolds(
  mine: readonly Unit[],
  orders: Map<string, Order>,
  movingTo: ReadonlyMap<string, string>,
  board: Readonly<Record<string, Unit>>,
  v: Values,
): void {
  for (const u of mine) {
    const here = provinceOf(u.at);
    if (orders.get(here)?.type !== 'hold') continue;
    let best: Order | null = null;
    let bestValue = -Infinity;
    for (const prov of ANY_ADJ[here] ?? []) {
      if (!canReach(u, prov) || !(v.competition[prov]! > 0)) continue;
      const mover = movingTo.get(prov);
      if (mover !== undefined) {
        const m = board[mover]!;
        const to = (orders.get(mover) as { to: string }).to;
        const value = valueAt(v, m.type, to);
        if (value > bestValue) {
          bestValue = value;
          best = { type: 'support', unit: u.at, unitType: u.type, target: m.at, to: provinceOf(to) };
        }
        continue;
      }
      const stay = board[prov];
      const theirs = orders.get(prov);
      if (stay && stay.power === u.power && theirs && theirs.type !== 'move') {
        const value = valueAt(v, stay.type, stay.at);
        if (value > bestValue) {
          bestValue = value;
          best = { type: 'support', unit: u.at, unitType: u.type, target: stay.at };
        }
      }
    }
    if (best) orders.set(here, best);
  }
}

/** Retreats: each dislodged unit of ours to its best free retreat (with the roll), else disbanded. */
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

/** Winter: builds on the most valuable home centres, removals of the least valuable units, each with the roll. */
export function dumbbotAdjustments(pos: Position, me: Power, delta: number, rng: HasRng | null): Order[] {
  if (delta < 0) {
    const v = dumbbotValues(pos, me, 'remove');
    // Least valuable first; the roll compares values negated, so "better" means "more to remove".
    let options = pos.units
      .filter((u) => u.power === me)
      .map((u) => ({ u, value: valueAt(v, u.type, u.at) }))
      .sort((a, b) => a.value - b.value || (a.u.at < b.u.at ? -1 : 1));
    const out: Order[] = [];
    while (out.length < -delta && options.length) {
      const c =
        options[
          pickIndex(
            options.map((o) => -o.value),
            rng,
          )
        ]!;
      out.push({ type: 'remove', unit: c.u.at, unitType: c.u.type });
      options = options.filter((o) => o !== c);
    }
    return out;
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
