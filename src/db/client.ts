import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { log } from '../log.js';
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
 * Opens the database and applies the committed migrations (each driver through its own migrator).
 * `databaseUrl` set: node-postgres on a real Postgres. Otherwise PGlite in `dataDir`
 * (or in memory when `dataDir` is `':memory:'`).
 */
export async function openDb(opts: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** In-memory PGlite only: start from this dump of an already migrated database (tests; see dumpPglite). */
  template?: Blob;
}): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process.
    pool.on('error', (err) => log.warn('idle Postgres connection lost', { err: err.message }));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db: db as unknown as Db, driver: 'pg', close: () => pool.end() };
  }
  const dir = opts.dataDir ?? ':memory:';
  let client: PGlite;
  if (dir === ':memory:') {
    client = opts.template ? new PGlite({ loadDataDir: opts.template }) : new PGlite();
  } else {
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

/** A dump of a fresh, migrated in-memory PGlite: what `openDb({ template })` starts from. */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = new PGlite();
  await migratePglite(drizzlePglite({ client, schema, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}
