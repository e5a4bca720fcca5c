/**
 * A computer player in the style of DumbBot (D. Norman's classic heuristic): every province gets a
 * value from the centres in and around it (attack enemy and neutral centres, defend own centres
 * under threat), blurred over the map so units feel the pull of centres several moves away; each
 * unit then takes the best free destination, and units left idle support a neighbour's move.
 * It sees only its own view and orders only from the legal options (the same checks as `apply`).
 */
import { int, type HasRng } from '../core/index.js';
import type { DiplomacyAction } from './actions.js';
import { ANY_ADJ, ARMY_ADJ, FLEET_PROV_ADJ, isLand, PROVINCE, PROVINCES, provinceOf } from './data/map.js';
import { buildOptions, moveOptions } from './rules/order-options.js';
import { boardOf } from './rules/board.js';
import { checkMovementOrder } from './rules/orders.js';
import { ruleSet, type Edition, type Order, type Power, type Unit } from './types.js';
import type { DiplomacyView } from './view.js';

const WEIGHTS = [100, 55, 30, 16, 8, 4];

type Values = Record<string, number>;

/** Neighbour lists by index, for the two blurring graphs (derived constants). */
const IDS = PROVINCES.map((p) => p.id);
const INDEX: Record<string, number> = Object.fromEntries(IDS.map((id, i) => [id, i]));
function indexGraph(
  graph: Readonly<Record<string, readonly string[]>>,
  allowed: (p: string) => boolean,
): { ok: boolean[]; adj: number[][] } {
  return {
    ok: IDS.map(allowed),
    adj: IDS.map((id) => (allowed(id) ? (graph[id] ?? []).filter(allowed).map((q) => INDEX[q]!) : [])),
  };
}
const ARMY_GRAPH = indexGraph(ARMY_ADJ, isLand);
const FLEET_GRAPH = indexGraph(FLEET_PROV_ADJ, (p) => PROVINCE[p]!.kind !== 'land');

function blur(base: Values, g: { ok: boolean[]; adj: number[][] }): Values {
  const n = IDS.length;
  const total = new Array<number>(n).fill(0);
  let layer = IDS.map((id, i) => (g.ok[i] ? (base[id] ?? 0) : 0));
  for (const w of WEIGHTS) {
    const next = new Array<number>(n).fill(0);
    for (let i = 0; i < n; i++) {
      if (!g.ok[i]) continue;
      total[i]! += w * layer[i]!;
      let sum = layer[i]!;
      for (const j of g.adj[i]!) sum += layer[j]!;
      next[i] = sum / 5;
    }
    layer = next;
  }
  const out: Values = {};
  for (let i = 0; i < n; i++) out[IDS[i]!] = total[i]!;
  return out;
}

/** Province values for armies and for fleets, seen from `me`. */
export function provinceValues(view: DiplomacyView, me: Power): { army: Values; fleet: Values } {
  const size: Record<string, number> = view.centreCounts;
  const owner: Record<string, Power> = {};
  for (const u of view.units) owner[provinceOf(u.at)] = u.power;
  const enemiesNear = (prov: string) => {
    let n = 0;
    for (const q of ANY_ADJ[prov] ?? []) if (owner[q] && owner[q] !== me) n++;
    return n;
  };
  const fall = view.season === 'fall';
  const base: Values = {};
  for (const p of PROVINCES) {
    let v = 0;
    if (p.sc) {
      const owner = view.supplyCenters[p.id];
      if (owner === me) v = 4 * enemiesNear(p.id);
      else if (owner) v = 6 + 2 * (size[owner] ?? 0);
      else v = 10;
      if (fall && owner !== me) v *= 1.5;
    }
    base[p.id] = v;
  }
  return {
    army: blur(base, ARMY_GRAPH),
    fleet: blur(base, FLEET_GRAPH),
  };
}

const noise = (rng: HasRng, scale: number) => (int(rng, 1000) / 1000) * scale;

function movementOrders(view: DiplomacyView, me: Power, rng: HasRng): Order[] {
  const rules = ruleSet(view.edition as Edition);
  const board = boardOf(view.units);
  const values = provinceValues(view, me);
  const worth = (u: Unit, prov: string) => (u.type === 'army' ? values.army : values.fleet)[prov] ?? 0;
  const mine = view.units.filter((u) => u.power === me);
  // Random order of decision, so equal units do not always favour the same one.
  const order = [...mine];
  for (let i = order.length - 1; i > 0; i--) {
    const j = int(rng, i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const claimed = new Set<string>();
  const chosen = new Map<string, Order>();
  for (const u of order) {
    const here = provinceOf(u.at);
    const opts = moveOptions(board, u);
    let best: Order = { type: 'hold', unit: u.at, unitType: u.type };
    let bestScore = claimed.has(here) ? -Infinity : worth(u, here) * 1.05 + noise(rng, 50);
    for (const o of opts) {
      if (o.type !== 'move') continue;
      const dest = provinceOf(o.to);
      if (claimed.has(dest) || view.closed.includes(dest)) continue;
      const occupant = board[dest];
      if (occupant && occupant.power === me) continue;
      const score = worth(u, dest) + noise(rng, Math.max(50, worth(u, dest) * 0.15));
      if (score > bestScore) {
        bestScore = score;
        best = o;
      }
    }
    claimed.add(best.type === 'move' ? provinceOf(best.to) : here);
    chosen.set(here, best);
  }
  // Idle units support a move of their own power they can reach (attacks on occupied or contested spaces first).
  for (const u of mine) {
    const here = provinceOf(u.at);
    if (chosen.get(here)?.type !== 'hold') continue;
    let best: Order | null = null;
    let bestScore = 0;
    for (const [from, o] of chosen) {
      if (o.type !== 'move' || from === here) continue;
      const dest = provinceOf(o.to);
      if (!(ANY_ADJ[here] ?? []).includes(dest)) continue;
      const support: Order = { type: 'support', unit: u.at, unitType: u.type, target: o.unit, to: dest };
      if (!checkMovementOrder(board, me, support, rules).ok) continue;
      const contested =
        (board[dest] ? 2 : 0) + (ANY_ADJ[dest] ?? []).filter((q) => board[q] && board[q]!.power !== me).length;
      if (contested > bestScore) {
        bestScore = contested;
        best = support;
      }
    }
    if (best) chosen.set(here, best);
  }
  return mine.map((u) => chosen.get(provinceOf(u.at))!);
}

function retreatOrders(view: DiplomacyView, me: Power): Order[] {
  const values = provinceValues(view, me);
  const taken = new Set<string>();
  const out: Order[] = [];
  for (const d of view.dislodged.filter((x) => x.power === me)) {
    const v = d.type === 'army' ? values.army : values.fleet;
    const options = d.retreats
      .filter((l) => !taken.has(provinceOf(l)))
      .sort((a, b) => (v[provinceOf(b)] ?? 0) - (v[provinceOf(a)] ?? 0));
    if (options.length) {
      taken.add(provinceOf(options[0]!));
      out.push({ type: 'retreat', unit: d.at, unitType: d.type, to: options[0]! });
    } else out.push({ type: 'disband', unit: d.at, unitType: d.type });
  }
  return out;
}

function adjustmentOrders(view: DiplomacyView, me: Power): Order[] {
  const delta = view.adjustments[me] ?? 0;
  const values = provinceValues(view, me);
  if (delta < 0) {
    const mine = view.units.filter((u) => u.power === me);
    const score = (u: Unit) => (u.type === 'army' ? values.army : values.fleet)[provinceOf(u.at)] ?? 0;
    return mine
      .sort((a, b) => score(a) - score(b))
      .slice(0, -delta)
      .map((u) => ({ type: 'remove', unit: u.at, unitType: u.type }));
  }
  const options = buildOptions(view.units, view.supplyCenters, me).filter((o) => o.type === 'build');
  const score = (o: Order) =>
    o.type === 'build' ? ((o.unitType === 'army' ? values.army : values.fleet)[provinceOf(o.at)] ?? 0) : 0;
  const out: Order[] = [];
  const used = new Set<string>();
  for (const o of options.sort((a, b) => score(b) - score(a))) {
    if (out.length >= delta || o.type !== 'build' || used.has(provinceOf(o.at))) continue;
    used.add(provinceOf(o.at));
    out.push(o);
  }
  return out;
}

/** The bot's choice: its whole set of orders first, then `ready`. */
export function chooseAction(
  view: DiplomacyView,
  role: string,
  legal: DiplomacyAction[],
  rng: HasRng,
): DiplomacyAction {
  const me = role as Power;
  const owes = view.owing.includes(me) && !view.ready.includes(me);
  if (owes && !view.submitted.includes(me)) {
    const orders =
      view.phase === 'movement'
        ? movementOrders(view, me, rng)
        : view.phase === 'retreat'
          ? retreatOrders(view, me)
          : adjustmentOrders(view, me);
    return { type: 'set_orders', orders };
  }
  return legal.find((a) => a.type === 'ready') ?? legal[0]!;
}
