/**
 * Chooses the match store: Redis when REDIS_URL (or REDIS_SENTINELS, or REDIS_CLUSTER_NODES) is set (matches survive restarts and are shared by every
 * bot process), otherwise the embedded store in DATA_DIR (matches survive restarts on this machine), or with
 * DATA_DIR=:memory: the in-process store (nothing is kept).
 */
import type { Config } from '../config.js';
import type { Logger } from '../log.js';
import { createEmbeddedStore } from './embedded/match-store.js';
import { createMemoryStore } from './memory-store.js';
import { describeTarget, parseSentinels } from './redis-connection.js';
import { createRedisStore } from './redis-store.js';
import type { MatchStore } from './types.js';

export type { MatchStore } from './types.js';
export { StoreUnavailableError } from './types.js';

type StoreConfig = Pick<Config, 'REDIS_URL' | 'REDIS_SENTINELS' | 'REDIS_CLUSTER_NODES' | 'REDIS_SENTINEL_NAME' | 'MATCH_IDLE_TTL_HOURS' | 'MATCH_ARCHIVE_TTL_DAYS' | 'DATA_DIR'>;

/** DATA_DIR value that asks for the in-process store. */
export const IN_MEMORY = ':memory:';

/** Any of REDIS_URL, REDIS_SENTINELS, REDIS_CLUSTER_NODES selects Redis (Cluster wins, then Sentinel). */
export function usesRedis(config: Pick<Config, 'REDIS_URL' | 'REDIS_SENTINELS' | 'REDIS_CLUSTER_NODES'>): boolean {
  return !!(config.REDIS_URL || config.REDIS_SENTINELS || config.REDIS_CLUSTER_NODES);
}

export async function createStore(config: StoreConfig, logger: Logger): Promise<MatchStore> {
  const idleTtlMs = config.MATCH_IDLE_TTL_HOURS * 3_600_000;
  const archiveTtlMs = config.MATCH_ARCHIVE_TTL_DAYS * 86_400_000;
  if (usesRedis(config)) {
    const sentinels = parseSentinels(config.REDIS_SENTINELS);
    const clusterNodes = parseSentinels(config.REDIS_CLUSTER_NODES);
    const opts = {
      ...(config.REDIS_URL ? { url: config.REDIS_URL } : {}),
      ...(clusterNodes ? { clusterNodes } : sentinels ? { sentinels } : {}),
      sentinelName: config.REDIS_SENTINEL_NAME,
    };
    logger.info(
      { store: 'redis', target: describeTarget(opts), idleTtlHours: config.MATCH_IDLE_TTL_HOURS, archiveTtlDays: config.MATCH_ARCHIVE_TTL_DAYS },
      'match store: Redis',
    );
    return createRedisStore({ ...opts, idleTtlMs, archiveTtlMs, logger });
  }
  if (config.DATA_DIR === IN_MEMORY) {
    logger.warn(
      { store: 'memory' },
      'match store: in-process memory (REDIS_URL is unset, DATA_DIR=:memory:). Matches live only in this process: a restart loses them and a second process cannot see them',
    );
    return createMemoryStore({ idleTtlMs, archiveTtlMs });
  }
  const store = createEmbeddedStore({ dir: config.DATA_DIR, idleTtlMs, archiveTtlMs });
  logger.info(
    { store: 'embedded', dataDir: store.dir, idleTtlHours: config.MATCH_IDLE_TTL_HOURS, archiveTtlDays: config.MATCH_ARCHIVE_TTL_DAYS },
    'match store: embedded database (REDIS_URL is unset); matches, decks and rulings are kept in DATA_DIR and survive a restart',
  );
  return store;
}
