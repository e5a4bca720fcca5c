/**
 * Deadlines under concurrency and after crashes, reduced to their smallest cases:
 * - two commits landing together each set the game's timers: one deadline must stay pending, not two;
 * - a process killed between a commit and its timers leaves no deadline: the next tick sets one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import type { Clock } from '../../src/bot/scheduler.js';
import type { Request } from '../../src/bot/types.js';
import type { DbHandle } from '../../src/db/client.js';
import { toyGame } from '../fixtures/toy-game.js';
import { testDrivers } from '../../src/dev/db.js';

// The races are Postgres's (row locks, READ COMMITTED): the real server when there is one (CI always).
const all = await testDrivers();
const drivers = all.some((d) => d.name === 'pg') ? all.filter((d) => d.name === 'pg') : all;

class FakeClock implements Clock {
  t = Date.parse('2030-01-01T12:00:00Z');
  now() {
    return new Date(this.t);
  }
}

let seq = 0;
const cmd = (
  user: string,
  subcommand: string,
  options: Request['options'] = {},
  extra: Partial<Request> = {},
): Request => ({
  kind: 'command',
  id: `tr-${++seq}`,
  command: 'game',
  subcommand,
  options,
  user: { id: user, name: user },
  locale: 'en',
  guildId: 'g',
  channelId: `race-${seq}`,
  ...extra,
});

describe.each(drivers)('deadline timers under races and crashes on $name', (driver) => {
  let h: DbHandle;
  let app: App;
  const clock = new FakeClock();
  let n = 0;
  beforeAll(async () => {
    h = await driver.open();
    app = createApp({
      db: h.db,
      games: [toyGame],
      uis: [],
      images: false,
      clock,
      owner: 'race',
      entropy: { gameId: () => `r${driver.name[1]}${++n}`, seed: () => 'seed' },
    });
  });
  afterAll(() => h.close());

  async function gameWithDeadline(): Promise<string> {
    const channelId = `race-ch-${++n}`;
    const res = await app.router.handle(cmd('alice', 'new', { game: 'toy', seats: 2 }, { channelId }));
    const id = /`([a-z0-9]+)`/.exec(res.replies[0]!.content!)![1]!;
    await app.router.handle(cmd('bob', 'join', { game: id }, { channelId }));
    await app.router.handle(cmd('alice', 'start', { game: id }, { channelId }));
    const set = await app.router.handle(
      cmd('alice', 'set', { game: id, minutes: 60 }, { group: 'deadline', channelId }),
    );
    expect(set.replies[0]!.ephemeral).toBeFalsy();
    return id;
  }

  it('keeps one pending deadline when many schedules for the same game race', async () => {
    const id = await gameWithDeadline();
    const game = await app.services.table.load(id);
    await Promise.all(Array.from({ length: 8 }, () => app.services.scheduler.schedule(game, game.state!)));
    const pending = await app.services.timers.pending(id);
    expect(pending.filter((t) => t.kind === 'deadline')).toHaveLength(1);
    expect(pending.filter((t) => t.kind === 'reminder')).toHaveLength(1);
  });

  it('gives a game a deadline again when a crash left it without one', async () => {
    const id = await gameWithDeadline();
    // What a kill between a commit and its timers (or inside `/game deadline set`) leaves behind.
    await app.services.timers.cancelAll(id, clock.now());
    expect(await app.services.timers.pending(id)).toHaveLength(0);
    await app.services.scheduler.tick();
    const pending = await app.services.timers.pending(id);
    expect(pending.filter((t) => t.kind === 'deadline')).toHaveLength(1);
    expect(pending[0]!.dueAt.getTime()).toBeGreaterThan(clock.now().getTime());
  });

  it('does not set a deadline on a game whose deadline is paused or off', async () => {
    const id = await gameWithDeadline();
    // Game-master tools work from the game's own channel.
    const at = async (game: string) => ({ channelId: (await app.services.table.load(game)).row.channelId });
    const paused = await app.router.handle(
      cmd('alice', 'pause', { game: id }, { group: 'deadline', ...(await at(id)) }),
    );
    expect(paused.replies[0]!.ephemeral, paused.replies[0]!.content).toBeFalsy();
    await app.services.scheduler.tick();
    expect(await app.services.timers.pending(id)).toHaveLength(0);
    const off = await gameWithDeadline();
    await app.router.handle(cmd('alice', 'set', { game: off, minutes: 0 }, { group: 'deadline', ...(await at(off)) }));
    await app.services.scheduler.tick();
    expect(await app.services.timers.pending(off)).toHaveLength(0);
  });
});
