// Engine refusals carry the rule section that forbids them (IllegalActionError's `rule`, e.g.
// 'belle-epoque:8.2.2'); /rules must be able to show every one of them. This reads the rule ids the
// engines cite in their source and checks that each resolves to a rule entry.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getEntry, type GameSlug } from '../../src/lookup/index.js';

/** How each engine writes a cited rule id (its own small helper), plus any literal '<slug>:<id>'. */
const CITATION: Record<GameSlug, RegExp> = {
  'belle-epoque': /\brefuse\('[a-z_]+', '([^']+)'/g,
  diplomacy: /\bRULE\('([^']+)'\)/g,
  'versailles-1919': /\brefuse\('[a-z_]+', '([^']+)'/g,
  'succession-1701': /\brefuse\('[a-z_]+', '([^']+)'/g,
};

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
    for (const re of [CITATION[game], literal]) for (const m of text.matchAll(re)) found.add(m[1]!);
  }
  return [...found].sort();
}

describe.each(Object.keys(CITATION) as GameSlug[])('%s refusals cite rule sections that /rules can show', (game) => {
  it('resolves every cited rule id to a rule entry', () => {
    const cited = citedRules(game);
    expect(cited.length, 'no rule citations found: did the engine change how it cites rules?').toBeGreaterThan(0);
    const missing = cited.filter((id) => getEntry(game, id)?.kind !== 'section');
    expect(missing).toEqual([]);
  });
});
