import { z } from 'zod';
import type { BaseState, GameResult } from '../core/index.js';
import type { VariantId } from './data/variants.js';
import {
  Edition,
  type Order,
  type Power,
  type Dislodged,
  type OrderOutcome,
  type PhaseKind,
  type RuleSet,
  type Season,
  type Unit,
} from './types.js';

export const SCHEMA_VERSION = 2;

export const DiplomacyOptions = z.object({
  /** DATC v3.0 / 2023 preferences (default) or the Italian edition's own rulings (docs/rules-decisions/diplomacy.md) */
  edition: Edition.default('datc'),
  variant: z.enum(['standard', 'six', 'five', 'four', 'three-a', 'three-b', 'two']).default('standard'),
  /** Shortened game (§III): the game ends after this year's adjustments; null = play to a result */
  endYear: z.number().int().min(1901).max(3000).nullable().default(null),
  /** D-15: the winner of a shortened game has the most units (the Italian text) or centres */
  shortGameMetric: z.enum(['units', 'centres']).default('units'),
  /** E-1: centres needed to win */
  victoryCentres: z.number().int().min(1).max(34).default(18),
  /**
   * how the computer players play (bot.ts): the DumbBot yardstick or the shipped bot. `strong` was a
   * third level, removed (it was not stronger); a stored game naming it reads as `standard`.
   */
  botLevel: z.preprocess(
    (x) => (x === 'strong' ? 'standard' : x),
    z.enum(['baseline', 'standard']).default('standard'),
  ),
});
export type DiplomacyOptions = z.infer<typeof DiplomacyOptions>;

/** One adjudicated phase, kept forever and public (orders with outcomes, position before and after). */
export interface PhaseRecord {
  season: Season;
  year: number;
  phase: PhaseKind;
  unitsBefore: Unit[];
  orders: (OrderOutcome & { text: string })[];
  unitsAfter: Unit[];
  dislodged: Dislodged[];
  /** units removed without an order: no retreat possible, unordered retreat, civil disorder removal */
  lost: Unit[];
  supplyCenters: Record<string, Power>;
}

export interface DiplomacyState extends BaseState {
  options: DiplomacyOptions;
  rules: RuleSet;
  year: number;
  season: Season;
  phase: PhaseKind;
  /** played powers (the roles) */
  powers: Power[];
  /** left-out powers of the 6/5-player games: hold, never support, disbanded when dislodged */
  neutral: Power[];
  seats: Power[][];
  variant: VariantId;
  /** provinces closed to every unit (two-player game until Italy joins a side, G-6) */
  closed: string[];
  units: Unit[];
  supplyCenters: Record<string, Power>;
  /** dislodged units awaiting retreat orders (retreat phase only) */
  dislodged: Dislodged[];
  /** winter: builds (+) or removals (-) each power owes; only powers with something to do */
  adjustments: Record<string, number>;
  /** current-phase orders, secret until adjudication */
  orders: Record<string, Order[]>;
  submitted: Power[];
  ready: Power[];
  drawVotes: Power[];
  /** concession votes: voter → the power it concedes to */
  concessions: Record<string, Power>;
  /** consecutive movement phases without orders (civil disorder, D-8) */
  missed: Record<string, number>;
  /**
   * Adjudicated phases so far. Only the phases adjudicated by the latest action that adjudicated any
   * are kept in the state (`recentPhases`, numbered from `phaseCount - recentPhases.length`): the whole
   * history is rebuilt from the action log when asked for (history.ts), so every move reads and writes
   * a state of the same size however long the game runs (schema 2; schema 1 kept every phase here).
   */
  phaseCount: number;
  recentPhases: PhaseRecord[];
  /** centre counts after each year's Fall (and retreats), oldest first: small, public, used by the bots */
  centreHistory: { year: number; counts: Record<string, number> }[];
  result: GameResult | null;
}

/** Powers still in the game: units or centres on the board (G-17). */
export function survivors(s: DiplomacyState): Power[] {
  return s.powers.filter((p) => s.units.some((u) => u.power === p) || Object.values(s.supplyCenters).includes(p));
}

/** Powers that owe orders in the current phase (ready or not). */
export function owingPowers(s: DiplomacyState): Power[] {
  if (s.result) return [];
  if (s.phase === 'movement') return s.powers.filter((p) => s.units.some((u) => u.power === p));
  if (s.phase === 'retreat') return s.powers.filter((p) => s.dislodged.some((d) => d.power === p));
  return s.powers.filter((p) => (s.adjustments[p] ?? 0) !== 0);
}
