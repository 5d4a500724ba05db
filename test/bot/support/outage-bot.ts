/**
 * The subject of the outage tests (issue 27): the real bot over a given store, with every background loop
 * src/main.ts runs beside it on 50 ms periods (decision-timer sweep, league sweep, store housekeeping, health
 * heartbeat) and the /healthz server, so a store outage meets each loop several times within a second.
 */
import { join } from 'node:path';
import { pino } from 'pino';
import { createBot, type Bot } from '../../../src/bot/bot.js';
import { realEngine } from '../../../src/match/engine-adapter.js';
import type { KeyValueRepo } from '../../../src/store/kv.js';
import { startHeartbeat } from '../../../src/health.js';
import { startMetricsServer } from '../../../src/metrics/server.js';
import type { MatchStore } from '../../../src/store/types.js';
import { every, failureStreak } from '../../../src/supervise.js';
import { startEmulator, type Emulator } from '../../../src/emulator/index.js';
import { allCommands } from '../../../commands/index.js';
import { IDS, testServer } from './harness.js';

export interface OutageBot {
  emu: Emulator;
  bot: Bot;
  healthz(): Promise<number>;
  stop(): Promise<void>;
}

export async function startOutageBot(store: MatchStore, kv: KeyValueRepo, dir: string): Promise<OutageBot> {
  const log = pino({ level: process.env.BOT_TEST_LOG ?? 'silent' });
  const emu = await startEmulator({ botToken: 'test-token', applicationId: IDS.app, ...testServer() });
  const bot = createBot({
    token: 'test-token', store, kv, engine: realEngine, log,
    timers: { decisionMs: 600_000, warnBeforeMs: 60_000, graceMs: 60_000, sweepMs: 50 },
    leagueSweepMs: 50,
    clientOptions: { rest: { api: emu.apiBase, retries: 0 } },
  });
  await bot.start();
  await bot.client.application!.commands.set(allCommands(), IDS.guild);
  const housekeeping = every(log, 'store housekeeping', 50, () => store.sweep(), { maxBackoffMs: 400 });
  const stopHeartbeat = startHeartbeat(() => store.ping(), log, join(dir, 'heartbeat'), 50);
  const server = await startMetricsServer({ port: 0, host: '127.0.0.1', healthy: () => store.ping() });
  return {
    emu,
    bot,
    healthz: async () => (await fetch(`${server.url}/healthz`)).status,
    async stop() {
      await server.close();
      await housekeeping.stop();
      await stopHeartbeat();
      await bot.stop().catch(() => undefined);
      await emu.stop();
    },
  };
}

/** Every background loop of the bot has failed at least `n` times in a row (n = 0: every loop has recovered). */
export function loopsFailing(n: number): boolean {
  const streaks = ['decision timer sweep', 'league sweep', 'store housekeeping'].map(failureStreak);
  return n === 0 ? streaks.every((s) => s === 0) : streaks.every((s) => s >= n);
}

export async function waitUntil(what: string, ok: () => Promise<boolean> | boolean, limitMs = 60_000): Promise<void> {
  const start = Date.now();
  while (!(await ok())) {
    if (Date.now() - start > limitMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
