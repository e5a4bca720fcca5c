import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { REST } from '@discordjs/rest';
import {
  Routes,
  type RESTPutAPIApplicationCommandsJSONBody,
  type RESTPutAPIApplicationCommandsResult,
} from 'discord-api-types/v10';
import { commandDefinitions, createApp } from '../src/app.js';
import { ConfigError, parseConfig, type Config } from '../src/config.js';
import { openDb } from '../src/db/client.js';

/**
 * `npm run deploy-commands`: registers the slash commands with Discord (STYLE §9: on deploy, not on
 * every start). With DISCORD_DEV_GUILD_ID the commands go to that guild only and appear at once;
 * without it they are global, which is what DMs need (global updates can take a while to show).
 * One bulk PUT replaces the whole set, so renamed or removed commands disappear too.
 */

export type DeployConfig = Pick<
  Config,
  'DISCORD_TOKEN' | 'DISCORD_APP_ID' | 'DISCORD_DEV_GUILD_ID' | 'DISCORD_API_URL'
>;

export interface DeployResult {
  scope: 'guild' | 'global';
  guildId: string | null;
  registered: RESTPutAPIApplicationCommandsResult;
}

function requireCredentials(config: DeployConfig): void {
  const missing = (['DISCORD_TOKEN', 'DISCORD_APP_ID'] as const).filter((k) => !config[k]);
  if (missing.length) throw new ConfigError(`deploy-commands needs ${missing.join(' and ')} (see .env.example).`);
}

export async function deployCommands(
  config: DeployConfig,
  definitions: RESTPutAPIApplicationCommandsJSONBody,
): Promise<DeployResult> {
  requireCredentials(config);
  // Only pass `api` when set: an explicit undefined would replace @discordjs/rest's default base URL.
  const rest = new REST({ version: '10', ...(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}) }).setToken(
    config.DISCORD_TOKEN!,
  );
  const guildId = config.DISCORD_DEV_GUILD_ID ?? null;
  const route = guildId
    ? Routes.applicationGuildCommands(config.DISCORD_APP_ID!, guildId)
    : Routes.applicationCommands(config.DISCORD_APP_ID!);
  const registered = (await rest.put(route, { body: definitions })) as RESTPutAPIApplicationCommandsResult;
  return { scope: guildId ? 'guild' : 'global', guildId, registered };
}

/** The definitions the running bot routes, taken from the same app wiring (an in-memory database, never touched). */
export async function buildDefinitions(): Promise<RESTPutAPIApplicationCommandsJSONBody> {
  const handle = await openDb({ dataDir: ':memory:' });
  try {
    return commandDefinitions(createApp({ db: handle.db }));
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  (await import('dotenv')).config({ quiet: true });
  const config = parseConfig(process.env);
  requireCredentials(config);
  const definitions = await buildDefinitions();
  const { scope, guildId, registered } = await deployCommands(config, definitions);
  const where = scope === 'guild' ? `guild ${guildId}` : 'global (may take up to an hour to appear everywhere)';
  process.stdout.write(
    `Registered ${registered.length} command(s) for application ${config.DISCORD_APP_ID}, ${where}:\n`,
  );
  for (const c of registered) {
    const subs = (c.options ?? []).filter((o) => o.type === 1 || o.type === 2).map((o) => o.name);
    process.stdout.write(`  /${c.name}${subs.length ? ` (${subs.join(', ')})` : ''} — id ${c.id}\n`);
  }
}

function invokedDirectly(): boolean {
  try {
    return (
      process.argv[1] !== undefined && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))
    );
  } catch {
    return false;
  }
}

if (invokedDirectly()) {
  main().catch((e: unknown) => {
    process.stderr.write(
      `${e instanceof ConfigError ? e.message : `deploy-commands failed: ${e instanceof Error ? e.message : String(e)}`}\n`,
    );
    process.exit(e instanceof ConfigError ? 2 : 1);
  });
}
