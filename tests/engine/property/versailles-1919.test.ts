/**
 * Random play, Versailles 1919: every offered action applies (issue #17). Seeded games over 1–4
 * players and the four Issue decks; PROPERTY_GAMES=N for the long run (PROPERTY_OFFSET shards seeds).
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/engine/games.js';
import { describeFindings, gameCount, runEngine } from './random-play.js';

const module = GAMES.find((m) => m.slug === 'versailles-1919')!;
const GAMES_N = gameCount(24);

describe(`versailles-1919 random play: ${GAMES_N} seeded games`, () => {
  it(
    'applies every offered action and never refuses one',
    () => {
      const run = runEngine(
        module,
        'v19-prop',
        GAMES_N,
        (i) => ({
          players: 1 + (i % 4),
          deck: (['standard', 'intense', 'long', 'very_long'] as const)[Math.floor(i / 4) % 4],
        }),
        { maxActions: 50_000, sampleChance: 0.02, samplePerRole: 40 },
        Number(process.env.PROPERTY_OFFSET ?? 0),
      );
      console.log(`versailles-1919 random play: ${JSON.stringify({ ...run, findings: run.findings.length })}`);
      expect(run.findings, describeFindings(run.findings)).toEqual([]);
      expect(run.finished).toBe(run.games);
    },
    3_600_000 * 24,
  );
});
