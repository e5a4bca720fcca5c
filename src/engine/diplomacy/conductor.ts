/**
 * Diplomacy, sequence of play (§VII.6, §XI, §XIII):
 *
 *   Spring movement → Spring retreats (if any) → Fall movement → Fall retreats (if any)
 *   → supply centre ownership (§XIII.1) → victory check at 18 centres (§II)
 *   → Winter adjustments (if any, §XIII.2) → next Spring; a shortened game ends after the
 *   agreed year's adjustments (§III). Draws and concessions end it by unanimous vote (§II).
 *
 * Each phase collects secret orders; it is adjudicated when every power that owes orders is ready,
 * or when `system` closes it at the deadline (missing orders: hold, disband, waive, or civil
 * disorder removals, §XIV.3–4).
 */
import {
  int,
  logger,
  refuser,
  seedRng,
  SYSTEM,
  type GameEvent,
  type GameResult,
  type Log,
  type Refuse,
  type Role,
} from '../core/index.js';
import type { DiplomacyAction } from './actions.js';
import { provinceOf, STARTING_UNITS, startingSupplyCentres } from './data/map.js';
import { VARIANTS } from './data/variants.js';
import { formatOrder } from './parser.js';
import {
  adjudicateAdjustments,
  adjustmentCounts,
  buildLocation,
  buildSites,
  updateSupplyCentres,
} from './rules/adjustments.js';
import { boardOf } from './rules/board.js';
import { adjudicateMovement, type MovementOrder } from './rules/movement.js';
import { checkMovementOrder } from './rules/orders.js';
import { adjudicateRetreats, retreatTarget } from './rules/retreats.js';
import { legalOrderTree } from './order-tree.js';
import { movementOptions } from './rules/order-options.js';
import {
  owingPowers,
  SCHEMA_VERSION,
  survivors,
  type DiplomacyOptions,
  type DiplomacyState,
  type PhaseRecord,
} from './state.js';
import { POWERS, ruleSet, type Order, type Power, type Unit } from './types.js';

/** Refusals cite the Italian rulebook's sections ('VII.1', 'XIII.2'), the ids of the /rules entries. */
const refuse: Refuse = refuser('diplomacy');
const log: Log = logger('diplomacy');
const byLoc = (a: Unit, b: Unit) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0);

export function setupGame(seed: string, options: DiplomacyOptions): DiplomacyState {
  const variant = VARIANTS[options.variant];
  return {
    schema: SCHEMA_VERSION,
    version: 0,
    rng: seedRng(seed),
    step: 'spring.movement',
    options,
    rules: ruleSet(options.edition),
    year: variant.startYear,
    season: 'spring',
    phase: 'movement',
    powers: POWERS.filter((p) => !variant.neutral.includes(p)),
    neutral: [...variant.neutral],
    seats: variant.seats.map((s) => [...s]),
    variant: variant.id,
    closed: [...variant.closed],
    units: [...STARTING_UNITS].sort(byLoc),
    supplyCenters: startingSupplyCentres(),
    dislodged: [],
    adjustments: {},
    orders: {},
    submitted: [],
    ready: [],
    drawVotes: [],
    concessions: {},
    missed: {},
    phaseCount: 0,
    recentPhases: [],
    centreHistory: [],
    result: null,
  };
}

export function activeRoles(s: DiplomacyState): Role[] {
  return owingPowers(s).filter((p) => !s.ready.includes(p));
}

/** Checks one order for a power in the current phase; returns it in canonical form or throws a refusal. */
function validateOrder(s: DiplomacyState, power: Power, order: Order): Order {
  const params = { order: formatOrder(order) };
  // G-6: while Italy is neutral in the two-player game nothing enters, supports into or retreats to it.
  const target =
    'to' in order && order.to ? provinceOf(order.to) : order.type === 'support' ? provinceOf(order.target) : null;
  if (target && s.closed.includes(target)) refuse('closed_territory', 'XIV.2', params);
  if (s.phase === 'movement') {
    const board = boardOf(s.units);
    const r = checkMovementOrder(board, power, order, s.rules);
    if (!r.ok) refuse(r.reason, r.rule, { ...params, legal: legalValues(s, power, order, r.reason) });
    const l = r.ok ? r.order : (null as never);
    const base = { unit: l.unit.at, unitType: l.unit.type };
    if (l.type === 'hold') return { type: 'hold', ...base };
    if (l.type === 'move') return { type: 'move', ...base, to: l.to, ...(l.viaConvoy ? { viaConvoy: true } : {}) };
    if (l.type === 'support') {
      const t = board[l.target]!;
      return {
        type: 'support',
        ...base,
        target: t.at,
        targetType: t.type,
        ...(l.to ? { to: l.toCoast ? `${l.to}/${l.toCoast}` : l.to } : {}),
      };
    }
    return { type: 'convoy', ...base, target: l.target, targetType: 'army', to: l.to };
  }
  if (s.phase === 'retreat') {
    if (order.type !== 'retreat' && order.type !== 'disband') refuse('wrong_phase', 'XI.1', params);
    const unitLoc = (order as { unit: string }).unit;
    const d = s.dislodged.find((x) => provinceOf(x.at) === provinceOf(unitLoc));
    if (!d) refuse('not_dislodged', 'XI', params);
    if (d!.power !== power) refuse('not_your_unit', 'XI.1', params);
    const base = { unit: d!.at, unitType: d!.type };
    if (order.type === 'disband') return { type: 'disband', ...base };
    const to = retreatTarget(d!, (order as { to: string }).to, s.rules);
    if (!to) refuse('bad_retreat', 'XI', { ...params, legal: codes(d!.retreats) });
    return { type: 'retreat', ...base, to: to! };
  }
  const delta = s.adjustments[power] ?? 0;
  if (order.type === 'waive') {
    if (delta <= 0) refuse('no_builds', 'XIII.2', params);
    return order;
  }
  if (order.type === 'build') {
    if (delta <= 0) refuse('no_builds', 'XIII.2', params);
    const where = buildLocation(order.unitType, order.at);
    if (!where.ok) refuse(where.ok ? '' : where.reason, 'XIII.2', params);
    const loc = where.ok ? where.loc : '';
    const sites = buildSites(s.units, s.supplyCenters, power);
    if (!sites.includes(provinceOf(loc))) refuse('not_build_site', 'XIII.2', { ...params, legal: codes(sites) });
    return { type: 'build', unitType: order.unitType, at: loc };
  }
  if (order.type === 'remove' || order.type === 'disband') {
    if (delta >= 0) refuse('no_removals', 'XIII.2', params);
    const u = s.units.find((x) => provinceOf(x.at) === provinceOf(order.unit));
    if (!u) refuse('no_unit', 'XIII.2', params);
    if (u!.power !== power) refuse('not_your_unit', 'XIII.2', params);
    return { type: 'remove', unit: u!.at, unitType: u!.type };
  }
  return refuse('wrong_phase', 'XIII.2', params);
}

/** Places as players read them in a refusal: "SPA (nc), POR"; a dash when there are none. */
function codes(locs: readonly string[]): string {
  const out = [...new Set(locs)].map((l) =>
    l.length > 3 ? `${l.slice(0, 3).toUpperCase()} (${l.slice(4)})` : l.toUpperCase(),
  );
  return out.length ? out.join(', ') : '—';
}

/** The legal values a movement refusal names (#30): where the unit can go, which coasts, where it can support. */
function legalValues(s: DiplomacyState, power: Power, order: Order, reason: string): string {
  if (
    !['not_adjacent', 'fleet_inland', 'army_to_sea', 'same_province', 'coast_needed', 'support_unreachable'].includes(
      reason,
    )
  )
    return '';
  if (!('unit' in order)) return '';
  const unit = s.units.find((u) => u.power === power && provinceOf(u.at) === provinceOf(order.unit));
  if (!unit) return '';
  const moves = (movementOptions(boardOf(s.units), unit, s.rules).orders.move ?? []).flatMap((o) =>
    o.type === 'move' && !o.viaConvoy ? [o.to] : [],
  );
  if (reason === 'coast_needed' && 'to' in order && order.to)
    return codes(moves.filter((l) => provinceOf(l) === provinceOf(order.to!)));
  if (reason === 'support_unreachable') return codes(moves.map(provinceOf));
  return codes(moves);
}

/** The key that makes two orders compete for the same slot (one order per unit / build site). */
export function slotOf(o: Order): string {
  if (o.type === 'waive') return 'waive';
  if (o.type === 'build') return `build:${provinceOf(o.at)}`;
  return `unit:${provinceOf(o.unit)}`;
}

/** Whether a set of canonical orders fits the phase as a whole (one per unit, build/removal counts). */
function checkOrderSet(s: DiplomacyState, power: Power, orders: Order[]): void {
  const slots = new Set<string>();
  let builds = 0;
  let removes = 0;
  for (const o of orders) {
    const slot = slotOf(o);
    if (slot !== 'waive' && slots.has(slot)) refuse('duplicate_order', 'VII.1', { order: formatOrder(o) });
    slots.add(slot);
    if (o.type === 'build' || o.type === 'waive') builds++;
    if (o.type === 'remove') removes++;
  }
  const delta = s.adjustments[power] ?? 0;
  if (builds > Math.max(0, delta)) refuse('too_many_builds', 'XIII.2', { allowed: Math.max(0, delta) });
  if (removes > Math.max(0, -delta)) refuse('too_many_removals', 'XIII.2', { required: Math.max(0, -delta) });
}

/** Winter: what each power owes, limited by the centres where it can build. */
function computeAdjustments(s: DiplomacyState): Record<string, number> {
  const counts = adjustmentCounts(s.units, s.supplyCenters, s.powers);
  const out: Record<string, number> = {};
  for (const p of s.powers) {
    const c = counts[p] ?? 0;
    if (c < 0) out[p] = c;
    else if (c > 0) {
      const sites = buildSites(s.units, s.supplyCenters, p).length;
      if (sites > 0) out[p] = Math.min(c, sites);
    }
  }
  return out;
}

function startPhase(s: DiplomacyState) {
  s.step = `${s.season}.${s.phase}`;
  s.orders = {};
  s.submitted = [];
  s.ready = [];
}

function record(
  s: DiplomacyState,
  outcomes: PhaseRecord['orders'],
  before: Unit[],
  lost: Unit[],
  dislodged: PhaseRecord['dislodged'],
): PhaseRecord {
  return {
    season: s.season,
    year: s.year,
    phase: s.phase,
    unitsBefore: before,
    orders: outcomes,
    unitsAfter: [...s.units],
    dislodged,
    lost,
    supplyCenters: { ...s.supplyCenters },
  };
}

/**
 * Records an adjudicated phase. The phases of one action are kept together in `recentPhases` (an action
 * can adjudicate several: a phase nobody owes anything in follows at once); `applyAction` trims the list
 * to the latest action's phases.
 */
function pushPhase(s: DiplomacyState, rec: PhaseRecord): void {
  s.recentPhases = [...s.recentPhases, rec];
  s.phaseCount += 1;
}

function collectOrders(s: DiplomacyState): MovementOrder[] {
  const out: MovementOrder[] = [];
  for (const p of s.powers) for (const o of s.orders[p] ?? []) out.push({ power: p, order: o });
  return out;
}

/** Adjudicates the current phase and moves on to the next one that needs anybody. */
function resolvePhase(s: DiplomacyState, events: GameEvent[]) {
  const before = [...s.units];
  const orders = collectOrders(s);
  for (const p of owingPowers(s)) {
    if (s.phase === 'movement') s.missed[p] = s.submitted.includes(p) ? 0 : (s.missed[p] ?? 0) + 1;
  }
  log(events, 'phase_resolved', { season: s.season, year: s.year, phase: s.phase }, { irreversible: true });
  if (s.phase === 'movement') {
    const r = adjudicateMovement(s.units, orders, s.rules);
    s.units = r.units;
    const lost: Unit[] = [];
    for (const d of r.dislodged) d.retreats = d.retreats.filter((l) => !s.closed.includes(provinceOf(l)));
    const keep = r.dislodged.filter((d) => {
      // R-4 / F-1: no retreat possible, or a left-out power's unit: disbanded at once.
      const gone = d.retreats.length === 0 || s.neutral.includes(d.power);
      if (gone) lost.push({ power: d.power, type: d.type, at: d.at });
      return !gone;
    });
    for (const d of r.dislodged) log(events, 'unit_dislodged', { power: d.power, unit: d.at, from: d.from });
    pushPhase(
      s,
      record(
        s,
        r.outcomes.map((o) => ({ ...o, text: formatOrder(o.order) })),
        before,
        lost,
        r.dislodged,
      ),
    );
    s.dislodged = keep;
    if (keep.length > 0) {
      s.phase = 'retreat';
      startPhase(s);
      return;
    }
  } else if (s.phase === 'retreat') {
    const r = adjudicateRetreats(s.units, s.dislodged, orders, s.rules);
    s.units = r.units;
    const lost = r.disbanded.map((d) => ({ power: d.power, type: d.type, at: d.at }));
    pushPhase(
      s,
      record(
        s,
        r.outcomes.map((o) => ({ ...o, text: formatOrder(o.order) })),
        before,
        lost,
        [],
      ),
    );
    s.dislodged = [];
  } else {
    const r = adjudicateAdjustments(s.units, s.supplyCenters, orders, s.powers, s.rules);
    // Powers that could not build anywhere owe nothing; the adjudicator only applies valid builds.
    s.units = r.units;
    for (const u of r.autoRemoved) log(events, 'unit_removed', { power: u.power, unit: u.at });
    pushPhase(
      s,
      record(
        s,
        r.outcomes.map((o) => ({ ...o, text: formatOrder(o.order) })),
        before,
        r.autoRemoved,
        [],
      ),
    );
    s.adjustments = {};
    endOfYear(s, events);
    return;
  }
  afterSeason(s, events);
}

function afterSeason(s: DiplomacyState, events: GameEvent[]) {
  if (s.season === 'spring') {
    s.season = 'fall';
    s.phase = 'movement';
    startPhase(s);
    return;
  }
  // A-1..A-3: ownership after the Fall turn, retreats included.
  const old = s.supplyCenters;
  s.supplyCenters = updateSupplyCentres(s.units, s.supplyCenters);
  for (const [c, p] of Object.entries(s.supplyCenters)) {
    if (old[c] !== p) log(events, 'centre_captured', { power: p, centre: c, from: old[c] ?? null });
  }
  const last = s.recentPhases.length - 1;
  if (last >= 0) {
    s.recentPhases = [...s.recentPhases];
    s.recentPhases[last] = { ...s.recentPhases[last]!, supplyCenters: { ...s.supplyCenters } };
  }
  s.centreHistory = [...s.centreHistory.filter((c) => c.year !== s.year), { year: s.year, counts: centreCounts(s) }];
  const variant = VARIANTS[s.variant];
  if (variant.italyJoinsAfterFall === s.year && s.neutral.includes('italy')) {
    // F-6: a coin decides which side Italy joins, from these adjustments on.
    const side = int(s, 2);
    s.seats = s.seats.map((seat, i) => (i === side ? [...seat, 'italy'] : seat));
    s.neutral = s.neutral.filter((p) => p !== 'italy');
    s.powers = POWERS.filter((p) => p === 'italy' || s.powers.includes(p));
    s.closed = [];
    log(events, 'italy_joins', { side: s.seats[side]!.filter((p) => p !== 'italy') }, { irreversible: true });
  }
  // E-1: a power with enough centres wins at once (not in the two-player game, which counts units, D-16).
  const counts = centreCounts(s);
  const winner =
    variant.sideUnitsToWin === null ? s.powers.find((p) => (counts[p] ?? 0) >= s.options.victoryCentres) : undefined;
  if (winner) {
    finish(s, { winners: [winner], scores: counts, reason: 'diplomacy.end.solo', details: { year: s.year } }, events);
    return;
  }
  s.adjustments = computeAdjustments(s);
  if (s.powers.some((p) => (s.adjustments[p] ?? 0) !== 0)) {
    s.season = 'winter';
    s.phase = 'adjustment';
    startPhase(s);
    return;
  }
  endOfYear(s, events);
}

function endOfYear(s: DiplomacyState, events: GameEvent[]) {
  // F-1: left-out powers never build; their surplus units go by the civil disorder rule.
  const surplus = s.neutral.filter((p) => (adjustmentCounts(s.units, s.supplyCenters, [p])[p] ?? 0) < 0);
  if (surplus.length) s.units = adjudicateAdjustments(s.units, s.supplyCenters, [], surplus, s.rules).units;
  // D-16: in the two-player game a side with enough units wins.
  const need = VARIANTS[s.variant].sideUnitsToWin;
  if (need !== null) {
    const uc = unitCounts(s);
    const side = s.seats.find((seat) => seat.reduce((n, p) => n + (uc[p] ?? 0), 0) >= need);
    if (side) {
      finish(
        s,
        { winners: [...side], scores: uc, reason: 'diplomacy.end.side_units', details: { year: s.year, units: need } },
        events,
      );
      return;
    }
  }
  if (s.options.endYear !== null && s.year >= s.options.endYear) {
    // §III / D-15: a shortened game goes to the most units (or centres); ties by centres, then shared.
    // With several powers per seat (2-4 players) the seat's powers are counted together.
    const cc = centreCounts(s);
    const uc = unitCounts(s);
    const primary = s.options.shortGameMetric === 'units' ? uc : cc;
    const seats = s.seats.filter((seat) => seat.some((p) => s.powers.includes(p)));
    const sum = (seat: Power[], m: Record<string, number>) => seat.reduce((n, p) => n + (m[p] ?? 0), 0);
    const score = (seat: Power[]) => sum(seat, primary) * 100 + sum(seat, cc);
    const best = Math.max(...seats.map(score));
    const winners = seats.filter((seat) => score(seat) === best).flat();
    finish(
      s,
      {
        winners,
        scores: primary,
        reason: 'diplomacy.end.time_limit',
        details: { year: s.year, metric: s.options.shortGameMetric },
      },
      events,
    );
    return;
  }
  s.year += 1;
  s.season = 'spring';
  s.phase = 'movement';
  startPhase(s);
}

function finish(s: DiplomacyState, result: GameResult, events: GameEvent[]) {
  s.result = result;
  s.step = 'over';
  s.orders = {};
  s.submitted = [];
  s.ready = [];
  log(events, 'game_over', { reason: result.reason, winners: result.winners });
}

export function centreCounts(s: Pick<DiplomacyState, 'supplyCenters' | 'powers' | 'neutral'>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of [...s.powers, ...s.neutral]) out[p] = 0;
  for (const p of Object.values(s.supplyCenters)) out[p] = (out[p] ?? 0) + 1;
  return out;
}

export function unitCounts(s: Pick<DiplomacyState, 'units' | 'powers' | 'neutral'>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of [...s.powers, ...s.neutral]) out[p] = 0;
  for (const u of s.units) out[u.power] = (out[u.power] ?? 0) + 1;
  return out;
}

function maybeResolve(s: DiplomacyState, events: GameEvent[]) {
  // Phases nobody owes anything in are adjudicated straight away (e.g. every unit of the side lost).
  let guard = 0;
  while (!s.result && owingPowers(s).every((p) => s.ready.includes(p))) {
    resolvePhase(s, events);
    if (++guard > 10) throw new Error('diplomacy: phase loop');
  }
}

/**
 * Phase records (`recentPhases`) and `centreHistory` are only ever replaced, never edited, so versions
 * share them (core `clone`'s `share`): a move stays cheap late in a long game while `apply` still never
 * mutates its argument (tested).
 */
export const SHARED: (keyof DiplomacyState & string)[] = ['recentPhases', 'centreHistory'];

/**
 * The orders `orders` would leave `power` with, in canonical form, checked one by one and as a set (one
 * per unit, the owed number of builds or removals); throws the refusal of the first that does not fit.
 * With `merge`, the orders join the power's current ones, each replacing the order for its unit or site.
 */
export function validateOrders(s: DiplomacyState, power: Power, orders: readonly Order[], merge = false): Order[] {
  const fresh = orders.map((o) => validateOrder(s, power, o));
  const next = merge ? mergeOrders(s, power, fresh).next : fresh;
  checkOrderSet(s, power, next);
  return next;
}

/**
 * The power's orders with `fresh` joined, each replacing the order for its unit or site; in winter a
 * build (or removal) beyond what the power may do replaces the oldest one (§XIII.2, #30), returned as
 * `replaced`.
 */
function mergeOrders(
  s: DiplomacyState,
  power: Power,
  fresh: readonly Order[],
): { next: Order[]; replaced: Order | null } {
  let next = fresh.reduce<Order[]>(
    (kept, o) => [...kept.filter((x) => slotOf(o) === 'waive' || slotOf(x) !== slotOf(o)), o],
    s.orders[power] ?? [],
  );
  const replaced = s.phase === 'adjustment' ? overflow(s, power, next) : null;
  if (replaced) next = next.filter((o) => o !== replaced);
  return { next, replaced };
}

/**
 * Legality (core `defineGame`'s `admit`): Diplomacy's orders are typed, so they are checked by the rules
 * rather than found in a list; the other actions by the same checks, in rule order. Returns the action
 * with its orders in canonical form.
 */
export function admit(s: DiplomacyState, role: Role, action: DiplomacyAction): DiplomacyAction {
  if (action.type === 'close_phase') {
    if (role !== SYSTEM) refuse('system_only', 'XIV.1');
    return action;
  }
  const power = role as Power;
  if (!s.powers.includes(power)) refuse('not_a_player', 'I', { role });
  switch (action.type) {
    case 'vote_draw':
      if (!survivors(s).includes(power)) refuse('eliminated', 'II');
      return action;
    case 'vote_concede':
      if (!survivors(s).includes(power)) refuse('eliminated', 'II');
      if (action.to && (action.to === power || !survivors(s).includes(action.to)))
        refuse('bad_concession', 'II', { to: action.to });
      return action;
  }
  if (!owingPowers(s).includes(power)) refuse('nothing_to_order', 'VII.4', { power });
  switch (action.type) {
    case 'ready':
      if (s.ready.includes(power)) refuse('already_ready', 'VII.4');
      return action;
    case 'unready':
      if (!s.ready.includes(power)) refuse('not_ready', 'VII.4');
      return action;
    case 'set_orders':
      return { type: 'set_orders', orders: validateOrders(s, power, action.orders) };
    case 'set_order': {
      // checked as it joins the others; `step` joins it again and says which build it replaced
      const next = validateOrders(s, power, [action.order], true);
      return { type: 'set_order', order: next[next.length - 1]! };
    }
    default:
      return action;
  }
}

/** Plays an admitted action on the copy (the phase is adjudicated once every power owing orders is ready). */
export function step(s: DiplomacyState, role: Role, action: DiplomacyAction, events: GameEvent[]): void {
  const phases = s.phaseCount;
  play(s, role, action, events);
  // the phases of this action only (pushPhase)
  const added = s.phaseCount - phases;
  if (added > 0) s.recentPhases = s.recentPhases.slice(-added);
}

function play(s: DiplomacyState, role: Role, action: DiplomacyAction, events: GameEvent[]): void {
  const power = role as Power;
  switch (action.type) {
    case 'close_phase':
      for (const p of owingPowers(s)) if (!s.ready.includes(p)) s.ready.push(p);
      resolvePhase(s, events);
      maybeResolve(s, events);
      return;
    case 'vote_draw': {
      s.drawVotes = s.drawVotes.filter((p) => p !== power);
      if (action.draw) s.drawVotes.push(power);
      s.drawVotes.sort();
      log(events, action.draw ? 'draw_vote' : 'draw_unvote', { power });
      const alive = survivors(s);
      if (alive.every((p) => s.drawVotes.includes(p))) {
        finish(s, { winners: [], reason: 'diplomacy.end.draw', details: { survivors: alive } }, events);
      }
      return;
    }
    case 'vote_concede': {
      delete s.concessions[power];
      if (action.to) s.concessions[power] = action.to;
      const alive = survivors(s);
      for (const w of alive) {
        if (alive.filter((p) => p !== w).every((p) => s.concessions[p] === w)) {
          finish(s, { winners: [w], reason: 'diplomacy.end.concession', details: { year: s.year } }, events);
          break;
        }
      }
      return;
    }
    case 'ready':
      s.ready.push(power);
      s.ready.sort();
      log(events, 'ready', { power });
      maybeResolve(s, events);
      return;
    case 'unready':
      s.ready = s.ready.filter((p) => p !== power);
      return;
    case 'clear_orders':
      s.orders[power] = [];
      return;
    case 'set_order':
    case 'set_orders': {
      // admitted: `set_orders` with the whole checked list, or one checked order joining the others
      let next = action.type === 'set_orders' ? action.orders : [];
      if (action.type === 'set_order') {
        const merged = mergeOrders(s, power, [action.order]);
        next = merged.next;
        // §XIII.2: a power builds (or removes) only so many units; a new one replaces the oldest (#30).
        if (merged.replaced)
          log(
            events,
            action.order.type === 'remove' ? 'removal_replaced' : 'build_replaced',
            {
              power,
              old: formatOrder(merged.replaced),
              order: formatOrder(action.order),
              count: Math.abs(s.adjustments[power] ?? 0),
            },
            { audience: [power] },
          );
      }
      s.orders[power] = next;
      if (!s.submitted.includes(power)) s.submitted = [...s.submitted, power].sort();
      log(events, 'orders_saved', { power, count: next.length }, { audience: [power] });
    }
  }
}

/**
 * What a power has not ordered yet this phase, and so what the rules will do for it at adjudication:
 * units without an order hold (§VI), dislodged units without a retreat are disbanded (§X), builds not
 * ordered are waived and removals not ordered follow civil disorder (§XIV.3). Only a build that could
 * still be placed counts as owed (a free home centre no build names yet).
 */
export interface MissingOrders {
  units: Unit[];
  builds: number;
  removals: number;
}

export function missingOrders(s: DiplomacyState, power: Power): MissingOrders {
  const orders = s.orders[power] ?? [];
  const have = new Set(orders.map(slotOf));
  const units: Unit[] =
    s.phase === 'retreat'
      ? s.dislodged.filter((d) => d.power === power).map((d) => ({ power: d.power, type: d.type, at: d.at }))
      : s.phase === 'movement'
        ? s.units.filter((u) => u.power === power)
        : [];
  const delta = s.phase === 'adjustment' ? (s.adjustments[power] ?? 0) : 0;
  let builds = 0;
  if (delta > 0) {
    const given = orders.filter((o) => o.type === 'build' || o.type === 'waive');
    const named = new Set(given.flatMap((o) => (o.type === 'build' ? [provinceOf(o.at)] : [])));
    const sites = new Set(
      legalOrderTree(s, power).builds.flatMap((o) => (o.type === 'build' ? [provinceOf(o.at)] : [])),
    );
    for (const n of named) sites.delete(n);
    builds = Math.max(0, Math.min(delta - given.length, sites.size));
  }
  const removals = delta < 0 ? Math.max(0, -delta - orders.filter((o) => o.type === 'remove').length) : 0;
  return { units: units.filter((u) => !have.has(`unit:${provinceOf(u.at)}`)), builds, removals };
}

/** The oldest build (or removal) beyond what the power may do this winter, when the newest order overflows. */
function overflow(s: DiplomacyState, power: Power, next: Order[]): Order | null {
  const delta = s.adjustments[power] ?? 0;
  const last = next[next.length - 1]!;
  const isBuild = (o: Order) => o.type === 'build' || o.type === 'waive';
  if (isBuild(last) && delta > 0 && next.filter(isBuild).length > delta) return next.find(isBuild) ?? null;
  if (last.type === 'remove' && delta < 0 && next.filter((o) => o.type === 'remove').length > -delta)
    return next.find((o) => o.type === 'remove') ?? null;
  return null;
}

function fitsAdjustment(s: DiplomacyState, power: Power, order: Order): boolean {
  const current = s.orders[power] ?? [];
  const delta = s.adjustments[power] ?? 0;
  if (order.type === 'build' || order.type === 'waive') {
    const others = current.filter(
      (o) => !(order.type === 'build' && o.type === 'build' && o.at.slice(0, 3) === order.at.slice(0, 3)),
    );
    return others.filter((o) => o.type === 'build' || o.type === 'waive').length < delta;
  }
  if (order.type === 'remove') {
    if (current.some((o) => o.type === 'remove' && o.unit === order.unit)) return false;
    return current.filter((o) => o.type === 'remove').length < -delta;
  }
  return true;
}

/** Everything a role may do now (STYLE §2): per-unit orders from the order tree, readiness and votes. */
export function legalActions(s: DiplomacyState, role: string): DiplomacyAction[] {
  if (s.result) return [];
  if (role === SYSTEM) return owingPowers(s).length ? [{ type: 'close_phase' }] : [];
  if (!(s.powers as string[]).includes(role)) return [];
  const power = role as Power;
  const out: DiplomacyAction[] = [];
  if (owingPowers(s).includes(power)) {
    const tree = legalOrderTree(s, power);
    for (const u of tree.units)
      for (const list of Object.values(u.orders))
        for (const order of list ?? []) {
          if (s.phase !== 'adjustment' || fitsAdjustment(s, power, order)) out.push({ type: 'set_order', order });
        }
    for (const order of tree.builds) if (fitsAdjustment(s, power, order)) out.push({ type: 'set_order', order });
    out.push({ type: 'set_orders', orders: s.orders[power] ?? [] });
    if ((s.orders[power] ?? []).length) out.push({ type: 'clear_orders' });
    out.push(s.ready.includes(power) ? { type: 'unready' } : { type: 'ready' });
  }
  const alive = survivors(s);
  if (alive.includes(power)) {
    out.push({ type: 'vote_draw', draw: !s.drawVotes.includes(power) });
    for (const p of alive) if (p !== power && s.concessions[power] !== p) out.push({ type: 'vote_concede', to: p });
    if (s.concessions[power]) out.push({ type: 'vote_concede', to: null });
  }
  return out;
}
