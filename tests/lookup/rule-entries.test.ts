import { describe, expect, it } from 'vitest';
import { GAMES, getEntry, type CardEntry, type RuleEntry } from '../../src/lookup/index.js';
import { HEADINGS } from './headings.js';

const hasText = (s: string) => typeof s === 'string' && s.trim().length > 0;

describe.each(GAMES.map((g) => [g.game, g] as const))('%s rulebook coverage', (game, rules) => {
  it.each(
    HEADINGS[game].map(([id, heading]) => [id, heading]),
  )('section %s "%s" has an entry in English and Italian', (id) => {
    const found = getEntry(game, id);
    expect(found, `no entry for ${game}:${id}`).not.toBeNull();
    expect(found!.kind).toBe('section');
    const e = found!.entry as RuleEntry;
    for (const l of ['en', 'it'] as const) {
      expect(hasText(e.title[l]), `${id} title.${l}`).toBe(true);
      expect(e.body[l].length, `${id} body.${l}`).toBeGreaterThan(40);
      expect(e.keywords[l].length, `${id} keywords.${l}`).toBeGreaterThan(0);
    }
  });

  it('has no section entry that is not a rulebook heading', () => {
    const listed = new Set(HEADINGS[game].map(([id]) => getEntry(game, id)?.entry.id));
    expect(rules.ruleEntries.map((e) => e.id).filter((id) => !listed.has(id))).toEqual([]);
  });

  it('keeps ids and aliases unique across sections and cards', () => {
    const seen = new Map<string, string>();
    const dupes: string[] = [];
    const all: Array<RuleEntry | CardEntry> = [...rules.ruleEntries, ...rules.cardEntries];
    for (const e of all) {
      for (const key of [e.id, ...(e.aliases ?? [])].map((k) => k.toLowerCase())) {
        if (seen.has(key) && seen.get(key) !== e.id) dupes.push(`${key} (${seen.get(key)} / ${e.id})`);
        seen.set(key, e.id);
      }
    }
    expect(dupes).toEqual([]);
  });
});

describe('completeness: every entry of every game has English and Italian', () => {
  const all = GAMES.flatMap((g) => [
    ...g.ruleEntries.map((e) => [g.game, 'section', e] as const),
    ...g.cardEntries.map((e) => [g.game, 'card', e] as const),
  ]);

  it('covers a sensible number of entries', () => {
    expect(all.length).toBeGreaterThan(400);
  });

  it.each(
    all.map(([g, k, e]) => [`${g}:${e.id}`, k, e] as const),
  )('%s (%s) has title, body and keywords in both languages', (_, __, e) => {
    for (const l of ['en', 'it'] as const) {
      expect(hasText(e.title[l]), `title.${l}`).toBe(true);
      expect(hasText(e.body[l]), `body.${l}`).toBe(true);
      expect(Array.isArray(e.keywords[l]), `keywords.${l}`).toBe(true);
    }
    expect(e.body.en).not.toBe(e.body.it);
  });

  it('links related ids only to entries of the same game', () => {
    const broken: string[] = [];
    for (const g of GAMES) {
      for (const e of [...g.ruleEntries, ...g.cardEntries]) {
        for (const r of e.related) if (!getEntry(g.game, r)) broken.push(`${g.game}:${e.id} -> ${r}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
