/**
 * Gateway sharding as Discord routes it: a session IDENTIFYs with `shard: [id, count]`; a guild's events go
 * only to the session whose id is (guild_id >> 22) % count, events without a guild (DMs) only to shard 0.
 * A shard array that is not two integers with 0 ≤ id < count closes with 4010 (Invalid shard); a session
 * that would hold more guilds than a shard may closes with 4011 (Sharding required).
 */
export const CLOSE_INVALID_SHARD = 4010;
export const CLOSE_SHARDING_REQUIRED = 4011;
/** Discord's ceiling of guilds per shard. */
export const MAX_GUILDS_PER_SHARD = 2500;
/** Discord recommends about one shard per thousand guilds in GET /gateway/bot. */
const GUILDS_PER_RECOMMENDED_SHARD = 1000;

export interface ShardSpec { id: number; count: number }

/** Sharding settings of an emulator (EmulatorOptions.shards). */
export interface ShardOptions {
  /** The `shards` GET /gateway/bot recommends (default: one per thousand guilds, at least one). */
  recommended?: number;
  /** Guilds one session may hold before IDENTIFY is refused with 4011 (default 2500, as on Discord). */
  maxGuildsPerShard?: number;
  /**
   * `session_start_limit.max_concurrency` in GET /gateway/bot (default 1, as for most bots): discord.js
   * waits 5 s between IDENTIFYs of one process's shards in different buckets of this size.
   */
  maxConcurrency?: number;
}

/** The shard of a guild: (guild_id >> 22) % count. */
export function shardOf(guildId: string | undefined, count: number): number {
  if (!guildId) return 0;
  return Number((BigInt(guildId) >> 22n) % BigInt(count));
}

/** The IDENTIFY `shard` field: absent means [0, 1]; anything else that is not a valid pair is null. */
export function parseShard(value: unknown): ShardSpec | null {
  if (value === undefined || value === null) return { id: 0, count: 1 };
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [id, count] = value as unknown[];
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(count)) return null;
  if ((count as number) < 1 || (id as number) < 0 || (id as number) >= (count as number)) return null;
  return { id: id as number, count: count as number };
}

export function recommendedShards(guilds: number, opts: ShardOptions | undefined): number {
  return opts?.recommended ?? Math.max(1, Math.ceil(guilds / GUILDS_PER_RECOMMENDED_SHARD));
}

export function maxGuildsPerShard(opts: ShardOptions | undefined): number {
  return opts?.maxGuildsPerShard ?? MAX_GUILDS_PER_SHARD;
}
