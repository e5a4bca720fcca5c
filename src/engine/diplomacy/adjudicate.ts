/**
 * The adjudicator as one pure function over a plain document (issue 6, "Adjudicator command-line
 * contract"): a position, an edition and the orders of one or more consecutive phases, as players
 * write them. `scripts/adjudicate.ts` wraps it for stdin/stdout; the DATC tests use it directly.
 */
import { z } from 'zod';
import { fleetLocations, hasSplitCoasts, PROVINCE, provinceOf, startingSupplyCentres } from './data/map.js';
import { parseOrder } from './parser.js';
import { adjudicateAdjustments, updateSupplyCentres } from './rules/adjustments.js';
import { adjudicateMovement, retreatOptions, type MovementOrder } from './rules/movement.js';
import { adjudicateRetreats } from './rules/retreats.js';
import {
  Edition,
  Loc,
  PhaseKind,
  POWERS,
  Power,
  ruleSet,
  Season,
  Unit,
  UnitType,
  type Dislodged,
  type Order,
  type OrderResult,
  type RuleSet,
} from './types.js';

/**
 * A place written as orders write it (`gol`, `nrg`, `mid`, `nat`, `Gulf of Lyons`, `spa/nc`,
 * `Spain (north coast)`): read by the order parser itself, so a document's units and its orders
 * accept the same names. Armies ignore coasts; a fleet keeps the coast it names.
 */
function placeOf(text: string, type: UnitType): Loc | null {
  const r = parseOrder(`${type === 'fleet' ? 'F' : 'A'} ${text} H`);
  if (!r.ok || r.order.type !== 'hold') return null;
  return type === 'army' ? provinceOf(r.order.unit) : r.order.unit;
}

/** A power as orders name it (`england`, `ENG`, `Inghilterra`). */
function powerOf(text: string): Power | null {
  if ((POWERS as readonly string[]).includes(text)) return text as Power;
  const r = parseOrder(`${text}: A lon H`);
  return r.ok ? r.power : null;
}

const PowerName = z.string().transform((text, ctx) => {
  const p = powerOf(text);
  if (!p) ctx.addIssue({ code: 'custom', message: `unknown power "${text}"` });
  return p ?? z.NEVER;
});
const UnitTypeName = z
  .string()
  .transform((t) => ({ a: 'army', army: 'army', f: 'fleet', fleet: 'fleet' })[t.toLowerCase()] ?? t)
  .pipe(UnitType);
const ProvinceName = z.string().transform((text, ctx) => {
  const loc = placeOf(text, 'army');
  if (!loc) ctx.addIssue({ code: 'custom', message: `unknown province "${text}"` });
  return loc ?? z.NEVER;
});

/** Where a unit of this type may stand (§VI.2, §VII.1, §VII.3): no army at sea, no fleet inland, a coast on BUL/SPA/STP. */
function placementProblem(type: UnitType, at: Loc): string | null {
  const prov = provinceOf(at);
  const kind = PROVINCE[prov]!.kind;
  if (type === 'army' && kind === 'sea') return `an army cannot stand in a sea zone (${prov})`;
  if (type === 'fleet' && kind === 'land') return `a fleet cannot stand inland (${prov})`;
  if (type === 'fleet' && hasSplitCoasts(prov) && at.length === 3)
    return `a fleet in ${prov} needs its coast (${fleetLocations(prov).join(' or ')})`;
  return null;
}

/** A unit's place read and checked: the location, or what is wrong with it. */
function unitPlace(type: UnitType, text: string): { at: Loc } | { problem: string } {
  const at = placeOf(text, type);
  if (!at) return { problem: `unknown province "${text}"` };
  const problem = placementProblem(type, at);
  return problem ? { problem } : { at };
}

const UnitIn = z.object({ power: PowerName, type: UnitTypeName, at: z.string() }).transform((u, ctx) => {
  const place = unitPlace(u.type, u.at);
  if ('problem' in place) {
    ctx.addIssue({ code: 'custom', path: ['at'], message: place.problem });
    return z.NEVER;
  }
  return { ...u, at: place.at };
});

const DislodgedIn = z
  .object({
    power: PowerName,
    type: UnitTypeName,
    at: z.string(),
    from: ProvinceName,
    viaConvoy: z.boolean().default(false),
  })
  .transform((d, ctx) => {
    const place = unitPlace(d.type, d.at);
    if ('problem' in place) {
      ctx.addIssue({ code: 'custom', path: ['at'], message: place.problem });
      return z.NEVER;
    }
    return { ...d, at: place.at };
  });

export const AdjudicationInput = z
  .object({
    edition: Edition.default('datc'),
    season: Season,
    year: z.number().int(),
    phase: PhaseKind,
    units: z.array(UnitIn),
    /**
     * A document starting in a retreat phase: the dislodged units, where each attacker came from and
     * whether it came by convoy (D-4, DATC 4.A.5: a convoyed attacker's origin may be open to retreat).
     */
    dislodged: z.array(DislodgedIn).optional(),
    /** A document starting in a retreat phase: provinces left empty by a standoff (R-4, no retreat there). */
    standoffs: z.array(ProvinceName).optional(),
    supplyCenters: z.record(z.string(), PowerName).optional(),
    orders: z.array(z.array(z.string())),
  })
  .superRefine((doc, ctx) => {
    if ((doc.season === 'winter') !== (doc.phase === 'adjustment')) {
      ctx.addIssue({ code: 'custom', path: ['phase'], message: 'winter is the adjustment phase, and only winter' });
    }
    const seen = new Set<string>();
    doc.units.forEach((u, i) => {
      const p = provinceOf(u.at);
      if (seen.has(p)) ctx.addIssue({ code: 'custom', path: ['units', i, 'at'], message: 'two units in one province' });
      seen.add(p);
    });
    for (const field of ['dislodged', 'standoffs'] as const)
      if (doc[field]?.length && doc.phase !== 'retreat')
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} are given only when the document starts in a retreat phase`,
        });
    const out = new Set<string>();
    doc.dislodged?.forEach((d, i) => {
      const p = provinceOf(d.at);
      if (out.has(p))
        ctx.addIssue({ code: 'custom', path: ['dislodged', i, 'at'], message: 'two dislodged units in one province' });
      out.add(p);
      if (!seen.has(p))
        ctx.addIssue({
          code: 'custom',
          path: ['dislodged', i, 'at'],
          message: `no unit in ${p}: a dislodged unit's attacker stands where it was`,
        });
      if (d.from === p)
        ctx.addIssue({
          code: 'custom',
          path: ['dislodged', i, 'from'],
          message: 'the attacker came from another province',
        });
    });
    doc.standoffs?.forEach((p, i) => {
      if (seen.has(p))
        ctx.addIssue({
          code: 'custom',
          path: ['standoffs', i],
          message: `${p} is occupied: a standoff leaves a province empty`,
        });
    });
    if (doc.supplyCenters)
      for (const key of Object.keys(doc.supplyCenters)) {
        const p = placeOf(key, 'army');
        if (!p || !PROVINCE[p]!.sc)
          ctx.addIssue({
            code: 'custom',
            path: ['supplyCenters', key],
            message: p ? `${p} is not a supply centre` : `unknown province "${key}"`,
          });
      }
  })
  .transform((doc) => ({
    ...doc,
    supplyCenters: doc.supplyCenters
      ? Object.fromEntries(Object.entries(doc.supplyCenters).map(([k, v]) => [placeOf(k, 'army')!, v]))
      : undefined,
  }));
export type AdjudicationInput = z.input<typeof AdjudicationInput>;

const ResultLine = z.object({
  order: z.string(),
  result: z.enum(['succeeds', 'fails', 'illegal']),
  reason: z.string(),
});
const DislodgedOut = z.object({ power: Power, type: UnitType, at: Loc, from: z.string(), retreats: z.array(Loc) });
const AdjudicationPhase = z.object({
  season: Season,
  year: z.number().int(),
  phase: PhaseKind,
  results: z.array(ResultLine),
  units: z.array(Unit),
  dislodged: z.array(DislodgedOut),
  supplyCenters: z.record(z.string(), Power),
});
export const AdjudicationOutput = z.object({ phases: z.array(AdjudicationPhase) });
export type AdjudicationOutput = z.infer<typeof AdjudicationOutput>;
type AdjudicationPhase = z.infer<typeof AdjudicationPhase>;

/** Converts an order to the phase it is given in: `-` means retreat in a retreat phase, remove = disband. */
export function orderForPhase(order: Order, phase: PhaseKind): Order {
  if (phase === 'retreat') {
    if (order.type === 'move')
      return {
        type: 'retreat',
        unit: order.unit,
        ...(order.unitType ? { unitType: order.unitType } : {}),
        to: order.to,
      };
    if (order.type === 'remove')
      return { type: 'disband', unit: order.unit, ...(order.unitType ? { unitType: order.unitType } : {}) };
  }
  if (phase === 'adjustment' && order.type === 'disband') {
    return { type: 'remove', unit: order.unit, ...(order.unitType ? { unitType: order.unitType } : {}) };
  }
  return order;
}

interface Position {
  season: Season;
  year: number;
  phase: PhaseKind;
  units: Unit[];
  dislodged: Dislodged[];
  supplyCenters: Record<string, Power>;
}

function defaultSupplyCentres(units: readonly Unit[]): Record<string, Power> {
  return updateSupplyCentres(units, startingSupplyCentres());
}

/**
 * The phase after `pos`. A retreat phase follows a movement phase when a unit was dislodged; when
 * none was, it is still taken if the document's next list of orders is empty (a suite may spell out
 * an empty retreat phase), and skipped otherwise, as the game does.
 */
function nextPhase(pos: Position, nextOrders?: readonly string[]): Pick<Position, 'season' | 'year' | 'phase'> {
  if (pos.phase === 'movement' && (pos.dislodged.length > 0 || nextOrders?.length === 0))
    return { season: pos.season, year: pos.year, phase: 'retreat' };
  if (pos.season === 'spring') return { season: 'fall', year: pos.year, phase: 'movement' };
  if (pos.season === 'fall') return { season: 'winter', year: pos.year, phase: 'adjustment' };
  return { season: 'spring', year: pos.year + 1, phase: 'movement' };
}

function parseAll(texts: readonly string[], pos: Position) {
  const board = [...pos.units, ...pos.dislodged.map((d) => ({ power: d.power, type: d.type, at: d.at }))];
  return texts.map((text) => {
    const parsed = parseOrder(text, { units: board });
    if (!parsed.ok) return { text, error: 'unparsable' as const };
    if (!parsed.power) return { text, error: 'no_power' as const };
    return { text, power: parsed.power, order: orderForPhase(parsed.order, pos.phase) };
  });
}

/** Runs one phase of a position with already parsed orders. Shared by the document adjudicator and the game. */
function runPhase(pos: Position, orders: readonly MovementOrder[], rules: RuleSet) {
  if (pos.phase === 'movement') {
    const r = adjudicateMovement(pos.units, orders, rules);
    return { outcomes: r.outcomes, units: r.units, dislodged: r.dislodged, removed: [] as Unit[] };
  }
  if (pos.phase === 'retreat') {
    const r = adjudicateRetreats(pos.units, pos.dislodged, orders, rules);
    return { outcomes: r.outcomes, units: r.units, dislodged: [] as Dislodged[], removed: [] as Unit[] };
  }
  const r = adjudicateAdjustments(pos.units, pos.supplyCenters, orders, POWERS, rules);
  return { outcomes: r.outcomes, units: r.units, dislodged: [] as Dislodged[], removed: r.autoRemoved };
}

/** Adjudicates a parsed document: one output phase per list of orders. */
export function adjudicateDocument(input: z.output<typeof AdjudicationInput>): AdjudicationOutput {
  const rules = ruleSet(input.edition);
  const units = [...input.units].sort((a, b) => (a.at < b.at ? -1 : 1));
  const occupied = new Set(units.map((u) => provinceOf(u.at)));
  let pos: Position = {
    season: input.season,
    year: input.year,
    phase: input.phase,
    units,
    // no retreat into an occupied province, a province left empty by a standoff, or the attacker's
    // origin (unless it came by convoy and the edition allows it, D-4).
    dislodged: (input.dislodged ?? []).map((d) => ({
      power: d.power,
      type: d.type,
      at: d.at,
      from: d.from,
      viaConvoy: d.viaConvoy,
      retreats: retreatOptions(
        { power: d.power, type: d.type, at: d.at },
        d.from,
        d.viaConvoy,
        occupied,
        new Set(input.standoffs ?? []),
        rules,
      ),
    })),
    supplyCenters: input.supplyCenters ? { ...input.supplyCenters } : defaultSupplyCentres(units),
  };
  const phases: AdjudicationPhase[] = [];
  for (const [pi, texts] of input.orders.entries()) {
    const parsed = parseAll(texts, pos);
    const valid: MovementOrder[] = [];
    const index: number[] = [];
    parsed.forEach((p, i) => {
      if ('order' in p && p.order) {
        index[i] = valid.length;
        valid.push({ power: p.power, order: p.order });
      }
    });
    const r = runPhase(pos, valid, rules);
    const results = parsed.map((p, i) => {
      if (!('order' in p) || !p.order) return { order: p.text, result: 'illegal' as OrderResult, reason: p.error };
      const o = r.outcomes[index[i]!]!;
      return { order: p.text, result: o.result, reason: o.reason };
    });
    let supplyCenters = pos.supplyCenters;
    const after: Position = { ...pos, units: r.units, dislodged: r.dislodged };
    // ownership changes after the Fall turn, retreats included.
    const next = nextPhase(after, input.orders[pi + 1]);
    if (pos.season === 'fall' && next.season !== 'fall') supplyCenters = updateSupplyCentres(r.units, supplyCenters);
    phases.push({
      season: pos.season,
      year: pos.year,
      phase: pos.phase,
      results,
      units: r.units,
      dislodged: r.dislodged.map((d) => ({
        power: d.power,
        type: d.type,
        at: d.at,
        from: d.from,
        retreats: d.retreats,
      })),
      supplyCenters,
    });
    pos = { ...after, supplyCenters, ...next };
  }
  return { phases };
}

/** Parses a raw JSON value as a document and adjudicates it; throws a ZodError naming the bad field. */
export function adjudicate(raw: unknown): AdjudicationOutput {
  return adjudicateDocument(AdjudicationInput.parse(raw));
}

/** A one-line description of the first problem in a rejected document, naming the field. */
export function describeInputError(e: z.ZodError): string {
  const issue = e.issues[0];
  if (!issue) return 'invalid document';
  const path = issue.path.length
    ? issue.path
        .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
        .join('')
        .replace(/^\./, '')
    : '(document)';
  return `${path}: ${issue.message}`;
}
