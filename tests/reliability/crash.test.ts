/**
 * `npm run soak -- --crash 20`, small: a bot process driving the load (deadlines on a fast clock) is
 * SIGKILLed three times at random moments and restarted. Afterwards no game is corrupt or stuck,
 * every acknowledged move is in the log exactly once, and every timer due fired, once.
 */
import { describe, expect, it } from 'vitest';
import { freshPgDatabase, testDrivers } from '../../src/dev/db.js';
import { runCrashTest } from '../../src/dev/reliability/crash.js';
import { scaled } from '../helpers/slowness.js';

const hasPg = (await testDrivers()).some((d) => d.name === 'pg');

describe.skipIf(!hasPg)('SIGKILL during load, three times', () => {
  it(
    'loses no acknowledged move, doubles none, corrupts nothing and fires every timer once',
    async () => {
      const db = await freshPgDatabase();
      try {
        const r = await runCrashTest({
          databaseUrl: db.url,
          kills: 3,
          games: 6,
          players: 18,
          seed: `crash-${Date.now()}`,
          // A worker's life is real time: on a busy machine it gets as many moves in as on a quiet one.
          minLifeMs: scaled(1500),
          maxLifeMs: scaled(4000),
          startupMs: scaled(60_000),
          speed: 120,
          deadlineMinutes: 2,
        });
        expect(r.check.violations).toEqual([]);
        expect(r.workerRuns).toBe(3);
        // The load really ran: moves acknowledged, and deadlines passed with defaults applied.
        expect(r.journal.accepted).toBeGreaterThan(5);
        expect(r.check.acceptedChecked).toBeGreaterThan(5);
        expect(r.deadlines.fired).toBeGreaterThan(0);
        expect(r.reminders.doubled).toBe(0);
      } finally {
        await db.drop();
      }
    },
    scaled(120_000),
  );
});
