import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import type { Clock } from '../../src/bot/scheduler.js';
import type { Reply, Request } from '../../src/bot/types.js';
import type { DbHandle } from '../../src/db/client.js';
import { toyGame } from '../fixtures/toy-game.js';
import { tallyGame } from '../../src/dev/tally-game.js';
import { testDrivers } from '../../src/dev/db.js';

const drivers = await testDrivers();

class FakeClock implements Clock {
  constructor(public t = Date.parse('2026-01-01T12:00:00Z')) {}
  now() {
    return new Date(this.t);
  }
  advance(minutes: number) {
    this.t += minutes * 60_000;
  }
}

let seq = 0;
let channelOf: () => string = () => 'table';
const currentChannel = () => channelOf();
const cmd = (
  user: string,
  subcommand: string,
  options: Request['options'] = {},
  extra: Partial<Request> = {},
): Request => ({
  kind: 'command',
  id: `s-${++seq}`,
  command: 'game',
  subcommand,
  options,
  user: { id: user, name: user },
  locale: 'en',
  guildId: 'g',
  channelId: currentChannel(),
  ...extra,
});

describe.each(drivers)('deadlines, reminders and game-master tools on $name', (driver) => {
  let h: DbHandle;
  let clock: FakeClock;
  let posts: { owner: string; channel: string; reply: Reply }[];
  let a: App;
  let b: App;
  let n = 0;

  beforeAll(async () => {
    h = await driver.open();
    clock = new FakeClock();
    posts = [];
    const make = (owner: string) =>
      createApp({
        db: h.db,
        games: [toyGame, tallyGame],
        uis: [],
        images: false,
        clock,
        owner,
        entropy: { gameId: () => `d${driver.name === 'pg' ? 'p' : 'l'}${++n}`, seed: () => 'fixed-seed' },
        notifier: { channel: async (channel, reply) => void posts.push({ owner, channel, reply }) },
      });
    channelOf = () => channel;
    a = make('process-a');
    b = make('process-b');
  });
  afterAll(() => h.close());

  let channel = 'table';
  async function newToyGame(): Promise<string> {
    channel = `table-${++n}`;
    const res = await a.router.handle(cmd('alice', 'new', { game: 'toy', seats: 2 }));
    const id = /`([a-z0-9]+)`/.exec(res.replies[0]!.content!)![1]!;
    await a.router.handle(cmd('bob', 'join', { game: id }));
    await a.router.handle(cmd('alice', 'start', { game: id }));
    return id;
  }

  it('applies the default action exactly once when a deadline passes, with two schedulers racing', async () => {
    const id = await newToyGame();
    const set = await a.router.handle({
      ...cmd('alice', 'set', { game: id, minutes: 60, reminder: 15 }),
      group: 'deadline',
    });
    expect(set.replies[0]!.content).toMatch(/set the deadline/);
    clock.advance(50);
    expect(await b.services.scheduler.tick()).toBe(1); // the reminder, 15 minutes before
    clock.advance(11);
    const fired = await Promise.all([
      a.services.scheduler.tick(),
      b.services.scheduler.tick(),
      a.services.scheduler.tick(),
    ]);
    expect(fired.reduce((x, y) => x + y, 0)).toBe(1); // the deadline, once
    const rows = await a.services.table.repo.actions(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'red', action: { type: 'step' }, userId: null });
    // The channel hears that the deadline passed, and what followed: bob is to move now.
    const here = posts.filter((p) => p.channel === channel);
    expect(here.some((p) => /deadline of `[a-z0-9]+` passed/.test(p.reply.content ?? ''))).toBe(true);
    expect(here.filter((p) => p.reply.mentions?.includes('bob'))).toHaveLength(1);
    // The next player's clock started at once: blue now owes a move.
    const pending = await a.services.timers.pending(id);
    expect(pending.map((t) => t.kind).sort()).toEqual(['deadline', 'reminder']);
  });

  it('reminds exactly the players who owe a move, and respects opting out', async () => {
    const id = await newToyGame();
    await a.router.handle({ ...cmd('alice', 'set', { game: id, minutes: 100, reminder: 30 }), group: 'deadline' });
    posts.length = 0;
    clock.advance(71);
    await b.services.scheduler.tick();
    const mine = () => posts.filter((p) => p.channel === channel);
    expect(mine()).toHaveLength(1);
    expect(mine()[0]!.reply.mentions).toEqual(['alice']);
    expect(mine()[0]!.reply.content).toContain('<@alice>');
    expect(mine()[0]!.reply.content).not.toContain('bob');
    // alice opts out: the next reminder names her seat without mentioning her.
    await a.router.handle(cmd('alice', 'mentions', { on: false }));
    await a.router.handle({ ...cmd('alice', 'set', { game: id, minutes: 100, reminder: 30 }), group: 'deadline' });
    posts.length = 0;
    clock.advance(71);
    await a.services.scheduler.tick();
    expect(mine()).toHaveLength(1);
    expect(mine()[0]!.reply.mentions).toEqual([]);
    expect(mine()[0]!.reply.content).toContain('red');
    await a.router.handle(cmd('alice', 'mentions', { on: true }));
  });

  it('shifts the deadline by the paused time', async () => {
    const id = await newToyGame();
    await a.router.handle({ ...cmd('alice', 'set', { game: id, minutes: 60 }), group: 'deadline' });
    const before = (await a.services.timers.pending(id)).find((t) => t.kind === 'deadline')!.dueAt.getTime();
    clock.advance(20);
    await a.router.handle({ ...cmd('alice', 'pause', { game: id }), group: 'deadline' });
    expect(await a.services.timers.pending(id)).toHaveLength(0);
    clock.advance(500);
    await a.services.scheduler.tick();
    expect(await a.services.timers.fired(id)).toHaveLength(0);
    await a.router.handle({ ...cmd('alice', 'resume', { game: id }), group: 'deadline' });
    const after = (await a.services.timers.pending(id)).find((t) => t.kind === 'deadline')!.dueAt.getTime();
    expect(after - before).toBe(500 * 60_000);
    const refused = await a.router.handle({ ...cmd('bob', 'pause', { game: id }), group: 'deadline' });
    expect(refused.replies[0]).toMatchObject({ ephemeral: true });
    expect(refused.replies[0]!.content).toMatch(/creator/);
  });

  it('undoes a plain move but refuses after a die roll', async () => {
    const id = await newToyGame();
    await a.router.handle({
      ...cmd('alice', 'x'),
      command: 'play',
      subcommand: undefined,
      options: { action: 'step', game: id },
    });
    const undone = await a.router.handle(cmd('alice', 'undo', { game: id }));
    expect(undone.replies[0]!.content).toMatch(/undid the last move/);
    expect(await a.services.table.repo.actions(id)).toHaveLength(0);
    await a.router.handle({
      ...cmd('alice', 'x'),
      command: 'play',
      subcommand: undefined,
      options: { action: 'roll', game: id },
    });
    const refused = await a.router.handle(cmd('alice', 'undo', { game: id }));
    expect(refused.replies[0]!.ephemeral).toBe(true);
    expect(refused.replies[0]!.content).toMatch(/cannot be undone/);
    expect(await a.services.table.repo.actions(id)).toHaveLength(1);
    const verify = await a.services.admin.verify(id);
    expect(verify.equal).toBe(true);
  });

  it('exports a finished game and imports it to an identical state', async () => {
    const id = await newToyGame();
    for (let i = 0; i < 40; i++) {
      const g = await a.services.table.load(id);
      if (g.row.status !== 'active') break;
      const user = a.services.table.rolesOf(g, 'alice').some((r) => toyGame.activeRoles(g.state as never).includes(r))
        ? 'alice'
        : 'bob';
      await a.router.handle({
        ...cmd(user, 'x'),
        command: 'play',
        subcommand: undefined,
        options: { action: 'roll', game: id },
      });
    }
    const done = await a.services.table.load(id);
    expect(done.row.status).toBe('finished');
    const exp = await a.router.handle(cmd('alice', 'export', { game: id }));
    const file = exp.replies[0]!.files![0]!;
    const imp = await a.router.handle(
      // Importing makes carol the copy's game master: she has Manage Server here.
      cmd('carol', 'import', {}, { attachments: { file: { name: file.name, data: file.data } }, canManageGuild: true }),
    );
    const newId = /Imported as `([a-z0-9]+)`/.exec(imp.replies[0]!.content!)![1]!;
    const copy = await a.services.table.load(newId);
    expect(JSON.stringify(copy.state && Object.entries(copy.state).sort())).toBe(
      JSON.stringify(done.state && Object.entries(done.state).sort()),
    );
    expect((await a.services.admin.verify(newId)).equal).toBe(true);
    const stats = await a.router.handle(cmd('alice', 'stats', {}));
    expect(stats.replies[0]!.content).toMatch(/played/);
  });

  it('exports only the public history of a running game', async () => {
    const id = await newToyGame();
    await a.router.handle({
      ...cmd('alice', 'x'),
      command: 'play',
      subcommand: undefined,
      options: { action: 'roll', game: id },
    });
    const exp = await a.router.handle(cmd('bob', 'export', { game: id }));
    const json = exp.replies[0]!.files![0]!.data.toString();
    expect(json).not.toContain('fixed-seed');
    expect(json).toContain('chancery-public-log/1');
  });
});
