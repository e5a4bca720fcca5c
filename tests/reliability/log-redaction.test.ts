/**
 * A database failure during a move logs ids, codes and causes, never the game (issue #16).
 *
 * In each of the four games a seated player makes a move while the database refuses every
 * `UPDATE games` (a trigger raising an error: a real failure from the server, not a mock). The player
 * gets the generic apology and nothing changes; the log lines are then searched for what must never be
 * there: the random-number state, every string a role's view shows that the observer's does not (hands,
 * face-down cards, decks), every string of the hidden state (decks in order), and the move itself
 * (for Diplomacy: the orders). Before this was fixed, one 26 KB line carried the whole state.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import type { Request } from '../../src/bot/types.js';
import type { DbHandle } from '../../src/db/client.js';
import { OBSERVER, type BaseState } from '../../src/engine/core/types.js';
import { GAMES } from '../../src/engine/games.js';
import { setLogLevel } from '../../src/log.js';
import { testDrivers } from '../../src/dev/db.js';

const drivers = await testDrivers();

/** Every string of a value (card ids, names, orders' parts); numbers are searched for the RNG only. */
function leaves(v: unknown, out = new Set<string>()): Set<string> {
  if (typeof v === 'string') out.add(v);
  else if (Array.isArray(v)) for (const x of v) leaves(x, out);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) leaves(x, out);
  return out;
}

describe.each(drivers)('a failed write during a move logs no secret ($name)', (driver) => {
  let h: DbHandle;
  let app: App;
  let seq = 0;
  let n = 0;
  const lines: string[] = [];
  const realWrite = process.stderr.write.bind(process.stderr);

  beforeAll(async () => {
    h = await driver.open();
    app = createApp({
      db: h.db,
      images: false,
      owner: 'log-redaction',
      entropy: { gameId: () => `lr${(++n).toString(36)}`, seed: () => `log-seed-${n}` },
    });
    await h.db.execute(
      sql.raw(`create or replace function chancery_test_fail() returns trigger language plpgsql as $$
        begin raise exception 'forced failure for the log test'; end $$`),
    );
    setLogLevel('debug');
    process.stderr.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      lines.push(String(chunk));
      const cb = rest[rest.length - 1];
      if (typeof cb === 'function') (cb as () => void)();
      return true;
    }) as typeof process.stderr.write;
  });
  afterAll(async () => {
    process.stderr.write = realWrite;
    setLogLevel('info');
    await h.close();
  });

  const req = (user: string, partial: Partial<Request>): Request => ({
    kind: 'command',
    id: `lr-${++seq}`,
    options: {},
    user: { id: user, name: user },
    locale: 'en',
    guildId: 'g1',
    channelId: 'table',
    ...partial,
  });

  it.each(GAMES.map((g) => [g.slug, g] as const))('%s', async (_slug, kind) => {
    const seats = Math.max(kind.minPlayers, 2);
    const created = await app.router.handle(
      req('alice', { command: 'game', subcommand: 'new', options: { game: kind.slug, seats, bots: seats - 2 } }),
    );
    const id = /`([a-z0-9]+)`/.exec(created.replies[0]!.content!)![1]!;
    await app.router.handle(req('bob', { command: 'game', subcommand: 'join', options: { game: id } }));
    await app.router.handle(req('alice', { command: 'game', subcommand: 'start', options: { game: id } }));
    const game = await app.services.table.load(id);
    const state = game.state as BaseState;
    const seat = game.seats.find((x) => x.userId && (game.module.activeRoles(state) as string[]).includes(x.role))!;
    const action = (game.module.legalActions(state, seat.role) as unknown[])[0];

    // What must never reach a log line.
    const pub = JSON.stringify(game.module.view(state, OBSERVER));
    const roles = new Set(game.module.roles(game.module.optionsSchema.parse(game.row.options)));
    const secrets = new Set<string>();
    for (const v of state.rng) secrets.add(String(v));
    const hidden = [...leaves(state)].filter((s) => s.length >= 4 && !pub.includes(s) && !roles.has(s));
    for (const s of hidden) secrets.add(s);
    for (const role of roles)
      for (const s of leaves(game.module.view(state, role)))
        if (s.length >= 4 && !pub.includes(s) && !roles.has(s)) secrets.add(s);
    secrets.add(JSON.stringify(action));
    const orders = (action as { orders?: unknown[] }).orders ?? [];
    for (const o of orders) secrets.add(JSON.stringify(o));
    // Not secrets: ids the log is meant to carry.
    for (const s of [id, game.row.channelId, game.row.guildId ?? '', 'alice', 'bob']) secrets.delete(s);

    await h.db.execute(
      sql.raw(
        'create trigger chancery_test_fail before update on games for each row execute function chancery_test_fail()',
      ),
    );
    lines.length = 0;
    let res: Awaited<ReturnType<typeof app.router.handle>> | undefined;
    try {
      res = await app.router.handle(
        req(seat.userId!, { command: 'play', options: { game: id, action: `${state.version}.0` } }),
      );
    } finally {
      await h.db.execute(sql.raw('drop trigger chancery_test_fail on games'));
    }
    expect(res.replies[0]!.content).toBe(app.services.texts.forLocale('en')('error.generic'));
    expect((await app.services.table.load(id)).state!.version, 'nothing changed').toBe(state.version);

    const logged = lines.join('');
    expect(logged, 'the failure is logged').toContain('interaction failed');
    expect(logged, 'with its cause').toContain('forced failure for the log test');
    expect(logged, 'and the game id').toContain(id);
    const found = [...secrets].filter((s) => logged.includes(s));
    console.info(
      `${kind.slug}: ${secrets.size} secret strings searched in ${lines.length} log line(s) of ${logged.length} bytes; found ${found.length}`,
    );
    expect(found.slice(0, 10)).toEqual([]);
    for (const l of lines) expect(l.length, 'a log line stays short').toBeLessThan(4000);
  });
});
