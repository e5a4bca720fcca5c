/**
 * Database faults at start name their cause and a hint (issue #16), never the password; all of them
 * used to print `fatal: Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"`. Postgres: a wrong port, a
 * wrong user (with a password that must not be printed), a missing database, an unknown host. PGlite:
 * a file where the data directory should be, a damaged data directory, and a read-only data directory
 * named as read-only whoever runs the bot (#28): root, whom the kernel lets write anywhere but whose
 * database still cannot write a folder with no write bit; `nobody` through runuser; and a read-only
 * mount, in a mount namespace of its own (the last two skipped where impossible). `npm start` prints
 * the message and exits 2; `npm run shards` with a bad configuration gives the clean configuration
 * message too. The processes are awaited on their exit, with no deadline of their own (a loaded machine
 * only makes them slower; the test's own timeout is scaled by the machine's measured slowness).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DbStartupError, openDb } from '../../src/db/client.js';
import { PG_ADMIN_URL } from '../../src/dev/db.js';
import { runToExit } from '../helpers/run-process.js';
import { scaled } from '../helpers/slowness.js';

const ROOT = new URL('../..', import.meta.url).pathname;
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const fresh = () => {
  const d = mkdtempSync(join(tmpdir(), 'chancery-start-'));
  dirs.push(d);
  return d;
};

const pg = new URL(PG_ADMIN_URL);
const withUrl = (change: (u: URL) => void) => {
  const u = new URL(pg);
  change(u);
  return u.toString();
};

async function startupMessage(opts: Parameters<typeof openDb>[0]): Promise<string> {
  try {
    const h = await openDb(opts);
    await h.close();
  } catch (e) {
    expect(e).toBeInstanceOf(DbStartupError);
    return (e as Error).message;
  }
  throw new Error('the database opened');
}

/** Runs a script as `npm start` would (optionally as another user, or through a wrapper), to its exit. */
function run(script: string, env: Record<string, string>, opts: { user?: string; wrap?: string[] } = {}) {
  const command = opts.user
    ? ['runuser', '-u', opts.user, '--', 'env', `HOME=${tmpdir()}`, TSX, script]
    : [...(opts.wrap ?? []), TSX, script];
  return runToExit(command, {
    cwd: ROOT,
    env: { ...process.env, DISCORD_TOKEN: '', DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
    input: '/game list\n',
  });
}

let migrated: Promise<string> | null = null;

/** A migrated data directory (`<folder>/pglite`) in a fresh folder anyone may enter (a copy of one made once). */
async function migratedDataDir(): Promise<string> {
  migrated ??= (async () => {
    const made = fresh();
    chmodSync(made, 0o755);
    const h = await openDb({ dataDir: join(made, 'pglite') });
    await h.close();
    return made;
  })();
  const made = await migrated;
  const shared = fresh();
  chmodSync(shared, 0o777);
  cpSync(join(made, 'pglite'), join(shared, 'pglite'), { recursive: true });
  return shared;
}

const READ_ONLY =
  /the data directory is read-only \(no write permission for anyone on .*\nHint: make it writable \(chmod -R u\+w /;

describe('database faults at start', () => {
  it('Postgres: wrong port, wrong user, missing database, unknown host', async () => {
    const cases: [string, string, RegExp][] = [
      ['wrong port', withUrl((u) => (u.port = '5499')), /connection refused\.\nHint: is Postgres running/],
      [
        'wrong user',
        withUrl((u) => {
          u.username = 'no_such_user_x';
          u.password = 'Sup3rSecretPw';
        }),
        /as no_such_user_x: authentication failed/,
      ],
      [
        'missing database',
        withUrl((u) => (u.pathname = '/no_such_db_x')),
        /the database "no_such_db_x" does not exist/,
      ],
      ['unknown host', withUrl((u) => (u.hostname = 'no-such-host.invalid')), /the host was not found/],
    ];
    for (const [name, url, want] of cases) {
      const message = await startupMessage({ databaseUrl: url });
      console.info(`${name}: ${message.replace(/\n/g, ' | ')}`);
      expect(message, name).toMatch(want);
      expect(message, name).toContain('Hint:');
      expect(message, name).not.toContain('Sup3rSecretPw');
      expect(message, name).not.toContain('Failed query');
    }
  });

  it('PGlite: a file instead of the directory, a damaged directory', async () => {
    const file = join(fresh(), 'pglite');
    writeFileSync(file, 'not a directory');
    expect(await startupMessage({ dataDir: file })).toMatch(/a file is where the data directory should be/);
    const damaged = join(fresh(), 'pglite');
    mkdirSync(damaged);
    writeFileSync(join(damaged, 'PG_VERSION'), 'garbage\n');
    const message = await startupMessage({ dataDir: damaged });
    expect(message).toMatch(/the data directory is damaged or is not a Chancery database/);
    expect(existsSync(`${damaged}.lock`), 'the lock is released after a failed open').toBe(false);
  });

  it(
    'npm start prints the cause and exits 2 (wrong port), never "Failed query"',
    { timeout: scaled(60_000) },
    async () => {
      const r = await run('src/main.ts', { DATABASE_URL: withUrl((u) => (u.port = '5499')) });
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr).toMatch(/connection refused/);
      expect(r.stderr).not.toContain('Failed query');
      expect(r.stderr).not.toMatch(/^\s+at /m);
    },
  );

  it('PGlite: a data directory with no write permission is named read-only, for root too (no "damaged")', async () => {
    const shared = await migratedDataDir();
    spawnSync('chmod', ['-R', 'a-w,a+rX', join(shared, 'pglite')]);
    // The tests run as root here: the kernel would let this process write, the database's file layer does not.
    const message = await startupMessage({ dataDir: join(shared, 'pglite') });
    console.info(`read-only data directory (uid ${process.getuid?.()}): ${message.replace(/\n/g, ' | ')}`);
    expect(message).toMatch(READ_ONLY);
    expect(message).not.toMatch(/damaged|backup/);
    expect(existsSync(join(shared, 'pglite.lock')), 'the lock is released after a failed open').toBe(false);
    // Made writable again, the very same directory opens: nothing was damaged.
    spawnSync('chmod', ['-R', 'u+w', join(shared, 'pglite')]);
    const h = await openDb({ dataDir: join(shared, 'pglite') });
    await h.close();
  });

  const canDropRoot = process.getuid?.() === 0 && spawnSync('runuser', ['--version']).status === 0;
  it.runIf(canDropRoot)(
    'PGlite: a read-only data directory, the bot run as nobody',
    { timeout: scaled(120_000) },
    async () => {
      const shared = await migratedDataDir();
      spawnSync('chmod', ['-R', 'a-w,a+rX', join(shared, 'pglite')]);
      const r = await run('src/main.ts', { DATA_DIR: shared }, { user: 'nobody' });
      console.info(`read-only data directory, as nobody: exit ${r.status}: ${r.stderr.trim().replace(/\n/g, ' | ')}`);
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr).toMatch(READ_ONLY);
    },
  );

  // A read-only mount, in a mount namespace of the child's own (nothing outside it sees the mount).
  const canMount =
    process.getuid?.() === 0 &&
    spawnSync('unshare', ['-m', 'sh', '-c', 'mount -t tmpfs -o ro tmpfs /mnt']).status === 0;
  it.runIf(canMount)(
    'PGlite: a data directory on a read-only mount, as root',
    { timeout: scaled(120_000) },
    async () => {
      const shared = await migratedDataDir();
      const mount = `mount --bind ${shared} ${shared} && mount -o remount,bind,ro ${shared} && exec "$@"`;
      const r = await run('src/main.ts', { DATA_DIR: shared }, { wrap: ['unshare', '-m', 'sh', '-c', mount, 'sh'] });
      console.info(`read-only mount: exit ${r.status}: ${r.stderr.trim().replace(/\n/g, ' | ')}`);
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr).toMatch(/the file system is read-only\.\nHint: set DATA_DIR to a writable folder/);
      expect(r.stderr).not.toMatch(/damaged|backup/);
    },
  );

  it(
    'npm run shards with a bad configuration: the clean message, no stack trace',
    { timeout: scaled(60_000) },
    async () => {
      const r = await run('src/shard.ts', { DATABASE_URL: 'mysql://x', DISCORD_TOKEN: 'x'.repeat(30) });
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr).toContain('Invalid configuration');
      expect(r.stderr).toContain('DATABASE_URL');
      expect(r.stderr).not.toMatch(/^\s+at /m);
    },
  );
});
