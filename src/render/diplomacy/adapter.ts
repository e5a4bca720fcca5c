import type { PhaseRecord } from '../../engine/diplomacy/state.js';
import type { DiplomacyView } from '../../engine/diplomacy/view.js';
import type { Order, OrderOutcome } from '../../engine/diplomacy/types.js';
import type { DiplomacyMapInput, DipOrder, DipUnit } from './input.js';

/**
 * The public parts of a Diplomacy view that the map reads: the current position and pending retreats
 * (an adjudicated phase is drawn from its record, toDiplomacyResultsInput). `myOrders` (current-phase orders) is never read: the map
 * is posted in the channel, and orders are secret until adjudication (STYLE §6).
 */
export type DiplomacyViewLike = Pick<DiplomacyView, 'units' | 'supplyCenters' | 'dislodged'>;

type Power = DipUnit['power'];

function unit(u: { power: string; type: 'army' | 'fleet'; at: string }, dislodged = false): DipUnit {
  const out: DipUnit = { power: u.power as Power, type: u.type, location: u.at };
  if (dislodged) out.dislodged = true;
  return out;
}

function centres(sc: Record<string, string>): DiplomacyMapInput['supplyCentres'] {
  const out: DiplomacyMapInput['supplyCentres'] = {};
  for (const [k, v] of Object.entries(sc)) out[k] = v as Power;
  return out;
}

/** The board as it stands now: units, units waiting to retreat, centre owners. No orders. */
export function toDiplomacyMapInput(
  view: DiplomacyViewLike,
  opts: { caption?: string; lang?: 'en' | 'it' } = {},
): DiplomacyMapInput {
  return {
    ...(opts.lang ? { lang: opts.lang } : {}),
    units: [
      ...view.units.map((u) => unit(u)),
      ...view.dislodged.map((d) => ({ ...unit(d, true), retreats: [...d.retreats] })),
    ],
    supplyCentres: centres(view.supplyCenters),
    ...(opts.caption !== undefined ? { caption: opts.caption } : {}),
  };
}

function toOrder(o: { power: string; order: Order; result?: OrderOutcome['result'] }): DipOrder | null {
  const power = o.power as Power;
  const outcome = o.result === undefined ? undefined : o.result === 'succeeds' ? 'succeeds' : 'fails';
  const ord = o.order;
  switch (ord.type) {
    case 'hold':
      return { kind: 'hold', power, unit: ord.unit, outcome };
    case 'move':
      return {
        kind: 'move',
        power,
        unit: ord.unit,
        to: ord.to,
        ...(ord.viaConvoy ? { viaConvoy: true } : {}),
        outcome,
      };
    case 'support':
      return ord.to
        ? { kind: 'support', power, unit: ord.unit, from: ord.target, to: ord.to, outcome }
        : { kind: 'support', power, unit: ord.unit, from: ord.target, outcome };
    case 'convoy':
      return { kind: 'convoy', power, unit: ord.unit, from: ord.target, to: ord.to, outcome };
    case 'retreat':
      return { kind: 'retreat', power, unit: ord.unit, to: ord.to, outcome };
    case 'disband':
    case 'remove':
      return { kind: 'disband', power, unit: ord.unit };
    case 'build':
      return { kind: 'build', power, unit: ord.at, type: ord.unitType };
    case 'waive':
      return null;
  }
}

/**
 * A power's own orders for the current phase, drawn on the position (no outcomes yet): the private
 * map of `/dip map mine`. Built from that power's view, which alone holds its orders (STYLE §6);
 * the caller sends it ephemerally.
 */
export function toDiplomacyOwnOrdersInput(
  view: DiplomacyViewLike & Pick<DiplomacyView, 'myOrders'>,
  power: string,
  opts: { caption?: string; lang?: 'en' | 'it' } = {},
): DiplomacyMapInput {
  const orders = (view.myOrders ?? [])
    .map((order) => toOrder({ power, order }))
    .filter((o): o is DipOrder => o !== null);
  return { ...toDiplomacyMapInput(view, opts), orders };
}

/**
 * One adjudicated phase (a view's `lastPhase`, or a record of the history rebuilt from the log): the
 * position before it, every order with its outcome, and the units it dislodged (or, for a retreat
 * phase, the units retreating).
 */
export function toDiplomacyResultsInput(
  record: PhaseRecord,
  opts: { caption?: string; lang?: 'en' | 'it' } = {},
): DiplomacyMapInput {
  const orders = record.orders.map(toOrder).filter((o): o is DipOrder => o !== null);
  let units: DipUnit[];
  if (record.phase === 'retreat') {
    // A retreat record keeps no `dislodged` list: the retreating units are the ones the retreat and
    // disband orders name, found after the phase where they went (unitsAfter) or among the lost.
    const before = new Set(record.unitsBefore.map((u) => `${u.power}@${u.at}`));
    const retreating: DipUnit[] = [];
    for (const o of record.orders) {
      const ord = o.order;
      if (ord.type !== 'retreat' && ord.type !== 'disband') continue;
      const where = ord.type === 'retreat' ? ord.to : null;
      const moved = where
        ? record.unitsAfter.find(
            (u) =>
              u.power === o.power && u.at.split('/')[0] === where.split('/')[0] && !before.has(`${u.power}@${u.at}`),
          )
        : undefined;
      const lost = record.lost.find((u) => u.power === o.power && u.at.split('/')[0] === ord.unit.split('/')[0]);
      const type = moved?.type ?? lost?.type ?? 'army';
      retreating.push(unit({ power: o.power, type, at: ord.unit }, true));
    }
    // units lost without an order (no retreat possible, or none ordered) are removals too
    for (const u of record.lost) {
      if (retreating.some((r) => r.power === u.power && r.location.split('/')[0] === u.at.split('/')[0])) continue;
      retreating.push(unit(u, true));
      orders.push({ kind: 'disband', power: u.power as Power, unit: u.at });
    }
    units = [...record.unitsBefore.map((u) => unit(u)), ...retreating];
  } else {
    const dislodgedAt = new Set(record.dislodged.map((d) => d.at));
    units = record.unitsBefore.map((u) => unit(u, record.phase === 'movement' && dislodgedAt.has(u.at)));
  }
  return {
    ...(opts.lang ? { lang: opts.lang } : {}),
    units,
    supplyCentres: centres(record.supplyCenters),
    orders,
    unitsAfter: record.unitsAfter.map((u) => unit(u)),
    ...(opts.caption !== undefined ? { caption: opts.caption } : {}),
  };
}
