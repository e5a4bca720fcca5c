/**
 * Shapes of the rule-lookup data. Each game's `data/rules/` folder declares the same structure
 * locally (games import only core and their own folder), and the lookup reads it structurally.
 */
export type Locale = 'en' | 'it';
export type Bilingual = { en: string; it: string };
export type BilingualList = { en: string[]; it: string[] };

/** One rulebook section, keyed by its section id ('8.7', 'XII.3', '22c', 'solo.bot-priorities'). */
export interface RuleEntry {
  id: string;
  /** The number as printed (or a short label for unnumbered rulebooks). */
  section: string;
  title: Bilingual;
  /** Our own explanation, with the numbers; never a copy of the rulebook. */
  body: Bilingual;
  /** What people type: synonyms, slang, glossary terms. */
  keywords: BilingualList;
  related: string[];
  /** Other ids that should resolve to this entry (e.g. the digest's numbering). */
  aliases?: string[];
  diagram?: string;
}

export interface CardEntry {
  /** Card id, aligned with the engine's card data where that exists. */
  id: string;
  /** Which deck: 'event', 'intrigue', 'national', 'issue', 'strategy', ... */
  deck: string;
  /** Printed card number, when the card has one. */
  number?: number;
  title: Bilingual;
  body: Bilingual;
  keywords: BilingualList;
  related: string[];
  /** Other ids of the same card (e.g. the engine's per-copy ids). */
  aliases?: string[];
}

export type GameSlug = 'belle-epoque' | 'diplomacy' | 'versailles-1919' | 'succession-1701';

export interface GameRules {
  game: GameSlug;
  name: Bilingual;
  ruleEntries: readonly RuleEntry[];
  cardEntries: readonly CardEntry[];
}
