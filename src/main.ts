import 'dotenv/config';
import { join } from 'node:path';
import { createApp } from './app.js';
import { ConsoleTable } from './bot/console.js';
import { ConfigError, parseConfig } from './config.js';
import { openDb } from './db/client.js';
import { log, setLogLevel } from './log.js';

/**
 * `npm start`: the Discord bot when DISCORD_TOKEN is set, otherwise the local console table on the
 * embedded database.
 */
async function main(): Promise<void> {
  const config = parseConfig(process.env);
  setLogLevel(config.LOG_LEVEL);
  const handle = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'pglite') });
  const app = createApp({ db: handle.db });
  if (config.DISCORD_TOKEN) {
    const { startDiscordBot } = await import('./bot/discord.js');
    await startDiscordBot(app, config);
    return;
  }
  const interactive = process.stdin.isTTY === true;
  if (interactive) {
    process.stdout.write(
      `Chancery console table (${handle.driver}, data in ${config.DATA_DIR}). Type /help; /as <name> to act as someone else; /quit to leave.\n`,
    );
  }
  const table = new ConsoleTable(app, process.stdout, { imagesDir: join(config.DATA_DIR, 'images'), prompt: interactive });
  await table.run(process.stdin);
  await handle.close();
}

main().catch((e: unknown) => {
  if (e instanceof ConfigError) {
    process.stderr.write(`${e.message}\n`);
    process.exit(2);
  }
  log.error('fatal', { err: e });
  process.exit(1);
});
