/**
 * Rule-lookup data shapes (the same structure in every game's data/rules folder; src/lookup reads
 * it structurally, so the game keeps importing only core and its own folder).
 * Texts are our own explanations for players, never rulebook sentences.
 */
export type Bilingual = { en: string; it: string };
export type BilingualList = { en: string[]; it: string[] };

export interface RuleEntry {
  id: string;
  section: string;
  title: Bilingual;
  body: Bilingual;
  keywords: BilingualList;
  related: string[];
  aliases?: string[];
  diagram?: string;
}

export interface CardEntry {
  id: string;
  deck: string;
  number?: number;
  title: Bilingual;
  body: Bilingual;
  keywords: BilingualList;
  related: string[];
  aliases?: string[];
}

export interface SectionExtra {
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
