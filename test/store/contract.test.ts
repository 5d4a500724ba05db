/**
 * The match store contract, run against every implementation: the in-process store, the embedded (LMDB)
 * store in a temporary directory, the Redis store on the real server (each test in its own key prefix) and
 * the Redis store on a local 3-master Redis Cluster (test/store/cluster.ts; skipped without redis-server).
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { StoreInputError } from '../../src/store/validate.js';
import type { CommitResult, MatchStore } from '../../src/store/types.js';
import { embeddedWorld, memoryWorld, redisWorld, sleep, uniqueId, type World } from './harness.js';
import { clusterUnavailable, clusterWorld, stopCluster } from './cluster.js';

const T0 = 1_750_000_000_000;
/**
 * The TTL of the expiry tests (real time: Redis keeps it). A read that must still find a record comes at least
 * 0.35 TTL before the record's expiry (700 ms a loaded machine's stall would have to eat); a read that must find
 * it gone waits for that with a generous limit instead of guessing when it went.
 */
const TTL = 2_000;
async function eventually(gone: () => Promise<boolean>, limitMs = 30_000): Promise<void> {
  for (const end = Date.now() + limitMs; !(await gone());) {
    if (Date.now() > end) throw new Error(`still there ${limitMs} ms later`);
    await sleep(50);
  }
}

const noCluster = clusterUnavailable();
if (noCluster) console.warn(noCluster);
afterAll(stopCluster);

describe.each([
  ['memory', memoryWorld],
  ['embedded', embeddedWorld],
  ['redis', redisWorld],
  ...(clusterUnavailable() ? [] : [['redis cluster', clusterWorld] as const]),
] as const)('match store contract (%s)', (_name, makeWorld) => {
  let world: World;
  let disposed: World | undefined;
  // Once per world: the concurrent expiry tests below have their own, and their afterEach must not dispose this one again.
  afterEach(async () => {
    if (!world || world === disposed) return;
    disposed = world;
    await world.dispose();
  });

  async function fresh(opts?: { idleTtlMs?: number; archiveTtlMs?: number }): Promise<MatchStore> {
    world = makeWorld();
    return world.connect(opts);
  }

  /**
   * A store in a world of its own (its own data, directory or key prefix), disposed when its test ends. The
   * expiry tests wait on real time, about 10 s together per store, and each proves what it proves on its own
   * data: they run concurrently (it.concurrent), each asking for this instead of the shared `world`.
   */
  async function apart(onTestFinished: (fn: () => Promise<void>) => void, opts: { idleTtlMs?: number; archiveTtlMs?: number }): Promise<MatchStore> {
    const own = makeWorld();
    onTestFinished(() => own.dispose());
    return own.connect(opts);
  }

  async function newMatch(store: MatchStore, participants = ['111', '222']): Promise<string> {
    const matchId = uniqueId();
    const r = await store.create({ matchId, state: '{"v":0}', meta: { game: 'fadalgia' }, participants, interactionId: uniqueId('i'), now: T0 });
    expect(r).toEqual({ ok: true, version: 0 });
    return matchId;
  }

  const commitAt = (store: MatchStore, matchId: string, expectedVersion: number, extra: Partial<Parameters<MatchStore['commit']>[0]> = {}) =>
    store.commit({
      matchId,
      expectedVersion,
      interactionId: uniqueId('i'),
      state: JSON.stringify({ v: expectedVersion + 1 }),
      entry: JSON.stringify({ action: 'pass', v: expectedVersion + 1 }),
      now: T0 + expectedVersion + 1,
      ...extra,
    });

  it('creates a match at version 0 with an empty log; a second create of the id is refused', async () => {
    const store = await fresh();
    const matchId = uniqueId();
    const create = { matchId, state: '{"s":1}', meta: { game: 'fadalgia', thread: '1234' }, participants: ['111', '222'], interactionId: 'i-create', now: T0 };
    expect(await store.create(create)).toEqual({ ok: true, version: 0 });
    expect(await store.load(matchId)).toEqual({ matchId, version: 0, state: '{"s":1}', status: 'active', meta: { game: 'fadalgia', thread: '1234' }, updatedAt: T0 });
    expect(await store.readLog(matchId)).toEqual([]);
    // The same creating interaction delivered again is a duplicate; another one is a conflict.
    expect(await store.create({ ...create, state: '{"s":2}' })).toEqual({ ok: false, reason: 'duplicate', version: 0 });
    expect(await store.create({ ...create, interactionId: 'i-other', state: '{"s":3}' })).toEqual({ ok: false, reason: 'conflict', version: 0 });
    expect((await store.load(matchId))?.state).toBe('{"s":1}');
  });

  it('commits advance the version by one, append the log and merge meta in the same write', async () => {
    const store = await fresh();
    const matchId = await newMatch(store);
    expect(await commitAt(store, matchId, 0, { interactionId: 'i-1' })).toEqual({ ok: true, version: 1 });
    expect(await commitAt(store, matchId, 1, { interactionId: 'i-2', meta: { board: 'msg-9' } })).toEqual({ ok: true, version: 2 });
    expect(await commitAt(store, matchId, 2, { interactionId: 'i-3', meta: { board: 'msg-10', turn: 'p2' } })).toEqual({ ok: true, version: 3 });
    const snap = await store.load(matchId);
    expect(snap).toMatchObject({ version: 3, state: '{"v":3}', status: 'active', updatedAt: T0 + 3 });
    expect(snap?.meta).toEqual({ game: 'fadalgia', board: 'msg-10', turn: 'p2' });
    const log = await store.readLog(matchId);
    expect(log.map((e) => [e.version, e.interactionId, e.at])).toEqual([[1, 'i-1', T0 + 1], [2, 'i-2', T0 + 2], [3, 'i-3', T0 + 3]]);
    expect(JSON.parse(log[2]!.entry)).toEqual({ action: 'pass', v: 3 });
    expect((await store.readLog(matchId, 1)).map((e) => e.version)).toEqual([2, 3]);
    expect((await store.readLog(matchId, 0, 2)).map((e) => e.version)).toEqual([1, 2]);
    expect((await store.readLog(matchId, 2, 5)).map((e) => e.version)).toEqual([3]);
    expect(await store.readLog(matchId, 3)).toEqual([]);
  });

  it('keeps Thai text and JSON special characters intact in state, entry and meta', async () => {
    const store = await fresh();
    const matchId = await newMatch(store);
    const state = JSON.stringify({ name: 'สนาม ฟาดัลเจีย', quote: 'a"b\\c/d\n', emoji: '🃏' });
    expect(await commitAt(store, matchId, 0, { state, entry: state, meta: { title: 'ลีก "สนาม" / รอบ 1' } })).toMatchObject({ ok: true });
    const snap = await store.load(matchId);
    expect(snap?.state).toBe(state);
    expect(snap?.meta.title).toBe('ลีก "สนาม" / รอบ 1');
    expect((await store.readLog(matchId))[0]?.entry).toBe(state);
  });

  it('answers not-found for a commit to an unknown match and writes nothing', async () => {
    const store = await fresh();
    const matchId = uniqueId();
    expect(await commitAt(store, matchId, 0)).toEqual({ ok: false, reason: 'not-found', version: 0 });
    expect(await store.load(matchId)).toBeNull();
    expect(await store.readLog(matchId)).toEqual([]);
  });

  it('applies an interaction id once: a resend is a duplicate even when its expected version matches', async () => {
    const store = await fresh();
    const matchId = await newMatch(store);
    const first = await commitAt(store, matchId, 0, { interactionId: 'click-1', state: '{"a":1}' });
    expect(first).toEqual({ ok: true, version: 1 });
    // Same id at the now-current version: it would pass the version check, but it was already applied.
    expect(await commitAt(store, matchId, 1, { interactionId: 'click-1', state: '{"a":2}' })).toEqual({ ok: false, reason: 'duplicate', version: 1 });
    // Same id at the old version: duplicate wins over conflict.
    expect(await commitAt(store, matchId, 0, { interactionId: 'click-1', state: '{"a":3}' })).toEqual({ ok: false, reason: 'duplicate', version: 1 });
    expect(await store.load(matchId)).toMatchObject({ version: 1, state: '{"a":1}' });
    expect((await store.readLog(matchId)).map((e) => e.interactionId)).toEqual(['click-1']);
  });

  it('refuses a stale expected version (conflict) and changes nothing', async () => {
    const store = await fresh();
    const matchId = await newMatch(store);
    await commitAt(store, matchId, 0);
    await commitAt(store, matchId, 1);
    const before = await store.load(matchId);
    for (const stale of [0, 1, 3, 99]) {
      expect(await commitAt(store, matchId, stale, { meta: { hacked: 'yes' } })).toEqual({ ok: false, reason: 'conflict', version: 2 });
    }
    expect(await store.load(matchId)).toEqual(before);
    expect(await store.readLog(matchId)).toHaveLength(2);
  });

  it('1,000 concurrent commits for one match and version from 8 connections: exactly one wins', async () => {
    const first = await fresh();
    const others = await Promise.all(Array.from({ length: 7 }, () => world.connect()));
    const stores = [first, ...others];
    const matchId = await newMatch(first);
    // 900 distinct interaction ids; 100 of the attempts reuse one, as a re-delivered interaction would.
    const attempts = Array.from({ length: 1000 }, (_, k) => ({ k, interactionId: `race-${k % 900}` }));
    const results = await Promise.all(
      attempts.map(({ k, interactionId }) =>
        stores[k % 8]!.commit({ matchId, expectedVersion: 0, interactionId, state: `{"winner":${k}}`, entry: `{"k":${k}}`, now: T0 + k }),
      ),
    );
    const wins = results.map((r, k) => [r, k] as const).filter(([r]) => r.ok);
    expect(wins).toHaveLength(1);
    const winner = wins[0]![1];
    const winnerId = attempts[winner]!.interactionId;
    results.forEach((r, k) => {
      if (k === winner) return;
      const expected: CommitResult = { ok: false, reason: attempts[k]!.interactionId === winnerId ? 'duplicate' : 'conflict', version: 1 };
      expect(r).toEqual(expected);
    });
    expect(await others[3]!.load(matchId)).toMatchObject({ version: 1, state: `{"winner":${winner}}` });
    const log = await others[5]!.readLog(matchId);
    expect(log.map((e) => [e.version, e.interactionId, e.entry])).toEqual([[1, winnerId, `{"k":${winner}}`]]);
  });

  it('racing writers on 8 connections leave a contiguous log whose last entry is the snapshot', async () => {
    const first = await fresh();
    const stores = [first, ...(await Promise.all(Array.from({ length: 7 }, () => world.connect())))];
    const matchId = await newMatch(first);
    const target = 120;
    const okBy: string[] = [];
    await Promise.all(
      stores.map(async (s, w) => {
        for (let attempt = 0; ; attempt++) {
          const snap = await s.load(matchId);
          if (!snap || snap.version >= target) return;
          const iid = `w${w}-${attempt}`;
          const r = await s.commit({ matchId, expectedVersion: snap.version, interactionId: iid, state: `{"v":${snap.version + 1},"by":"${iid}"}`, entry: `{"by":"${iid}"}`, now: T0 });
          if (r.ok) okBy.push(iid);
          else expect(r.reason).toBe('conflict');
        }
      }),
    );
    const log = await first.readLog(matchId);
    expect(log.map((e) => e.version)).toEqual(Array.from({ length: log.length }, (_, i) => i + 1));
    expect(log.length).toBe(okBy.length);
    expect(new Set(log.map((e) => e.interactionId))).toEqual(new Set(okBy));
    const snap = await first.load(matchId);
    expect(snap?.version).toBe(log.length);
    expect(JSON.parse(snap!.state)).toEqual({ v: log.length, by: log.at(-1)!.interactionId });
  });

  it('lists active matches, per user and overall, in creation order', async () => {
    const store = await fresh();
    const a = uniqueId('a');
    const b = uniqueId('b');
    const c = uniqueId('c');
    await store.create({ matchId: a, state: '{}', meta: {}, participants: ['u1', 'u2'], interactionId: uniqueId(), now: T0 + 1 });
    await store.create({ matchId: b, state: '{}', meta: {}, participants: ['u2', 'u3'], interactionId: uniqueId(), now: T0 + 2 });
    await store.create({ matchId: c, state: '{}', meta: {}, participants: ['u1', 'u3'], interactionId: uniqueId(), now: T0 + 3 });
    expect(await store.listActive()).toEqual([a, b, c]);
    expect(await store.listActive('u1')).toEqual([a, c]);
    expect(await store.listActive('u2')).toEqual([a, b]);
    expect(await store.listActive('nobody')).toEqual([]);
  });

  it('a finished match stays readable with its log, leaves the active lists, accepts no commit and drops its timers', async () => {
    const store = await fresh();
    const matchId = await newMatch(store, ['111', '222']);
    const other = await newMatch(store, ['111', '333']);
    await commitAt(store, matchId, 0);
    expect(await store.scheduleDeadline({ matchId, key: 'turn:1', dueAt: T0 + 10, payload: '{}' })).toBe(true);
    expect(await commitAt(store, matchId, 1, { finished: true, meta: { winner: '111' } })).toEqual({ ok: true, version: 2 });
    const snap = await store.load(matchId);
    expect(snap).toMatchObject({ status: 'finished', version: 2, state: '{"v":2}' });
    expect(snap?.meta).toEqual({ game: 'fadalgia', winner: '111' });
    expect((await store.readLog(matchId)).map((e) => e.version)).toEqual([1, 2]);
    expect(await store.listActive()).toEqual([other]);
    expect(await store.listActive('111')).toEqual([other]);
    expect(await store.listActive('222')).toEqual([]);
    expect(await commitAt(store, matchId, 2)).toEqual({ ok: false, reason: 'conflict', version: 2 });
    expect(await store.scheduleDeadline({ matchId, key: 'turn:2', dueAt: T0, payload: '{}' })).toBe(false);
    expect(await store.claimDue(T0 + 1_000_000)).toEqual([]);
  });

  it('keeps the setup and the ordered log of a finished (archived) match; a resent finishing commit is a duplicate', async () => {
    const store = await fresh();
    const other = await world.connect();
    const matchId = uniqueId();
    const setup = JSON.stringify({ seed: 'ab'.repeat(32), seats: ['ดาบ', 'โล่'] });
    await store.create({ matchId, state: '{"v":0}', meta: {}, participants: ['111', '222'], interactionId: 'i-c', now: T0, setup });
    expect(await store.readSetup(matchId)).toBe(setup);
    expect(await store.head(matchId)).toEqual({ version: 0, status: 'active' });
    for (let v = 0; v < 4; v++) await commitAt(store, matchId, v, { interactionId: `i-${v + 1}` });
    const finish = { matchId, expectedVersion: 4, interactionId: 'i-end', state: '{"v":5,"end":"ชนะ"}', entry: '{"a":"concede"}', now: T0 + 5, finished: true };
    expect(await store.commit(finish)).toEqual({ ok: true, version: 5 });
    // Read from another connection at once (the Redis store may still be folding the match into its archive
    // after answering), then again once the writer has settled: both forms read the same.
    const readBack = async () => {
      expect(await other.head(matchId)).toEqual({ version: 5, status: 'finished' });
      expect(await other.readSetup(matchId)).toBe(setup);
      expect((await other.load(matchId))?.state).toBe('{"v":5,"end":"ชนะ"}');
      const log = await other.readLog(matchId);
      expect(log.map((e) => [e.version, e.interactionId])).toEqual([[1, 'i-1'], [2, 'i-2'], [3, 'i-3'], [4, 'i-4'], [5, 'i-end']]);
      expect(log[4]).toEqual({ version: 5, interactionId: 'i-end', entry: '{"a":"concede"}', at: T0 + 5 });
      expect((await other.readLog(matchId, 3, 1)).map((e) => e.version)).toEqual([4]);
      expect(await other.commit(finish)).toEqual({ ok: false, reason: 'duplicate', version: 5 });
      expect(await other.commit({ ...finish, interactionId: 'i-2' })).toEqual({ ok: false, reason: 'duplicate', version: 5 });
      expect(await other.commit({ ...finish, interactionId: 'i-new', expectedVersion: 5 })).toEqual({ ok: false, reason: 'conflict', version: 5 });
      expect(await other.create({ matchId, state: '{}', meta: {}, participants: [], interactionId: 'i-c', now: T0 })).toEqual({ ok: false, reason: 'duplicate', version: 5 });
    };
    await readBack();
    await (store as { settled?: () => Promise<void> }).settled?.();
    await readBack();
    expect(await other.head(uniqueId())).toBeNull();
    expect(await other.readSetup(uniqueId())).toBeNull();
  });

  it('hands each due deadline to exactly one of two processes claiming concurrently', async () => {
    const a = await fresh();
    const b = await world.connect();
    const matches = await Promise.all(Array.from({ length: 12 }, () => newMatch(a)));
    const scheduled = new Set<string>();
    await Promise.all(
      matches.flatMap((m, i) =>
        Array.from({ length: 10 }, (_, j) => {
          scheduled.add(`${m}/t${j}`);
          return (j % 2 ? a : b).scheduleDeadline({ matchId: m, key: `t${j}`, dueAt: T0 + i * 10 + j, payload: `{"m":${i},"j":${j}}` });
        }),
      ),
    );
    // A deadline that is not due yet must stay.
    await a.scheduleDeadline({ matchId: matches[0]!, key: 'later', dueAt: T0 + 10_000, payload: '{}' });
    const claimedBy: string[][] = [[], []];
    await Promise.all(
      [a, b].map(async (s, who) => {
        for (;;) {
          const got = await s.claimDue(T0 + 5_000, 7);
          expect(got.length).toBeLessThanOrEqual(7);
          if (got.length === 0) return;
          for (const d of got) {
            expect(d.dueAt).toBeLessThanOrEqual(T0 + 5_000);
            const [i, j] = [matches.indexOf(d.matchId), Number(d.key.slice(1))];
            expect(JSON.parse(d.payload)).toEqual({ m: i, j });
            expect(d.dueAt).toBe(T0 + i * 10 + j);
            claimedBy[who]!.push(`${d.matchId}/${d.key}`);
          }
        }
      }),
    );
    // Whatever both left (a claimer may stop on an empty answer while the other holds the rest) must still
    // be there exactly once.
    const rest = (await a.claimDue(T0 + 5_000, 1000)).map((d) => `${d.matchId}/${d.key}`);
    const all = [...claimedBy[0]!, ...claimedBy[1]!, ...rest];
    expect(all).toHaveLength(120);
    expect(new Set(all)).toEqual(scheduled);
    expect(await a.claimDue(T0 + 9_999)).toEqual([]);
    expect(await b.claimDue(T0 + 10_000)).toEqual([{ matchId: matches[0], key: 'later', dueAt: T0 + 10_000, payload: '{}' }]);
    expect(await a.claimDue(T0 + 99_999)).toEqual([]);
  });

  it('a delta commit (no state) keeps the last state and says its version; the log after it holds the changes', async () => {
    const store = await fresh();
    const other = await world.connect();
    const m = await newMatch(store);
    expect(await commitAt(store, m, 0)).toEqual({ ok: true, version: 1 });
    expect(await commitAt(store, m, 1, { state: undefined, entry: '{"a":2}' })).toEqual({ ok: true, version: 2 });
    expect(await commitAt(store, m, 2, { state: undefined, entry: '{"a":3}' })).toEqual({ ok: true, version: 3 });
    // Another process sees the latest version, the state it has and which version that state is.
    expect(await other.load(m)).toMatchObject({ version: 3, stateVersion: 1, state: '{"v":1}' });
    expect(await other.head(m)).toEqual({ version: 3, status: 'active' });
    expect((await other.readLog(m, 1)).map((e) => e.entry)).toEqual(['{"a":2}', '{"a":3}']);
    // The delta commit is checked like any other: a stale version or a resent interaction changes nothing.
    expect(await commitAt(store, m, 2, { state: undefined })).toEqual({ ok: false, reason: 'conflict', version: 3 });
    // A periodic snapshot brings the state up to the version again.
    expect(await commitAt(store, m, 3)).toEqual({ ok: true, version: 4 });
    const snap = await other.load(m);
    expect(snap).toMatchObject({ version: 4, state: '{"v":4}' });
    expect(snap).not.toHaveProperty('stateVersion');
    // The archive keeps the final state, so a finishing commit must carry it.
    await expect(commitAt(store, m, 4, { state: undefined, finished: true })).rejects.toThrow(StoreInputError);
    expect(await commitAt(store, m, 4, { finished: true })).toEqual({ ok: true, version: 5 });
    expect(await other.load(m)).toMatchObject({ version: 5, status: 'finished', state: '{"v":5}' });
    expect(await other.load(m)).not.toHaveProperty('stateVersion');
  });

  it('checkpoint stores the state of a live match at its exact version when the stored one is older, and changes nothing else', async () => {
    const store = await fresh();
    const other = await world.connect();
    const m = await newMatch(store);
    await commitAt(store, m, 0);
    await commitAt(store, m, 1, { state: undefined, entry: '{"a":2}' });
    await commitAt(store, m, 2, { state: undefined, entry: '{"a":3}' });
    // Not at the match's version, or a match that is not there: refused.
    expect(await other.checkpoint({ matchId: m, version: 2, state: '{"v":2}' })).toBe(false);
    expect(await other.checkpoint({ matchId: uniqueId(), version: 0, state: '{}' })).toBe(false);
    expect(await other.load(m)).toMatchObject({ version: 3, stateVersion: 1, state: '{"v":1}' });
    expect(await other.checkpoint({ matchId: m, version: 3, state: '{"v":3}' })).toBe(true);
    const snap = await store.load(m);
    expect(snap).toMatchObject({ version: 3, state: '{"v":3}', status: 'active' });
    expect(snap).not.toHaveProperty('stateVersion');
    expect((await store.readLog(m)).map((e) => e.version)).toEqual([1, 2, 3]);
    // Already stored at its version: nothing to do. The next delta counts from the checkpoint.
    expect(await other.checkpoint({ matchId: m, version: 3, state: '{"other":1}' })).toBe(false);
    expect(await commitAt(store, m, 3, { state: undefined, entry: '{"a":4}' })).toEqual({ ok: true, version: 4 });
    expect(await other.load(m)).toMatchObject({ version: 4, stateVersion: 3, state: '{"v":3}' });
    // A finished match keeps the state its finishing commit stored.
    await commitAt(store, m, 4, { finished: true });
    expect(await other.checkpoint({ matchId: m, version: 5, state: '{"other":1}' })).toBe(false);
    expect((await other.load(m))?.state).toBe('{"v":5}');
    await expect(other.checkpoint({ matchId: 'a b', version: 0, state: '{}' })).rejects.toBeInstanceOf(StoreInputError);
  });

  it('loadWithTail (where a store has it) gives what load() and readLog after the stored state give, or a null tail when it did not read them all', async () => {
    const store = await fresh();
    const other = await world.connect();
    if (!other.loadWithTail) return;
    const m = await newMatch(store);
    expect(await other.loadWithTail(m)).toEqual({ snap: await other.load(m), tail: [] });
    await commitAt(store, m, 0);
    for (let v = 1; v < 5; v++) await commitAt(store, m, v, { state: undefined, entry: `{"a":${v + 1}}` });
    const got = (await other.loadWithTail(m))!;
    expect(got.snap).toEqual(await other.load(m));
    expect(got.snap).toMatchObject({ version: 5, stateVersion: 1 });
    expect(got.tail).toEqual(await other.readLog(m, 1));
    expect(got.tail!.map((e) => e.entry)).toEqual(['{"a":2}', '{"a":3}', '{"a":4}', '{"a":5}']);
    // A state older than the entries read with it (a writer storing it rarely): the caller reads the log.
    for (let v = 5; v < 40; v++) await commitAt(store, m, v, { state: undefined, entry: `{"a":${v + 1}}` });
    expect(await other.loadWithTail(m)).toMatchObject({ snap: { version: 40, stateVersion: 1 }, tail: null });
    expect(await other.loadWithTail(uniqueId())).toBeNull();
  });

  it('a leased claim hides the deadline until the lease ends, then hands it out again with its own due time', async () => {
    const store = await fresh();
    const other = await world.connect();
    const m = await newMatch(store);
    await store.scheduleDeadline({ matchId: m, key: 'turn', dueAt: T0 + 100, payload: '{"n":1}' });
    const [first, ...none] = await store.claimDue(T0 + 150, 10, 1_000);
    expect(none).toEqual([]);
    expect(first).toMatchObject({ matchId: m, key: 'turn', dueAt: T0 + 100, payload: '{"n":1}' });
    expect(first!.lease).toMatch(/\S/);
    // Held: nobody else gets it while the lease runs, leased or not.
    expect(await other.claimDue(T0 + 1_149, 10, 1_000)).toEqual([]);
    expect(await other.claimDue(T0 + 1_149)).toEqual([]);
    // The holder died without settling: at the lease's end it is due again, for one claimer, with a new token.
    const [again] = await other.claimDue(T0 + 1_150, 10, 1_000);
    expect(again).toMatchObject({ matchId: m, key: 'turn', dueAt: T0 + 100, payload: '{"n":1}' });
    expect(again!.lease).not.toBe(first!.lease);
    expect(await store.claimDue(T0 + 1_150, 10, 1_000)).toEqual([]);
    // The first holder waking up late cannot end the second's lease; the second settles it for good.
    expect(await store.settleDeadline(first!)).toBe(false);
    expect(await other.settleDeadline(again!)).toBe(true);
    expect(await other.settleDeadline(again!)).toBe(false);
    expect(await store.claimDue(T0 + 1_000_000, 10, 1_000)).toEqual([]);
  });

  it('rescheduling or cancelling a leased deadline ends the lease; settling the old lease then removes nothing', async () => {
    const store = await fresh();
    const m = await newMatch(store);
    await store.scheduleDeadline({ matchId: m, key: 'turn', dueAt: T0 + 100, payload: '{"n":1}' });
    await store.scheduleDeadline({ matchId: m, key: 'afk', dueAt: T0 + 100, payload: '{"afk":1}' });
    const leased = await store.claimDue(T0 + 100, 10, 60_000);
    expect(leased.map((d) => d.key)).toEqual(['afk', 'turn']);
    // The handler re-armed the key for the next decision while it held the lease (as the timers do).
    await store.scheduleDeadline({ matchId: m, key: 'turn', dueAt: T0 + 300, payload: '{"n":2}' });
    await store.cancelDeadline(m, 'afk');
    for (const d of leased) expect(await store.settleDeadline(d)).toBe(false);
    // The new deadline is due at its own time, not at the old lease's end.
    expect(await store.claimDue(T0 + 299)).toEqual([]);
    expect(await store.claimDue(T0 + 300)).toEqual([{ matchId: m, key: 'turn', dueAt: T0 + 300, payload: '{"n":2}' }]);
    expect(await store.claimDue(T0 + 1_000_000)).toEqual([]);
  });

  it('a leased deadline goes with its finished match; a bad lease length is refused', async () => {
    const store = await fresh();
    const m = await newMatch(store);
    await store.scheduleDeadline({ matchId: m, key: 'turn', dueAt: T0, payload: '{}' });
    const [d] = await store.claimDue(T0, 10, 500);
    expect(await commitAt(store, m, 0, { finished: true })).toEqual({ ok: true, version: 1 });
    expect(await store.claimDue(T0 + 1_000_000, 10, 500)).toEqual([]);
    expect(await store.settleDeadline(d!)).toBe(false);
    for (const bad of [-1, 1.5, Number.NaN]) await expect(store.claimDue(T0, 10, bad)).rejects.toThrow(StoreInputError);
  });

  it('hands each due deadline to exactly one of two processes claiming leases concurrently, and again once after the leases end', async () => {
    const a = await fresh();
    const b = await world.connect();
    const matches = await Promise.all(Array.from({ length: 6 }, () => newMatch(a)));
    await Promise.all(matches.flatMap((m, i) => [0, 1, 2].map((j) => a.scheduleDeadline({ matchId: m, key: `t${j}`, dueAt: T0 + i + j, payload: '{}' }))));
    const round = async (now: number) => {
      const got = await Promise.all([a, b].map(async (s) => {
        const mine = [];
        for (let d = await s.claimDue(now, 4, 1_000); d.length; d = await s.claimDue(now, 4, 1_000)) mine.push(...d);
        return mine;
      }));
      return got.flat().map((d) => `${d.matchId}/${d.key}`).sort();
    };
    const all = matches.flatMap((m) => [0, 1, 2].map((j) => `${m}/t${j}`)).sort();
    // Nobody settles (both "died"): each deadline comes back exactly once per lease period.
    expect(await round(T0 + 10)).toEqual(all);
    expect(await round(T0 + 500)).toEqual([]);
    expect(await round(T0 + 1_010)).toEqual(all);
  });

  it('rescheduling a deadline key replaces it, earlier or later; cancel removes it', async () => {
    const store = await fresh();
    const m = await newMatch(store);
    await store.scheduleDeadline({ matchId: m, key: 'turn', dueAt: T0 + 100, payload: '{"n":1}' });
    await store.scheduleDeadline({ matchId: m, key: 'turn', dueAt: T0 + 500, payload: '{"n":2}' });
    expect(await store.claimDue(T0 + 200)).toEqual([]);
    await store.scheduleDeadline({ matchId: m, key: 'afk', dueAt: T0 + 50, payload: '{"afk":1}' });
    await store.cancelDeadline(m, 'afk');
    await store.cancelDeadline(m, 'never-scheduled');
    expect(await store.claimDue(T0 + 400)).toEqual([]);
    expect(await store.claimDue(T0 + 500)).toEqual([{ matchId: m, key: 'turn', dueAt: T0 + 500, payload: '{"n":2}' }]);
    expect(await store.claimDue(T0 + 600)).toEqual([]);
    await store.scheduleDeadline({ matchId: m, key: 'turn', dueAt: T0 + 900, payload: '{"n":3}' });
    await store.scheduleDeadline({ matchId: m, key: 'turn', dueAt: T0 + 700, payload: '{"n":4}' });
    expect(await store.claimDue(T0 + 800)).toEqual([{ matchId: m, key: 'turn', dueAt: T0 + 700, payload: '{"n":4}' }]);
    expect(await store.scheduleDeadline({ matchId: uniqueId(), key: 'turn', dueAt: T0, payload: '{}' })).toBe(false);
  });

  it.concurrent('an idle match expires after the idle TTL; its id can then be used again', async ({ onTestFinished }) => {
    const store = await apart(onTestFinished, { idleTtlMs: TTL });
    const m = await newMatch(store, ['u9']);
    await commitAt(store, m, 0);
    await store.scheduleDeadline({ matchId: m, key: 'turn', dueAt: T0, payload: '{}' });
    await sleep(TTL / 2);
    // A commit refreshes the TTL: read past the first TTL, well inside the new one.
    await commitAt(store, m, 1);
    await sleep(TTL * 0.65);
    expect(await store.load(m)).toMatchObject({ version: 2 });
    await eventually(async () => (await store.load(m)) === null);
    expect(await store.load(m)).toBeNull();
    expect(await store.readLog(m)).toEqual([]);
    expect(await store.listActive()).toEqual([]);
    expect(await store.listActive('u9')).toEqual([]);
    expect(await store.claimDue(T0 + 1)).toEqual([]);
    expect(await commitAt(store, m, 2)).toEqual({ ok: false, reason: 'not-found', version: 0 });
    expect(await store.create({ matchId: m, state: '{"again":1}', meta: {}, participants: ['u9'], interactionId: uniqueId(), now: T0 })).toEqual({ ok: true, version: 0 });
    expect(await commitAt(store, m, 0)).toEqual({ ok: true, version: 1 });
    expect((await store.readLog(m)).map((e) => e.version)).toEqual([1]);
  });

  it.concurrent('a finished match is kept for the archive TTL, then expires', async ({ onTestFinished }) => {
    const store = await apart(onTestFinished, { idleTtlMs: 60_000, archiveTtlMs: 250 });
    const m = await newMatch(store);
    await commitAt(store, m, 0, { finished: true });
    expect(await store.load(m)).toMatchObject({ status: 'finished' });
    await sleep(400);
    await eventually(async () => (await store.load(m)) === null);
    expect(await store.readLog(m)).toEqual([]);
  });

  it.concurrent('a link leads to its match while it lives, follows its TTL and passes to a newer match', async ({ onTestFinished }) => {
    // TTLs long enough that a loaded CI machine's late timers cannot expire a link early (margins of TTL * 0.35).
    const store = await apart(onTestFinished, { idleTtlMs: TTL, archiveTtlMs: TTL });
    const link = `thread:${uniqueId('t')}`;
    const a = uniqueId();
    await store.create({ matchId: a, state: '{}', meta: {}, participants: ['u1'], interactionId: uniqueId('i'), links: [link], now: T0 });
    expect(await store.findLink(link)).toBe(a);
    expect(await store.findLink('thread:nothing-here')).toBeNull();
    await sleep(TTL / 2);
    // A commit keeps the link alive as long as the match: past the TTL it had from its creation.
    await commitAt(store, a, 0, { finished: true });
    await (store as { settled?: () => Promise<void> }).settled?.();
    await sleep(TTL * 0.65);
    expect(await store.findLink(link)).toBe(a);
    const b = uniqueId();
    await store.create({ matchId: b, state: '{}', meta: {}, participants: ['u1'], interactionId: uniqueId('i'), links: [link], now: T0 });
    expect(await store.findLink(link)).toBe(b);
    await eventually(async () => (await store.findLink(link)) === null);
    await expect(store.findLink('no spaces')).rejects.toBeInstanceOf(StoreInputError);
  });

  it.concurrent('sweep() leaves live matches listed and reports expired ones', async ({ onTestFinished }) => {
    // The live match must outlive the sweep: a TTL no stall of a loaded machine reaches.
    const store = await apart(onTestFinished, { idleTtlMs: TTL });
    const gone = await newMatch(store, ['u1']);
    await sleep(TTL + 100);
    const live = await newMatch(store, ['u1']);
    const report = await store.sweep();
    expect(report.removed).toBeGreaterThanOrEqual(1);
    expect(await store.listActive('u1')).toEqual([live]);
    expect(await store.load(gone)).toBeNull();
  });

  it.each([
    ['a match id with a brace', { matchId: 'x}y' }],
    ['an empty match id', { matchId: '' }],
    ['a negative expected version', { expectedVersion: -1 }],
    ['a fractional expected version', { expectedVersion: 1.5 }],
    ['an interaction id with a space', { interactionId: 'a b' }],
    ['a non-string meta value', { meta: { n: 1 as unknown as string } }],
  ])('refuses %s with StoreInputError and writes nothing', async (_what, bad) => {
    const store = await fresh();
    const m = await newMatch(store);
    await expect(commitAt(store, m, 0, bad)).rejects.toBeInstanceOf(StoreInputError);
    expect(await store.load(m)).toMatchObject({ version: 0 });
  });

  it('reports ping true while open and refuses work once closed', async () => {
    const store = await fresh();
    expect(await store.ping()).toBe(true);
    await store.close();
    expect(await store.ping()).toBe(false);
    await expect(store.load(uniqueId())).rejects.toThrow(/unavailable|closed/i);
  });
});
