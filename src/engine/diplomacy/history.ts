import type { ActionRecord, AnyGameModule, GameSetup } from '../core/types.js';
import { replay } from '../core/replay.js';
import type { DiplomacyState, PhaseRecord } from './state.js';

/**
 * Every adjudicated phase of a game, oldest first, rebuilt from its setup and action log: the state
 * keeps only the latest action's phases (state.ts), so a move costs the same in 1901 and in 1918, and
 * the history is paid for only when someone asks for it (`/dip history`).
 */
export function phaseHistory(
  diplomacy: AnyGameModule,
  setup: GameSetup,
  records: readonly ActionRecord[],
): PhaseRecord[] {
  const out: PhaseRecord[] = [];
  replay<DiplomacyState>(diplomacy, setup, records, (before, after) => {
    const added = after.phaseCount - before.phaseCount;
    if (added > 0) out.push(...after.recentPhases.slice(-added));
  });
  return out;
}

/** Schema 1 kept every phase in the state; schema 2 keeps the latest action's (state.ts). */
export function migrateDiplomacyState(old: DiplomacyState & { history?: PhaseRecord[] }): DiplomacyState {
  if (old.schema >= 2 || !old.history) return old;
  const { history, ...rest } = old;
  const lastOfYear = new Map<number, PhaseRecord>();
  // A year's centres are counted once its Fall is over (afterSeason): a state waiting for Fall retreats
  // has its Fall movement recorded but not yet counted.
  const open = old.season === 'fall' && old.phase === 'retreat' ? old.year : null;
  for (const r of history) if (r.season !== 'spring' && r.year !== open) lastOfYear.set(r.year, r);
  const counts = (sc: Record<string, string>) => {
    const c: Record<string, number> = {};
    for (const p of [...old.powers, ...old.neutral]) c[p] = 0;
    for (const p of Object.values(sc)) c[p] = (c[p] ?? 0) + 1;
    return c;
  };
  return {
    ...rest,
    schema: 2,
    phaseCount: history.length,
    recentPhases: history.slice(-1),
    centreHistory: [...lastOfYear.values()].map((r) => ({ year: r.year, counts: counts(r.supplyCenters) })),
  };
}
