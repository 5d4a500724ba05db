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
import { afterAll, describe, expect, it } from 'vitest';
import type { KeyValueRepo } from '../../src/store/kv.js';
import { createEmbeddedKv } from '../../src/store/embedded/kv.js';
import { createEmbeddedStore } from '../../src/store/embedded/match-store.js';
import { StoreUnavailableError, type MatchStore } from '../../src/store/types.js';
import { resetStreaks } from '../../src/supervise.js';
import { challenge } from './support/driver.js';
import { loopsFailing, startOutageBot, waitUntil, type OutageBot } from './support/outage-bot.js';

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

const dir = mkdtempSync(join(tmpdir(), 'sanam-embedded-outage-'));
let ob: OutageBot | undefined;
let store: MatchStore | undefined;
let kv: KeyValueRepo | undefined;
const unhandled: unknown[] = [];
const onUnhandled = (r: unknown) => { unhandled.push(r); };

afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  down = false;
  await ob?.stop();
  await kv?.close();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded store failing with every background loop on (issue 27)', () => {
  it('the process stays up, /healthz goes 503 then 200, and a challenge works once the store answers again', { timeout: 180_000 }, async () => {
    resetStreaks();
    process.on('unhandledRejection', onUnhandled);
    store = failing(createEmbeddedStore({ dir, idleTtlMs: 7 * 24 * 3_600_000, archiveTtlMs: 90 * 24 * 3_600_000 }) as MatchStore);
    kv = failing(createEmbeddedKv(dir));
    ob = await startOutageBot(store, kv, dir);
    const { emu, healthz } = ob;

    expect(await healthz()).toBe(200);
    const before = await challenge(emu, kv);

    down = true;
    await waitUntil('every loop failing', () => loopsFailing(3));
    expect(await healthz()).toBe(503);

    down = false;
    await waitUntil('/healthz 200', async () => (await healthz()) === 200);
    await waitUntil('the loops recovering', () => loopsFailing(0));
    const after = await challenge(emu, kv);
    expect(after.matchId).not.toBe(before.matchId);
    expect(unhandled).toEqual([]);
  });
});
