import { describe, expect, it } from 'vitest';
import { searchRules, type GameSlug } from '../../src/lookup/index.js';
import { PLAYER_QUESTIONS } from '../../src/lookup/player-questions.js';

/**
 * The forty player questions per game written before tuning (src/lookup/player-questions.ts), asked
 * from an English and from an Italian user. The target of issue #15 is 90% first hits. Measured when
 * this set was last tuned: 26/40, 26/40, 27/40, 38/40 (La Belle Époque, Diplomacy, Versailles 1919,
 * 1701); after the per-section vocabulary of the second set (player-questions-b.ts): 37, 37, 36, 39.
 */
const TARGET = 0.9;

describe.each(Object.keys(PLAYER_QUESTIONS) as GameSlug[])('%s: player questions', (game) => {
  const qs = PLAYER_QUESTIONS[game];

  it('has 40 questions, half of them Italian', () => {
    expect(qs).toHaveLength(40);
  });

  it('finds the same sections whatever the user’s language (both languages are searched)', () => {
    for (const { q } of qs) {
      const en = searchRules(q, { game, locale: 'en', limit: 3 }).map((h) => h.id);
      const it = searchRules(q, { game, locale: 'it', limit: 3 }).map((h) => h.id);
      expect(it, q).toEqual(en);
    }
  });

  for (const locale of ['en', 'it'] as const)
    it(`first hits asked in ${locale}`, () => {
      const misses: string[] = [];
      let first = 0;
      for (const { q, expect: want } of qs) {
        const ids = searchRules(q, { game, locale, limit: 3 }).map((h) => h.id);
        if (ids[0] === want) first++;
        else misses.push(`"${q}" -> want ${want}, got ${ids.join(', ')}`);
      }
      console.log(`[player questions] ${game} (${locale}): first hit ${first}/${qs.length}\n  ${misses.join('\n  ')}`);
      expect(first / qs.length).toBeGreaterThanOrEqual(TARGET);
    });
});

describe('chapter rules before their special cases', () => {
  it('a question about how disputes are resolved does not open on the non-player rule 13.9.2', () => {
    const ids = searchRules('how are disputes between powers resolved', { game: 'belle-epoque', limit: 3 }).map(
      (h) => h.id,
    );
    expect(ids[0]).toBe('8.7');
  });

  it('a question that names the non-player Powers still finds their rule', () => {
    expect(searchRules('dispute between two NP powers', { game: 'belle-epoque', limit: 1 })[0]?.id).toBe('13.9.2');
    expect(searchRules('how do the bots bid in solo', { game: 'versailles-1919', limit: 1 })[0]?.id).toBe(
      'solo.bidding',
    );
  });
});
