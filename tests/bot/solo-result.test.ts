import { describe, expect, it } from 'vitest';
import { Texts } from '../../src/bot/i18n/index.js';
import { resultSummary } from '../../src/bot/present.js';
import { GAMES } from '../../src/engine/games.js';

const texts = new Texts(GAMES);
const ctx = (locale: 'en' | 'it') => ({ t: texts.forLocale(locale), has: (k: string) => texts.has(k, locale) });

describe('solo endings say how the game went', () => {
  it('La Belle Époque solo: the §13.10 victory level and the early-end bonus, not just "Winner: France — 84"', () => {
    const r = {
      winners: [],
      scores: { france: 84, russia: 60, 'great-britain': 70, 'central-empires': 66 },
      reason: 'belle-epoque.end.sarajevo',
      details: { victoryLevel: 'marginal_defeat', soloVp: 84, earlyEndBonus: 0 },
    };
    expect(resultSummary(ctx('en'), 'belle-epoque', r)).toMatch(
      /^Marginal defeat — France 84 VP \(no early-end bonus\)/,
    );
    const won = {
      ...r,
      winners: ['france'],
      details: { victoryLevel: 'minor_victory', soloVp: 94, earlyEndBonus: 10 },
    };
    expect(resultSummary(ctx('en'), 'belle-epoque', won)).toMatch(
      /^Minor victory — France 94 VP \(with \+10 for the early end\)/,
    );
    expect(resultSummary(ctx('it'), 'belle-epoque', won)).toMatch(/^Vittoria minore — Francia 94 PV/);
  });

  it('Versailles 1919 solo: a 0-of-20 loss is a defeat, not "No winner (draw)"', () => {
    const r = { winners: [], scores: { solo: 0 }, reason: 'versailles-1919.end.solo_loss', details: { target: 20 } };
    expect(resultSummary(ctx('en'), 'versailles-1919', r)).toBe('Solo defeat: 0 VP of the 20 needed.');
    expect(resultSummary(ctx('it'), 'versailles-1919', r)).toBe('Sconfitta in solitario: 0 PV dei 20 necessari.');
    expect(resultSummary(ctx('en'), 'versailles-1919', { ...r, winners: ['solo'], scores: { solo: 23 } })).toMatch(
      /^Solo victory: 23 VP, target 20/,
    );
  });

  it('a multiplayer result still names the winners and scores', () => {
    const r = { winners: ['france'], scores: { france: 90, russia: 80 }, reason: 'x' };
    expect(resultSummary(ctx('en'), 'belle-epoque', r)).toBe('Winner(s): France — France 90, Russia 80');
  });
});
