import type { BaseState, GameEvent } from '../../core/index.js';
import type { Continent, Duration, Effect, MinorCube, Owner, PowerId, Scope, TerritoryId } from '../data/index.js';

/** One space of a territory: a base cube (possibly with a top cube, i.e. a Dispute), or an Armament cube. */
export interface Space {
  cube: Owner | null;
  /** the cube placed on top of `cube` (8.2.5); never counts for majorities */
  top: Owner | null;
  /** an Armament cube and the Power that sold it (8.9) */
  armament: PowerId | null;
}

type FleetLocation = 'reserve' | 'arsenal' | Continent | 'removed';
interface FleetUnit {
  id: string;
  location: FleetLocation;
  exhausted: boolean;
}

/** A Minor Nation unit (8.2.3): in its box on the map until some Power is allied, then that Power's. */
interface MinorUnitState {
  id: string;
  location: 'box' | 'arsenal' | 'committed' | Continent;
  exhausted: boolean;
}

export interface PowerState {
  money: number;
  prestige: number;
  /** 11.0: the Prestige Bonus marker, the furthest space whose bonus was collected */
  prestigeBonus: number;
  vp: number;
  /** DM cubes in the General Reserve */
  reserve: number;
  /** DM cubes in the Embassies space */
  embassies: number;
  /** DM cubes still to place in Initial Setup */
  setupPool: number;
  /** DM cubes sitting on played cards as 8.6 markers */
  markers: number;
  armies: { reserve: number; arsenal: number; committed: number; removed: number };
  fleets: FleetUnit[];
  fleetTrack: number;
  armamentArsenal: number;
  greatWork: boolean;
  nationalHand: string[];
  intrigueHand: string[];
  prestigeActionUsed: boolean;
  /** income change for the next Resource Phase only (Foreign Loan) */
  incomeNext: number;
  /** VP added at the final scoring (the Balkan Wars card) */
  endVp: number;
}

export interface Modifier {
  who: PowerId;
  kind: 'dispute_mod' | 'dispute_cap' | 'fleet_value' | 'unit_cost' | 'army_reach';
  amount: number;
  unit: 'army' | 'fleet' | null;
  scope: Scope;
  duration: Duration;
  totalCap: number | null;
  source: string;
}

interface SendLock {
  territory: TerritoryId;
  exempt: PowerId;
  turn: number;
  armamentPenalty: number;
  card: string;
}
interface Shield {
  territory: TerritoryId;
  who: PowerId;
  turn: number;
}
/** 8.6 / 8.6.1: a Power's marker cube on a card played this turn. */
interface CardMarker {
  power: PowerId;
  card: string;
  cube: boolean;
}

export interface Commitment {
  fleets: number;
  minorFleets: number;
  armies: number;
  minorArmies: number;
}

export interface Dispute {
  territory: TerritoryId;
  space: number;
  attacker: PowerId;
  /** owner of the base cube */
  defender: Owner;
  /** the Power that decides for the defending side: the defender, the ally of a defending Minor, or null */
  defenderPower: PowerId | null;
  stage: 'defend' | 'attack' | 'reroll';
  attackerUnits: Commitment;
  defenderUnits: Commitment;
  noDefenderFleets: boolean;
  attackerBonus: number;
  defenderBonus: number;
  /** modifiers from cards that last for this one Dispute */
  empireOfTheSeas: boolean;
  rolls: { attacker: number; defender: number } | null;
  /** powers still to be asked about a reroll, in order (attacker first) */
  rerollQueue: PowerId[];
  rerolled: PowerId[];
  /** 13.3 phase (e): the NP side of a Dispute with a human, and its 13.9.1 Dispute Bonus */
  np?: { side: 'attacker' | 'defender'; bonus: number };
}

interface Prompt {
  chooser: PowerId;
  key: string;
  options: string[];
  reveal: string[];
}

/** A card being resolved step by step (rules/card-effects.ts). */
export interface Resolution {
  source: 'intrigue' | 'national';
  card: string;
  half: string;
  actor: PowerId;
  effects: Effect[];
  index: number;
  /** nested choose_one: effects spliced in place */
  scratch: Record<string, unknown>;
  choice: string | null;
  pending: Prompt | null;
  target: PowerId | null;
  affected: PowerId[];
}

interface ActionTurn {
  /** the Turn Order of this Action Phase */
  order: PowerId[];
  current: number;
  /** Powers that passed, in passing order: the Next Turn Order Track (8.10) */
  passed: PowerId[];
  /** actions taken in the current player-turn (8.0.1) */
  taken: string[];
  /** Empire of the Seas played this player-turn: applies to GB's next attack in it */
  empireOfTheSeas: boolean;
  /** fleets moved so far by the Deploy Fleets action in progress (8.8), or null */
  deploying: string[] | null;
}

interface SetupState {
  /** 3.3: placement round number, from 1 */
  round: number;
  /** index into SETUP_ORDER of the Power placing now */
  current: number;
  /** territories the current Power has used this round (R4: 2 cubes, 2 territories) */
  placedThisRound: TerritoryId[];
}

export interface Seat {
  seat: number;
  powers: PowerId[];
  roll: number | null;
}

export interface BelleState extends BaseState {
  options: BelleOptionsShape;
  seats: Seat[];
  /** 3.0 step 9: the clockwise order round the table, by Power */
  tableOrder: PowerId[];
  turn: number;
  powers: Record<PowerId, PowerState>;
  board: Record<TerritoryId, Space[]>;
  /** alliance (Minor Nation) or control (Colony) */
  holders: Record<TerritoryId, PowerId | null>;
  minorReserve: Record<MinorCube, number>;
  minorUnits: MinorUnitState[];
  eventDeck: string[];
  eraDecks: { 2: string[]; 3: string[] };
  eventDiscard: string[];
  /** cards put back in the box unseen */
  eventBoxed: string[];
  intrigueDeck: string[];
  intrigueDiscard: string[];
  /** cards played this turn that carry markers, beside the board until Preparation (8.6, 9.0) */
  cardsBesideBoard: string[];
  markers: CardMarker[];
  locks: SendLock[];
  shields: Shield[];
  modifiers: Modifier[];
  turnOrder: PowerId[];
  setup: SetupState | null;
  action: ActionTurn | null;
  dispute: Dispute | null;
  resolution: Resolution | null;
  /** 7.0: the Ottoman ally's two cards, one to keep */
  intrigueChoice: { power: PowerId; cards: string[]; remaining: PowerId[] } | null;
  /** 3.2 option B: seat picking order */
  draft: { order: number[]; next: number } | null;
  balkanWars: PowerId | null;
  ended: { turn: number; reason: 'turn9' | 'sarajevo' } | null;
  final: { vp: Record<PowerId, number>; seatVp: number[]; winners: PowerId[] } | null;
  /** chapter 13: the Non-Player Powers, or null when every Power has a human */
  np: NpState | null;
}

interface BelleOptionsShape {
  players: number;
  powerChoice: 'random' | 'draft';
  dreyfus: boolean;
  promoIntrigue: boolean;
  /** R1: Prestige lost when selling into a territory locked by Diplomatic Contrasts */
  contrastsPenalty: boolean;
  /** 3.1: which Portuguese setup split (data/territories.ts PORTUGUESE_SETUP); read only at setup */
  portugueseCubes: 'examples' | 'table';
  /** 13.0: the Non-Player Powers (players = 4 minus their number); `players: 1` is a solo game */
  npPowers: PowerId[];
  /** 13.10 solo: the human's Power (null: dealt by the die) */
  soloPower: PowerId | null;
}

export type Ev = GameEvent[];

/** A deep copy of plain JSON data (state is plain JSON: no Dates, Maps or class instances). */
/**
 * What chapter 13 adds to the state. `null` when every Power has a human seat.
 * All records are keyed by the NP Power's id.
 */
export interface NpState {
  /** the Non-Player Powers, in POWERS order */
  powers: PowerId[];
  /** 13.2: the NP Powers' order for this turn (they act before the humans) */
  order: PowerId[];
  /** 13.7 / 13.8: Armament cubes flagged by the sending row roll this turn */
  flagged: Record<string, number>;
  /** 13.8: Armament cubes set aside that found no territory, discarded to the General Reserve for good
   * (missing in states saved before it existed: read through `discardedArmaments`) */
  armamentDiscarded?: Record<string, number>;
  /** 13.4.6 Sabotage on an NP: subtracted from its Dispute Bonus this turn */
  sabotage: Record<string, number>;
  /** 13.9.1: the Dispute Bonus of each NP for this turn's phase (e), once computed */
  bonus: Record<string, number>;
  /** G14: Embassies cubes an NP owed (it holds none): that many fewer cubes at its next sending step */
  debt: Record<string, number>;
  /** 13.3 (e): the Disputes still to resolve this phase, as "territory:space index"; null outside phase (e) */
  queue: string[] | null;
}
