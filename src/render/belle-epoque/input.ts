/**
 * What the La Belle Époque map needs to draw a position: plain data, built from an observer view by
 * adapter.ts (or by hand in tests). Everything here is public information on the printed board.
 */
/** Outcome levels of a solo game (rule 13.10). */
export type LbeSoloLevel =
  | 'overwhelming_victory'
  | 'significant_victory'
  | 'minor_victory'
  | 'marginal_defeat'
  | 'overwhelming_defeat';

export type LbePower = 'GB' | 'CE' | 'FR' | 'RU';
export type LbeMinor = 'ITA' | 'JPN' | 'USA' | 'ESP' | 'POR' | 'BEL' | 'NED' | 'BOER';
/** What can sit in a territory space: a Power's DM cube, a Minor Nation's cube, or a black Armament cube. */
export type LbeCubeOwner = LbePower | LbeMinor | 'ARMAMENT';
export type LbeContinent = 'EU' | 'AF' | 'AS';

export type LbeTerritoryId =
  | 'belgium'
  | 'netherlands'
  | 'portugal'
  | 'spain'
  | 'italy'
  | 'serbia'
  | 'romania'
  | 'bulgaria'
  | 'greece'
  | 'ottoman_empire'
  | 'algeria_morocco'
  | 'egypt_sudan'
  | 'horn_of_africa'
  | 'french_guinea'
  | 'congo'
  | 'tanganyika'
  | 'namibia'
  | 'south_africa'
  | 'japan'
  | 'persia'
  | 'afghanistan_baluchistan'
  | 'china'
  | 'manchuria_korea'
  | 'indochina'
  | 'micronesia'
  | 'melanesia';

/** One printed cube space. `top` is set only while the space is disputed (a stack of two cubes). */
export interface LbeSpace {
  base: LbeCubeOwner | null;
  top?: LbeCubeOwner | null;
}

export interface LbeTerritoryInput {
  id: LbeTerritoryId;
  /** Spaces in printed order 1..N (N = 3, 4, 6 or 8); `space` numbers elsewhere are 1-based. */
  spaces: LbeSpace[];
  /** The Power allied with this Minor Nation / controlling this Colony, if any. */
  holder: LbePower | null;
  /** Board VP for alliance or control, printed on the map. */
  vp?: number;
}

export interface LbeFleet {
  /** Who uses the Fleet now (a Minor Nation's Fleet goes to its ally). */
  power: LbePower;
  /** Set for a Minor Nation's Fleet (Italian, Greek, Japanese, Spanish), e.g. 'italy'. */
  nation?: string;
  active: boolean;
}

export interface LbeMapInput {
  territories: LbeTerritoryInput[];
  fleetBoxes: Record<LbeContinent, LbeFleet[]>;
  /** Powers in the game, in board order; missing Powers are drawn nowhere on the tracks. */
  powers: LbePower[];
  vp: Partial<Record<LbePower, number>>;
  /** Non-Player Powers (chapter 13): they score no VP, so the VP track shows no bar for them. */
  nonPlayer?: LbePower[];
  prestige: Partial<Record<LbePower, number>>;
  turnOrder: LbePower[];
  nextTurnOrder?: LbePower[];
  /** 1..9 */
  turn: number;
  era: 1 | 2 | 3;
  /** The Dispute being resolved right now, if any: its card and space are ringed in red. */
  activeDispute?: { territory: LbeTerritoryId; space: number } | null;
  /** Optional one-line caption, already localized by the caller (e.g. "Turn 4 · Action Phase"). */
  caption?: string;
  /** Language of the map's labels (default English). */
  lang?: 'en' | 'it';
  /** Names for territories that override the built-in English/Italian ones. */
  names?: Partial<Record<LbeTerritoryId, string>>;
  /** A finished solo game (rule 13.10): the human's Power, its final VP with the early-end bonus, and
   * the victory level reached. */
  solo?: { power: LbePower; vp: number; bonus: number; level: LbeSoloLevel } | null;
}

export type LbeDetail = 'europe' | 'africa' | 'asia';

export interface LbeRenderOptions {
  /** Zoom on one continent instead of the whole board. */
  detail?: LbeDetail;
}
