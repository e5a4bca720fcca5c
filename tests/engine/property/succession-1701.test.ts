/**
 * Random play, 1701: every offered action applies (issue #17). Seeded games shortened to two to
 * seven turns (every twelfth game plays all 28), with the rule options; PROPERTY_GAMES=N for the
 * long run (PROPERTY_OFFSET shards seeds).
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/engine/games.js';
import { describeFindings, gameCount, runEngine } from './random-play.js';

const module = GAMES.find((m) => m.slug === 'succession-1701')!;
const GAMES_N = gameCount(16);

describe(`succession-1701 random play: ${GAMES_N} seeded games`, () => {
  it(
    'applies every offered action and never refuses one',
    () => {
      const run = runEngine(
        module,
        's1701-prop',
        GAMES_N,
        (i) => ({
          lastTurn: i % 12 === 11 ? 28 : 2 + (i % 6),
          zocReactionMandatory: i % 2 === 0,
          allianceCapitalScope: i % 3 === 2 ? 'leaders' : 'members',
        }),
        { maxActions: 50_000, sampleChance: 0.02, samplePerRole: 40 },
        Number(process.env.PROPERTY_OFFSET ?? 0),
      );
      console.log(`succession-1701 random play: ${JSON.stringify({ ...run, findings: run.findings.length })}`);
      expect(run.findings, describeFindings(run.findings)).toEqual([]);
      expect(run.finished).toBe(run.games);
    },
    3_600_000 * 24,
  );
});
