/**
 * Issue 27: the same outage as redis-outage.test.ts with the embedded store (LMDB in a folder). Tests run as
 * root, and root writes through a read-only mode, so chmod cannot make the folder fail; nor can this container
 * mount a read-only file system. The failure is injected at the store's boundary instead: while `down`, every
 * call to the match store and the bot repository throws StoreUnavailableError, which is what both embedded
 * stores throw when their database cannot be written. The bot, its loops and /healthz are the real ones.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createBot, type Bot } from '../../src/bot/bot.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import type { KeyValueRepo } from '../../src/store/kv.js';
import { startHeartbeat } from '../../src/health.js';
import { startMetricsServer, type MetricsServer } from '../../src/metrics/server.js';
import { createEmbeddedKv } from '../../src/store/embedded/kv.js';
import { createEmbeddedStore } from '../../src/store/embedded/match-store.js';
import { StoreUnavailableError, type MatchStore } from '../../src/store/types.js';
import { every, failureStreak, resetStreaks, type Loop } from '../../src/supervise.js';
import { startEmulator, type Emulator } from '../../src/emulator/index.js';
import { allCommands } from '../../commands/index.js';
import { IDS, testServer } from './support/harness.js';
import { UNPACED_REST } from './support/unpaced-rest.js';
import { challenge } from './support/driver.js';

let down = false;
/** The store as the bot sees it: every call fails while `down` (close() excepted, so the test can clean up). */
function failing<T extends object>(target: T): T {
  return new Proxy(target, {
    get(t, prop, receiver) {
      const v = Reflect.get(t, prop, receiver) as unknown;
      if (typeof v !== 'function') return v;
      return (...args: unknown[]) => {
        if (down && prop !== 'close') return Promise.reject(new StoreUnavailableError('embedded store: the folder cannot be written (injected)'));
        return (v as (...a: unknown[]) => unknown).apply(t, args);
      };
    },
  });
}

async function waitUntil(what: string, ok: () => Promise<boolean> | boolean, limitMs = 60_000): Promise<void> {
  const start = Date.now();
  while (!(await ok())) {
    if (Date.now() - start > limitMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const dir = mkdtempSync(join(tmpdir(), 'sanam-embedded-outage-'));
let emu: Emulator | undefined;
let store: MatchStore | undefined;
let kv: KeyValueRepo | undefined;
let bot: Bot | undefined;
let server: MetricsServer | undefined;
let housekeeping: Loop | undefined;
let stopHeartbeat: (() => Promise<void>) | undefined;
const unhandled: unknown[] = [];
const onUnhandled = (r: unknown) => { unhandled.push(r); };

afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  down = false;
  await server?.close();
  await housekeeping?.stop();
  await stopHeartbeat?.();
  await bot?.stop().catch(() => undefined);
  await kv?.close();
  await store?.close();
  await emu?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded store failing with every background loop on (issue 27)', () => {
  it('the process stays up, /healthz goes 503 then 200, and a challenge works once the store answers again', { timeout: 180_000 }, async () => {
    resetStreaks();
    process.on('unhandledRejection', onUnhandled);
    const log = pino({ level: process.env.BOT_TEST_LOG ?? 'silent' });
    store = failing(createEmbeddedStore({ dir, idleTtlMs: 7 * 24 * 3_600_000, archiveTtlMs: 90 * 24 * 3_600_000 }) as MatchStore);
    kv = failing(createEmbeddedKv(dir));
    emu = await startEmulator({ botToken: 'test-token', applicationId: IDS.app, ...testServer() });
    bot = createBot({
      token: 'test-token', store, kv, engine: realEngine, log,
      timers: { decisionMs: 600_000, warnBeforeMs: 60_000, graceMs: 60_000, sweepMs: 50 },
      leagueSweepMs: 50,
      clientOptions: { rest: { api: emu.apiBase, retries: 0, ...UNPACED_REST } },
    });
    await bot.start();
    await bot.client.application!.commands.set(allCommands(), IDS.guild);
    const s = store;
    housekeeping = every(log, 'store housekeeping', 50, () => s.sweep(), { maxBackoffMs: 400 });
    stopHeartbeat = startHeartbeat(() => s.ping(), log, join(dir, 'heartbeat'), 50);
    server = await startMetricsServer({ port: 0, host: '127.0.0.1', healthy: () => s.ping() });
    const healthz = async () => (await fetch(`${server!.url}/healthz`)).status;

    expect(await healthz()).toBe(200);
    const before = await challenge(emu, kv);

    down = true;
    await waitUntil('every loop failing', () =>
      failureStreak('decision timer sweep') >= 3 && failureStreak('league sweep') >= 3 && failureStreak('store housekeeping') >= 3);
    expect(await healthz()).toBe(503);

    down = false;
    await waitUntil('/healthz 200', async () => (await healthz()) === 200);
    await waitUntil('the loops recovering', () =>
      failureStreak('decision timer sweep') === 0 && failureStreak('league sweep') === 0 && failureStreak('store housekeeping') === 0);
    const after = await challenge(emu, kv);
    expect(after.matchId).not.toBe(before.matchId);
    expect(unhandled).toEqual([]);
  });
});
