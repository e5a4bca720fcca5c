import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memoryDb } from '../../src/dev/db.js';

/**
 * The test databases (issue #20): a database a test closes is emptied and handed to the next test in
 * the same worker. The next test must find it as a new copy of the migrated template would be.
 */
const rows = async (h: Awaited<ReturnType<typeof memoryDb>>, q: string) => {
  const r = await h.db.execute(sql.raw(q));
  return ('rows' in r ? r.rows : r) as Record<string, unknown>[];
};

describe('memoryDb', () => {
  it('hands a closed database to the next test empty, with identities restarted and the migrations kept', async () => {
    const first = await memoryDb();
    await rows(first, `insert into user_prefs (user_id) values ('u1'), ('u2')`);
    await rows(
      first,
      `insert into games (id, kind, guild_id, channel_id, seed, engine_version, options, state, created_by)
      values ('g1', 'toy', 'guild', 'chan', 's', '1', '{}', '{}', 'u')`,
    );
    await rows(
      first,
      `insert into game_threads (game_id, thread_id, roles, created_by) values ('g1', 't1', '{a}', 'u')`,
    );
    await first.close();
    await first.close(); // twice is harmless, and does not put it in the pool twice

    const second = await memoryDb();
    const third = await memoryDb();
    expect(second.db).toBe(first.db); // reused, not a new copy
    expect(third.db).not.toBe(first.db);
    for (const h of [second, third]) {
      expect(await rows(h, 'select * from user_prefs')).toEqual([]);
      expect(await rows(h, 'select * from games')).toEqual([]);
      expect(await rows(h, 'select * from game_threads')).toEqual([]);
    }
    await rows(
      second,
      `insert into games (id, kind, guild_id, channel_id, seed, engine_version, options, state, created_by)
      values ('g2', 'toy', 'guild', 'chan', 's', '1', '{}', '{}', 'u')`,
    );
    const [thread] = await rows(
      second,
      `insert into game_threads (game_id, thread_id, roles, created_by) values ('g2', 't2', '{a}', 'u') returning id`,
    );
    expect(thread!.id).toBe(1);
    const migrations = await rows(second, 'select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(migrations[0]!.n).toBeGreaterThanOrEqual(3);
    await second.close();
    await third.close();
  });
});
