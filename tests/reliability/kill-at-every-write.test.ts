/**
 * The crash test's deterministic twin: instead of a SIGKILL at a random moment, the process "dies" at
 * its k-th database write (every write from then on fails, and the open transaction rolls back, as
 * it would when the connection drops), for k = 1, 2, … until the command completes. After each death
 * a healthy process on the same database must find: every game in the lobby or playable, its stored
 * state equal to the replay of its log, a deadline running where one is set, and every default
 * action applied at most once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import type { Clock } from '../../src/bot/scheduler.js';
import type { Request } from '../../src/bot/types.js';
import type { Db, DbHandle } from '../../src/db/client.js';
import { GAMES } from '../../src/engine/games.js';
import { testDrivers } from '../../src/dev/db.js';
import { setLogLevel } from '../../src/log.js';
import { stuckReason } from '../../src/dev/reliability/harness.js';

// The dying process logs every failed write; that is the point here.
setLogLevel('silent');

// The real Postgres when there is one (CI always), else PGlite: once is enough for a test this long.
const all = await testDrivers();
const drivers = all.some((d) => d.name === 'pg') ? all.filter((d) => d.name === 'pg') : all;

class FakeClock implements Clock {
  t = Date.parse('2030-01-01T12:00:00Z');
  now() {
    return new Date(this.t);
  }
  advance(minutes: number) {
    this.t += minutes * 60_000;
  }
}

class Killed extends Error {}

/** A view of `db` whose writes fail from the `dieAt`-th on (the process is dead). */
function mortalDb(db: Db, dieAt: number): { db: Db; writes: () => number } {
  let writes = 0;
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(t, p) {
        const v = Reflect.get(t, p, t) as unknown;
        if (typeof v !== 'function') return v;
        if (p === 'insert' || p === 'update' || p === 'delete' || p === 'execute') {
          return (...args: unknown[]) => {
            writes += 1;
            if (writes >= dieAt) throw new Killed(`killed at write ${writes}`);
            return (v as (...a: unknown[]) => unknown).apply(t, args);
          };
        }
        if (p === 'transaction') {
          return (cb: (tx: object) => Promise<unknown>, ...rest: unknown[]) =>
            (v as (...a: unknown[]) => unknown).call(t, (tx: object) => cb(wrap(tx)), ...rest);
        }
        return (v as (...a: unknown[]) => unknown).bind(t);
      },
    });
  return { db: wrap(db), writes: () => writes };
}

let seq = 0;
const req = (user: string, partial: Partial<Request>, channelId: string): Request => ({
  kind: 'command',
  id: `kw-${++seq}`,
  options: {},
  user: { id: user, name: user },
  locale: 'en',
  guildId: 'g',
  channelId,
  ...partial,
});

describe.each(drivers)('a process dying at every database write, on $name', (driver) => {
  let h: DbHandle;
  let healthy: App;
  const clock = new FakeClock();
  const mortal = (dieAt: number) => {
    const m = mortalDb(h.db, dieAt);
    return { app: createApp({ db: m.db, images: false, clock, owner: `mortal-${dieAt}-${seq}` }), writes: m.writes };
  };

  beforeAll(async () => {
    h = await driver.open();
    healthy = createApp({ db: h.db, images: false, clock, owner: 'healthy' });
  });
  afterAll(() => h.close());

  /** What a restarted process must find in a channel. */
  async function expectSound(channelId: string): Promise<number> {
    const rows = await healthy.services.table.repo.list({
      channelId,
      statuses: ['lobby', 'active', 'paused', 'finished'],
    });
    for (const r of rows) {
      if (r.status === 'lobby') continue;
      expect((await healthy.services.admin.verify(r.id)).equal, `${r.kind} ${r.id} replays to its stored state`).toBe(
        true,
      );
      if (r.status === 'active') expect(await stuckReason(healthy, r.id), `${r.kind} ${r.id} is playable`).toBeNull();
    }
    return rows.length;
  }

  it.each(
    GAMES.map((g) => [g.slug, g] as const),
  )('%s: /game new against bots (create, seat, start, opening bot moves)', async (slug, m) => {
    let k = 1;
    for (; k < 40; k++) {
      const channelId = `new-${slug}-${k}`;
      const { app, writes } = mortal(k);
      const res = await app.router.handle(
        req(
          'ann',
          { command: 'game', subcommand: 'new', options: { game: slug, seats: m.maxPlayers, bots: m.maxPlayers - 1 } },
          channelId,
        ),
      );
      expect(res.replies.length).toBeGreaterThan(0);
      await expectSound(channelId);
      // The lobby a death left behind can still be started by its creator.
      const lobby = (await healthy.services.table.repo.list({ channelId, statuses: ['lobby'] }))[0];
      if (lobby) {
        const started = await healthy.router.handle(
          req('ann', { command: 'game', subcommand: 'start', options: { game: lobby.id } }, channelId),
        );
        expect(started.replies[0]!.ephemeral, JSON.stringify(started.replies[0])).toBeFalsy();
        await expectSound(channelId);
      }
      if (writes() < k) break;
    }
    expect(k).toBeGreaterThan(2);
  });

  it.each(GAMES.map((g) => [g.slug, g] as const))('%s: a move, its bot replies and its timers', async (slug, m) => {
    let k = 1;
    for (; k < 40; k++) {
      const channelId = `play-${slug}-${k}`;
      await healthy.router.handle(
        req(
          'bea',
          { command: 'game', subcommand: 'new', options: { game: slug, seats: m.maxPlayers, bots: m.maxPlayers - 1 } },
          channelId,
        ),
      );
      const id = (await healthy.services.table.repo.list({ channelId, statuses: ['active'] }))[0]!.id;
      await healthy.router.handle(
        req(
          'bea',
          { command: 'game', group: 'deadline', subcommand: 'set', options: { game: id, minutes: 30 } },
          channelId,
        ),
      );
      const choices = (
        await healthy.router.handle(
          req(
            'bea',
            { kind: 'autocomplete', command: 'play', focused: 'action', options: { action: '', game: id } },
            channelId,
          ),
        )
      ).choices!;
      expect(choices.length).toBeGreaterThan(0);
      const { app, writes } = mortal(k);
      const move = req('bea', { command: 'play', options: { action: choices[0]!.value, game: id } }, channelId);
      await app.router.handle(move);
      await healthy.services.scheduler.tick();
      await expectSound(channelId);
      const logged = (await healthy.services.table.repo.actions(id)).filter((a) => a.interactionId === move.id);
      expect(logged.length).toBeLessThanOrEqual(1);
      // The player, told nothing, clicks again: the move lands once.
      const again = await healthy.router.handle({ ...move });
      const after = (await healthy.services.table.repo.actions(id)).filter((a) => a.interactionId === move.id);
      expect(after.length).toBeLessThanOrEqual(1);
      if (logged.length === 1) expect(again.replies[0]!.ephemeral).toBe(true);
      expect((await healthy.services.timers.pending(id)).filter((t) => t.kind === 'deadline').length).toBe(1);
      // Done with it: its deadlines must not keep firing in the later tests.
      await healthy.router.handle(req('bea', { command: 'game', subcommand: 'end', options: { game: id } }, channelId));
      if (writes() < k) break;
    }
    expect(k).toBeGreaterThan(2);
  });

  it('a deadline: default actions once, the next deadline set, whoever finishes the job', async () => {
    const m = GAMES[0]!;
    let k = 1;
    for (; k < 40; k++) {
      const channelId = `deadline-${k}`;
      await healthy.router.handle(
        req(
          'cy',
          {
            command: 'game',
            subcommand: 'new',
            options: { game: m.slug, seats: m.maxPlayers, bots: m.maxPlayers - 1 },
          },
          channelId,
        ),
      );
      const id = (await healthy.services.table.repo.list({ channelId, statuses: ['active'] }))[0]!.id;
      await healthy.router.handle(
        req(
          'cy',
          { command: 'game', group: 'deadline', subcommand: 'set', options: { game: id, minutes: 30 } },
          channelId,
        ),
      );
      const before = (await healthy.services.table.repo.get(id))!.version;
      clock.advance(31);
      const { app, writes } = mortal(k);
      await app.services.scheduler.tick().catch(() => 0);
      // The dead process's lease runs out; a healthy one takes over.
      clock.advance(6);
      // Other tests' games have deadlines too: tick until nothing more is due (20 timers a tick).
      for (let i = 0; i < 30 && (await healthy.services.scheduler.tick()) > 0; i++);
      await expectSound(channelId);
      const rows = await healthy.services.table.repo.actions(id, before);
      const defaults = rows.filter((r) => r.interactionId?.startsWith('deadline:'));
      expect(new Set(defaults.map((d) => d.interactionId)).size).toBe(defaults.length);
      // One deadline per position: the one that passed was applied (once), and a new one runs.
      expect(defaults.length).toBeGreaterThanOrEqual(1);
      const timers = await healthy.services.timers.pending(id);
      expect(timers.filter((t) => t.kind === 'deadline').length).toBe(1);
      await healthy.router.handle(req('cy', { command: 'game', subcommand: 'end', options: { game: id } }, channelId));
      if (writes() < k) break;
    }
    expect(k).toBeGreaterThan(2);
  });
});
