/**
 * Redis-only properties of the store: key layout and TTLs, the script's guards, and the global indexes
 * being hints that can be stale without giving a wrong answer.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeArchive } from '../../src/store/archive.js';
import { createRedisStore, type RedisStore } from '../../src/store/redis-store.js';
import { StoreUnavailableError } from '../../src/store/types.js';
import { REDIS_URL, deleteKeys, uniqueId } from './harness.js';

const T0 = 1_750_000_000_000;
const IDLE = 60_000;
const ARCHIVE = 3_600_000;

describe('Redis match store layout and indexes', () => {
  const prefix = `sanamtest:${randomUUID().slice(0, 8)}:`;
  let store: RedisStore;
  let raw: Redis;
  const keys = (m: string) => ['snap', 'log', 'seen', 'dl', 'dlp', 'dll'].map((p) => `${prefix}{${m}}:${p}`);

  beforeAll(async () => {
    store = await createRedisStore({ url: REDIS_URL, keyPrefix: prefix, idleTtlMs: IDLE, archiveTtlMs: ARCHIVE });
    raw = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await store.close();
    raw.disconnect();
    await deleteKeys(prefix);
  });
  afterEach(async () => {
    await deleteKeys(prefix);
  });

  async function match(participants = ['u1']): Promise<string> {
    const m = uniqueId();
    await store.create({ matchId: m, state: '{}', meta: {}, participants, interactionId: uniqueId('i'), now: T0 });
    return m;
  }
  const commit = (m: string, v: number, extra: object = {}) =>
    store.commit({ matchId: m, expectedVersion: v, interactionId: uniqueId('i'), state: `{"v":${v + 1}}`, entry: `{"v":${v + 1}}`, now: T0 + v + 1, ...extra });

  it('keeps every key of a match under its hash tag, with the idle TTL, and stream ids that follow the version', async () => {
    const m = await match();
    await commit(m, 0);
    await commit(m, 1);
    await store.scheduleDeadline({ matchId: m, key: 'turn:3', dueAt: T0 + 99, payload: '{"p":1}' });
    // A leased claim keeps the deadline and writes the lease hash, which must expire with the match too.
    expect(await store.claimDue(T0 + 99, 10, 60_000)).toHaveLength(1);
    for (const k of keys(m)) {
      // The first {...} of every key is the match id: one Cluster hash slot per match.
      expect(k.match(/\{([^}]*)\}/)?.[1]).toBe(m);
      const ttl = await raw.pttl(k);
      expect(ttl, k).toBeGreaterThan(0);
      expect(ttl, k).toBeLessThanOrEqual(IDLE);
    }
    expect((await raw.xrange(keys(m)[1]!, '-', '+')).map(([id]) => id)).toEqual(['1-1', '2-1']);
    expect(await raw.hgetall(keys(m)[0]!)).toMatchObject({ v: '2', status: 'active', state: '{"v":2}', updatedAt: String(T0 + 2) });
    expect(await raw.smembers(keys(m)[2]!)).toHaveLength(3);
    // The index follows the leased deadline to its lease's end, where it is due again.
    expect(await raw.zscore(`${prefix}deadlines`, m)).toBe(String(T0 + 99 + 60_000));
  });

  it('sets the TTLs of all six keys again once the match has run down 1% of the idle TTL, not on every commit', async () => {
    const m = await match();
    await commit(m, 0);
    await store.scheduleDeadline({ matchId: m, key: 'turn:2', dueAt: T0 + 99, payload: '{}' });
    // Within the 1% margin (600 ms of 60 s): the commit leaves every TTL where it was.
    for (const k of keys(m).slice(0, 5)) await raw.pexpire(k, IDLE - 300);
    await commit(m, 1);
    for (const k of keys(m).slice(0, 5)) expect(await raw.pttl(k), k).toBeLessThanOrEqual(IDLE - 300);
    // Past it: all six keys (the log and the deadlines too) get the whole idle TTL again.
    for (const k of keys(m).slice(0, 5)) await raw.pexpire(k, IDLE - 5_000);
    await commit(m, 2);
    for (const k of keys(m).slice(0, 5)) expect(await raw.pttl(k), k).toBeGreaterThan(IDLE - 5_000);
  });

  it('archives a finished match into its snapshot key (archive TTL, gzip of state and log, seen ids kept); log, seen set and deadlines deleted', async () => {
    const m = await match();
    await store.scheduleDeadline({ matchId: m, key: 'turn:1', dueAt: T0 + 5, payload: '{}' });
    await commit(m, 0, { finished: true });
    // Folded after the commit has answered; the match reads the same before (contract suite).
    await store.settled();
    const [snap, log, seen, dl, dlp] = keys(m);
    const ttl = await raw.pttl(snap!);
    expect(ttl).toBeGreaterThan(IDLE);
    expect(ttl).toBeLessThanOrEqual(ARCHIVE);
    expect(await raw.exists(log!, seen!, dl!, dlp!)).toBe(0);
    const archive = decodeArchive((await raw.hgetBuffer(snap!, 'arch'))!);
    expect(archive.state).toBe('{"v":1}');
    expect(archive.log.map((e) => e.version)).toEqual([1]);
    expect(await raw.hget(snap!, 'state')).toBeNull();
    expect((await raw.hget(snap!, 'seenList'))!.split('\n').filter(Boolean)).toHaveLength(2);
    expect(await raw.hget(snap!, 'status')).toBe('finished');
    expect(await raw.zscore(`${prefix}active`, m)).toBeNull();
    expect(await raw.zscore(`${prefix}user:u1`, m)).toBeNull();
    expect(await raw.zscore(`${prefix}deadlines`, m)).toBeNull();
  });

  it('sweep() folds a finished match a process left unarchived (it died between the commit and the archive)', async () => {
    const m = await match();
    const [snap, log, seen] = keys(m);
    // The commit script alone, as a process that died right after it would have left the match.
    const [status] = await store.client.sanamCommit(snap!, log!, seen!, keys(m)[3]!, keys(m)[4]!, keys(m)[5]!, 0, 'i-end', '{"v":1}', '{"a":1}', T0 + 1, '1', '', 60_000, ARCHIVE, '1');
    expect(status).toBe('ok');
    expect(await raw.exists(log!)).toBe(1);
    await store.sweep();
    expect(await raw.exists(log!, seen!)).toBe(0);
    expect(decodeArchive((await raw.hgetBuffer(snap!, 'arch'))!).log.map((e) => e.entry)).toEqual(['{"a":1}']);
    expect((await store.load(m))?.state).toBe('{"v":1}');
    expect((await store.commit({ matchId: m, expectedVersion: 1, interactionId: 'i-end', state: '{}', entry: '{}', now: T0 })).ok).toBe(false);
    expect(await store.commit({ matchId: m, expectedVersion: 0, interactionId: 'i-end', state: '{}', entry: '{}', now: T0 })).toEqual({ ok: false, reason: 'duplicate', version: 1 });
  });

  it('refuses a commit whose log entry would not follow the log (XADD guard) without writing anything', async () => {
    const m = await match();
    await commit(m, 0);
    // Damage the log as no store code can: an entry ahead of the snapshot.
    await raw.xadd(keys(m)[1]!, '5-1', 'i', 'forged', 'e', '{}', 'at', '0');
    const err = await commit(m, 1, { interactionId: 'i-after-damage' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(StoreUnavailableError);
    expect(await raw.hget(keys(m)[0]!, 'v')).toBe('1');
    expect(await raw.sismember(keys(m)[2]!, 'i-after-damage')).toBe(0);
  });

  it('ignores and removes index entries of matches that no longer exist', async () => {
    const live = await match(['u1']);
    await raw.zadd(`${prefix}active`, T0 - 1, 'ghost');
    await raw.zadd(`${prefix}user:u1`, T0 - 1, 'ghost');
    await raw.zadd(`${prefix}deadlines`, T0 - 1, 'ghost');
    expect(await store.listActive()).toEqual([live]);
    expect(await store.listActive('u1')).toEqual([live]);
    expect(await store.claimDue(T0 + 10)).toEqual([]);
    expect(await raw.zrange(`${prefix}active`, 0, -1)).toEqual([live]);
    expect(await raw.zrange(`${prefix}user:u1`, 0, -1)).toEqual([live]);
    expect(await raw.zrange(`${prefix}deadlines`, 0, -1)).toEqual([]);
  });

  it('sweep() restores index entries lost between a script and its index write, and lowers a late deadline entry', async () => {
    const m = await match(['u1', 'u2']);
    await store.scheduleDeadline({ matchId: m, key: 'turn', dueAt: T0 + 50, payload: '{"t":1}' });
    // A process that died right after the scripts would leave the indexes like this:
    await raw.zrem(`${prefix}active`, m);
    await raw.zrem(`${prefix}user:u2`, m);
    await raw.zadd(`${prefix}deadlines`, T0 + 10_000, m);
    expect(await store.listActive('u2')).toEqual([]);
    expect(await store.claimDue(T0 + 100)).toEqual([]);
    const report = await store.sweep();
    expect(report.restored).toBeGreaterThanOrEqual(2);
    expect(await store.listActive()).toEqual([m]);
    expect(await store.listActive('u2')).toEqual([m]);
    expect(await store.claimDue(T0 + 100)).toEqual([{ matchId: m, key: 'turn', dueAt: T0 + 50, payload: '{"t":1}' }]);
  });

  it('finds a due deadline behind many early index entries whose deadlines were cancelled', async () => {
    const stale = await Promise.all(Array.from({ length: 30 }, () => match()));
    await Promise.all(stale.map((m) => store.scheduleDeadline({ matchId: m, key: 'turn', dueAt: T0 + 1, payload: '{}' })));
    await Promise.all(stale.map((m) => store.cancelDeadline(m, 'turn')));
    const due = await match();
    await store.scheduleDeadline({ matchId: due, key: 'turn', dueAt: T0 + 2, payload: '{"due":1}' });
    expect(await store.claimDue(T0 + 10, 5)).toEqual([{ matchId: due, key: 'turn', dueAt: T0 + 2, payload: '{"due":1}' }]);
    expect(await raw.zcard(`${prefix}deadlines`)).toBe(0);
  });

  it('keeps the deadline index entry no later than the earliest deadline under concurrent schedule and claim', async () => {
    const m = await match();
    const other = await createRedisStore({ url: REDIS_URL, keyPrefix: prefix, idleTtlMs: IDLE, archiveTtlMs: ARCHIVE });
    try {
      for (let round = 0; round < 40; round++) {
        await store.scheduleDeadline({ matchId: m, key: `a${round}`, dueAt: T0 + round, payload: '{}' });
        await Promise.all([
          store.claimDue(T0 + round),
          other.scheduleDeadline({ matchId: m, key: `b${round}`, dueAt: T0 + 1_000 + round, payload: '{}' }),
        ]);
        const earliest = await raw.zrange(keys(m)[3]!, 0, 0, 'WITHSCORES');
        const indexed = await raw.zscore(`${prefix}deadlines`, m);
        if (earliest.length) {
          expect(indexed).not.toBeNull();
          expect(Number(indexed)).toBeLessThanOrEqual(Number(earliest[1]));
        }
      }
    } finally {
      await other.close();
    }
  });
});
