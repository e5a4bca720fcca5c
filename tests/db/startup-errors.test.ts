/**
 * Database faults at start name their cause and a hint (issue #16), never the password; all of them
 * used to print `fatal: Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"`. Postgres: a wrong port, a
 * wrong user (with a password that must not be printed), a missing database, an unknown host. PGlite:
 * a file where the data directory should be, a damaged data directory, and a data directory the user
 * may not write (the tests run as root, whom file modes do not stop: that case runs the bot as
 * `nobody` through runuser, and is skipped where that is impossible). `npm start` prints the message
 * and exits 2; `npm run shards` with a bad configuration gives the clean configuration message too.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DbStartupError, openDb } from '../../src/db/client.js';
import { PG_ADMIN_URL } from '../../src/dev/db.js';

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

function run(script: string, env: Record<string, string>, user?: string) {
  const cmd = user ? 'runuser' : TSX;
  const args = user ? ['-u', user, '--', 'env', `HOME=${tmpdir()}`, TSX, script] : [script];
  return spawnSync(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, DISCORD_TOKEN: '', DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
    input: '/game list\n',
    encoding: 'utf8',
    timeout: 90_000,
  });
}

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

  it('npm start prints the cause and exits 2 (wrong port), never "Failed query"', () => {
    const r = run('src/main.ts', { DATABASE_URL: withUrl((u) => (u.port = '5499')) });
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/connection refused/);
    expect(r.stderr).not.toContain('Failed query');
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });

  const canDropRoot = process.getuid?.() === 0 && spawnSync('runuser', ['--version']).status === 0;
  it.runIf(canDropRoot)('PGlite: a data directory the user may not write (run as nobody)', async () => {
    // A real data directory, made read-only for everyone but root.
    const dataDir = fresh();
    chmodSync(dataDir, 0o755);
    const h = await openDb({ dataDir: join(dataDir, 'pglite') });
    await h.close();
    const shared = fresh();
    chmodSync(shared, 0o777);
    cpSync(join(dataDir, 'pglite'), join(shared, 'pglite'), { recursive: true });
    spawnSync('chmod', ['-R', 'a-w,a+rX', join(shared, 'pglite')]);
    const r = run('src/main.ts', { DATA_DIR: shared }, 'nobody');
    console.info(`read-only data directory: exit ${r.status}: ${r.stderr.trim().replace(/\n/g, ' | ')}`);
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/permission denied\.\nHint: the user running the bot must be able to write there/);
  });

  it('npm run shards with a bad configuration: the clean message, no stack trace', () => {
    const r = run('src/shard.ts', { DATABASE_URL: 'mysql://x', DISCORD_TOKEN: 'x'.repeat(30) });
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toContain('Invalid configuration');
    expect(r.stderr).toContain('DATABASE_URL');
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });
});
