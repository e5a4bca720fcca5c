// Engine refusals carry the rule section that forbids them (IllegalActionError's `rule`, e.g.
// 'belle-epoque:8.2.2'); /rules must be able to show every one of them. This reads the rule ids the
// engines cite in their source and checks that each resolves to a rule entry.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getEntry, type GameSlug } from '../../src/lookup/index.js';

/**
 * Every engine cites a rule the same way: `refuse('code', '<section>', …)` (core `refuser()`), or, for a
 * Diplomacy order checked before adjudication, `bad('reason', '<section>')`. Any literal '<slug>:<id>' too.
 */
const CITATION = /\b(?:refuse|bad)\('[a-z_]+', '([^']+)'/g;
const GAMES: GameSlug[] = ['belle-epoque', 'diplomacy', 'versailles-1919', 'succession-1701'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'rules' && dir.endsWith('data') ? [] : sources(p);
    return p.endsWith('.ts') ? [p] : [];
  });
}

function citedRules(game: GameSlug): string[] {
  const found = new Set<string>();
  const literal = new RegExp(`['"\`]${game}:([A-Za-z0-9.\\-]+)['"\`]`, 'g');
  for (const file of sources(join('src/engine', game))) {
    const text = readFileSync(file, 'utf8');
    for (const re of [CITATION, literal]) for (const m of text.matchAll(re)) found.add(m[1]!);
  }
  return [...found].sort();
}

describe.each(GAMES)('%s refusals cite rule sections that /rules can show', (game) => {
  it('resolves every cited rule id to a rule entry', () => {
    const cited = citedRules(game);
    expect(cited.length, 'no rule citations found: did the engine change how it cites rules?').toBeGreaterThan(0);
    const missing = cited.filter((id) => getEntry(game, id)?.kind !== 'section');
    expect(missing).toEqual([]);
  });
});
