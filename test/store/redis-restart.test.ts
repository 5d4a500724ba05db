/**
 * Redis going away and coming back, on a redis-server of this test's own (never the shared one): commands
 * fail fast with StoreUnavailableError while it is down, nothing hangs or crashes, and the same store
 * object works again once Redis is back. The server runs with a password, which must never reach a log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';
import { createRedisStore, type RedisStore } from '../../src/store/redis-store.js';
import { StoreUnavailableError } from '../../src/store/types.js';
import { sleep, uniqueId } from './harness.js';

const PASSWORD = `pw-${uniqueId('secret')}`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function startRedis(port: number, dir: string): Promise<ChildProcess> {
  const proc = spawn('redis-server', [
    '--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '',
    // Every acknowledged write is on disk before the reply, so the restarted server has it.
    '--appendonly', 'yes', '--appendfsync', 'always', '--requirepass', PASSWORD,
  ], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out}`)), 10_000);
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(proc);
      }
    });
    proc.once('error', reject);
  });
}

async function kill9(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const gone = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGKILL');
  await gone;
}

/** Settles with 'hung' if the promise has not settled in `ms`: the test asserts "no hang", not a speed. */
function settledWithin<T>(p: Promise<T>, ms: number): Promise<PromiseSettledResult<T> | 'hung'> {
  return Promise.race([
    p.then((value) => ({ status: 'fulfilled', value }) as const, (reason: unknown) => ({ status: 'rejected', reason }) as const),
    sleep(ms).then(() => 'hung' as const),
  ]);
}

describe('Redis match store when Redis stops and restarts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sanam-redis-'));
  let port: number;
  let server: ChildProcess;
  let store: RedisStore;
  let logText = '';
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    port = await freePort();
    server = await startRedis(port, dir);
    const destination = new Writable({ write: (chunk: Buffer, _enc, cb) => ((logText += chunk.toString()), cb()) });
    store = await createRedisStore({
      url: `redis://default:${PASSWORD}@127.0.0.1:${port}`,
      keyPrefix: 'sanam:',
      idleTtlMs: 600_000,
      archiveTtlMs: 600_000,
      maxReconnectDelayMs: 200,
      commandTimeoutMs: 2_000,
      logger: createLogger({ level: 'debug', destination }),
    });
  });

  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await store?.close();
    if (server) await kill9(server);
    rmSync(dir, { recursive: true, force: true });
  });

  it('fails fast while Redis is down and carries on with the same store object once it is back', async () => {
    const matchId = uniqueId();
    expect(await store.create({ matchId, state: '{"v":0}', meta: {}, participants: ['u1'], interactionId: 'create', now: 1 })).toEqual({ ok: true, version: 0 });
    expect(await store.commit({ matchId, expectedVersion: 0, interactionId: 'c1', state: '{"v":1}', entry: '{}', now: 2 })).toEqual({ ok: true, version: 1 });

    // Commits in flight at the moment Redis dies either land or fail as "unavailable"; none hangs.
    const inFlight = Array.from({ length: 20 }, (_, i) =>
      store.commit({ matchId, expectedVersion: 1 + i, interactionId: `burst-${i}`, state: `{"v":${2 + i}}`, entry: '{}', now: 3 }),
    );
    await kill9(server);
    for (const r of await Promise.all(inFlight.map((p) => settledWithin(p, 10_000)))) {
      expect(r).not.toBe('hung');
      if (r !== 'hung' && r.status === 'rejected') expect(r.reason).toBeInstanceOf(StoreUnavailableError);
    }

    // While it is down: every operation rejects with StoreUnavailableError, promptly; ping says false.
    const whileDown = await settledWithin(store.commit({ matchId, expectedVersion: 1, interactionId: 'down-1', state: '{}', entry: '{}', now: 4 }), 5_000);
    expect(whileDown).not.toBe('hung');
    expect(whileDown).toMatchObject({ status: 'rejected' });
    expect((whileDown as PromiseRejectedResult).reason).toBeInstanceOf(StoreUnavailableError);
    for (const op of [store.load(matchId), store.readLog(matchId), store.listActive('u1'), store.claimDue(10), store.scheduleDeadline({ matchId, key: 'k', dueAt: 1, payload: '' })] as Promise<unknown>[]) {
      const r = await settledWithin(op, 5_000);
      expect(r).toMatchObject({ status: 'rejected' });
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(StoreUnavailableError);
    }
    expect(await store.ping()).toBe(false);
    await sleep(500); // a few reconnect attempts fail meanwhile; they must not crash or spam the log

    server = await startRedis(port, dir);
    let back = false;
    for (let i = 0; i < 100 && !back; i++) {
      back = await store.ping();
      if (!back) await sleep(100);
    }
    expect(back).toBe(true);

    // The AOF brought the match back (with whatever in-flight commits landed); the same store commits on.
    const snap = await store.load(matchId);
    expect(snap?.version).toBeGreaterThanOrEqual(1);
    const log = await store.readLog(matchId);
    expect(log.map((e) => e.version)).toEqual(Array.from({ length: snap!.version }, (_, i) => i + 1));
    // Scripts were flushed with the restart: the store reloads them by itself.
    expect(await store.commit({ matchId, expectedVersion: snap!.version, interactionId: 'after', state: '{"after":1}', entry: '{}', now: 5 })).toEqual({ ok: true, version: snap!.version + 1 });
    expect(await store.listActive('u1')).toEqual([matchId]);

    expect(unhandled).toEqual([]);
    expect(logText).toContain('connection restored');
    expect(logText).not.toContain(PASSWORD);
    // One warning per outage, not one per reconnect attempt.
    expect(logText.match(/retrying|reconnecting/g)?.length ?? 0).toBeLessThanOrEqual(2);
  });
});
