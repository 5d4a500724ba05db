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
import { createRedisKv, type KeyValueRepo } from '../../src/store/kv.js';
import { createRedisStore } from '../../src/store/redis-store.js';
import type { MatchStore } from '../../src/store/types.js';
import { resetStreaks } from '../../src/supervise.js';
import { challenge } from './support/driver.js';
import { loopsFailing, startOutageBot, waitUntil, type OutageBot } from './support/outage-bot.js';

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



let redis: ChildProcess;
let port: number;
let dir: string;
let ob: OutageBot;
let store: MatchStore;
let kv: KeyValueRepo;
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
  ob = await startOutageBot(store, kv, dir);
}, 120_000);

afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await ob?.stop();
  await kv?.close();
  await store?.close();
  if (redis && redis.exitCode === null) await stopRedis(redis);
  rmSync(dir, { recursive: true, force: true });
});

describe('a Redis outage with every background loop on (issue 27)', () => {
  it('the process stays up, /healthz goes 503 then 200, and a challenge works after Redis returns', { timeout: 180_000 }, async () => {
    expect(await ob.healthz()).toBe(200);
    const before = await challenge(ob.emu, kv);
    expect(before.matchId).toBeTruthy();

    await stopRedis(redis);
    // Every loop has met the outage several times: the decision-timer sweep, the league sweep (whose
    // repo.active() rejection used to end the process), and housekeeping (the store's index repair).
    await waitUntil('every loop failing', () => loopsFailing(3));
    expect(await ob.healthz()).toBe(503);

    redis = await startRedis(port, dir);
    await waitUntil('/healthz 200', async () => (await ob.healthz()) === 200);
    await waitUntil('the loops recovering', () => loopsFailing(0));

    const after = await challenge(ob.emu, kv);
    expect(after.matchId).not.toBe(before.matchId);
    expect(unhandled).toEqual([]);
  });
});
