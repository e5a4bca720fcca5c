/**
 * Several hosts or shards starting at once on a fresh Postgres: each applies the migrations at start.
 * They take turns under an advisory lock; without it the second one failed ("relation already exists"),
 * which showed as a shard process that never connected in the two-host test.
 */
import { describe, expect, it } from 'vitest';
import { openDb } from '../../src/db/client.js';
import { freshPgDatabase, pgAvailable } from '../../src/dev/db.js';
import { scaled } from '../helpers/slowness.js';

const pgUp = await pgAvailable();

describe.skipIf(!pgUp)('migrations on one fresh Postgres from four processes at once', () => {
  it(
    'opens all four, and the schema is there once',
    async () => {
      const fresh = await freshPgDatabase();
      try {
        const opened = await Promise.allSettled(
          [0, 1, 2, 3].map(() => openDb({ databaseUrl: fresh.url, poolSize: 2 })),
        );
        const failed = opened
          .filter((o) => o.status === 'rejected')
          .map((o) => String((o as PromiseRejectedResult).reason));
        expect(failed).toEqual([]);
        for (const o of opened) if (o.status === 'fulfilled') await o.value.close();
      } finally {
        await fresh.drop();
      }
    },
    scaled(120_000),
  );
});
