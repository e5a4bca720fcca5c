// Stored states in an older format (STYLE §3). Schema 1 was written by two engines: 1.0.0, before the
// #19 rule fixes, and 2.0.0, which added fields without raising the schema. Schema 2 is the current shape.
// The migration only fills what the older shape lacks, so a 2.0.0 state passes through unchanged apart
// from its schema number.
import { DEPOTS } from './data/index.js';
import { SCHEMA_VERSION } from './rules/setup.js';
import { yearStart } from './rules/economy.js';
import type { ArmyState, GeneralState, Succession1701State, TurnRecord } from './types.js';

/** Depots the rebalance (issue #19) moved: the current id, then the id a stored state may still use. */
const MOVED_DEPOTS: Readonly<Record<string, string>> = { PARIS: 'GRENOBLE', TRENTO: 'LINZ' };

type Old = Omit<Succession1701State, 'armies' | 'generals' | 'record'> & {
  armies: Record<string, Omit<ArmyState, 'upkeepPaidTurn'> & { upkeepPaidTurn?: number }>;
  generals: Record<string, Omit<GeneralState, 'feePaidTurn'> & { feePaidTurn?: number }>;
  record: Record<keyof Succession1701State['record'], Omit<TurnRecord, 'offers'> & { offers?: number }>;
};

/**
 * A schema-1 state in the current shape:
 * - upkeep (§13) and generals' fees (§15): the 1.0.0 engine charged every army and its general at the start
 *   of the year and a new army on forming, so every army on the map, and the general leading it, has paid
 *   for the current year; generals without an army have not;
 * - ransom offers (§22 losses) made this turn: none, as the 1.0.0 engine had no ransom;
 * - depots moved by the rebalance (issue #19): a depot no longer on the map passes its contents to the
 *   state's depot that is new on the map (Grenoble to Paris, Linz to Trento), so no brigade is lost.
 */
export function migrateSuccession1701State(stored: unknown): Succession1701State {
  const old = stored as Old;
  if (old.schema >= SCHEMA_VERSION) return old as Succession1701State;
  const paidFor = yearStart(old.turn);
  const armies: Succession1701State['armies'] = {};
  for (const [id, a] of Object.entries(old.armies)) armies[id] = { ...a, upkeepPaidTurn: a.upkeepPaidTurn ?? paidFor };
  const generals: Succession1701State['generals'] = {};
  for (const [id, g] of Object.entries(old.generals))
    generals[id] = { ...g, feePaidTurn: g.feePaidTurn ?? (g.status === 'army' ? paidFor : 0) };
  const record = {
    loyalists: { ...old.record.loyalists, offers: old.record.loyalists.offers ?? 0 },
    'grand-alliance': { ...old.record['grand-alliance'], offers: old.record['grand-alliance'].offers ?? 0 },
  };
  const depots: Succession1701State['depots'] = {};
  for (const d of DEPOTS) {
    const kept = old.depots[d.id] ?? old.depots[MOVED_DEPOTS[d.id] ?? ''];
    if (!kept) throw new Error(`succession-1701: a stored state has no depot ${d.id}`);
    depots[d.id] = { brigades: { ...kept.brigades }, exhausted: kept.exhausted };
  }
  return { ...old, schema: SCHEMA_VERSION, armies, generals, record, depots } as Succession1701State;
}
