/**
 * `npx tsx scripts/bench-growth.ts [--database-url URL]`: only the "cost per move as the game grows" part
 * of `npm run bench`, on a fresh Postgres database (default: the local one at 127.0.0.1:5432).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createApp } from '../src/app.js';
import { openDb } from '../src/db/client.js';
import { measureGrowth } from './lib/growth.js';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } });
const admin = values['database-url'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `chancery_growth_${randomBytes(4).toString('hex')}`;
const c = new pg.Client({ connectionString: admin });
await c.connect();
await c.query(`create database ${name}`);
await c.end();
const url = new URL(admin);
url.pathname = `/${name}`;
const h = await openDb({ databaseUrl: url.toString() });
try {
  const app = createApp({ db: h.db, images: false });
  const growth = await measureGrowth(app, (s) => process.stdout.write(`${s}\n`));
  process.stdout.write(`${JSON.stringify({ growth })}\n`);
} finally {
  await h.close();
  const a = new pg.Client({ connectionString: admin });
  await a.connect();
  await a.query(`drop database if exists ${name} with (force)`);
  await a.end();
}
