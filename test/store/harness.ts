/**
 * Test worlds for the store suites. A world is one key space (a random Redis key prefix on the shared
 * server, or one MemoryMatches); `connect()` opens another store object on it — for Redis a separate
 * connection, standing for another bot process.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { MemoryMatches, createMemoryStore } from '../../src/store/memory-store.js';
import { createRedisStore } from '../../src/store/redis-store.js';
import { createEmbeddedStore } from '../../src/store/embedded/match-store.js';
import type { MatchStore } from '../../src/store/types.js';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TtlOptions {
  idleTtlMs?: number;
  archiveTtlMs?: number;
}

export interface World {
  readonly kind: 'memory' | 'redis' | 'embedded';
  /** Redis worlds: the key prefix, for another process to open the same key space. */
  readonly keyPrefix?: string;
  connect(opts?: TtlOptions): Promise<MatchStore>;
  /** Closes every store opened on this world and deletes its keys. */
  dispose(): Promise<void>;
}

export const DEFAULT_TTL = { idleTtlMs: 10 * 60_000, archiveTtlMs: 20 * 60_000 };

export function uniqueId(tag = 'm'): string {
  return `${tag}-${randomUUID().slice(0, 12)}`;
}

export function memoryWorld(): World {
  const data = new MemoryMatches();
  const stores: MatchStore[] = [];
  return {
    kind: 'memory',
    async connect(opts = {}) {
      const s = createMemoryStore({ ...DEFAULT_TTL, ...opts, data });
      stores.push(s);
      return s;
    },
    async dispose() {
      await Promise.all(stores.map((s) => s.close()));
    },
  };
}

/** The embedded (LMDB) store in a fresh temporary data directory; each connect() is another store object on it. */
export function embeddedWorld(): World {
  const dir = mkdtempSync(join(tmpdir(), 'sanam-store-'));
  const stores: MatchStore[] = [];
  return {
    kind: 'embedded',
    async connect(opts = {}) {
      const s = createEmbeddedStore({ dir, ...DEFAULT_TTL, ...opts });
      stores.push(s);
      return s;
    },
    async dispose() {
      await Promise.all(stores.map((s) => s.close()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function redisWorld(): World {
  const keyPrefix = `sanamtest:${randomUUID().slice(0, 8)}:`;
  const stores: MatchStore[] = [];
  return {
    kind: 'redis',
    keyPrefix,
    async connect(opts = {}) {
      const s = await createRedisStore({ url: REDIS_URL, keyPrefix, ...DEFAULT_TTL, ...opts, startupWaitMs: 5_000 });
      stores.push(s);
      return s;
    },
    async dispose() {
      await Promise.all(stores.map((s) => s.close()));
      await deleteKeys(keyPrefix);
    },
  };
}

/** Deletes this test run's keys only (the Redis server is shared with other suites). */
export async function deleteKeys(prefix: string): Promise<void> {
  const r = new Redis(REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await r.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await r.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    r.disconnect();
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A state of about `kb` KB shaped like an engine state (zones of card instances). */
export function bigState(version: number, kb = 20): string {
  const cards = Array.from({ length: Math.ceil((kb * 1024) / 80) }, (_, i) => ({
    id: `c${i}`,
    def: `FDG-${(i * 7919) % 1000}`,
    zone: ['deck', 'hand', 'field', 'break', 'grave'][i % 5],
    tapped: i % 3 === 0,
  }));
  return JSON.stringify({ version, schemaVersion: 1, turn: version, cards });
}
