/**
 * What the 1701 map needs: public board facts only (towns, roads, armies, sieges, calendar,
 * treasuries). Built from the observer view by adapter.ts.
 */
export type S1701Side = 'loyalists' | 'grand-alliance';

export interface S1701Town {
  id: string;
  name: string;
  lon: number;
  lat: number;
  kind: 'capital' | 'city' | 'citystate' | 'offmap';
  /** Coalition holding the town; null = neutral. */
  holder: S1701Side | null;
  /** Revenue value, which is also the town's defence value (RV = DV). */
  revenue: number;
  /** Brigades shut inside the walls (garrisons and armies that took refuge). */
  garrison?: number;
  /** Taken by siege (chain side up). */
  captured?: boolean;
  /** Under siege now. */
  besieged?: boolean;
}

export interface S1701Army {
  id: string;
  side: S1701Side;
  town: string;
  /** Brigades in the army. */
  strength: number;
  /** Shut inside the walls of its town. */
  inside: boolean;
  general?: string;
}

export interface S1701MapInput {
  towns: S1701Town[];
  roads: Array<{ a: string; b: string; sea?: boolean }>;
  armies: S1701Army[];
  calendar: { year: number; semester: number; turn: number; lastTurn?: number };
  /** Available / total resource points per treasury, by treasury id. */
  treasuries?: Array<{ id: string; side: S1701Side | null; available: number; total: number }>;
  caption?: string;
  /** A finished game's outcome, already localized ("Grand Alliance wins: …"): the map's first words. */
  outcome?: string;
  /** Language of the side panel (default English). */
  lang?: 'en' | 'it';
}
