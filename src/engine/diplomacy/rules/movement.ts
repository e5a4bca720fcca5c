/**
 * Chapter "Movement, standoffs, support, dislodgement and convoys" (§VII–§XII).
 *
 * The rulebook describes outcomes, not a procedure. We compute them with the equation model of the
 * DATC (chapter 5) solved by Kruijswijk's guess-and-check with a backup rule: every order's outcome
 * is a decision; a decision that depends on itself is tried both ways; one consistent answer is
 * kept, and a loop with none or two is settled by the backup rule — circular movement (M-12) when
 * the loop holds only moves, the Szykman rule (V-14) when it holds convoys.
 */
import { ARMY_ADJ, FLEET_ADJ, isLand, PROVINCE, provinceOf, SEA_NEIGHBOURS } from '../data/map.js';
import type { Dislodged, Loc, Order, OrderOutcome, Power, RuleSet, Unit } from '../types.js';
import { boardOf, hasSeaChain, seasOnRoutes } from './board.js';
import { checkMovementOrder, type LegalMove } from './orders.js';

export interface MovementOrder {
  power: Power;
  order: Order;
}

export interface MovementResult {
  outcomes: OrderOutcome[];
  units: Unit[];
  dislodged: Dislodged[];
  /** provinces left empty by a standoff */
  standoffs: string[];
}

interface Piece {
  prov: string;
  unit: Unit;
  /** index into the submitted orders, or -1 for an unordered unit (it holds) */
  orderIndex: number;
  kind: 'hold' | 'move' | 'support' | 'convoy';
  to: string | null;
  toLoc: Loc | null;
  viaConvoy: boolean;
  /** the move goes by sea (M-14 route choice) */
  byConvoy: boolean;
  target: string | null;
  supTo: string | null;
  supCoast: string | null;
  /** support/convoy matches the supported/convoyed unit's real order (P-12, V-4) */
  matched: boolean;
}

const UNRESOLVED = 0;
const GUESSING = 1;
const RESOLVED = 2;

/** Adjudicates one movement phase. Pure: the same inputs give the same result. */
export function adjudicateMovement(
  units: readonly Unit[],
  orders: readonly MovementOrder[],
  rules: RuleSet,
): MovementResult {
  const board = boardOf(units);
  const outcomes: OrderOutcome[] = orders.map((o) => ({ power: o.power, order: o.order, result: 'fails', reason: '' }));
  const pieces: Record<string, Piece> = {};
  for (const u of units) {
    const prov = provinceOf(u.at);
    pieces[prov] = {
      prov,
      unit: u,
      orderIndex: -1,
      kind: 'hold',
      to: null,
      toLoc: null,
      viaConvoy: false,
      byConvoy: false,
      target: null,
      supTo: null,
      supCoast: null,
      matched: false,
    };
  }

  // Pre-pass: legality (O-20) and one order per unit (4.D.3: a unit with two different orders holds).
  const legal: (LegalMove | null)[] = orders.map((o, i) => {
    const r = checkMovementOrder(board, o.power, o.order, rules);
    if (!r.ok) {
      outcomes[i]!.result = 'illegal';
      outcomes[i]!.reason = r.reason;
      return null;
    }
    return r.order;
  });
  const byUnit: Record<string, number[]> = {};
  legal.forEach((l, i) => {
    if (l) (byUnit[provinceOf(l.unit.at)] ??= []).push(i);
  });
  for (const [prov, idx] of Object.entries(byUnit)) {
    const distinct = new Set(idx.map((i) => JSON.stringify(legal[i])));
    if (distinct.size > 1) {
      for (const i of idx) {
        outcomes[i]!.result = 'illegal';
        outcomes[i]!.reason = 'duplicate_order';
      }
      continue;
    }
    // identical repeats: the first counts, the others are ignored
    idx.slice(1).forEach((i) => {
      outcomes[i]!.result = 'illegal';
      outcomes[i]!.reason = 'duplicate_order';
    });
    const l = legal[idx[0]!]!;
    const p = pieces[prov]!;
    p.orderIndex = idx[0]!;
    p.kind = l.type;
    if (l.type === 'move') {
      p.to = provinceOf(l.to);
      p.toLoc = l.to;
      p.viaConvoy = l.viaConvoy;
      p.byConvoy = !l.overland;
    } else if (l.type === 'support') {
      p.target = l.target;
      p.supTo = l.to;
      p.supCoast = l.toCoast;
    } else if (l.type === 'convoy') {
      p.target = l.target;
      p.supTo = l.to;
    }
  }
  const all = Object.values(pieces).sort((a, b) => (a.prov < b.prov ? -1 : 1));
  const convoysFor = (army: Piece) =>
    all.filter((f) => f.kind === 'convoy' && f.target === army.prov && f.supTo === army.to);

  // Route choice for armies with an overland route (M-14 / D-3).
  for (const p of all) {
    if (p.kind !== 'move' || p.unit.type !== 'army' || p.byConvoy) continue;
    if (p.viaConvoy) p.byConvoy = true;
    else if (rules.adjacentConvoy === 'intent2023') {
      p.byConvoy = convoysFor(p).some((f) => f.unit.power === p.unit.power);
    } else {
      const other = pieces[p.to!];
      const swap = other?.kind === 'move' && other.to === p.prov;
      p.byConvoy = swap && hasSeaChain(p.prov, p.to!, (s) => convoysFor(p).some((f) => f.prov === s));
    }
  }
  // Matching of supports and convoys (P-12, V-4): a non-matching order is void, the unit still holds.
  for (const p of all) {
    if (p.kind === 'support') {
      const t = pieces[p.target!]!;
      if (p.supTo === null) p.matched = t.kind !== 'move';
      else
        p.matched =
          t.kind === 'move' && t.to === p.supTo && (p.supCoast === null || t.toLoc === `${p.supTo}/${p.supCoast}`);
    } else if (p.kind === 'convoy') {
      const t = pieces[p.target!]!;
      p.matched = t.kind === 'move' && t.to === p.supTo && t.byConvoy;
    }
  }

  const movesInto: Record<string, Piece[]> = {};
  for (const p of all) if (p.kind === 'move') (movesInto[p.to!] ??= []).push(p);
  const supportsOf: Record<string, Piece[]> = {};
  for (const p of all) if (p.kind === 'support' && p.matched) (supportsOf[p.target!] ??= []).push(p);

  const state: Record<string, number> = {};
  const result: Record<string, boolean> = {};
  const deps: string[] = [];

  const opponentOf = (m: Piece): Piece | null => {
    if (m.byConvoy) return null;
    const o = pieces[m.to!];
    return o && o.kind === 'move' && o.to === m.prov && !o.byConvoy ? o : null;
  };

  function resolve(prov: string): boolean {
    const s = state[prov] ?? UNRESOLVED;
    if (s === RESOLVED) return result[prov]!;
    if (s === GUESSING) {
      if (!deps.includes(prov)) deps.push(prov);
      return result[prov]!;
    }
    const old = deps.length;
    result[prov] = false;
    state[prov] = GUESSING;
    const first = decide(prov);
    if (deps.length === old) {
      if (state[prov] !== RESOLVED) {
        result[prov] = first;
        state[prov] = RESOLVED;
      }
      return first;
    }
    if (deps[old] !== prov) {
      deps.push(prov);
      result[prov] = first;
      return first;
    }
    for (const d of deps.splice(old)) state[d] = UNRESOLVED;
    result[prov] = true;
    state[prov] = GUESSING;
    const second = decide(prov);
    if (first === second) {
      for (const d of deps.splice(old)) state[d] = UNRESOLVED;
      result[prov] = first;
      state[prov] = RESOLVED;
      return first;
    }
    backupRule(old);
    return resolve(prov);
  }

  function backupRule(old: number) {
    const loop = deps.splice(old);
    const hasConvoy = loop.some((d) => pieces[d]!.kind === 'convoy');
    for (const d of loop) {
      const p = pieces[d]!;
      if (!hasConvoy && p.kind === 'move') {
        // M-12: units moving in a circle all move.
        result[d] = true;
        state[d] = RESOLVED;
      } else if (hasConvoy && p.kind === 'convoy') {
        // V-14 Szykman: the convoys in a paradox are treated as not convoying.
        result[d] = false;
        state[d] = RESOLVED;
      } else state[d] = UNRESOLVED;
    }
  }

  function decide(prov: string): boolean {
    const p = pieces[prov]!;
    if (p.kind === 'move') return moveSucceeds(p);
    if (p.kind === 'support') return supportGiven(p);
    if (p.kind === 'convoy') return !isDislodged(p);
    return !isDislodged(p);
  }

  function isDislodged(p: Piece): boolean {
    for (const m of movesInto[p.prov] ?? []) if (resolve(m.prov)) return true;
    return false;
  }

  function pathOk(m: Piece): boolean {
    if (!m.byConvoy) return true;
    const fleets = convoysFor(m).filter((f) => f.matched);
    if (rules.convoyDisruption === 'anyRoute') {
      // D-1 (Italian text): every fleet on any possible route must survive.
      const onRoute = seasOnRoutes(m.prov, m.to!, (s) => fleets.some((g) => g.prov === s));
      if (onRoute.size === 0) return false;
      let ok = true;
      for (const s of [...onRoute].sort()) if (!resolve(s)) ok = false;
      return ok;
    }
    // 4.A.1: the convoy succeeds while some route is unbroken. Breadth-first from the start, so only
    // fleets that can matter are consulted.
    const ok = new Set<string>();
    const seen = new Set<string>();
    const queue: string[] = [];
    const visit = (sea: string) => {
      if (seen.has(sea)) return;
      seen.add(sea);
      const f = fleets.find((g) => g.prov === sea);
      if (f && resolve(f.prov)) {
        ok.add(sea);
        queue.push(sea);
      }
    };
    for (const s of SEA_NEIGHBOURS[m.prov] ?? []) visit(s);
    while (queue.length) {
      const s = queue.shift()!;
      if ((SEA_NEIGHBOURS[m.to!] ?? []).includes(s)) return true;
      for (const n of SEA_NEIGHBOURS[s] ?? []) visit(n);
    }
    return false;
  }

  function supportCount(m: Piece, excludePower: Power | null): number {
    let n = 0;
    for (const s of supportsOf[m.prov] ?? []) {
      if (s.supTo !== m.to) continue;
      if (excludePower && s.unit.power === excludePower) continue;
      if (resolve(s.prov)) n++;
    }
    return n;
  }

  function holdStrength(prov: string): number {
    const d = pieces[prov];
    if (!d) return 0;
    if (d.kind === 'move') return resolve(prov) ? 0 : 1;
    let n = 1;
    for (const s of supportsOf[prov] ?? []) if (s.supTo === null && resolve(s.prov)) n++;
    return n;
  }

  function attackStrength(m: Piece): number {
    if (!pathOk(m)) return 0;
    const d = pieces[m.to!];
    const h2h = opponentOf(m);
    if (!d || (!h2h && d.kind === 'move' && resolve(d.prov))) return 1 + supportCount(m, null);
    // no power dislodges its own unit, nor helps a foreigner to do so.
    if (d.unit.power === m.unit.power) return 0;
    return 1 + supportCount(m, d.unit.power);
  }

  function preventStrength(m: Piece): number {
    if (!pathOk(m)) return 0;
    const h2h = opponentOf(m);
    if (h2h && resolve(h2h.prov)) return 0;
    if (rules.dislodgedNoEffectLiteral) {
      // D-5 (Italian text): a unit dislodged from the space it attacks has no effect there, convoy or not.
      const d = pieces[m.to!];
      if (d && d.kind === 'move' && d.to === m.prov && resolve(d.prov)) return 0;
    }
    return 1 + supportCount(m, null);
  }

  function moveSucceeds(m: Piece): boolean {
    const attack = attackStrength(m);
    if (attack === 0) return false;
    const h2h = opponentOf(m);
    if (h2h) {
      if (attack <= 1 + supportCount(h2h, null)) return false;
    } else if (attack <= holdStrength(m.to!)) return false;
    for (const o of movesInto[m.to!] ?? []) {
      if (o !== m && attack <= preventStrength(o)) return false;
    }
    return true;
  }

  /**
   * C-9 (1971 rule, classic edition only): a convoyed army neither cuts nor, by dislodging, voids the
   * support of a unit that supports an attack on one of the fleets convoying that army.
   */
  function isShielded(m: Piece, s: Piece): boolean {
    if (rules.paradoxRule !== 'classic' || !m.byConvoy || s.supTo === null) return false;
    const attacked = pieces[s.supTo];
    return !!attacked && attacked.kind === 'convoy' && attacked.target === m.prov && attacked.supTo === m.to;
  }

  function supportGiven(s: Piece): boolean {
    if (!s.matched) return false;
    const into = s.supTo ?? s.target!;
    for (const m of movesInto[s.prov] ?? []) {
      // C-1, C-5, C-10: cut by another power's attack from anywhere but the space the support goes into.
      if (m.unit.power === s.unit.power || m.prov === into || isShielded(m, s)) continue;
      if (pathOk(m)) return false;
    }
    // C-2: a dislodged supporter gives nothing.
    for (const m of movesInto[s.prov] ?? []) if (!isShielded(m, s) && resolve(m.prov)) return false;
    return true;
  }

  for (const p of all) if (p.kind !== 'hold') resolve(p.prov);
  for (const p of all) resolve(p.prov);

  // Outcomes, new position, dislodged units and standoffs.
  const moved = new Set<string>();
  const dislodgedBy: Record<string, Piece> = {};
  for (const p of all) {
    if (p.kind === 'move' && result[p.prov]) moved.add(p.prov);
  }
  for (const p of all) {
    if (moved.has(p.prov)) continue;
    const winner = (movesInto[p.prov] ?? []).find((m) => result[m.prov]);
    if (winner) dislodgedBy[p.prov] = winner;
  }
  for (const p of all) {
    if (p.orderIndex < 0) continue;
    const out = outcomes[p.orderIndex]!;
    if (p.kind === 'hold') {
      out.result = dislodgedBy[p.prov] ? 'fails' : 'succeeds';
      out.reason = dislodgedBy[p.prov] ? 'dislodged' : '';
    } else if (p.kind === 'move') {
      out.result = result[p.prov] ? 'succeeds' : 'fails';
      out.reason = result[p.prov] ? '' : !pathOk(p) ? 'no_convoy' : 'bounced';
    } else if (p.kind === 'support') {
      out.result = result[p.prov] ? 'succeeds' : 'fails';
      out.reason = result[p.prov] ? '' : !p.matched ? 'void' : dislodgedBy[p.prov] ? 'dislodged' : 'cut';
    } else {
      const army = pieces[p.target!]!;
      // Issue 6: a convoy succeeds when its army went through it, i.e. the fleet lies on a route of
      // surviving matching convoys (a fleet off that route, 6.G.6, carried nothing).
      const used = (f: Piece) => f.matched && !dislodgedBy[f.prov];
      const carried =
        used(p) &&
        moved.has(army.prov) &&
        army.byConvoy &&
        seasOnRoutes(army.prov, army.to!, (s) => convoysFor(army).some((f) => f.prov === s && used(f))).has(p.prov);
      out.result = carried ? 'succeeds' : 'fails';
      out.reason = carried
        ? ''
        : !p.matched
          ? 'void'
          : dislodgedBy[p.prov]
            ? 'dislodged'
            : moved.has(army.prov)
              ? 'not_on_route'
              : 'army_failed';
    }
  }
  const newUnits: Unit[] = [];
  for (const p of all) {
    if (moved.has(p.prov)) newUnits.push({ ...p.unit, at: p.toLoc! });
    else if (!dislodgedBy[p.prov]) newUnits.push(p.unit);
  }
  const occupied = new Set(newUnits.map((u) => provinceOf(u.at)));
  const standoffs = new Set<string>();
  for (const [prov, movers] of Object.entries(movesInto)) {
    if (occupied.has(prov)) continue;
    if (movers.some((m) => !result[m.prov] && preventStrength(m) > 0)) standoffs.add(prov);
  }
  const dislodged: Dislodged[] = [];
  for (const p of all) {
    const by = dislodgedBy[p.prov];
    if (!by) continue;
    dislodged.push({
      power: p.unit.power,
      type: p.unit.type,
      at: p.unit.at,
      from: by.prov,
      viaConvoy: by.byConvoy,
      retreats: retreatOptions(p.unit, by.prov, by.byConvoy, occupied, standoffs, rules),
    });
  }
  newUnits.sort((a, b) => (a.at < b.at ? -1 : 1));
  return { outcomes, units: newUnits, dislodged, standoffs: [...standoffs].sort() };
}

/** where a dislodged unit may retreat. */
export function retreatOptions(
  unit: Unit,
  attackerFrom: string,
  attackerByConvoy: boolean,
  occupied: ReadonlySet<string>,
  standoffs: ReadonlySet<string>,
  rules: RuleSet,
): Loc[] {
  const candidates: Loc[] =
    unit.type === 'army'
      ? (ARMY_ADJ[provinceOf(unit.at)] ?? []).filter((p) => isLand(p))
      : [...(FLEET_ADJ[unit.at] ?? [])];
  return candidates
    .filter((loc) => {
      const prov = provinceOf(loc);
      if (occupied.has(prov) || standoffs.has(prov)) return false;
      if (prov === attackerFrom && !(attackerByConvoy && rules.retreatToConvoyOrigin)) return false;
      return PROVINCE[prov] !== undefined;
    })
    .sort();
}
