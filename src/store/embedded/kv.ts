/**
 * The bot's key-value space (decks, challenges, and later leagues) in the embedded database, with the
 * semantics of the Redis one: string cells with an optional TTL, and hashes. Each call is one transaction.
 *   ['c', key]          { v: value, x: expiresAt | null }
 *   ['h', key, field]   value
 */
import { numberOrNull, type KeyValueRepo } from '../kv.js';
import { StoreUnavailableError } from '../types.js';
import { HIGH, openEmbeddedDb } from './db.js';

interface Cell { v: string; x: number | null }

export function createEmbeddedKv(dir: string, now: () => number = Date.now): KeyValueRepo {
  const db = openEmbeddedDb(dir);
  const t = db.kv;
  let closed = false;
  const tx = <T>(f: () => T): Promise<T> => {
    if (closed) return Promise.reject(new StoreUnavailableError('the embedded key-value store is closed'));
    try {
      return Promise.resolve(db.tx(f));
    } catch (err) {
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
  };
  const live = (key: string): Cell | undefined => {
    const c = t.get(['c', key]) as Cell | undefined;
    if (c && c.x !== null && c.x <= now()) {
      t.removeSync(['c', key]);
      return undefined;
    }
    return c;
  };
  const put = (key: string, value: string, ttlMs?: number) => t.putSync(['c', key], { v: value, x: ttlMs ? now() + ttlMs : null } satisfies Cell);
  const fields = (key: string) => t.getRange({ start: ['h', key, ''], end: ['h', key, HIGH] });
  return {
    kind: 'embedded',
    get: (key) => tx(() => live(key)?.v ?? null),
    set: (key, value, ttlMs) => tx(() => { put(key, value, ttlMs); }),
    setIfAbsent: (key, value, ttlMs) => tx(() => {
      if (live(key)) return false;
      put(key, value, ttlMs);
      return true;
    }),
    take: (key) => tx(() => {
      const c = live(key);
      if (c) t.removeSync(['c', key]);
      return c?.v ?? null;
    }),
    del: (key) => tx(() => {
      t.removeSync(['c', key]);
      for (const { key: k } of [...fields(key)]) t.removeSync(k);
    }),
    // Read and write in one transaction: LMDB serialises write transactions, across processes too.
    raiseTo: (key, value, ttlMs) => tx(() => {
      const prev = numberOrNull(live(key)?.v);
      if (prev === null || prev < value) put(key, String(value), ttlMs);
      return prev;
    }),
    hset: (key, field, value) => tx(() => { t.putSync(['h', key, field], value); }),
    hget: (key, field) => tx(() => (t.get(['h', key, field]) as string | undefined) ?? null),
    hdel: (key, field) => tx(() => t.removeSync(['h', key, field])),
    hgetall: (key) => tx(() => Object.fromEntries([...fields(key)].map(({ key: k, value }) => [k[2] as string, value as string]))),
    close: async () => {
      if (closed) return;
      closed = true;
      await db.release();
    },
  };
}
