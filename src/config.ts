import { z } from 'zod';

/**
 * Configuration from the environment, parsed once at start-up with a clear message for each bad or
 * missing value. Nothing else reads process.env.
 */
const Snowflake = z.string().regex(/^\d{15,22}$/, 'must be a Discord id (15–22 digits)');

export const ConfigSchema = z
  .object({
    DISCORD_TOKEN: z.string().min(20, 'looks too short to be a bot token').optional(),
    DISCORD_APP_ID: Snowflake.optional(),
    DISCORD_DEV_GUILD_ID: Snowflake.optional(),
    DISCORD_API_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /** `npm run shards`: how many shards the ShardingManager starts on this host. */
    SHARDS: z.union([z.literal('auto'), z.coerce.number().int().positive()]).default('auto'),
    /**
     * Shards across hosts: the shard ids this process connects (`0,1`, `0-1`, `2-3,5`) out of
     * SHARD_COUNT in all; several hosts share one Postgres, each with its own range.
     */
    SHARD_IDS: z
      .string()
      .regex(/^\s*\d+(\s*-\s*\d+)?(\s*,\s*\d+(\s*-\s*\d+)?)*\s*$/, 'must be shard ids like 0,1 or 0-3 or 0-1,4')
      .transform(shardIds)
      .optional(),
    SHARD_COUNT: z.coerce.number().int().positive().optional(),
    /** Set in a process the ShardingManager started: its shard (discord.js connects it from the manager's variables). */
    MANAGED_SHARD: z.object({ id: z.number().int().min(0), count: z.number().int().positive() }).optional(),
    SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(100).default(15_000),
    /** How long a request waits for a lost Postgres (a restart, a failover) before it is refused with an apology. */
    DB_RETRY_SECONDS: z.coerce.number().min(0).max(3600).default(30),
    /**
     * Maps are drawn in a child process retired after this many images (0: drawn in the bot's own
     * process, whose native canvas memory is then never given back), or once it holds RENDER_WORKER_MB.
     */
    RENDER_WORKER_IMAGES: z.coerce.number().int().min(0).default(2000),
    RENDER_WORKER_MB: z.coerce.number().int().min(100).default(600),
    /** How often the resident memory of the bot and its render worker, and the render caches, are logged (0: never). */
    MEMORY_LOG_MINUTES: z.coerce.number().min(0).default(10),
  })
  .superRefine((c, ctx) => {
    if (c.DISCORD_TOKEN && !c.DISCORD_APP_ID) {
      ctx.addIssue({ code: 'custom', path: ['DISCORD_APP_ID'], message: 'is required when DISCORD_TOKEN is set' });
    }
    if (c.SHARD_IDS && c.SHARD_COUNT === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['SHARD_COUNT'],
        message: 'is required with SHARD_IDS (the total over all hosts)',
      });
    // (a SHARD_IDS that is not ids has its own message; the checks below need the parsed list)
    if (c.SHARD_IDS !== undefined && !Array.isArray(c.SHARD_IDS)) return;
    const over = (c.SHARD_IDS ?? []).filter((id) => c.SHARD_COUNT !== undefined && id >= c.SHARD_COUNT);
    if (over.length)
      ctx.addIssue({
        code: 'custom',
        path: ['SHARD_IDS'],
        message: `${over.join(', ')}: shard ids run from 0 to SHARD_COUNT-1 (${(c.SHARD_COUNT ?? 1) - 1})`,
      });
    if (c.SHARD_IDS?.length === 0) ctx.addIssue({ code: 'custom', path: ['SHARD_IDS'], message: 'names no shard' });
  });

/** `0,1` / `0-3` / `0-1,4` → the shard ids, sorted, each once. */
function shardIds(text: string): number[] {
  const ids = new Set<number>();
  for (const part of text.split(',')) {
    const [a, b] = part.split('-').map((x) => Number(x.trim()));
    for (let id = a!; id <= (b ?? a!); id++) ids.add(id);
  }
  return [...ids].sort((x, y) => x - y);
}

export type Config = z.infer<typeof ConfigSchema>;

/**
 * Parses the environment; empty strings count as unset (as in a copied .env.example). In a process the
 * ShardingManager started, SHARDS and SHARD_COUNT are the manager's (this shard's id and the total),
 * which discord.js reads itself: they are not this process's settings.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const managed = Boolean(env.SHARDING_MANAGER);
  const cleaned: Record<string, unknown> = Object.fromEntries(
    Object.entries(env).filter(
      ([k, v]) =>
        v !== undefined && v !== '' && !(managed && (k === 'SHARDS' || k === 'SHARD_COUNT' || k === 'SHARD_IDS')),
    ),
  );
  delete cleaned.MANAGED_SHARD;
  if (managed) cleaned.MANAGED_SHARD = { id: Number(env.SHARDS), count: Number(env.SHARD_COUNT) };
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(config)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`);
  }
  return parsed.data;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}
