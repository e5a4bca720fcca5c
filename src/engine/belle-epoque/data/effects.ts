import type { Continent, PowerId } from './powers.js';
import type { MinorCube, Owner, TerritoryId } from './territories.js';

/**
 * The card effect vocabulary (reconstruction v1 §4.1–4.2). A card's effect is a list of steps, run in
 * order by rules/card-effects.ts. Editing a card is editing this data.
 *
 * Selectors: a Power id, `self` (the player of the card), `target` (an opposing Power picked by
 * `choose_target`), `each_power`, `ally_of:<territory>`, `controller_of:<territory>`.
 */
export type Who =
  | PowerId
  | 'self'
  | 'target'
  | 'each_power'
  | `ally_of:${TerritoryId}`
  | `controller_of:${TerritoryId}`;

/** How a cube goes into a territory: G4 event (free space, else die roll), G5 intrigue (free or replace any base cube), G6 free only. */
type PlacementRule = 'event' | 'intrigue' | 'free';
export type Duration = 'turn' | 'game' | 'dispute' | 'next_attack';
export type Scope = 'all' | { continents: Continent[] } | { territories: TerritoryId[] };

export type Effect =
  /** 8.6.1: pick an opposing Power without a marker from another card this turn (`humans_only` is moot without NP Powers). */
  | { op: 'choose_target' }
  | { op: 'place'; n: number; owner: Owner | 'self'; territory: TerritoryId; rule: PlacementRule }
  /** one cube in one of the listed territories, the player's choice */
  | { op: 'place_one_of'; owner: Owner | 'self'; territories: TerritoryId[]; rule: PlacementRule }
  /** one own cube into a free space of a territory of `type` where self already has a base cube */
  | { op: 'place_where_present'; type: 'colony' | 'minor' }
  | { op: 'remove'; n: number | 'all'; owner: Owner; scope: TerritoryId | Continent }
  /** for each Power with at least `atLeast` base cubes there, that Power loses one (its pick; engine picks G13-style) */
  | { op: 'remove_each_power'; territory: TerritoryId; atLeast: number }
  | { op: 'remove_by_die'; territory: TerritoryId; rolls: number }
  /** n base cubes of the target from n different territories, the player picks */
  | { op: 'remove_spread'; n: number }
  /** n base cubes of opposing Powers, at most maxPerPower each; `oneTerritoryIn` restricts to one territory of that continent */
  | { op: 'remove_opp'; n: number; maxPerPower: number; oneTerritoryIn: Continent | null }
  | { op: 'swap_minor'; from: MinorCube; to: MinorCube; continent: Continent }
  /** one base cube of the target (or of a neutral Minor) is replaced by one of self's cubes, anywhere */
  | { op: 'replace'; victim: 'target' | 'neutral_minor' }
  | { op: 'money'; who: Who; amount: number }
  | { op: 'income_next'; who: Who; amount: number }
  | { op: 'prestige'; who: Who; amount: number; bonus: boolean }
  | { op: 'embassy'; who: Who; amount: number }
  | { op: 'intrigue_take'; how: 'random' | 'choice' }
  | { op: 'units_free'; unit: 'army'; n: number }
  | { op: 'fleet_shift'; n: number }
  | { op: 'fleet_lost'; who: PowerId; box: Continent; n: number }
  /** send cubes as the Send action would, without spending that action */
  | { op: 'send_extra'; n: number; source: 'embassies' | 'reserve'; where: Scope | 'colonies'; ignoreReach: boolean }
  | { op: 'move_own'; n: number }
  /** Diplomatic Contrasts: pick a territory and this or next turn; others may not send there; sellers lose `armamentPenalty` Prestige */
  | { op: 'lock_send'; armamentPenalty: number }
  /** Entente Cordiale: no cube may be placed on top of self's cubes in one chosen territory this turn */
  | { op: 'shield' }
  | { op: 'dispute_mod'; who: 'self' | 'target'; amount: number; duration: Duration; totalCap: number | null }
  | { op: 'dispute_cap'; cap: number; duration: Duration }
  | { op: 'fleet_value'; value: number; duration: Duration }
  | { op: 'unit_cost'; unit: 'army' | 'fleet'; cost: number; scope: Scope; duration: Duration }
  | { op: 'army_reach'; scope: Scope; duration: Duration }
  | { op: 'no_fleets_defender' }
  | { op: 'reroll' }
  /** the chooser (self or target) picks one option */
  | { op: 'choose_one'; chooser: 'self' | 'target'; options: { key: string; effects: Effect[] }[] }
  | { op: 'assign_balkan_wars'; vp: number }
  | { op: 'end_game' };

type Timing = 'event' | 'action' | 'rx_start' | 'rx_pre' | 'rx_roll';

export interface CardHalf {
  id: string;
  timing: Timing;
  /** the Non-Player symbol (13.4): only matters with NP Powers */
  npSymbol: boolean;
  effects: Effect[];
  provenance: string;
}
