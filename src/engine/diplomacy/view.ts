/**
 * What a role may see (STYLE §6). Public: the board, centre owners, dislodged units and their
 * retreat options, owed adjustments, who has submitted and who is ready, votes, and every past
 * phase with its orders and outcomes. Secret until adjudication: the current phase's orders; a
 * power sees only its own, the observer none.
 */
import { clone } from '../core/index.js';
import { centreCounts, unitCounts } from './conductor.js';
import { owingPowers, type DiplomacyState, type PhaseRecord } from './state.js';
import type { Dislodged, Order, Power, Unit } from './types.js';

export interface DiplomacyView {
  role: string;
  edition: string;
  variant: string;
  year: number;
  season: string;
  phase: string;
  step: string;
  powers: Power[];
  neutral: Power[];
  seats: Power[][];
  /** provinces closed to every unit (two-player game before Italy joins a side) */
  closed: string[];
  units: Unit[];
  supplyCenters: Record<string, Power>;
  centreCounts: Record<string, number>;
  unitCounts: Record<string, number>;
  dislodged: Dislodged[];
  adjustments: Record<string, number>;
  /** powers that owe orders this phase */
  owing: Power[];
  submitted: Power[];
  ready: Power[];
  drawVotes: Power[];
  concessions: Record<string, Power>;
  /** this role's own orders for the current phase; null for the observer and non-players */
  myOrders: Order[] | null;
  /** the last adjudicated phase (for drawing arrows), or null before the first */
  lastPhase: PhaseRecord | null;
  /** phases adjudicated so far; the full history is rebuilt from the log (history.ts) */
  phaseCount: number;
  /** the phases adjudicated by the latest action that adjudicated any, numbered from phaseCount - length */
  recentPhases: PhaseRecord[];
  centreHistory: DiplomacyState['centreHistory'];
  endYear: number | null;
  victoryCentres: number;
  /** the table's bot level (public: the same for every bot at the table) */
  botLevel: 'baseline' | 'standard';
  result: DiplomacyState['result'];
}

export function viewFor(s: DiplomacyState, role: string): DiplomacyView {
  const mine = (s.powers as string[]).includes(role) ? (s.orders[role] ?? []) : null;
  // Everything but the (write-once) phase records is copied; the view is read-only for its users.
  const { recentPhases, lastPhase, ...rest } = {
    role,
    edition: s.rules.edition,
    variant: s.variant,
    year: s.year,
    season: s.season,
    phase: s.phase,
    step: s.step,
    powers: s.powers,
    neutral: s.neutral,
    seats: s.seats,
    closed: s.closed,
    units: s.units,
    supplyCenters: s.supplyCenters,
    centreCounts: centreCounts(s),
    unitCounts: unitCounts(s),
    dislodged: s.dislodged,
    adjustments: s.adjustments,
    owing: owingPowers(s),
    submitted: s.submitted,
    ready: s.ready,
    drawVotes: s.drawVotes,
    concessions: s.concessions,
    myOrders: mine,
    lastPhase: s.recentPhases[s.recentPhases.length - 1] ?? null,
    phaseCount: s.phaseCount,
    recentPhases: s.recentPhases,
    centreHistory: s.centreHistory,
    endYear: s.options.endYear,
    victoryCentres: s.options.victoryCentres,
    botLevel: s.options.botLevel ?? 'standard',
    result: s.result,
  };
  return { ...clone(rest), recentPhases, lastPhase };
}
