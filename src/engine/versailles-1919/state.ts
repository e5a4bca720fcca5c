// The state of a Versailles 1919 game: plain JSON (STYLE §3). Procedures that wait for a player
// (settling, unrest checks, bidding, events, mutiny) are frames on `stack`; the top frame owns the
// pending decision. See rules/sequence.ts for how the stack is run.
import type { BaseState } from '../core/index.js';
import type { Action } from './actions.js';
import type { Effect, IssueCategory, Nation, Power, Region, TokenKind } from './data/types.js';

export const SCHEMA = 1;
export type Mode = 'solo' | 'two' | 'three' | 'four';
export type DeckSetup = 'standard' | 'intense' | 'long' | 'very_long';

export type UnitLoc =
  | { at: 'available' }
  | { at: 'exhausted' }
  | { at: 'deployed'; region: Region; col: number }
  | { at: 'demobilized'; box: number };

/** Where a unit is taken from, as players name it: a pool or the region it is deployed in. */
export type UnitSource = 'available' | 'exhausted' | Region;

export interface OpenIssue {
  id: string;
  /** cubes per nation, only nations with at least one cube */
  cubes: Partial<Record<Nation, number>>;
}
export interface OpenEvent {
  id: string;
  cube: Nation | null;
}
export interface PlacedToken {
  kind: TokenKind;
  flag: Power | null;
}
interface SettledIssue {
  id: string;
  controller: Nation;
  option: string;
  tokens: PlacedToken[];
}
export interface Bid {
  units: number;
  regionUnit: boolean;
  cubes: number;
}

export interface FxCtx {
  /** the resolver ("you") */
  you: Nation;
  /** the chosen or iterated player */
  target: Nation | null;
  regions: Region[];
  source: 'crisis' | 'conference' | 'option' | 'event';
  eventId: string | null;
  /** the Issue being settled in this Settle action and its controller */
  settled: string | null;
  controller: Nation | null;
}

/** Engine-internal atomic operations, mixed with the data's event effects inside an fx frame. */
export type Op =
  | Effect
  | { do: 'happiness_of'; power: Power; delta: number }
  | { do: 'unrest_by'; region: Region; delta: number };

export type Frame =
  | { k: 'turn' }
  | {
      k: 'settle';
      issue: string;
      category: IssueCategory;
      controller: Nation;
      settler: Nation;
      step: 'option' | 'conference' | 'discard_event' | 'advance' | 'refill' | 'keep' | 'crisis' | 'done';
      drawn: string[];
    }
  | { k: 'option'; issue: string; chooser: Nation; settler: Nation | null }
  | { k: 'fx'; list: Op[]; i: number; ctx: FxCtx; answer: string | null }
  | { k: 'each'; order: Nation[]; i: number; effects: Effect[]; ctx: FxCtx }
  | {
      k: 'check';
      regions: Region[];
      drm: number;
      phase: 'declare' | 'roll' | 'resolve' | 'after';
      decls: { region: Region; nation: Nation; mod: number }[];
      declQueue: { region: Region; nation: Nation }[];
      insurrections: Region[];
      unsettledBefore: number;
      ifNone: Effect[] | null;
      ifNoUnsettle: boolean;
      ctx: FxCtx;
    }
  | { k: 'insurrection'; region: Region; phase: 'victim' | 'issue' | 'unsettle'; victim: Nation | null; tied: Nation[] }
  | {
      k: 'unsettle';
      issue: string;
      formerController: Nation;
      region: Region | null;
      reset: Region | null;
      phase: 'switch' | 'bid' | 'after';
      winner: Nation | null;
    }
  | {
      k: 'bid';
      issue: string;
      region: Region | null;
      noMilitary: boolean;
      order: Nation[];
      turn: number;
      passed: Nation[];
      bids: Partial<Record<Nation, Bid>>;
      high: Nation | null;
      solo: boolean;
    }
  | { k: 'strategy'; order: Nation[]; i: number }
  | { k: 'mutiny'; nation: Nation };

type DecisionKind =
  | 'turn'
  | 'choose_option'
  | 'optional'
  | 'either'
  | 'choose_player'
  | 'choose_regions'
  | 'choose_region'
  | 'choose_issue'
  | 'choose_unit'
  | 'event_deploy'
  | 'event_demobilize'
  | 'sign'
  | 'advance'
  | 'refill'
  | 'keep'
  | 'declare_drm'
  | 'choose_victim'
  | 'victim_issue'
  | 'bid'
  | 'bot_tie'
  | 'switch_faction'
  | 'choose_strategy'
  | 'mutiny';

export interface Pending {
  kind: DecisionKind;
  /** the nation on whose behalf the decision is taken */
  nation: Nation;
  /** for 'either', 'choose_unit' and the like: the offered choice keys */
  choices: string[];
  /**
   * When set, the only actions allowed: the solo bots' rules (6.2) or the shared USA's (6.1) narrow
   * the choice; the human picks among what is left ("in doubt, you choose").
   */
  only?: Action[];
}

interface SwapOffer {
  from: Nation;
  to: Nation;
  cubes: number;
  /** true: `from` exhausts its cubes and `to` recovers; false: the reverse */
  give: boolean;
}

export interface VState extends BaseState {
  mode: Mode;
  deckSetup: DeckSetup;
  /** turn order, clockwise (2.2): the nations that take turns */
  seating: Nation[];
  /** nations with cubes (2p: the shared USA too) */
  cubeNations: Nation[];
  /** nations with military units and a score (the players' nations; solo: the three factions) */
  armedNations: Nation[];
  active: Nation;
  turnNo: number;
  turn: { political: boolean; military: boolean; usa: boolean; swaps: Nation[] };
  cubes: Partial<Record<Nation, { available: number; exhausted: number }>>;
  units: Partial<Record<Nation, UnitLoc[]>>;
  happiness: Partial<Record<Power, number>>;
  regions: Record<Region, { keg: number; unrest: number }>;
  issueDeck: string[];
  /** face up, index 0 = top */
  issueDiscard: string[];
  table: (OpenIssue | null)[];
  tableEvent: OpenEvent | null;
  waiting: (OpenIssue | null)[];
  waitingEvents: (OpenEvent | null)[];
  eventDeck: string[];
  /** face up, index 0 = top */
  eventDiscard: string[];
  settled: SettledIssue[];
  strategy: { offered: string[]; picks: Partial<Record<Nation, string>>; removed: string | null; done: boolean };
  firstInsurrection: boolean;
  unsettledCount: number;
  /** numbered demobilization boxes in fill order, holder or null; then box 1 holds any number */
  demob: { boxes: { value: number; nation: Nation | null }[]; one: Nation[] };
  stack: Frame[];
  pending: Pending | null;
  swap: SwapOffer | null;
  solo: { human: Nation; vp: number; target: number } | null;
  /** regions the option chosen in the last Settle pushed right (for the muckraker event) */
  lastUnrestRegions: Region[];
  /** consecutive turns whose political action had to be skipped (house rule, see sequence.ts) */
  skips: number;
  ended: { reason: 'rush' | 'deck' | 'stalemate' } | null;
  /** The table's bot level when it is not the default (`standard`); absent otherwise. */
  botLevel?: 'baseline' | 'strong';
}
