import {
  accessSync,
  closeSync,
  constants,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgTransactionConfig } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { log } from '../log.js';
import { DbUnavailableError, isConnectionLoss } from './faults.js';
import * as schema from './schema/index.js';

/** The database type both drivers satisfy; repositories take this. */
// biome-ignore lint/suspicious/noExplicitAny: the one place that erases the type parameters
export type Db = PgDatabase<any, typeof schema>;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'pg';
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * The database could not be opened: `message` says why and what to do, for the person starting the
 * bot (never a password). `npm start` prints it and exits 2.
 */
export class DbStartupError extends Error {
  override name = 'DbStartupError';
}

/**
 * Opens the database and applies the committed migrations (each driver through its own migrator).
 * `databaseUrl` set: node-postgres on a real Postgres. Otherwise PGlite in `dataDir`
 * (or in memory when `dataDir` is `':memory:'`), which one process at a time may open.
 */
export async function openDb(opts: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** Postgres only: how long a request waits for a lost database to come back before giving up. */
  retryMs?: number;
  /** In-memory PGlite only: start from this dump of an already migrated database (tests; migratedPgliteDump). */
  template?: Blob;
}): Promise<DbHandle> {
  if (opts.databaseUrl) return openPg(opts.databaseUrl, opts.poolSize, opts.retryMs ?? DEFAULT_RETRY_MS);
  return openPglite(opts.dataDir ?? ':memory:', opts.template);
}

/** How long a request waits for a lost Postgres to come back (a restart, a failover) before it is refused. */
export const DEFAULT_RETRY_MS = 30_000;

/** The advisory lock key that serialises migrations across processes (any fixed number; "chancery"). */
const MIGRATION_LOCK = 0x63686e63;

async function openPg(url: string, poolSize: number | undefined, retryMs: number): Promise<DbHandle> {
  const pool = new ResilientPool(
    { connectionString: url, max: poolSize ?? 10, connectionTimeoutMillis: 10_000, keepAlive: true },
    retryMs,
  );
  // A dropped connection (a restart, a failover, a network cut) must not crash the process. The pool
  // listens on idle connections only; each connection gets a listener of its own for its whole life,
  // so one checked out for a transaction is covered too (its queries fail, and the pool drops it).
  pool.on('connect', (client) =>
    client.on('error', (err) => log.warn('Postgres connection lost; the pool opens another', { err })),
  );
  pool.on('error', (err) => log.debug('idle Postgres connection lost', { err }));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  resilientTransactions(db, pool);
  try {
    // Several processes (hosts, shards) may start at once on a fresh database: one migrates at a time,
    // under a session advisory lock held on a connection of its own; the others then find it done.
    const lock = new pg.Client({ connectionString: url });
    lock.on('error', (err) => log.warn('Postgres connection lost while migrating', { err }));
    await lock.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lock.end().catch(() => undefined); // ending the session releases its lock
    }
  } catch (e) {
    await pool.end().catch(() => undefined);
    throw new DbStartupError(describePgFailure(e, url));
  }
  return { db: db as unknown as Db, driver: 'pg', close: () => pool.end() };
}

/**
 * node-postgres's pool, whose statements outside transactions wait for a lost database (up to `retryMs`)
 * and are tried again when that is safe: a connection that could not be made (nothing was sent), a read,
 * or an upsert (the same values written twice are written once). Any other write whose connection broke
 * after it was sent may or may not have been applied: DbUnavailableError, in doubt.
 */
class ResilientPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    readonly retryMs: number,
  ) {
    super(config);
  }

  // biome-ignore lint/suspicious/noExplicitAny: node-postgres's query has many overloads; drizzle uses the promise one
  override query(...args: any[]): any {
    // biome-ignore lint/suspicious/noExplicitAny: as above
    if (args.some((a) => typeof a === 'function')) return (super.query as (...a: any[]) => any)(...args);
    return this.retrying(args[0] as string | pg.QueryConfig, args[1] as unknown[] | undefined);
  }

  private async retrying(config: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const until = Date.now() + this.retryMs;
    for (let attempt = 1; ; attempt++) {
      const client = await connectOrWait(this, until, attempt);
      if (!client) continue;
      try {
        const res = await client.query(config as pg.QueryConfig, values);
        client.release();
        return res;
      } catch (e) {
        const lost = isConnectionLoss(e);
        client.release(lost ? (e as Error) : undefined);
        if (!lost) throw e;
        if (!repeatable(typeof config === 'string' ? config : config.text)) throw new DbUnavailableError(true, e);
        if (Date.now() >= until) throw new DbUnavailableError(false, e);
        await backoff(attempt);
      }
    }
  }
}

/** A read, or an upsert: safe to send again after its connection broke. */
function repeatable(text: string): boolean {
  return /^\s*select\b/i.test(text) || /^\s*insert\b[\s\S]*\bon conflict\b/i.test(text);
}

/** A pooled connection; null after a failed attempt to connect (waited, try again); throws once past `until`. */
async function connectOrWait(pool: ResilientPool, until: number, attempt: number): Promise<pg.PoolClient | null> {
  try {
    return await pool.connect();
  } catch (e) {
    if (!isConnectionLoss(e)) throw e;
    if (Date.now() >= until) throw new DbUnavailableError(false, e);
    if (attempt === 1) log.warn('cannot reach Postgres; waiting for it', { err: e });
    await backoff(attempt);
    return null;
  }
}

function backoff(attempt: number): Promise<void> {
  const ms = Math.min(1000, 25 * 2 ** attempt) * (0.5 + Math.random() / 2);
  return new Promise((r) => setTimeout(r, ms));
}

/**
 * Transactions that survive a lost connection: each runs on a connection of its own, which is dropped
 * from the pool if it broke. Broken before the commit was sent, nothing was applied (Postgres rolls an
 * unfinished transaction back), so it is run again once the database answers (up to the pool's
 * `retryMs`); broken while committing, it may or may not have been applied: DbUnavailableError, in
 * doubt, for the caller to settle (GamesRepo.commit looks for its interaction id).
 */
function resilientTransactions(db: NodePgDatabase<typeof schema>, pool: ResilientPool): void {
  const onClient = new WeakMap<pg.PoolClient, NodePgDatabase<typeof schema>>();
  const run = async <T>(
    fn: (tx: Parameters<Parameters<NodePgDatabase<typeof schema>['transaction']>[0]>[0]) => Promise<T>,
    config?: PgTransactionConfig,
  ): Promise<T> => {
    const until = Date.now() + pool.retryMs;
    for (let attempt = 1; ; attempt++) {
      const client = await connectOrWait(pool, until, attempt);
      if (!client) continue;
      let committing = false;
      let broken: Error | undefined;
      try {
        let conn = onClient.get(client);
        if (!conn) {
          conn = drizzlePg({ client, schema, casing: 'snake_case' });
          onClient.set(client, conn);
        }
        return await conn.transaction(async (tx) => {
          const out = await fn(tx);
          committing = true;
          return out;
        }, config);
      } catch (e) {
        if (e instanceof DbUnavailableError || !isConnectionLoss(e)) throw e;
        broken = e as Error;
        if (committing) throw new DbUnavailableError(true, e);
        if (Date.now() >= until) throw new DbUnavailableError(false, e);
        log.warn('a transaction lost its database connection before committing; running it again', { err: e, attempt });
      } finally {
        client.release(broken);
      }
      await backoff(attempt);
    }
  };
  (db as unknown as { transaction: typeof run }).transaction = run;
}

async function openPglite(dir: string, template?: Blob): Promise<DbHandle> {
  if (dir === ':memory:') {
    const client = template ? new PGlite({ loadDataDir: template }) : new PGlite();
    const db = drizzlePglite({ client, schema, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
  }
  try {
    mkdirSync(dir, { recursive: true });
    if (!statSync(dir).isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
  } catch (e) {
    throw new DbStartupError(describePgliteFailure(e, dir));
  }
  // One process per data directory: PGlite has no locking of its own, and two writers corrupt it.
  const lock = takeDataDirLock(dir);
  let client: PGlite | null = null;
  try {
    client = await PGlite.create(dir);
    const db = drizzlePglite({ client, schema, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const opened = client;
    return {
      db: db as unknown as Db,
      driver: 'pglite',
      async close() {
        try {
          await opened.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (e) {
    await client?.close().catch(() => undefined);
    lock.release();
    // PGlite says only that it "failed to initialize": find out whether it could not write.
    throw new DbStartupError(describePgliteFailure(unwritable(dir) ?? e, dir));
  }
}

/**
 * Why this process may not write the data directory, or null. In this order:
 * - a folder or file in it that nobody may write (no write bit at all): PGlite's file layer checks the
 *   mode bits itself, so such a directory fails to open even for root, whom the kernel would let write;
 * - a write probe (a file created and removed in the directory): a read-only mount (EROFS, root
 *   included), an immutable directory (EPERM), or no write permission for this user (EACCES);
 * - a folder in it this user may not write or read (EACCES).
 */
function unwritable(dir: string): Error | null {
  const readOnly = readOnlyEntry(dir);
  if (readOnly !== null)
    return Object.assign(new Error(`no write permission bit on ${readOnly}`), { code: READ_ONLY, path: readOnly });
  const probe = join(dir, `.chancery-write-probe-${process.pid}`);
  try {
    closeSync(openSync(probe, 'wx'));
    unlinkSync(probe);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM' || code === 'ENOSPC') return e as Error;
  }
  const folders = [dir];
  try {
    for (const d of readdirSync(dir, { withFileTypes: true })) if (d.isDirectory()) folders.push(join(dir, d.name));
  } catch {
    /* the directory itself is checked below */
  }
  for (const f of folders) {
    try {
      accessSync(f, constants.W_OK | constants.R_OK);
    } catch (e) {
      return e as Error;
    }
  }
  return null;
}

/** The code `unwritable` gives a directory whose mode bits let nobody write (not an errno). */
const READ_ONLY = 'CHANCERY_READ_ONLY';

/** The first folder or file under `dir` (itself included) with no write bit for anyone, or null. */
function readOnlyEntry(dir: string, limit = 20_000): string | null {
  const stack = [dir];
  let seen = 0;
  while (stack.length > 0 && seen < limit) {
    const p = stack.pop()!;
    seen += 1;
    let st: ReturnType<typeof lstatSync>;
    try {
      st = lstatSync(p);
    } catch {
      continue;
    }
    if (st.isSymbolicLink()) continue;
    if ((st.mode & 0o222) === 0) return p;
    if (st.isDirectory()) {
      try {
        for (const name of readdirSync(p)) stack.push(join(p, name));
      } catch {
        /* unreadable: the access check names it */
      }
    }
  }
  return null;
}

// --- the data directory lock -------------------------------------------------------------------

interface LockInfo {
  pid: number;
  host: string;
  /** The process's start time from /proc (Linux), so a reused PID is not taken for the holder. */
  started: string | null;
  at: string;
}

/**
 * `<dir>.lock`, next to the data directory (PGlite owns what is inside it), by the directory's real
 * path: a data directory reached through a symbolic link (or a folder of links) takes the lock of the
 * directory it points to, so two processes on one store always meet at one lock file.
 */
export function lockPathOf(dir: string): string {
  return `${realPath(resolve(dir))}.lock`;
}

/** The real path of `p` (links resolved); for a path that does not exist yet, of its nearest existing parent. */
function realPath(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    const parent = dirname(p);
    return parent === p ? p : join(realPath(parent), basename(p));
  }
}

function processStart(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat (after the command name in parentheses): start time in ticks.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(info: LockInfo): boolean {
  try {
    process.kill(info.pid, 0);
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = processStart(info.pid);
  return !(info.started && started && started !== info.started);
}

function readLock(path: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockInfo>;
    if (typeof info.pid !== 'number' || typeof info.host !== 'string') return null;
    return { pid: info.pid, host: info.host, started: info.started ?? null, at: String(info.at ?? '') };
  } catch {
    return null;
  }
}

function lockedMessage(dir: string, path: string, holder: LockInfo | null): string {
  const who = holder
    ? `process ${holder.pid}${holder.host !== hostname() ? ` on ${holder.host}` : ''}${holder.at ? `, since ${holder.at}` : ''}`
    : 'another process';
  return [
    `The embedded database in ${resolve(dir)} is already open in ${who}.`,
    'PGlite allows one process per data directory (two would corrupt it): stop the other process first,',
    'or set DATABASE_URL to a Postgres database to run several processes (the bot and the console, or shards).',
    ...(holder && holder.host !== hostname()
      ? [`If that process is gone for good, delete ${path}.`]
      : holder === null
        ? [`If no Chancery process is running, delete ${path}.`]
        : []),
  ].join('\n');
}

const held = new Set<string>();
let exitHookInstalled = false;

/**
 * Takes `<dir>.lock`, created exclusively with this process's id. A lock whose process is gone (on
 * this host) is taken over; a live one refuses with a message that says what to do. Released on close
 * and at exit.
 */
export function takeDataDirLock(dir: string): { path: string; release(): void } {
  const path = lockPathOf(dir);
  const mine: LockInfo = {
    pid: process.pid,
    host: hostname(),
    started: processStart(process.pid),
    at: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      try {
        writeSync(fd, JSON.stringify(mine));
      } finally {
        closeSync(fd);
      }
      held.add(path);
      if (!exitHookInstalled) {
        exitHookInstalled = true;
        process.on('exit', () => {
          for (const p of held) releaseLock(p);
        });
      }
      return { path, release: () => releaseLock(path) };
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') throw new DbStartupError(describePgliteFailure(e, dir));
    }
    const holder = readLock(path);
    if (holder === null) {
      // Being written right now by another process, or garbage: look again before deciding.
      if (attempt < 5) {
        sleepSync(20);
        continue;
      }
      throw new DbStartupError(lockedMessage(dir, path, null));
    }
    const ours = holder.pid === process.pid && holder.host === mine.host;
    if (ours && held.has(path)) throw new DbStartupError(lockedMessage(dir, path, holder));
    // Our own PID in a lock this process did not take: left by an earlier run (a restarted container).
    if (!ours && (holder.host !== mine.host || isAlive(holder)))
      throw new DbStartupError(lockedMessage(dir, path, holder));
    // A stale lock (its process is dead): take it over, one taker at a time.
    const takeover = `${path}.takeover`;
    try {
      mkdirSync(takeover);
    } catch {
      // Someone else is taking over; a takeover left by a crash is cleared after 10 s.
      try {
        if (Date.now() - statSync(takeover).mtimeMs > 10_000) rmdirSync(takeover);
      } catch {
        /* gone already */
      }
      sleepSync(20);
      continue;
    }
    try {
      const again = readLock(path);
      if (again && again.pid === holder.pid && again.host === holder.host) {
        log.warn('taking over a stale database lock', { lock: path, deadPid: holder.pid });
        unlinkSync(path);
      }
    } finally {
      rmdirSync(takeover);
    }
  }
  throw new DbStartupError(lockedMessage(dir, path, readLock(path)));
}

function releaseLock(path: string): void {
  if (!held.delete(path)) return;
  const holder = readLock(path);
  if (holder && holder.pid === process.pid && holder.host === hostname()) {
    try {
      unlinkSync(path);
    } catch {
      /* already gone */
    }
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

// --- why the database did not open -------------------------------------------------------------

/** Codes of an error and of its causes (AggregateError's errors included), outermost first. */
function codesOf(e: unknown, out: { code?: string; message: string; path?: string }[] = [], depth = 0): typeof out {
  if (!e || typeof e !== 'object' || depth > 5) return out;
  const x = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown; path?: unknown };
  out.push({
    code: typeof x.code === 'string' ? x.code : undefined,
    message: String(x.message ?? ''),
    path: typeof x.path === 'string' ? x.path : undefined,
  });
  if (Array.isArray(x.errors)) for (const inner of x.errors) codesOf(inner, out, depth + 1);
  if (x.cause) codesOf(x.cause, out, depth + 1);
  return out;
}

/** host:port/database as user, from a connection string, without its password. */
export function describeTarget(url: string): { where: string; user: string; database: string } {
  try {
    const u = new URL(url);
    const database = decodeURIComponent(u.pathname.replace(/^\//, '')) || '(default)';
    return {
      where: `${u.hostname || 'localhost'}:${u.port || '5432'}/${database}`,
      user: decodeURIComponent(u.username) || '(default user)',
      database,
    };
  } catch {
    return { where: '(unparsable DATABASE_URL)', user: '?', database: '?' };
  }
}

export function describePgFailure(e: unknown, url: string): string {
  const { where, user, database } = describeTarget(url);
  const chain = codesOf(e);
  const has = (...codes: string[]) => chain.some((c) => c.code && codes.includes(c.code));
  const head = `Cannot open the Postgres database ${where} (DATABASE_URL) as ${user}:`;
  if (has('ECONNREFUSED'))
    return `${head} connection refused.\nHint: is Postgres running there, and are the host and port in DATABASE_URL right?`;
  if (has('ENOTFOUND', 'EAI_AGAIN'))
    return `${head} the host was not found.\nHint: check the host name in DATABASE_URL.`;
  if (has('ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'))
    return `${head} no answer from the server.\nHint: check the host, the port and any firewall in between.`;
  if (has('28P01', '28000'))
    return `${head} authentication failed (wrong password, or no such user).\nHint: check the user and password in DATABASE_URL, and the server's pg_hba.conf.`;
  if (has('3D000'))
    return `${head} the database "${database}" does not exist.\nHint: create it (createdb ${database}) or fix its name in DATABASE_URL.`;
  if (has('42501'))
    return `${head} permission denied.\nHint: the user needs the right to create tables in that database (the migrations run at start).`;
  if (has('57P03')) return `${head} the server is starting up or shutting down.\nHint: try again in a moment.`;
  if (has('53300')) return `${head} too many connections.\nHint: lower the pool size or raise max_connections.`;
  const cause = chain.find((c) => c.code)?.code ?? 'unknown cause';
  const message = (chain[chain.length - 1]?.message ?? '').split('\n')[0]!.slice(0, 200);
  return `${head} ${cause}${message ? ` (${message})` : ''}.\nHint: check DATABASE_URL and that the server accepts connections.`;
}

export function describePgliteFailure(e: unknown, dir: string): string {
  const chain = codesOf(e);
  const has = (...codes: string[]) => chain.some((c) => c.code && codes.includes(c.code));
  const head = `Cannot open the embedded database in ${resolve(dir)}:`;
  if (has('ENOTDIR', 'EEXIST'))
    return `${head} a file is where the data directory should be.\nHint: move that file away, or set DATA_DIR to another folder.`;
  const readOnly = chain.find((c) => c.code === READ_ONLY);
  if (readOnly) {
    const inside = relative(resolve(dir), readOnly.path ?? '');
    const what = inside ? `${inside} in it` : 'the folder itself';
    return `${head} the data directory is read-only (no write permission for anyone on ${what}); the database writes there whoever runs it, root included.\nHint: make it writable (chmod -R u+w ${resolve(dir)}) for the user running the bot, or set DATA_DIR to a writable folder.`;
  }
  if (has('EROFS')) return `${head} the file system is read-only.\nHint: set DATA_DIR to a writable folder.`;
  if (has('EACCES', 'EPERM'))
    return `${head} permission denied.\nHint: the user running the bot must be able to write there (check DATA_DIR and its owner).`;
  if (has('ENOSPC')) return `${head} the disk is full.\nHint: free some space.`;
  const message = (chain[chain.length - 1]?.message ?? '').split('\n')[0]!.slice(0, 200);
  return `${head} the data directory is damaged or is not a Chancery database (${message || 'unreadable'}).\nHint: restore it from a backup, or set DATA_DIR to a new folder to start afresh.`;
}

/** A dump of a fresh, migrated in-memory PGlite: what `openDb({ template })` starts from. */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = new PGlite();
  await migratePglite(drizzlePglite({ client, schema, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}
