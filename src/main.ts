/**
 * The composition root: config → logger → store → bot repository → bot. With DISCORD_TOKEN it connects to
 * Discord (REST base from DISCORD_API_URL when set); without, it runs local mode (the emulator in-process and
 * the local web page on LOCAL_PORT, see src/local/start.ts).
 */
import { join } from 'node:path';
import { loadConfig, ConfigError, type Config } from './config.js';
import { createLogger, type Logger } from './log.js';
import { createStore, IN_MEMORY, usesRedis } from './store/index.js';
import type { MatchStore } from './store/types.js';
import { createEmbeddedKv } from './store/embedded/kv.js';
import { EmbeddedRulingsStore } from './store/embedded/rulings.js';
import { openRedis, parseSentinels } from './store/redis-connection.js';
import { createBot } from './bot/bot.js';
import { shardClientOptions } from './bot/shard.js';
import { realEngine } from './match/engine-adapter.js';
import { createMemoryKv, createRedisKv, type KeyValueRepo } from './store/kv.js';
import { timersFromConfig } from './bot/timer-env.js';
import { createRenderPool } from './bot/render-pool.js';
import { startHeartbeat } from './health.js';
import { every, installProcessHandlers, listener } from './supervise.js';
import { metrics } from './metrics/registry.js';
import { startMetricsServer, type MetricsServer } from './metrics/server.js';
import { instrumentStore } from './metrics/store.js';
import { localModeBanner, startLocal } from './local/start.js';
import { MemoryRulingsStore } from './rules/rulings/memory.js';
import { RedisRulingsStore } from './rules/rulings/redis.js';
import type { RulingsStore } from './rules/rulings/types.js';

/** The bot's own records (decks, challenges) and the community rulings: where the matches are. */
async function botRepositories(cfg: Config, log: Logger): Promise<{ kv: KeyValueRepo; rulings: RulingsStore }> {
  if (!usesRedis(cfg)) {
    if (cfg.DATA_DIR === IN_MEMORY) return { kv: createMemoryKv(), rulings: new MemoryRulingsStore() };
    const kv = createEmbeddedKv(cfg.DATA_DIR);
    const rulings = new EmbeddedRulingsStore(cfg.DATA_DIR);
    return { kv: { ...kv, close: async () => { await kv.close(); await rulings.close(); } }, rulings };
  }
  const sentinels = parseSentinels(cfg.REDIS_SENTINELS);
  const clusterNodes = parseSentinels(cfg.REDIS_CLUSTER_NODES);
  const client = await openRedis({
    ...(cfg.REDIS_URL ? { url: cfg.REDIS_URL } : {}),
    ...(clusterNodes ? { clusterNodes } : sentinels ? { sentinels } : {}),
    sentinelName: cfg.REDIS_SENTINEL_NAME, logger: log,
  });
  const kv = createRedisKv({ client, prefix: 'sanam:bot:' });
  return { kv: { ...kv, close: async () => { client.disconnect(); } }, rulings: new RedisRulingsStore(client, 'sanam:') };
}

async function main(): Promise<void> {
  let cfg: Config;
  try {
    cfg = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const log = createLogger({ level: cfg.LOG_LEVEL, ...(cfg.LOG_FORMAT ? { format: cfg.LOG_FORMAT } : {}) });
  // Log what nothing caught; exit only on an uncaught exception (src/supervise.ts says why).
  installProcessHandlers(log);
  log.info({ mode: cfg.DISCORD_TOKEN ? 'discord' : 'local', store: cfg.REDIS_CLUSTER_NODES ? 'redis cluster' : usesRedis(cfg) ? 'redis' : cfg.DATA_DIR === IN_MEMORY ? 'memory' : 'embedded' }, 'Sanam starting');
  const store = instrumentStore(await createStore(cfg, log));
  const { kv, rulings } = await botRepositories(cfg, log);
  // Board images are painted in worker threads so that acknowledgements never wait behind a render.
  const renderPool = createRenderPool();
  const common = { store, kv, rulings, engine: realEngine, log, timers: timersFromConfig(cfg), decksPerUser: cfg.MAX_DECKS_PER_USER, render: renderPool.render };
  let stop: () => Promise<void>;
  if (cfg.DISCORD_TOKEN) {
    const shards = shardClientOptions(cfg);
    const bot = createBot({ ...common, token: cfg.DISCORD_TOKEN, ...(cfg.DISCORD_API_URL ? { apiUrl: cfg.DISCORD_API_URL } : {}), clientOptions: shards });
    if (shards.shards !== undefined) log.info({ shards: shards.shards, shardCount: shards.shardCount ?? 'from Discord' }, 'gateway shards');
    await bot.start();
    stop = () => bot.stop();
  } else {
    const worldFile = cfg.DATA_DIR === IN_MEMORY ? undefined : join(cfg.DATA_DIR, 'local-world.json');
    const local = await startLocal({ ...common, port: cfg.LOCAL_PORT, ...(worldFile ? { worldFile } : {}) });
    log.info({ page: local.url, emulator: local.local.emulator.url }, 'local mode: page and Discord emulator running');
    console.log(localModeBanner(local.url));
    stop = () => local.stop();
  }
  const stopHeartbeat = startHeartbeat(() => store.ping(), log);
  let metricsServer: MetricsServer | null = null;
  if (cfg.METRICS_PORT !== undefined) {
    metrics.collectProcessMetrics();
    metricsServer = await startMetricsServer({ port: cfg.METRICS_PORT, host: cfg.METRICS_HOST, healthy: () => store.ping() });
    log.info({ url: metricsServer.url }, 'serving /healthz and /metrics');
  }
  const housekeeping = every(log, 'store housekeeping', 5 * 60_000, () => store.sweep());
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'Sanam stopping');
    await housekeeping.stop();
    await stopHeartbeat();
    await metricsServer?.close();
    await stop().catch((err: unknown) => log.error({ err }, 'error while stopping the bot'));
    await renderPool.close();
    const kept = await keptLine(store).catch(() => null);
    await kv.close();
    await store.close();
    if (kept) {
      log.info({ store: store.kind }, kept.replace(/\n.*/s, ''));
      console.log(kept);
    }
    process.exit(0);
  };
  process.on('SIGINT', listener(log, 'shutdown', () => shutdown('SIGINT')));
  process.on('SIGTERM', listener(log, 'shutdown', () => shutdown('SIGTERM')));
}

/** What Ctrl-C leaves behind, in both languages: where the matches, decks and rulings are kept, or that nothing is. */
async function keptLine(store: MatchStore): Promise<string | null> {
  if (store.kind === 'embedded') {
    const dir = (store as { dir?: string }).dir ?? '';
    const active = (await store.listActive()).length;
    return [
      `Sanam stopped. Kept in ${dir}: ${active} active match${active === 1 ? '' : 'es'}, finished ones, decks and rulings; \`npm start\` carries on where you left off.`,
      `สนามหยุดแล้ว ข้อมูลเก็บไว้ที่ ${dir}: แมตช์ที่ยังเล่นอยู่ ${active} แมตช์ แมตช์ที่จบแล้ว เด็ค และคำตัดสิน — รัน \`npm start\` เพื่อเล่นต่อ`,
    ].join('\n');
  }
  if (store.kind === 'memory') {
    return 'Sanam stopped. Nothing was kept (DATA_DIR=:memory:). / สนามหยุดแล้ว ไม่ได้เก็บข้อมูลใด ๆ (DATA_DIR=:memory:)';
  }
  return null;
}

main().catch((err: unknown) => {
  console.error('Sanam failed to start:', err);
  process.exit(1);
});
