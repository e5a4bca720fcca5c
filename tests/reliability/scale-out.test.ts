/**
 * Scale-out: two app instances, each with its own Postgres pool to the same database (as two shards
 * or two processes would be), serve the same games at once. No move is lost or doubled, and their
 * two schedulers fire each timer once.
 */
import { describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import type { Request } from '../../src/bot/types.js';
import { openDb, type DbHandle } from '../../src/db/client.js';
import { timers as timersTable } from '../../src/db/schema/index.js';
import { GAMES } from '../../src/engine/games.js';
import { setLogLevel } from '../../src/log.js';
import { tallyGame } from '../../src/dev/tally-game.js';
import { freshPgDatabase, testDrivers } from '../../src/dev/db.js';
import {
  checkDatabase,
  fastClock,
  journalNotifier,
  LoadDriver,
  MemoryJournal,
} from '../../src/dev/reliability/harness.js';
import { scaled } from '../helpers/slowness.js';

const hasPg = (await testDrivers()).some((d) => d.name === 'pg');
setLogLevel('error');

async function twoInstances(
  url: string,
  clock = fastClock(Date.parse('2030-01-01T00:00:00Z'), Date.now(), 60),
  journal = new MemoryJournal(),
) {
  const handles: DbHandle[] = [
    await openDb({ databaseUrl: url, poolSize: 8 }),
    await openDb({ databaseUrl: url, poolSize: 8 }),
  ];
  const apps: App[] = handles.map((h, i) =>
    createApp({
      db: h.db,
      games: [...GAMES, tallyGame],
      images: false,
      clock,
      owner: `shard-${i}`,
      notifier: journalNotifier(journal),
    }),
  );
  return { handles, apps, clock, journal, close: () => Promise.all(handles.map((h) => h.close())) };
}

describe.skipIf(!hasPg)('two instances on one Postgres', () => {
  it('20 seats adding at once through both instances: every accepted add counted once', async () => {
    const db = await freshPgDatabase();
    const env = await twoInstances(db.url);
    try {
      const [a, b] = env.apps as [App, App];
      let seq = 0;
      const req = (user: string, partial: Partial<Request>): Request => ({
        kind: 'command',
        id: `so-${++seq}`,
        options: {},
        user: { id: user, name: user },
        locale: 'en',
        guildId: 'g',
        channelId: 'tally',
        ...partial,
      });
      const created = await a.router.handle(
        req('u0', { command: 'game', subcommand: 'new', options: { game: 'tally', seats: 20 } }),
      );
      const id = /`([a-z0-9]+)`/.exec(created.replies[0]!.content!)![1]!;
      await Promise.all(
        Array.from({ length: 19 }, (_, i) =>
          (i % 2 ? a : b).router.handle(
            req(`u${i + 1}`, { command: 'game', subcommand: 'join', options: { game: id } }),
          ),
        ),
      );
      await b.router.handle(req('u0', { command: 'game', subcommand: 'start', options: { game: id } }));
      const accepted: string[] = [];
      await Promise.all(
        Array.from({ length: 20 }, async (_, u) => {
          for (let k = 0; k < 4; k++) {
            const r = req(`u${u}`, { command: 'play', options: { action: '{"type":"add","n":1}', game: id } });
            // The same interaction delivered to both instances at once (a retry racing the original).
            const [x, y] = await Promise.all([a.router.handle(r), b.router.handle({ ...r })]);
            if (!x.replies[0]!.ephemeral || !y.replies[0]!.ephemeral) accepted.push(r.id);
            expect(!x.replies[0]!.ephemeral && !y.replies[0]!.ephemeral, `${r.id} accepted twice`).toBe(false);
          }
        }),
      );
      const game = await a.services.table.load(id);
      const log = await a.services.table.repo.actions(id);
      expect((game.state as unknown as { total: number }).total).toBe(accepted.length);
      expect(log.map((l) => l.interactionId).sort()).toEqual([...accepted].sort());
      expect(log.map((l) => l.version)).toEqual(log.map((_, i) => i + 1));
      expect((await a.services.admin.verify(id)).equal).toBe(true);
      // Under this contention some adds may be refused ("try again"), but most land.
      expect(accepted.length).toBeGreaterThan(40);
    } finally {
      await env.close();
      await db.drop();
    }
  });

  it(
    'the load through both instances, both schedulers ticking: nothing lost, doubled or fired twice',
    async () => {
      const db = await freshPgDatabase();
      const env = await twoInstances(db.url);
      try {
        const driver = new LoadDriver(
          env.apps,
          {
            games: 6,
            players: 20,
            actions: 300,
            seconds: 12,
            seed: 'scale-out',
            deadlineMinutes: 2,
            tickMs: 100,
            thinkMs: 30,
            kinds: GAMES.map((g) => g.slug),
          },
          env.journal,
        );
        const stats = await driver.run();
        env.clock.freeze();
        for (let i = 0; i < 100; i++) {
          const fired = await Promise.all(env.apps.map((x) => x.services.scheduler.tick()));
          if (fired.every((f) => f === 0)) break;
        }
        const check = await checkDatabase(env.apps[0]!, env.handles[0]!.db, env.journal.lines, {
          now: env.clock.now(),
        });
        expect(check.violations).toEqual([]);
        expect(stats.apologies.map((x) => x.op)).toEqual([]);
        expect(stats.thrown).toEqual([]);
        expect(driver.servedBy.every((n) => n > 50)).toBe(true);
        expect(stats.accepted).toBeGreaterThan(20);
        // Each fired timer has one owner, and posts no more than once.
        const all = await env.handles[0]!.db.select().from(timersTable);
        const fired = all.filter((t) => t.firedAt);
        expect(fired.length).toBeGreaterThan(0);
        for (const t of fired) expect(['shard-0', 'shard-1']).toContain(t.claimedBy);
        const posts = new Map<string, number>();
        for (const l of env.journal.lines)
          if (l.t === 'N' && l.kind === 'reminder' && l.game) posts.set(l.game, (posts.get(l.game) ?? 0) + 1);
        for (const [game, n] of posts)
          expect(n, game).toBeLessThanOrEqual(fired.filter((t) => t.gameId === game && t.kind === 'reminder').length);
      } finally {
        await env.close();
        await db.drop();
      }
    },
    scaled(90_000),
  );
});
