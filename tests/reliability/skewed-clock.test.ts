/**
 * Deadlines are due by the database's clock, not by each process's (#28): a second process whose clock
 * ran 61 minutes fast used to apply a 60-minute deadline's defaults at once. Here the bot runs as
 * `npm start` runs it (`node bin/run.mjs main`, the console table on the real Postgres), with its clock
 * shifted by `tests/helpers/skew-clock.mjs`:
 * - an hour and a minute fast, its scheduler applies nothing of a 60-minute deadline set a moment ago,
 *   and a deadline it sets is due 60 minutes from the database's now (not from its own);
 * - an hour and a minute slow, it still applies a deadline that the database says is due.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import type { Request, Response } from '../../src/bot/types.js';
import { type DbHandle, openDb } from '../../src/db/client.js';
import { freshPgDatabase, pgAvailable } from '../../src/dev/db.js';
import { setLogLevel } from '../../src/log.js';
import { runToExit } from '../helpers/run-process.js';
import { scaled } from '../helpers/slowness.js';

setLogLevel('silent');
const ROOT = new URL('../..', import.meta.url).pathname;
const SKEW_HOOK = new URL('../helpers/skew-clock.mjs', import.meta.url).href;
const HOUR_AND_A_MINUTE = 61 * 60_000;
// The console table's own place (src/transport/console.ts), so that the child sees the game made here.
const WHERE = { guildId: 'console-guild', channelId: 'console-channel' };

const text = (res: Response) => res.replies.map((r) => r.content ?? '').join('\n');

describe.skipIf(!(await pgAvailable()))('deadlines by the database clock, with a process whose clock is skewed', () => {
  let db: { url: string; drop(): Promise<void> };
  let h: DbHandle;
  let app: App;
  let id = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'chancery-skew-'));
  let seq = 0;
  const cmd = (user: string, subcommand: string, options: Request['options'] = {}, extra: Partial<Request> = {}) =>
    app.router.handle({
      kind: 'command',
      id: `skew-${++seq}`,
      command: 'game',
      subcommand,
      options,
      user: { id: user, name: user },
      locale: 'en',
      ...WHERE,
      ...extra,
    });

  /** `npm start`'s console on the test database, its clock shifted by `skewMs`, fed `input` to its end. */
  const console_ = (skewMs: number, input: string) =>
    runToExit([process.execPath, '--import', SKEW_HOOK, 'bin/run.mjs', 'main'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        DISCORD_TOKEN: '',
        LOG_LEVEL: 'info',
        CHANCERY_CLOCK_SKEW_MS: String(skewMs),
      },
      input,
    });

  /** What the child's clock read, from the line the hook writes. */
  const childClock = (stderr: string) => {
    const line = stderr.split('\n').find((l) => l.includes('"clock skewed"'));
    return line ? Date.parse(JSON.parse(line).now as string) : Number.NaN;
  };

  /** The database's clock, asked directly. */
  const dbNow = async () => {
    const res = await h.db.execute<{ ms: string }>('select extract(epoch from clock_timestamp()) * 1000 as ms');
    return new Date(Number(res.rows[0]!.ms));
  };
  const game = () => app.services.table.load(id);
  const deadline = async () => (await app.services.timers.pending(id)).find((t) => t.kind === 'deadline');
  beforeAll(async () => {
    db = await freshPgDatabase();
    h = await openDb({ databaseUrl: db.url });
    // This process's clock is the machine's: it makes the game and sets a 60-minute deadline.
    app = createApp({ db: h.db, images: false });
    const made = await cmd('alice', 'new', { game: 'diplomacy', seats: 2 });
    id = /`([a-z0-9]+)`/.exec(text(made))![1]!;
    await cmd('bob', 'join');
    await cmd('alice', 'start');
    const set = await cmd('alice', 'set', { minutes: 60 }, { group: 'deadline' });
    expect(set.replies[0]!.ephemeral, text(set)).toBeFalsy();
  }, scaled(120_000));

  afterAll(async () => {
    await h?.close();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'a process 61 minutes fast applies nothing of a 60-minute deadline, and one it sets is due by the database',
    { timeout: scaled(180_000) },
    async () => {
      const before = await game();
      const due = (await deadline())!;
      const actions = (await app.services.table.actions(id)).length;
      expect(due.dueAt.getTime() - (await dbNow()).getTime()).toBeGreaterThan(59 * 60_000);

      const fast = await console_(HOUR_AND_A_MINUTE, '/tick\n/tick\n');
      expect(fast.status, fast.stderr).toBe(0);
      expect(childClock(fast.stderr) - Date.now(), 'the child’s clock ran fast').toBeGreaterThan(
        HOUR_AND_A_MINUTE - 60_000,
      );
      expect(fast.stdout.match(/\(scheduler: 0 timer\(s\) fired\)/g), fast.stdout).toHaveLength(2);
      const after = await game();
      expect(after.row.version).toBe(before.row.version);
      expect((await app.services.table.actions(id)).length).toBe(actions);
      const still = (await deadline())!;
      expect(still.id).toBe(due.id);
      expect(still.firedAt).toBeNull();
      expect(still.claimedAt, 'not even claimed').toBeNull();

      // A deadline the fast process sets (the game master, again 60 minutes): 60 minutes from the database's now.
      const reset = await console_(HOUR_AND_A_MINUTE, '/game deadline set minutes:60\n');
      expect(reset.status, reset.stderr).toBe(0);
      expect(reset.stdout).toMatch(/set the deadline of `/);
      const next = (await deadline())!;
      expect(next.id).not.toBe(due.id);
      const inMinutes = (next.dueAt.getTime() - (await dbNow()).getTime()) / 60_000;
      console.info(
        `skewed clock: next deadline set by the fast process is due in ${inMinutes.toFixed(1)} minutes by the database`,
      );
      expect(inMinutes).toBeGreaterThan(55);
      expect(inMinutes).toBeLessThanOrEqual(60);
    },
  );

  it(
    'a process 61 minutes slow applies a deadline the database says is due',
    { timeout: scaled(180_000) },
    async () => {
      const before = await game();
      const due = (await deadline())!;
      // The deadline passes by the database's clock.
      await h.db.execute(`update timers set due_at = now() - interval '1 second' where id = ${Number(due.id)}`);
      const slow = await console_(-HOUR_AND_A_MINUTE, '/tick\n');
      expect(slow.status, slow.stderr).toBe(0);
      expect(Date.now() - childClock(slow.stderr), 'the child’s clock ran slow').toBeGreaterThan(
        HOUR_AND_A_MINUTE - 60_000,
      );
      expect(slow.stdout, slow.stdout).toContain('(scheduler: 1 timer(s) fired)');
      const fired = (await app.services.timers.fired(id)).find((t) => t.id === due.id);
      expect(fired?.firedAt).toBeTruthy();
      expect((await game()).row.version).toBeGreaterThan(before.row.version);
    },
  );
});
