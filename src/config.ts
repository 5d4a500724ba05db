import { existsSync } from 'node:fs';
import { z } from 'zod';
import { SHARDS_PATTERN, shardProblem } from './bot/shard.js';

const snowflake = z.string().regex(/^\d{17,20}$/, 'must be a Discord snowflake (17–20 digits)');
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const opt = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

/** Every setting Sanam reads from the environment; the README's configuration table mirrors this. */
export const configSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  DISCORD_TOKEN: opt(z.string().min(50, 'looks too short for a bot token')),
  DISCORD_APPLICATION_ID: opt(snowflake),
  DISCORD_GUILD_ID: opt(snowflake),
  DISCORD_API_URL: opt(z.string().url('must be a URL such as http://127.0.0.1:8787/api')),
  // Gateway shards this process connects (see src/bot/shard.ts); unset: one shard of one.
  SHARDS: opt(z.string().regex(SHARDS_PATTERN, 'must be auto or shard ids such as 0 or 0,2')),
  SHARD_COUNT: opt(z.coerce.number().int().min(1, 'must be at least 1').max(65_535)),
  REDIS_URL: opt(z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')),
  REDIS_SENTINELS: opt(z.string().regex(/^[^,:\s]+:\d+(,[^,:\s]+:\d+)*$/, 'must be host:port[,host:port...]')),
  REDIS_SENTINEL_NAME: z.preprocess(emptyToUndefined, z.string().default('mymaster')),
  // Redis Cluster seed nodes; the other masters are discovered. Credentials and TLS come from REDIS_URL when set.
  REDIS_CLUSTER_NODES: opt(z.string().regex(/^[^,:\s]+:\d+(,[^,:\s]+:\d+)*$/, 'must be host:port[,host:port...]')),
  // Where the embedded store keeps matches, decks and rulings when REDIS_URL is unset (':memory:' = this process only).
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('sanam-data')),
  MATCH_IDLE_TTL_HOURS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().max(24 * 365).default(168)),
  MATCH_ARCHIVE_TTL_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().max(3650).default(90)),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  LOG_FORMAT: opt(z.enum(['json', 'pretty'])),
  LOCAL_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  // Fadalgia's rules set no clock: each decision gets this long, a ping comes WARN seconds before the end,
  // then the consequence (pass where passing is legal, else a last call of GRACE seconds, then a concession).
  FADALGIA_DECISION_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(10).max(86_400).default(180)),
  FADALGIA_WARN_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(86_400).default(60)),
  FADALGIA_GRACE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(86_400).default(60)),
  // Saved decks per user and game: bounds what one user can store (each deck is at most 200 cards).
  MAX_DECKS_PER_USER: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(50)),
  // Serves /healthz and /metrics (Prometheus) on this port when set; 0 picks any free port. Unset: not served.
  METRICS_PORT: opt(z.coerce.number().int().min(0).max(65535)),
  METRICS_HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  // The practice opponent (src/ai): thinking time of a `normal` decision, and the worker threads it runs in.
  PRACTICE_AI_MS: z.preprocess(emptyToUndefined, z.coerce.number().int('must be whole milliseconds').min(10, 'must be at least 10 (milliseconds)').max(30_000, 'must be at most 30000 (milliseconds)').default(1000)),
  PRACTICE_AI_WORKERS: z.preprocess(emptyToUndefined, z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(4, 'must be at most 4').default(1)),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; on a bad value throws one line naming the variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Configuration error: ${name} ${issue.message}`);
  }
  const cfg = result.data;
  if (cfg.DISCORD_TOKEN && !cfg.DISCORD_APPLICATION_ID) {
    throw new ConfigError('Configuration error: DISCORD_APPLICATION_ID is required when DISCORD_TOKEN is set');
  }
  const shards = shardProblem(cfg.SHARDS, cfg.SHARD_COUNT);
  if (shards) throw new ConfigError(`Configuration error: ${shards}`);
  return cfg;
}

const practiceSchema = configSchema.pick({ PRACTICE_AI_MS: true, PRACTICE_AI_WORKERS: true });

/**
 * The practice opponent's settings, read where the AI is started (the runner and its worker pool) rather than
 * passed down from the composition root; parsed by the same schema, so a bad value fails the same way (and
 * loadConfig has already refused it at startup).
 */
export function practiceAiConfig(env: Record<string, string | undefined> = process.env): { budgetMs: number; workers: number } {
  const result = practiceSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(`Configuration error: ${String(issue.path[0])} ${issue.message}`);
  }
  return { budgetMs: result.data.PRACTICE_AI_MS, workers: result.data.PRACTICE_AI_WORKERS };
}

/** Reads an optional .env file (real environment variables win), then parses. */
export function loadConfig(envFile = '.env'): Config {
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  return parseConfig(process.env);
}
