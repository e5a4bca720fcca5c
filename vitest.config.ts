import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { slownessAhead } from './tests/helpers/slowness.js';

const QUICK = Boolean(process.env.VITEST_QUICK);

/**
 * `npm test` runs every file; `npm run test:quick` (VITEST_QUICK=1) leaves out the long runs: seeded
 * fuzzing and random play, whole games played to the end many times over (the text audit, the
 * Diplomacy bots' games), the reliability programs, and the tests that spawn whole processes. Single
 * long tests inside otherwise quick files carry the `slow` tag, which test:quick filters out (--tags-filter in package.json).
 */
const SLOW = [
  'tests/**/*fuzz*.test.ts',
  'tests/**/*property*.test.ts',
  'tests/engine/property/**',
  'tests/reliability/**',
  'tests/bot/console.test.ts',
  'tests/bot/real-process*.test.ts',
  'tests/scripts/**',
  'tests/engine/diplomacy/cli.test.ts',
  'tests/engine/diplomacy/bot.test.ts',
  'tests/commands/text-audit.test.ts',
  'tests/db/pglite-lock.test.ts',
  'tests/db/startup-errors.test.ts',
  'tests/render/bench.test.ts',
];

/**
 * Deadlines are written for a quiet machine (a test run alone on it). On a busy one they stretch by the
 * slowness measured now (the load already there plus this run's workers, per core): the default test and
 * hook timeouts here, and every deadline a test writes through tests/helpers/slowness.ts, which the
 * workers never let fall below this figure.
 */
const WORKERS = availableParallelism();
const SLOWNESS = slownessAhead(WORKERS);
process.env.CHANCERY_SLOWNESS_FLOOR = String(SLOWNESS);

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: QUICK ? SLOW : [],
    tags: [
      { name: 'slow', description: 'a long test in an otherwise quick file: npm test runs it, test:quick does not' },
    ],
    // The quick run shares one module graph per worker instead of importing the bot afresh for every
    // file (about 2 s a file); `npm test` keeps every file isolated.
    isolate: !QUICK,
    testTimeout: Math.ceil(60_000 * SLOWNESS),
    hookTimeout: Math.ceil(60_000 * SLOWNESS),
    pool: 'forks',
    // One worker per core (vitest's default leaves one core idle; CI's machine has two).
    maxWorkers: WORKERS,
  },
});
