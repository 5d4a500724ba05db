/**
 * Chooses the match store: Redis when REDIS_URL (or REDIS_SENTINELS) is set (matches survive restarts and are shared by every
 * bot process), otherwise the in-process store (for trying Sanam on one machine).
 */
import type { Config } from '../config.js';
import type { Logger } from '../log.js';
import { createMemoryStore } from './memory-store.js';
import { describeTarget, parseSentinels } from './redis-connection.js';
import { createRedisStore } from './redis-store.js';
import type { MatchStore } from './types.js';

export type { MatchStore } from './types.js';
export { StoreUnavailableError } from './types.js';

type StoreConfig = Pick<Config, 'REDIS_URL' | 'REDIS_SENTINELS' | 'REDIS_SENTINEL_NAME' | 'MATCH_IDLE_TTL_HOURS' | 'MATCH_ARCHIVE_TTL_DAYS'>;

export async function createStore(config: StoreConfig, logger: Logger): Promise<MatchStore> {
  const idleTtlMs = config.MATCH_IDLE_TTL_HOURS * 3_600_000;
  const archiveTtlMs = config.MATCH_ARCHIVE_TTL_DAYS * 86_400_000;
  if (config.REDIS_URL || config.REDIS_SENTINELS) {
    const sentinels = parseSentinels(config.REDIS_SENTINELS);
    const opts = {
      ...(config.REDIS_URL ? { url: config.REDIS_URL } : {}),
      ...(sentinels ? { sentinels } : {}),
      sentinelName: config.REDIS_SENTINEL_NAME,
    };
    logger.info(
      { store: 'redis', target: describeTarget(opts), idleTtlHours: config.MATCH_IDLE_TTL_HOURS, archiveTtlDays: config.MATCH_ARCHIVE_TTL_DAYS },
      'match store: Redis',
    );
    return createRedisStore({ ...opts, idleTtlMs, archiveTtlMs, logger });
  }
  logger.warn(
    { store: 'memory' },
    'match store: in-process memory (REDIS_URL is unset). Matches live only in this process: a restart loses them and a second process cannot see them',
  );
  return createMemoryStore({ idleTtlMs, archiveTtlMs });
}
