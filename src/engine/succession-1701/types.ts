import type { BaseState, GameResult } from '../core/index.js';
import type { OppCode, Side, TreasuryId } from './data/types.js';

export type { Side, TreasuryId, OppCode };
export type LineId = 'left' | 'centre' | 'right';
export const LINES: readonly LineId[] = ['left', 'centre', 'right'];
export type Brigades = Record<string, number>;

export interface TownState {
  /** coalition holding the town, null = neutral */
  holder: Side | null;
  /** chain side up: taken by siege, yields no income (§22 sieges) */
  captured: boolean;
  /** treasury collecting its revenue at the next income, null = nobody */
  incomeTo: TreasuryId | null;
  /** raided since its treasury's last income: RV debited then (§23) */
  raided: boolean;
  /** taken by the Loyalists while the capital of an Alliance state (victory §24) */
  allianceCapitalTaken: boolean;
}
export interface TreasuryState {
  side: Side | null;
  active: boolean;
  /** yellow cube: RP available this year */
  total: number;
  /** green cube: RP already used */
  spent: number;
}
export interface PoliticalState {
  side: Side | null;
  status: 'active' | 'neutral' | 'surrendered' | 'inactive';
  /** treasury that concluded the alliance (later allies, §15) */
  alliedThrough: TreasuryId | null;
}
export interface ArmyState {
  id: string;
  side: Side;
  payer: TreasuryId;
  town: string;
  brigades: Brigades;
  general: string | null;
  /** shut inside the walls of its town */
  inside: boolean;
  moved: boolean;
  forcedPenalty: boolean;
  /** may not move during this turn index (HALT, penalty 3) */
  haltedTurn: number;
  /** resistance points lost in its next battle (penalty 2) */
  rpPenalty: number;
  /** turn it stopped in a neutral town (0 = not) and where it came from */
  neutralSince: number;
  cameFrom: string | null;
  /** turn whose year's upkeep this army has paid (§13: paid once a year for every army kept) */
  upkeepPaidTurn: number;
}
export interface GeneralState {
  status: 'pool' | 'army' | 'dismissed' | 'captured' | 'removed';
  army: string | null;
  promoted: boolean;
  streak: number;
  losses: number;
  dismissedTurn: number;
  availableTurn: number;
  recalledUntil: number;
  /** turn at which this year's enlistment fee was paid (§15), 0 = never */
  feePaidTurn: number;
}
export interface SiegeState {
  side: Side;
  declaredTurn: number;
  needed: number;
}
export interface DepotState {
  brigades: Brigades;
  exhausted: boolean;
}
export interface LineState {
  brigades: Brigades;
  cards: string[];
  rp: number;
  status: 'on' | 'fled' | 'destroyed' | 'empty';
}
export interface BattleSide {
  role: Side;
  armies: string[];
  commander: string | null;
  vc: number;
  va: number;
  deployed: boolean;
  hand: string[];
  drawPile: string[];
  lines: Record<LineId, LineState>;
  floating: number;
  reserveCards: string[];
  reserveRp: number;
  dispatchLeft: number;
  group: { brigades: Brigades; cards: string[]; rp: number } | null;
  lost: Brigades;
  fledBrigades: number;
  /** resistance points to take from a line once deployed (RES_MINUS, penalties, with an empty reserve) */
  lineHits: number;
  commit: string | null;
  shifts: number;
  swapped: boolean;
  startRp: number;
}
export interface BattleState {
  attacker: BattleSide;
  defender: BattleSide;
  reaction: boolean;
  origin: string;
  town: string;
  initiative: Side;
  round: number;
  phase: 'deploy' | 'choose' | 'offer' | 'respond' | 'commit' | 'second_round';
  engaged: { line: LineId; facing: LineId } | null;
  oppsUsed: OppCode[];
}
export interface StormState {
  side: Side;
  armies: string[];
  town: string;
  hand: string[];
  rp: number;
  stack: string[];
  defenderRp: number;
}
export type Pending =
  | { kind: 'organisation'; role: Side }
  | { kind: 'obligation'; role: Side }
  | { kind: 'penalty'; role: Side; victim: Side; roll: number; deferred: boolean }
  | {
      kind: 'defend';
      role: Side;
      armies: string[];
      attackers: string[];
      origin: string;
      town: string;
      commander: string;
    }
  | { kind: 'zoc'; role: Side; intruder: string; town: string; candidates: string[] }
  | { kind: 'advance'; role: Side; armies: string[]; town: string }
  | {
      kind: 'place';
      role: Side;
      /** why the armies move: a retreat after a battle (5.9) or the Savoy defection (5.18) */
      reason: 'retreat' | 'defection';
      /** armies still to place, the first one now; `options` are its towns */
      armies: string[];
      options: string[];
      /** retreat: the attacker's town, never a retreat town */
      avoid: string;
      /** the winner's advance that follows the retreat (empty: none) */
      advanceArmies: string[];
      advanceTown: string;
      /** the strategy card's obligation question follows (defection at the card's reveal) */
      obligation: boolean;
    }
  | {
      kind: 'ransom';
      role: Side;
      /** a general id, or a state id for that state's captured brigades */
      prisoner: string;
      amount: number;
      treasury: TreasuryId;
    };
export type Cont =
  | { k: 'zoc'; army: string }
  | { k: 'after_action' }
  | { k: 'end_turn' }
  | { k: 'start_turn' }
  | { k: 'after_org' }
  | { k: 'actions' };

export interface TurnRecord {
  entered: Array<{ town: string; states: string[] }>;
  attacks: string[];
  sieges: string[];
  /** ransom offers made this turn (one a turn, 5.17) */
  offers: number;
}
export interface Succession1701State extends BaseState {
  options: {
    lastTurn: number;
    zocReactionMandatory: boolean;
    allianceCapitalScope: 'members' | 'leaders';
    /** the table's bot level when it is not the default (`baseline`) */
    botLevel?: 'standard' | 'strong';
  };
  turn: number;
  towns: Record<string, TownState>;
  treasuries: Record<TreasuryId, TreasuryState>;
  states: Record<string, PoliticalState>;
  pools: Brigades;
  depots: Record<string, DepotState>;
  armies: Record<string, ArmyState>;
  nextArmy: number;
  generals: Record<string, GeneralState>;
  sieges: Record<string, SiegeState>;
  prisoners: Record<Side, Brigades>;
  eliminated: Brigades;
  removed: Brigades;
  /** brigades added to depots by the 1709 refill (for the conservation invariant) */
  refilled: Brigades;
  strategy: { pairs: Record<string, string[]>; sem1Holder: Side | null };
  card: {
    id: string;
    holder: Side;
    obligation: 'none' | 'pending' | 'accepted' | 'declined';
    opps: OppCode[];
    usesLeft: number;
    oppsUsed: OppCode[];
  } | null;
  phase: 'organisation' | 'card' | 'actions' | 'over';
  actions: { left: Record<Side, number>; taken: Record<Side, number>; active: Side };
  record: Record<Side, TurnRecord>;
  pending: Pending | null;
  battle: BattleState | null;
  storm: StormState | null;
  queue: Cont[];
  lastClash: { attacker: string; defender: string; winner: Side | null } | null;
  result: GameResult | null;
}
