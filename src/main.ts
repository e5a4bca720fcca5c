import 'dotenv/config';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { createApp } from './app.js';
import { ConsoleTable } from './transport/console.js';
import { ConfigError, parseConfig } from './config.js';
import { DbStartupError, openDb } from './db/client.js';
import { survivable } from './db/faults.js';
import { log, setLogLevel } from './log.js';
import { installRenderPool, RenderPool } from './render/pool.js';
import type { Notifier } from './bot/scheduler.js';

/**
 * `npm start`: the Discord bot when DISCORD_TOKEN is set, otherwise the local console table on the
 * embedded database.
 */
async function main(): Promise<void> {
  const config = parseConfig(process.env);
  setLogLevel(config.LOG_LEVEL);
  const handle = await openDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: join(config.DATA_DIR, 'pglite'),
    retryMs: config.DB_RETRY_SECONDS * 1000,
  });
  // Reminders and deadline results go to whichever front end is running.
  let post: Notifier['channel'] = async () => {};
  // The name this process claims timers under (several processes, or hosts, share one Postgres).
  const m = config.MANAGED_SHARD;
  const shards = m
    ? ` shard ${m.id}/${m.count}`
    : config.SHARD_IDS
      ? ` shards ${config.SHARD_IDS.join(',')}/${config.SHARD_COUNT}`
      : '';
  const owner = `${hostname()} pid ${process.pid}${shards}`;
  const app = createApp({ db: handle.db, notifier: { channel: (c, r) => post(c, r) }, owner });
  // What this process shows and parses as "now" follows the database's clock (timers are due by it).
  await app.services.clock.sync?.();
  // Games stored by an older engine move to this one only where their logs replay exactly (STYLE §8).
  const versions = await app.services.admin.reconcileEngineVersions();
  if (versions.migrated.length > 0 || versions.pinned.length > 0) log.info('engine versions', versions);
  // Games of a kind this build does not have (a release dropped or renamed it) are refused by name.
  const unavailable = await app.services.table.unavailableGames();
  if (unavailable.length > 0)
    log.warn('stored games of a kind this build does not have: refused by name until a build that has it runs', {
      games: unavailable.map((g) => `${g.id} (${g.kind}, ${g.status})`),
    });
  const tick = () =>
    app.services.scheduler
      .tick()
      .catch((e: unknown) => (survivable(e) ? log.warn : log.error)('scheduler tick failed', { err: e }));
  const timer = setInterval(tick, config.SCHEDULER_INTERVAL_MS);
  // Maps are drawn in a worker process that is replaced before its native memory grows (issue #28).
  const pool =
    config.RENDER_WORKER_IMAGES > 0
      ? new RenderPool({ maxImages: config.RENDER_WORKER_IMAGES, maxRssMb: config.RENDER_WORKER_MB })
      : null;
  installRenderPool(pool);
  if (config.MEMORY_LOG_MINUTES > 0) {
    const mib = (b: number) => Math.round(b / 1048576);
    setInterval(() => {
      const m = process.memoryUsage();
      const r = pool?.stats();
      log.info('memory', {
        rssMb: mib(m.rss),
        heapMb: mib(m.heapUsed),
        externalMb: mib(m.external),
        renderWorkers: r?.workers ?? 0,
        renderWorkersRssMb: mib(r?.rssBytes ?? 0),
        totalRssMb: mib(m.rss + (r?.rssBytes ?? 0)),
        rendered: r?.rendered ?? 0,
        workersRetired: r?.recycled ?? 0,
        renderCaches: r?.caches ?? {},
      });
    }, config.MEMORY_LOG_MINUTES * 60_000).unref();
  }
  if (config.DISCORD_TOKEN) {
    const { startDiscordBot, channelNotifier } = await import('./transport/discord.js');
    const client = await startDiscordBot(app, config);
    post = channelNotifier(client).channel;
    return;
  }
  timer.unref();
  const interactive = process.stdin.isTTY === true;
  if (interactive) {
    process.stdout.write(
      `Chancery console table (${handle.driver}, data in ${config.DATA_DIR}). Type /help; /as <name> to act as someone else; /quit to leave.\n`,
    );
  }
  const table = new ConsoleTable(app, process.stdout, {
    imagesDir: join(config.DATA_DIR, 'images'),
    prompt: interactive,
  });
  post = async (c, r) => table.notify(c, r);
  await table.run(process.stdin);
  clearInterval(timer);
  await pool?.close();
  await handle.close();
}

/**
 * The last resort, for an error nothing else caught: a lost database connection (see `survivable`) is
 * logged and the process keeps serving, since the pool replaces the connection and a transaction is all
 * or nothing; anything else is logged and the process exits 1, for its supervisor to restart it.
 */
function lastResort(kind: 'uncaughtException' | 'unhandledRejection') {
  return (e: unknown) => {
    if (survivable(e)) {
      log.warn(`${kind}: a lost database connection; the process keeps serving`, { err: e });
      return;
    }
    log.error(`${kind}: exiting so that a supervisor restarts the process`, { err: e });
    process.exit(1);
  };
}
process.on('uncaughtException', lastResort('uncaughtException'));
process.on('unhandledRejection', lastResort('unhandledRejection'));

main().catch((e: unknown) => {
  if (e instanceof ConfigError || e instanceof DbStartupError) {
    process.stderr.write(`${e.message}\n`);
    process.exit(2);
  }
  log.error('fatal', { err: e });
  process.exit(1);
});
