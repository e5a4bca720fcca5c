import { describe, expect, it } from 'vitest';
import { GAMES, searchRules, type GameSlug } from '../../src/lookup/index.js';
import { QUESTIONS } from '../../src/lookup/questions.js';

function rates(game: GameSlug) {
  const misses: string[] = [];
  let first = 0;
  let top3 = 0;
  for (const { q, expect: want } of QUESTIONS[game]) {
    const ids = searchRules(q, { game, limit: 3 }).map((h) => h.id);
    if (ids[0] === want) first++;
    else misses.push(`"${q}" -> want ${want}, got ${ids.join(', ')}`);
    if (ids.includes(want)) top3++;
  }
  const n = QUESTIONS[game].length;
  return { n, first: first / n, top3: top3 / n, misses };
}

describe.each(GAMES.map((g) => [g.game] as const))('%s search quality', (game) => {
  it('has at least 40 questions in both languages', () => {
    expect(QUESTIONS[game].length).toBeGreaterThanOrEqual(40);
  });

  it('finds the right section first for at least 90% and in the top three for all', () => {
    const r = rates(game);
    console.log(
      `[lookup] ${game}: first hit ${(r.first * 100).toFixed(1)}%, top-3 ${(r.top3 * 100).toFixed(1)}% of ${r.n}${r.misses.length ? `\n  not first: ${r.misses.join('\n  not first: ')}` : ''}`,
    );
    expect(r.first).toBeGreaterThanOrEqual(0.9);
    expect(r.top3).toBe(1);
  });
});
