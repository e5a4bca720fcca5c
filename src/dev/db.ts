import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { MIGRATIONS_FOLDER, migratedPgliteDump, openDb, type DbHandle } from '../db/client.js';

/**
 * The databases repository tests run on: PGlite always, and a real Postgres when one is reachable.
 * In CI (CI=true) the real Postgres is required: an unreachable server fails the run instead of
 * skipping it.
 */
export interface TestDriver {
  name: 'pglite' | 'pg';
  open(): Promise<DbHandle>;
}

export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let template: Promise<Blob> | null = null;

/**
 * The migrated template's file in the temporary folder, named by what it is made of (the migrations
 * and the PGlite version), so a changed migration or an upgrade makes a new one and never reuses a stale one.
 */
function templateFile(): string {
  const h = createHash('sha256');
  const pgliteVersion: string = JSON.parse(
    readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8'),
  ).version;
  h.update(pgliteVersion);
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
    );
  for (const f of files(MIGRATIONS_FOLDER).sort()) h.update(f.slice(MIGRATIONS_FOLDER.length)).update(readFileSync(f));
  return join(tmpdir(), `chancery-pglite-template-${h.digest('hex').slice(0, 16)}.tar`);
}

/**
 * The migrated template: read from the temporary folder when an earlier test file made it, otherwise
 * made here and saved there (written under a private name and renamed, so a reader never sees half a
 * file). Vitest runs each file in a fresh module graph, so a cache in memory alone is made again in
 * every file: migrating costs about 2 s, loading the copy well under 0.1 s.
 */
async function loadTemplate(): Promise<Blob> {
  const file = templateFile();
  try {
    return new Blob([await readFile(file)], { type: 'application/x-tar' });
  } catch {
    const dump = await migratedPgliteDump();
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
    await rename(tmp, file);
    return dump;
  }
}

/** Databases closed by their test, emptied and kept for the next one in this worker. */
const idle: DbHandle[] = [];
const IDLE_MAX = 4;

/**
 * A fresh in-memory PGlite with the migrations applied. Closing it empties every table (identities
 * restarted) and keeps it for the next test in the same worker, which gets a database in the state a
 * new copy of the template would have, in a few milliseconds instead of about half a second.
 */
export async function memoryDb(): Promise<DbHandle> {
  template ??= loadTemplate();
  const h: DbHandle = idle.pop() ?? (await openDb({ dataDir: ':memory:', template: await template }));
  let closed = false;
  return {
    ...h,
    async close() {
      if (closed) return;
      closed = true;
      if (idle.length >= IDLE_MAX) return h.close();
      const rows = await h.db.execute<{ name: string }>(
        sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
      );
      const names = ('rows' in rows ? rows.rows : rows) as { name: string }[];
      if (names.length)
        await h.db.execute(sql.raw(`truncate ${names.map((r) => r.name).join(', ')} restart identity cascade`));
      idle.push(h);
    },
  };
}

async function pgReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

/** A fresh, empty Postgres database for one test; dropped on close. */
/** Whether the real Postgres is there; in CI (CI=true) its absence is an error, not a skip. */
export async function pgAvailable(): Promise<boolean> {
  const reachable = await pgReachable();
  if (!reachable && process.env.CI)
    throw new Error(`CI requires a real Postgres at ${PG_ADMIN_URL}, and it is not reachable`);
  return reachable;
}

export async function freshPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `chancery_t_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: PG_ADMIN_URL });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export async function testDrivers(): Promise<TestDriver[]> {
  const drivers: TestDriver[] = [{ name: 'pglite', open: memoryDb }];
  const reachable = await pgReachable();
  if (!reachable && process.env.CI)
    throw new Error(`CI requires a real Postgres at ${PG_ADMIN_URL}, and it is not reachable`);
  if (reachable) {
    drivers.push({
      name: 'pg',
      async open() {
        const fresh = await freshPgDatabase();
        const h = await openDb({ databaseUrl: fresh.url, poolSize: 25 });
        return {
          ...h,
          async close() {
            await h.close();
            await fresh.drop();
          },
        };
      },
    });
  }
  return drivers;
}
