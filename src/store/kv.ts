/**
 * A small key-value repository for the bot's own records (decks, pending challenges, rematch claims) and,
 * later, leagues; the same implementations as the match store: Redis when configured, else the embedded
 * database in DATA_DIR (src/store/embedded/kv.ts), or in-process memory (tests). Match state never lives
 * here; it belongs to the MatchStore.
 */
import { Redis, type Cluster } from 'ioredis';
import { StoreUnavailableError } from './types.js';

export interface KeyValueRepo {
  readonly kind: 'redis' | 'memory' | 'embedded';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Sets only when absent; true when this call set it (a once-only claim across processes). */
  setIfAbsent(key: string, value: string, ttlMs?: number): Promise<boolean>;
  /** Deletes and returns the value atomically: only one caller ever gets a given record. */
  take(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
  /**
   * Raises a numeric cell to `value` when it holds less (or nothing) and returns what it held before, in one
   * atomic step: of several callers, each sees the others' raises, so "only if newer than the last published
   * version" holds across processes (the bot's publish guard, src/bot/published.ts). A smaller `value` changes
   * nothing. The TTL is set when the cell is raised.
   */
  raiseTo(key: string, value: number, ttlMs?: number): Promise<number | null>;
  hset(key: string, field: string, value: string): Promise<void>;
  hget(key: string, field: string): Promise<string | null>;
  hdel(key: string, field: string): Promise<boolean>;
  hgetall(key: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

interface Cell { value: string; expiresAt: number | null }

export function createMemoryKv(now: () => number = Date.now): KeyValueRepo {
  const cells = new Map<string, Cell>();
  const hashes = new Map<string, Map<string, string>>();
  const live = (key: string): Cell | undefined => {
    const c = cells.get(key);
    if (c && c.expiresAt !== null && c.expiresAt <= now()) { cells.delete(key); return undefined; }
    return c;
  };
  return {
    kind: 'memory',
    async get(key) { return live(key)?.value ?? null; },
    async set(key, value, ttlMs) { cells.set(key, { value, expiresAt: ttlMs ? now() + ttlMs : null }); },
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      cells.set(key, { value, expiresAt: ttlMs ? now() + ttlMs : null });
      return true;
    },
    async take(key) { const c = live(key); cells.delete(key); return c?.value ?? null; },
    async del(key) { cells.delete(key); hashes.delete(key); },
    // One synchronous step: nothing else runs between the read and the write.
    async raiseTo(key, value, ttlMs) {
      const prev = numberOrNull(live(key)?.value);
      if (prev === null || prev < value) cells.set(key, { value: String(value), expiresAt: ttlMs ? now() + ttlMs : null });
      return prev;
    },
    async hset(key, field, value) {
      let h = hashes.get(key);
      if (!h) { h = new Map(); hashes.set(key, h); }
      h.set(field, value);
    },
    async hget(key, field) { return hashes.get(key)?.get(field) ?? null; },
    async hdel(key, field) { return hashes.get(key)?.delete(field) ?? false; },
    async hgetall(key) { return Object.fromEntries(hashes.get(key) ?? []); },
    async close() { cells.clear(); hashes.clear(); },
  };
}

/** A cell that holds no number counts as empty: a raise replaces it. */
export function numberOrNull(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

/**
 * raiseTo in Redis: a script, because GET then SET from the client would let another process raise between the
 * two. Returns the previous value (nil when empty or not a number).
 */
const RAISE_TO = `
local prev = tonumber(redis.call('GET', KEYS[1]) or '')
local v = tonumber(ARGV[1])
if prev == nil or prev < v then
  if ARGV[2] ~= '' then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) else redis.call('SET', KEYS[1], ARGV[1]) end
end
if prev == nil then return false end
return tostring(prev)
`;

/** Every Redis failure surfaces as StoreUnavailableError, which the router turns into "try again". */
async function guard<T>(op: () => Promise<T>): Promise<T> {
  try {
    return await op();
  } catch (err) {
    throw new StoreUnavailableError(`bot repository: ${(err as Error).message}`, { cause: err });
  }
}

export interface RedisKvOptions {
  /** Either a URL (a connection of its own) or an existing client (e.g. the store's Sentinel-aware one). */
  url?: string;
  client?: Redis | Cluster;
  /** Prefix for every key, e.g. "sanam:bot:" (tests use a random one). */
  prefix: string;
}

export function createRedisKv(opts: RedisKvOptions): KeyValueRepo {
  if (!opts.url && !opts.client) throw new Error('createRedisKv needs a url or a client');
  // Fail fast instead of queueing forever: a user waiting on a dead Redis should hear "try again" quickly.
  const own = !opts.client;
  const redis = opts.client ?? new Redis(opts.url!, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  if (own) redis.on('error', () => { /* reported per command through guard() */ });
  const p = opts.prefix;
  return {
    kind: 'redis',
    get: (key) => guard(() => redis.get(p + key)),
    set: (key, value, ttlMs) => guard(async () => { if (ttlMs) await redis.set(p + key, value, 'PX', ttlMs); else await redis.set(p + key, value); }),
    setIfAbsent: (key, value, ttlMs) => guard(async () => (ttlMs ? await redis.set(p + key, value, 'PX', ttlMs, 'NX') : await redis.set(p + key, value, 'NX')) === 'OK'),
    take: (key) => guard(() => redis.getdel(p + key)),
    del: (key) => guard(async () => { await redis.del(p + key); }),
    raiseTo: (key, value, ttlMs) => guard(async () => numberOrNull((await redis.eval(RAISE_TO, 1, p + key, String(value), ttlMs ? String(ttlMs) : '')) as string | null)),
    hset: (key, field, value) => guard(async () => { await redis.hset(p + key, field, value); }),
    hget: (key, field) => guard(() => redis.hget(p + key, field)),
    hdel: (key, field) => guard(async () => (await redis.hdel(p + key, field)) > 0),
    hgetall: (key) => guard(() => redis.hgetall(p + key)),
    // A shared client belongs to its owner.
    close: async () => { if (own) redis.disconnect(); },
  };
}
