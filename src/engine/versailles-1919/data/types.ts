// Static data types for Versailles 1919. Every card and board number carries a provenance string:
// a rulebook section or example, or 'reconstructed: <why>' (see the reconstruction document).

/** The four delegations a person can play, also the roles of the game (lower-case ids). */
export type Nation = 'britain' | 'france' | 'usa' | 'italy';
/** Nations with a Happiness marker: the four delegations and Japan (never a player). */
export type Power = Nation | 'japan';
/** The five region tracks, top to bottom (2.3). */
export type Region = 'europe' | 'balkans' | 'middle_east' | 'pacific' | 'africa';
export type IssueCategory = Region | 'league' | 'reparations' | 'none';
export type TokenKind =
  | 'self_determination'
  | 'german_containment'
  | 'german_reparations'
  | 'industrial_growth'
  | 'bolshevik_containment'
  | 'naval'
  | 'empire';

/** A token icon on an option: `flags` empty = no flag; one flag = fixed; several = the chooser picks. */
export interface TokenIcon {
  kind: TokenKind;
  flags: Power[];
}

export interface IssueOption {
  id: string;
  label: string;
  happiness: { power: Power; delta: number }[];
  unrest: { region: Region; delta: number }[];
  tokens: TokenIcon[];
  provenance: string;
}

export interface IssueCard {
  id: string;
  number: number;
  name: { en: string; it: string };
  category: IssueCategory;
  stars: number;
  noMilitary: boolean;
  provenance: string;
  options: IssueOption[];
}

/** Region reference inside event texts. */
export type RegionRef = Region | 'highest' | 'settled' | 'random' | 'any';

/**
 * Event effects, a small language interpreted by rules/events.ts. "you" is the resolver: the Active
 * Player for a Crisis, the owner of the cube on the card (else the Active Player) for a Conference.
 */
export type Effect =
  | {
      do: 'check';
      region: RegionRef;
      drm?: number;
      drmPerToken?: TokenKind;
      ifNone?: Effect[];
      ifNoUnsettle?: 'unrest_plus_one';
    }
  | { do: 'unrest'; region: RegionRef; delta: number; perToken?: TokenKind }
  | { do: 'unrest_repeat_last' }
  | { do: 'keg'; region: RegionRef; delta: 1 | -1 }
  | { do: 'happiness'; who: 'you' | 'controller' | 'target'; delta: number }
  | { do: 'happiness_per_unit'; delta: number }
  | { do: 'exhaust'; who: 'you' | 'target' | 'lowest_happiness' | 'most_issues'; amount: number }
  | { do: 'recover'; who: 'you' | 'target'; amount: number; perToken?: TokenKind }
  | { do: 'pay'; amount: number }
  | { do: 'all_deployed_to_exhausted' }
  | { do: 'one_deployed_to_exhausted' }
  | { do: 'may_unit_to_available' }
  | { do: 'deploy_action' }
  | { do: 'demobilize_action' }
  | { do: 'unsettle'; categories: IssueCategory[] }
  | { do: 'clear_waiting_issue' }
  | { do: 'choose_player' }
  | { do: 'choose_two_regions' }
  | { do: 'unrest_chosen_regions'; delta: number }
  | { do: 'either'; chooser: 'you' | 'target'; branches: Effect[][] }
  | { do: 'optional'; effects: Effect[] }
  | { do: 'each'; order: 'ending_with_you' | 'starting_with_you'; effects: Effect[] }
  | { do: 'if_no_token_in_region'; token: TokenKind; region: Region; effects: Effect[] };

export interface EventCard {
  id: string;
  number: number;
  name: string;
  influenceIcon: boolean;
  crisisLabel: string;
  crisis: Effect[];
  conference: Effect[];
  /** Our own short summaries of the two halves (never the rulebook's sentences). */
  text: { en: { crisis: string; conference: string }; it: { crisis: string; conference: string } };
  provenance: string;
}

export type StrategyCondition =
  | { kind: 'tokens'; token: TokenKind; vp: number }
  | { kind: 'regions_low'; vp: number }
  | { kind: 'regions_high'; vp: number }
  | { kind: 'own_units'; vp: number }
  | { kind: 'own_issues'; category: IssueCategory; vp: number }
  | { kind: 'region_majority'; vp: number }
  | { kind: 'regions_present'; vp: number }
  | { kind: 'treaty_signed'; vp: number }
  | { kind: 'treaty_refused'; vp: number }
  | { kind: 'italy_refuses'; vp: number }
  | { kind: 'happiness_x2' };

export interface StrategyCard {
  id: string;
  number: number;
  name: { en: string; it: string };
  conditions: [StrategyCondition, StrategyCondition, StrategyCondition, StrategyCondition];
  provenance: string;
}
