/**
 * End-to-end harness: the emulator, the REAL discord.js client through createBot(), the real engine and a
 * store + bot repository on the real Redis under a unique key prefix. Several bot instances can share one
 * store (restart tests).
 */
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { startEmulator, type Clock, type Emulator, type EmulatorOptions, type RateLimitSetting, type UserConfig } from '../../../src/emulator/index.js';
import { createBot, type Bot, type BotOptions } from '../../../src/bot/bot.js';
import { createEngine, realEngine } from '../../../src/match/engine-adapter.js';
import { createRedisKv, type KeyValueRepo } from '../../../src/store/kv.js';
import { createRedisStore } from '../../../src/store/redis-store.js';
import type { MatchStore } from '../../../src/store/types.js';
import { allCommands } from '../../../commands/index.js';
import type { TimerConfig } from '../../../src/bot/context.js';

export const IDS = {
  app: '1400000000000000001', guild: '1400000000000000100', channel: '1400000000000000300',
  adminRole: '1400000000000000200', somchai: '1400000000000001000', alice: '1400000000000001001', watcher: '1400000000000001002',
};

export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The server every bot test's emulator holds, built afresh for each emulator: one channel, a Thai player
 * (somchai), an English one (alice) and a watcher with the admin role, which may manage the server
 * (Manage Server = 1 << 5), e.g. to set its language.
 */
export function testServer(extraRoles: Array<{ id: string; name: string }> = []): Pick<EmulatorOptions, 'guild' | 'channels' | 'users'> {
  return {
    guild: { id: IDS.guild, name: 'สนาม', roles: [{ id: IDS.adminRole, name: 'admin', permissions: String(1 << 5) }, ...extraRoles] },
    channels: [{ id: IDS.channel, name: 'general' }],
    users: [
      { id: IDS.somchai, username: 'somchai', globalName: 'สมชาย', locale: 'th' },
      { id: IDS.alice, username: 'alice', globalName: 'Alice', locale: 'en-US' },
      { id: IDS.watcher, username: 'watcher', locale: 'en-US', roles: [IDS.adminRole] },
    ],
  };
}

/** A match store and the bot's key-value repository on the real Redis, under a fresh prefix `sanam:test:<tag>:<random>:`. */
export async function openRedis(tag: string): Promise<{ prefix: string; store: MatchStore; kv: KeyValueRepo }> {
  const prefix = `sanam:test:${tag}:${randomBytes(6).toString('hex')}:`;
  const store = await createRedisStore({ url: redisUrl, keyPrefix: prefix });
  return { prefix, store, kv: createRedisKv({ url: redisUrl, prefix: `${prefix}bot:` }) };
}

export interface Harness {
  emu: Emulator;
  store: MatchStore;
  kv: KeyValueRepo;
  prefix: string;
  bots: Bot[];
  startBot(opts?: Partial<BotOptions> & { timers?: Partial<TimerConfig> }): Promise<Bot>;
  close(): Promise<void>;
}

/**
 * `testGames`: the engine port and the registered commands also offer the engine's test-only games.
 * `extraRoles`: more roles in the server (a role must exist there for discord.js to count a member's holding it).
 * `users`: members added to the test server (e.g. one with a hostile display name).
 * `rateLimits`: the emulator's REST limits (src/emulator/rate-limit-profiles.ts). Off by default here, while the
 * bot keeps discord.js's own pacing: a whole-match test waits for every board version, and under the realistic
 * 5 edits per 5 s per channel press-count.test.ts alone took 582 s instead of about a minute. The rate-limit
 * scenarios (test/bot/rate-limit-*.test.ts) ask for 'strict'.
 */
export async function startHarness(hopts: { clock?: Clock; testGames?: boolean; extraRoles?: Array<{ id: string; name: string }>; users?: UserConfig[]; rateLimits?: RateLimitSetting } = {}): Promise<Harness> {
  const engine = hopts.testGames ? createEngine({ includeTestOnly: true }) : realEngine;
  const server = testServer(hopts.extraRoles);
  const emu = await startEmulator({
    // The real-time limit on the bot's answers and the default of waitFor/settled: generous, so a loaded 2-core
    // machine is not taken for a bot that failed to answer (Discord's 3 s is checked on the emulator's clock).
    botToken: 'test-token', applicationId: IDS.app, answerTimeoutMs: 30_000, ...(hopts.clock ? { clock: hopts.clock } : {}),
    ...server, users: [...server.users, ...(hopts.users ?? [])], rateLimits: hopts.rateLimits ?? 'off',
  });
  const { prefix, store, kv } = await openRedis('bot');
  const bots: Bot[] = [];
  const h: Harness = {
    emu, store, kv, prefix, bots,
    async startBot(opts = {}) {
      const bot = createBot({
        token: 'test-token', store, kv, engine, log: pino({ level: process.env.BOT_TEST_LOG ?? 'silent' }),
        timers: { decisionMs: 600_000, warnBeforeMs: 60_000, graceMs: 60_000, sweepMs: 100 },
        clientOptions: { rest: { api: emu.apiBase, retries: 0 } },
        ...opts,
      });
      await bot.start();
      if (bots.length === 0) await bot.client.application!.commands.set(allCommands({ includeTestOnly: !!hopts.testGames }), IDS.guild);
      bots.push(bot);
      return bot;
    },
    async close() {
      for (const b of bots) await b.stop().catch(() => undefined);
      await kv.close();
      await store.close();
      await emu.stop();
    },
  };
  return h;
}
