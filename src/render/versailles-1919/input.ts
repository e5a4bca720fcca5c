/**
 * What the Versailles 1919 board diagram needs. Everything on this board is public (rules digest
 * 9.4), so the observer view holds all of it; adapter.ts builds this from that view.
 */
export type VerNation = 'britain' | 'france' | 'usa' | 'italy';
export type VerPower = VerNation | 'japan';
export type VerRegion = 'europe' | 'balkans' | 'middle_east' | 'pacific' | 'africa';
export type VerCategory = VerRegion | 'league' | 'reparations' | 'none';

export interface VerIssueCard {
  number: number;
  name: string;
  category: VerCategory;
  stars: number;
  noMilitary: boolean;
  /** Influence cubes on the card, per nation (only nations with cubes). */
  cubes: Partial<Record<VerNation, number>>;
}

export interface VerEventCard {
  number: number;
  name: string;
  /** The nation whose cube sits on the event, if any. */
  cube: VerNation | null;
  crisisLabel?: string;
}

export interface VerRegionTrack {
  id: VerRegion;
  /** Powder keg markers, 0..3. */
  keg: number;
  /** Unrest column 1..8. */
  unrest: number;
  /** Units deployed in the region, by column (5..8). */
  units: Array<{ nation: VerNation; column: number }>;
}

export interface VerNationSummary {
  cubes: { available: number; exhausted: number; onIssues: number };
  units: { available: number; exhausted: number; deployed: number; demobilized: number };
  /** Stars of settled Issues this nation controls. */
  stars: number;
  settled: number;
}

export type VerToken =
  | 'self_determination'
  | 'german_containment'
  | 'german_reparations'
  | 'industrial_growth'
  | 'bolshevik_containment'
  | 'naval'
  | 'empire';

/** The scoring side of a delegation (all public, 9.4): Strategy card, tokens with its flag, score. */
export interface VerNationScore {
  strategyCard: string | null;
  /** tokens on the Issues it controls, by kind; `flagged` = tokens carrying its own flag */
  tokens: Partial<Record<VerToken, number>>;
  flagged: number;
  /** current total of the final scoring (null in the solo game) */
  score: number | null;
  /** solo game: the faction's strength (6.2), which the bots compare; null otherwise */
  soloStrength?: number | null;
}

export interface VersaillesBoardInput {
  /** labels' language (card names come translated in the input) */
  lang?: 'en' | 'it';
  /** the decision the game waits for, already in words */
  step?: string;
  ended?: boolean;
  /** why the game ended: a rush of settlements, the deck ran out, or a stalemate */
  endReason?: 'rush' | 'deck' | 'stalemate';
  scoring?: Partial<Record<VerNation, VerNationScore>>;
  /** tokens on all settled Issues, by kind */
  tokens?: Partial<Record<VerToken, number>>;
  solo?: { human: VerNation; vp: number; target: number } | null;
  /** will Japan and Italy sign the treaty (null in the solo game) */
  treaty?: { japan: boolean; italy: boolean } | null;
  /** Peace Conference table: Issue slots (null = empty) and the table Event. */
  table: Array<VerIssueCard | null>;
  tableEvent: VerEventCard | null;
  waitingRoom: Array<VerIssueCard | null>;
  waitingEvents: Array<VerEventCard | null>;
  regions: VerRegionTrack[];
  /** Insurrection threshold per unrest column 1..8 (index 0 unused); null = no roll. */
  thresholds: ReadonlyArray<number | null>;
  happiness: Partial<Record<VerPower, number>>;
  demobilization: { boxes: Array<{ value: number; nation: VerNation | null }>; one: VerNation[] };
  nations: Partial<Record<VerNation, VerNationSummary>>;
  turn: number;
  active: VerNation | null;
  decks: { issues: number; events: number };
  caption?: string;
}
