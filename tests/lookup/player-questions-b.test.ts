import { describe, expect, it } from 'vitest';
import { getEntry, searchRules, type GameSlug } from '../../src/lookup/index.js';
import { HELD_OUT_QUESTIONS, PLAYER_QUESTIONS_B } from '../../src/lookup/player-questions-b.js';
import type { Question } from '../../src/lookup/questions.js';

/**
 * The second set of player questions for issue #15 (src/lookup/player-questions-b.ts), asked from an
 * English and from an Italian user. The target is the right section first for at least 90% of each
 * game's questions. Measured when the set was written, before any tuning: La Belle Époque 23/40,
 * Diplomacy 32/40, Versailles 1919 32/40, 1701 27/40 (the same from either locale); held-out 6/10,
 * 8/10, 6/10, 9/10.
 */
const TARGET = 0.9;

const GAMES = Object.keys(PLAYER_QUESTIONS_B) as GameSlug[];

function firstHits(game: GameSlug, qs: readonly Question[], locale: 'en' | 'it') {
  const misses: string[] = [];
  let first = 0;
  for (const { q, expect: want } of qs) {
    const ids = searchRules(q, { game, locale, limit: 3 }).map((h) => h.id);
    if (ids[0] === want) first++;
    else misses.push(`"${q}" -> want ${want}, got ${ids.join(', ')}`);
  }
  return { first, misses };
}

describe.each(GAMES)('%s: second set of player questions', (game) => {
  const qs = PLAYER_QUESTIONS_B[game];

  it('has 40 questions and 10 held out, every expected answer a rule section of the game', () => {
    expect(qs).toHaveLength(40);
    expect(HELD_OUT_QUESTIONS[game]).toHaveLength(10);
    for (const { q, expect: want } of [...qs, ...HELD_OUT_QUESTIONS[game]])
      expect(getEntry(game, want)?.kind, `${q} -> ${want}`).toBe('section');
  });

  for (const locale of ['en', 'it'] as const)
    it(`first hits asked in ${locale}`, () => {
      const { first, misses } = firstHits(game, qs, locale);
      console.log(
        `[player questions B] ${game} (${locale}): first hit ${first}/${qs.length} (${((100 * first) / qs.length).toFixed(0)}%)${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`,
      );
      expect(first / qs.length).toBeGreaterThanOrEqual(TARGET);
    });

  it('reports the held-out questions (never tuned on; no threshold)', () => {
    const held = HELD_OUT_QUESTIONS[game];
    const en = firstHits(game, held, 'en');
    const it = firstHits(game, held, 'it');
    console.log(`[held out] ${game}: first hit ${en.first}/${held.length} (en), ${it.first}/${held.length} (it)`);
    // The user's language changes only the titles shown, never which sections are found.
    expect(it.first).toBe(en.first);
  });
});
