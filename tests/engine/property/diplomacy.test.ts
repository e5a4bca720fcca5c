/**
 * Random play, Diplomacy: every offered order, vote and phase action applies (issue #17). Seeded games
 * over every variant and both editions, shortened to one to three years; PROPERTY_GAMES=N for the long
 * run (PROPERTY_OFFSET shards seeds). Before the split-coast support fix this failed at once, e.g.
 * `F SKA S F STP/SC - NWY` offered and refused with supported_cannot_reach.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/engine/games.js';
import { describeFindings, gameCount, runEngine } from './random-play.js';

const VARIANTS = ['standard', 'six', 'five', 'four', 'three-a', 'three-b', 'two'] as const;
const module = GAMES.find((m) => m.slug === 'diplomacy')!;
const GAMES_N = gameCount(40);

describe(`diplomacy random play: ${GAMES_N} seeded games`, () => {
  it(
    'applies every offered action and never refuses one',
    () => {
      const run = runEngine(
        module,
        'dip-prop',
        GAMES_N,
        (i) => {
          const variant = VARIANTS[i % VARIANTS.length]!;
          return {
            variant,
            edition: i % 2 ? 'classic-it' : 'datc',
            endYear: (variant === 'two' ? 1914 : 1901) + (i % 3),
          };
        },
        { maxActions: 50_000, sampleChance: 0.01, samplePerRole: 40 },
        Number(process.env.PROPERTY_OFFSET ?? 0),
      );
      console.log(`diplomacy random play: ${JSON.stringify({ ...run, findings: run.findings.length })}`);
      expect(run.findings, describeFindings(run.findings)).toEqual([]);
      expect(run.finished).toBe(run.games);
    },
    3_600_000 * 24,
  );
});
