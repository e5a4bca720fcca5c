import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migratedPgliteDump, openDb, type DbHandle } from '../db/client.js';

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
 * A fresh in-memory PGlite with the migrations applied, copied from a template made once per test
 * worker (migrating a new database costs several times more than loading the migrated copy).
 */
export function memoryDb(): Promise<DbHandle> {
  template ??= migratedPgliteDump();
  return template.then((t) => openDb({ dataDir: ':memory:', template: t }));
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
