/**
 * Random play, La Belle Époque: every offered action applies (issue #17). Seeded games over 1–4
 * players and the set-up options; PROPERTY_GAMES=N for the long run (PROPERTY_OFFSET shards seeds).
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/engine/games.js';
import { describeFindings, gameCount, runEngine } from './random-play.js';

const module = GAMES.find((m) => m.slug === 'belle-epoque')!;
const GAMES_N = gameCount(30);

describe(`belle-epoque random play: ${GAMES_N} seeded games`, () => {
  it(
    'applies every offered action and never refuses one',
    () => {
      const run = runEngine(
        module,
        'lbe-prop',
        GAMES_N,
        (i) => ({
          players: 1 + (i % 4),
          powerChoice: i % 3 === 1 ? 'draft' : 'random',
          dreyfus: i % 5 === 2,
          promoIntrigue: i % 2 === 1,
          contrastsPenalty: i % 7 !== 3,
        }),
        { maxActions: 50_000, sampleChance: 0.02, samplePerRole: 40 },
        Number(process.env.PROPERTY_OFFSET ?? 0),
      );
      console.log(`belle-epoque random play: ${JSON.stringify({ ...run, findings: run.findings.length })}`);
      expect(run.findings, describeFindings(run.findings)).toEqual([]);
      expect(run.finished).toBe(run.games);
    },
    3_600_000 * 24,
  );
});
