/**
 * Issue 27: the bot survives a Redis outage with every background loop on. A private redis-server (its own port
 * and folder, so stopping it touches no other test) backs the real store and bot records; the real bot, with the
 * decision-timer sweeper, the league sweeper, store housekeeping (index repair), the health heartbeat and
 * /healthz all running on short periods, is driven through the emulator. Redis is stopped until every loop has
 * failed several times, then started again on the same folder.
 *
 * Nothing here waits on time: each phase waits for what it needs (a loop's failure streak, /healthz's answer).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBot, type Bot } from '../../src/bot/bot.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { createRedisKv, type KeyValueRepo } from '../../src/store/kv.js';
import { startHeartbeat } from '../../src/health.js';
import { startMetricsServer, type MetricsServer } from '../../src/metrics/server.js';
import { createRedisStore } from '../../src/store/redis-store.js';
import type { MatchStore } from '../../src/store/types.js';
import { every, failureStreak, resetStreaks, type Loop } from '../../src/supervise.js';
import { startEmulator, type Emulator } from '../../src/emulator/index.js';
import { allCommands } from '../../commands/index.js';
import { IDS, testServer } from './support/harness.js';
import { UNPACED_REST } from './support/unpaced-rest.js';
import { challenge } from './support/driver.js';

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
  const port = (srv.address() as { port: number }).port;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

/** redis-server on `port`, keeping its data in `dir` (saved on SIGTERM, read back at the next start). */
async function startRedis(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '3600 1', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitUntil('redis-server up', async () => (await ping(port)));
  return child;
}

async function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const p = spawn('redis-cli', ['-p', String(port), 'ping'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    p.stdout.on('data', (b: Buffer) => { out += String(b); });
    p.on('exit', () => resolve(out.trim() === 'PONG'));
  });
}

async function stopRedis(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  await exited;
}

async function waitUntil(what: string, ok: () => Promise<boolean> | boolean, limitMs = 60_000): Promise<void> {
  const start = Date.now();
  while (!(await ok())) {
    if (Date.now() - start > limitMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const healthz = async (server: MetricsServer): Promise<number> => (await fetch(`${server.url}/healthz`)).status;

let redis: ChildProcess;
let port: number;
let dir: string;
let emu: Emulator;
let store: MatchStore;
let kv: KeyValueRepo;
let bot: Bot;
let server: MetricsServer;
let housekeeping: Loop;
let stopHeartbeat: () => Promise<void>;
const unhandled: unknown[] = [];
const onUnhandled = (r: unknown) => { unhandled.push(r); };

beforeAll(async () => {
  resetStreaks();
  process.on('unhandledRejection', onUnhandled);
  dir = mkdtempSync(join(tmpdir(), 'sanam-outage-'));
  port = await freePort();
  redis = await startRedis(port, dir);
  const url = `redis://127.0.0.1:${port}`;
  const log = pino({ level: process.env.BOT_TEST_LOG ?? 'silent' });
  store = await createRedisStore({ url, keyPrefix: 'sanam:outage:', logger: log, maxReconnectDelayMs: 200 });
  kv = createRedisKv({ url, prefix: 'sanam:outage:bot:' });
  emu = await startEmulator({ botToken: 'test-token', applicationId: IDS.app, ...testServer() });
  bot = createBot({
    token: 'test-token', store, kv, engine: realEngine, log,
    timers: { decisionMs: 600_000, warnBeforeMs: 60_000, graceMs: 60_000, sweepMs: 50 },
    leagueSweepMs: 50,
    clientOptions: { rest: { api: emu.apiBase, retries: 0, ...UNPACED_REST } },
  });
  await bot.start();
  await bot.client.application!.commands.set(allCommands(), IDS.guild);
  // The loops src/main.ts runs beside the bot, on short periods.
  housekeeping = every(log, 'store housekeeping', 50, () => store.sweep(), { maxBackoffMs: 400 });
  stopHeartbeat = startHeartbeat(() => store.ping(), log, join(dir, 'heartbeat'), 50);
  server = await startMetricsServer({ port: 0, host: '127.0.0.1', healthy: () => store.ping() });
}, 120_000);

afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await server?.close();
  await housekeeping?.stop();
  await stopHeartbeat?.();
  await bot?.stop().catch(() => undefined);
  await kv?.close();
  await store?.close();
  await emu?.stop();
  if (redis && redis.exitCode === null) await stopRedis(redis);
  rmSync(dir, { recursive: true, force: true });
});

describe('a Redis outage with every background loop on (issue 27)', () => {
  it('the process stays up, /healthz goes 503 then 200, and a challenge works after Redis returns', { timeout: 180_000 }, async () => {
    expect(await healthz(server)).toBe(200);
    const before = await challenge(emu, kv);
    expect(before.matchId).toBeTruthy();

    await stopRedis(redis);
    // Every loop has met the outage several times: the decision-timer sweep, the league sweep (whose
    // repo.active() rejection used to end the process), and housekeeping (the store's index repair).
    await waitUntil('every loop failing', () =>
      failureStreak('decision timer sweep') >= 3 && failureStreak('league sweep') >= 3 && failureStreak('store housekeeping') >= 3);
    expect(await healthz(server)).toBe(503);

    redis = await startRedis(port, dir);
    await waitUntil('/healthz 200', async () => (await healthz(server)) === 200);
    await waitUntil('the loops recovering', () =>
      failureStreak('decision timer sweep') === 0 && failureStreak('league sweep') === 0 && failureStreak('store housekeeping') === 0);

    const after = await challenge(emu, kv);
    expect(after.matchId).not.toBe(before.matchId);
    expect(unhandled).toEqual([]);
  });
});
