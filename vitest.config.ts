import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs every file; `npm run test:quick` (VITEST_QUICK=1) leaves out the long runs: seeded
 * fuzzing and property runs, the reliability programs, and the tests that spawn whole processes.
 */
const SLOW = [
  'tests/**/*fuzz*.test.ts',
  'tests/**/*property*.test.ts',
  'tests/reliability/**',
  'tests/bot/console.test.ts',
  'tests/bot/real-process*.test.ts',
  'tests/scripts/**',
  'tests/engine/diplomacy/cli.test.ts',
  'tests/render/bench.test.ts',
];

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: process.env.VITEST_QUICK ? SLOW : [],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One worker per core (vitest's default leaves one core idle; CI's machine has two).
    maxWorkers: availableParallelism(),
  },
});
