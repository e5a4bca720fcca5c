/**
 * Rule-lookup data shapes shared by every game's `data/rules/` folder and by `src/lookup`: the
 * entries `/rules` shows, keyed by rulebook section, and a card entry for every card. Texts are our
 * own explanations for players, never rulebook sentences.
 */
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
  /** Other ids that should resolve to this entry (e.g. an older numbering). */
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

interface SectionExtra {
  section?: string;
  aliases?: string[];
  diagram?: string;
}

/** Compact constructor for a section entry: id, titles, bodies, keywords, related ids. */
export function rule(
  id: string,
  title: [en: string, it: string],
  body: [en: string, it: string],
  keywords: [en: string[], it: string[]],
  related: string[] = [],
  extra: SectionExtra = {},
): RuleEntry {
  const e: RuleEntry = {
    id,
    section: extra.section ?? id,
    title: { en: title[0], it: title[1] },
    body: { en: body[0], it: body[1] },
    keywords: { en: keywords[0], it: keywords[1] },
    related,
  };
  if (extra.aliases) e.aliases = extra.aliases;
  if (extra.diagram) e.diagram = extra.diagram;
  return e;
}

/** Compact constructor for a card entry. */
export function card(
  id: string,
  deck: string,
  title: [en: string, it: string],
  body: [en: string, it: string],
  keywords: [en: string[], it: string[]] = [[], []],
  related: string[] = [],
  num?: number,
): CardEntry {
  const e: CardEntry = {
    id,
    deck,
    title: { en: title[0], it: title[1] },
    body: { en: body[0], it: body[1] },
    keywords: { en: keywords[0], it: keywords[1] },
    related,
  };
  if (num !== undefined) e.number = num;
  return e;
}
