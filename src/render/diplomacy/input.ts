/**
 * What the Diplomacy map needs: public board facts, built from an observer view by adapter.ts.
 * Province ids are the standard abbreviations in lower case ('lon', 'stp'); a fleet on a split
 * coast is at 'stp/nc', 'stp/sc', 'spa/nc', 'spa/sc', 'bul/ec' or 'bul/sc'.
 */
export type DiplomacyPower = 'england' | 'france' | 'germany' | 'italy' | 'austria' | 'russia' | 'turkey';
export type DipUnitType = 'army' | 'fleet';

export interface DipUnit {
  power: DiplomacyPower;
  type: DipUnitType;
  /** Province id, or province/coast for a fleet on a split coast. */
  location: string;
  /** Dislodged and waiting to retreat: drawn beside the province's unit spot, struck through. */
  dislodged?: boolean;
  /** For a dislodged unit: where it may retreat (drawn as thin dotted lines ending in rings). */
  retreats?: string[];
}

export type DipOutcome = 'succeeds' | 'fails';

export type DipOrder =
  | { kind: 'hold'; power: DiplomacyPower; unit: string; outcome?: DipOutcome }
  | { kind: 'move'; power: DiplomacyPower; unit: string; to: string; viaConvoy?: boolean; outcome?: DipOutcome }
  /** Support to hold when `to` is absent, support to move `from` → `to` otherwise. */
  | { kind: 'support'; power: DiplomacyPower; unit: string; from: string; to?: string; outcome?: DipOutcome }
  | { kind: 'convoy'; power: DiplomacyPower; unit: string; from: string; to: string; outcome?: DipOutcome }
  /** A dislodged unit's retreat (its `unit` is the province it was dislodged from). */
  | { kind: 'retreat'; power: DiplomacyPower; unit: string; to: string; outcome?: DipOutcome }
  | { kind: 'disband'; power: DiplomacyPower; unit: string }
  | { kind: 'build'; power: DiplomacyPower; unit: string; type: DipUnitType };

export interface DiplomacyMapInput {
  units: DipUnit[];
  /** Owner of each supply centre; unowned centres may be absent or null. */
  supplyCentres: Partial<Record<string, DiplomacyPower | null>>;
  /** Orders to draw (usually the last adjudicated phase); omit for a bare position. */
  orders?: DipOrder[];
  /** Optional one-line caption, already localized (e.g. "Spring 1901 · Movement"). */
  caption?: string;
  /** Language of the side panel (default English); province labels are the standard abbreviations. */
  lang?: 'en' | 'it';
  /** The units after the phase, when they differ from `units` (a results map): the legend counts
   * these. Default: the units of `units` that are not dislodged. */
  unitsAfter?: DipUnit[];
  /** Power names for the legend that override the built-in English/Italian ones. */
  powerNames?: Partial<Record<DiplomacyPower, string>>;
}
