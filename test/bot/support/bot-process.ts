/**
 * One bot process for the multi-process tests: the REAL createBot() and discord.js client against the
 * emulator, the store and bot records on the real Redis under the test's key prefix, and the gateway shards
 * from SHARDS / SHARD_COUNT validated by src/config.ts as in production. Logs JSON lines on stdout; it also
 * logs each interaction it receives and each deadline its sweeper claims, so the test can tell which
 * process did what.
 */
import { Events } from 'discord.js';
import { pino } from 'pino';
import { createBot } from '../../../src/bot/bot.js';
import { realEngine } from '../../../src/match/engine-adapter.js';
import { createRedisKv } from '../../../src/store/kv.js';
import { shardClientOptions } from '../../../src/bot/shard.js';
import { parseConfig } from '../../../src/config.js';
import { createRedisStore } from '../../../src/store/redis-store.js';
import type { MatchStore } from '../../../src/store/types.js';
import { allCommands } from '../../../commands/index.js';

const env = process.env;
const need = (name: string): string => {
  const v = env[name];
  if (!v) throw new Error(`bot-process: ${name} is required`);
  return v;
};
const cfg = parseConfig({ SHARDS: env.SHARDS, SHARD_COUNT: env.SHARD_COUNT });
const log = pino({ level: env.BOT_PROCESS_LOG ?? 'info', base: { proc: env.BOT_PROCESS_NAME ?? String(process.pid) } });
const prefix = need('BOT_PROCESS_PREFIX');
const store = await createRedisStore({ url: need('REDIS_URL'), keyPrefix: prefix });
const kv = createRedisKv({ url: need('REDIS_URL'), prefix: `${prefix}bot:` });

/** The store as the bot sees it, with each claimed deadline logged. */
const watched = new Proxy(store, {
  get(target, prop, receiver) {
    if (prop === 'claimDue') {
      return async (now: number, limit?: number, leaseMs?: number) => {
        const due = await target.claimDue(now, limit, leaseMs);
        for (const d of due) log.info({ deadline: d }, 'deadline claimed');
        return due;
      };
    }
    const v = Reflect.get(target, prop, receiver) as unknown;
    return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
  },
}) as MatchStore;

const ms = (name: string, fallback: number) => Number(env[name] ?? fallback);
const bot = createBot({
  token: need('BOT_PROCESS_TOKEN'), store: watched, kv, engine: realEngine, log,
  timers: { decisionMs: ms('TIMER_DECISION_MS', 600_000), warnBeforeMs: ms('TIMER_WARN_MS', 60_000), graceMs: ms('TIMER_GRACE_MS', 60_000), sweepMs: 100 },
  clientOptions: { ...shardClientOptions(cfg), rest: { api: need('BOT_PROCESS_API'), retries: 0 } },
});
bot.client.on(Events.InteractionCreate, (i) => log.info({ interaction: i.id }, 'interaction received'));
await bot.start();
if (env.BOT_PROCESS_REGISTER_GUILD) await bot.client.application!.commands.set(allCommands({ includeTestOnly: false }), env.BOT_PROCESS_REGISTER_GUILD);
log.info({ shards: [...bot.client.ws.shards.keys()], shardCount: bot.client.options.shardCount }, 'bot process ready');

process.on('SIGTERM', () => {
  void (async () => {
    await bot.stop().catch(() => undefined);
    await kv.close();
    await store.close();
    process.exit(0);
  })();
});
