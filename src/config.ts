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
    SHARDS: z.union([z.literal('auto'), z.coerce.number().int().positive()]).default('auto'),
    SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(100).default(15_000),
  })
  .superRefine((c, ctx) => {
    if (c.DISCORD_TOKEN && !c.DISCORD_APP_ID) {
      ctx.addIssue({ code: 'custom', path: ['DISCORD_APP_ID'], message: 'is required when DISCORD_TOKEN is set' });
    }
  });

export type Config = z.infer<typeof ConfigSchema>;

/** Parses the environment; empty strings count as unset (as in a copied .env.example). */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
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
