/** Static data of 1701 (map, states, depots, generals, cards). Every item carries its provenance. */
export type Side = 'loyalists' | 'grand-alliance';
export type TreasuryId = 'FEM' | 'BAYERN' | 'SAVOIA' | 'HABSBURG' | 'REICH' | 'ENG_HAN' | 'NEDERLAND' | 'PREUSSEN';
export type OppCode =
  | 'RES_PLUS'
  | 'RES_MINUS'
  | 'FORCED_OK'
  | 'HALT'
  | 'ALLY_BONUS'
  | 'STEAL_BONUS'
  | 'INCOME_MINUS'
  | 'INCOME_PLUS';
export type StateRole = 'leader' | 'initial_ally' | 'reich' | 'neutral' | 'prussia' | 'lorraine';

export interface TownDef {
  id: string;
  name: string;
  state: string;
  kind: 'capital' | 'city' | 'citystate' | 'offmap';
  /** revenue value = defence value (rulebook §7: "the garrison's DV equals the RV") */
  rv: number;
  lon: number;
  lat: number;
  provenance: string;
}
export interface RoadDef {
  a: string;
  b: string;
  sea?: boolean;
  provenance: string;
}
export interface StateDef {
  id: string;
  name: string;
  startSide: Side | null;
  role: StateRole;
  treasury: TreasuryId | null;
  /** coalition the state leans to in diplomacy (§15) */
  affinity: Side | null;
  /** "towns of the Empire": the Alliance may not raid or besiege them unless allied to the Loyalists */
  imperial: boolean;
  capital: string | null;
  armyBrigades: number;
  reserveBrigades: number;
  provenance: string;
}
export interface DepotDef {
  id: string;
  town: string;
  state: string;
  brigades: number;
  provenance: string;
}
export interface GeneralDef {
  id: string;
  name: string;
  state: string;
  vc: number;
  promotedVc: number;
  provenance: string;
}
export interface MandatoryDef {
  kind: 'enter' | 'attack' | 'siege';
  set?: string;
  armyState?: string;
}
export interface StrategyCardDef {
  id: string;
  year: number;
  back: 'white' | 'yellow';
  concerns: Side;
  red: boolean;
  mandatory: MandatoryDef[];
  automatic?: 'savoy_defection';
  opps: Record<Side, { list: OppCode[]; use: number }>;
  title: { en: string; it: string };
  provenance: string;
}
export interface TacticalCardDef {
  kind: string;
  attack: number;
  defence: number;
  joker: boolean;
  copies: number;
}
