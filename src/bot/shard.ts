/**
 * Gateway shards of this process, from SHARDS and SHARD_COUNT (validated in src/config.ts), as discord.js
 * client options. Sharding only decides which guilds' events this process receives: every process shares
 * the store, so any of them may serve any interaction it is sent and the timer sweeper runs in all of them.
 */
import type { ClientOptions } from 'discord.js';

/** SHARDS as written: `auto`, one id (`3`), a list (`0,2`) or the JSON array discord.js's ShardingManager sets (`[0,2]`). */
export const SHARDS_PATTERN = /^(auto|\[?\s*\d+(\s*,\s*\d+)*\s*\]?)$/;

export type ShardIds = 'auto' | number[];

export function parseShardIds(value: string): ShardIds {
  const v = value.trim();
  if (v === 'auto') return 'auto';
  return v.replace(/[[\]\s]/g, '').split(',').map(Number);
}

/** One line naming what is wrong with a SHARDS/SHARD_COUNT pair, or null when it is usable. */
export function shardProblem(shards: string | undefined, count: number | undefined): string | null {
  if (shards === undefined) return null;
  const ids = parseShardIds(shards);
  if (ids === 'auto') return count === undefined ? null : 'SHARDS=auto takes the shard count from Discord; leave SHARD_COUNT unset';
  if (count === undefined) return 'SHARD_COUNT is required when SHARDS lists shard ids';
  const bad = ids.find((id) => id >= count);
  if (bad !== undefined) return `SHARDS has shard ${bad}, but shard ids run from 0 to SHARD_COUNT - 1 (${count - 1})`;
  if (new Set(ids).size !== ids.length) return 'SHARDS lists a shard twice';
  return null;
}

/**
 * The client options for these shards. Unset: one shard of one (discord.js's default). SHARD_COUNT alone:
 * every shard of that count in this process. Passing `shards` explicitly also keeps discord.js from
 * JSON-parsing SHARDS from the environment itself.
 */
export function shardClientOptions(cfg: { SHARDS?: string | undefined; SHARD_COUNT?: number | undefined }): Pick<ClientOptions, 'shards' | 'shardCount'> {
  if (cfg.SHARDS !== undefined) {
    const ids = parseShardIds(cfg.SHARDS);
    return ids === 'auto' ? { shards: 'auto' } : { shards: ids, shardCount: cfg.SHARD_COUNT! };
  }
  if (cfg.SHARD_COUNT !== undefined) return { shards: Array.from({ length: cfg.SHARD_COUNT }, (_, i) => i), shardCount: cfg.SHARD_COUNT };
  return {};
}

/** Which shards one launcher (src/launcher.ts) runs out of how many. */
export interface LaunchSettings {
  /** Total shards across every launcher. */
  total: number;
  /** The shards this launcher runs; absent: all of them. */
  list?: number[];
}

/** One line naming what is wrong, or null when the launcher can start these shards. */
export function shardLaunchProblem(s: LaunchSettings): string | null {
  if (!Number.isSafeInteger(s.total) || s.total < 1) return `the shard count must be a whole number of at least 1 (got ${s.total})`;
  if (!s.list) return null;
  if (s.list.length === 0) return 'SHARD_LIST names no shard';
  const bad = s.list.find((id) => !Number.isSafeInteger(id) || id < 0 || id >= s.total);
  if (bad !== undefined) return `SHARD_LIST has shard ${bad}, but shard ids run from 0 to ${s.total - 1}`;
  if (new Set(s.list).size !== s.list.length) return 'SHARD_LIST lists a shard twice';
  return null;
}
