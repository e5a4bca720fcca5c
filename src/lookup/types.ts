/** Shapes of the rule-lookup data: the entries are defined in engine/core, shared by every game. */
export type Locale = 'en' | 'it';
export type { Bilingual, CardEntry, RuleEntry } from '../engine/core/rule-entries.js';
import type { Bilingual, CardEntry, RuleEntry } from '../engine/core/rule-entries.js';

export type GameSlug = 'belle-epoque' | 'diplomacy' | 'versailles-1919' | 'succession-1701';

export interface GameRules {
  game: GameSlug;
  name: Bilingual;
  ruleEntries: readonly RuleEntry[];
  cardEntries: readonly CardEntry[];
}
