import 'dotenv/config';
import { fileURLToPath } from 'node:url';
import { ShardingManager } from 'discord.js';
import { ConfigError, parseConfig, type Config } from './config.js';
import { log } from './log.js';

/**
 * `npm run shards`: for large deployments, discord.js's ShardingManager runs several bot processes
 * (one per shard) against the same Postgres. Every write is optimistic and every timer is claimed in
 * the database, so shards never double-apply an action or fire a reminder twice.
 */
let config: Config;
try {
  config = parseConfig(process.env);
} catch (e) {
  // The same clean message `npm start` gives, not a stack trace.
  if (!(e instanceof ConfigError)) throw e;
  process.stderr.write(`${e.message}\n`);
  process.exit(2);
}
if (!config.DISCORD_TOKEN) {
  process.stderr.write('npm run shards needs DISCORD_TOKEN (and DATABASE_URL: shards must share one Postgres).\n');
  process.exit(2);
}
if (!config.DATABASE_URL) {
  process.stderr.write('Shards must share a real Postgres: set DATABASE_URL.\n');
  process.exit(2);
}
// Compiled (dist/shard.js, after npm run build) the shards run dist/main.js; from source, main.ts through tsx.
const compiled = import.meta.url.endsWith('.js');
const manager = new ShardingManager(fileURLToPath(new URL(compiled ? './main.js' : './main.ts', import.meta.url)), {
  token: config.DISCORD_TOKEN,
  totalShards: config.SHARDS,
  execArgv: compiled ? [] : ['--import', 'tsx'],
});
manager.on('shardCreate', (shard) => log.info('shard launched', { id: shard.id }));
// Each shard's process compiles and migrates before it connects: give it two minutes to be ready.
await manager.spawn({ timeout: 120_000 });
