/**
 * Match store figures: commit latency for a ~20 KB state (one at a time, and with 64 in flight), commits
 * per second from one process with 64 in flight, and the floor they are compared with — the Redis round
 * trip (PING) and the JSON encode time of that state, measured in the same run.
 * Targets: commit p50 ≤ 3 × (PING p50 + stringify p50); ≥ 2,000 commits/s.
 * Then the size of a match's log and of a finished match, before and after the compact log (issue 17): one
 * random Fadalgia match through the action path; "before" is the same match written in the previous layout
 * (entries with full Thai and English event texts, a log stream, the seen set and the state kept as they
 * were), rebuilt on scratch keys and measured with MEMORY USAGE beside the real, archived one.
 * Uses REDIS_URL (default redis://127.0.0.1:6379) with a random key prefix that it deletes afterwards; the
 * embedded (LMDB) store runs in a temporary directory.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { unlinkByPrefix } from './redis-keys.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmbeddedStore } from '../src/store/embedded/match-store.js';
import { createMemoryStore } from '../src/store/memory-store.js';
import { createRedisStore } from '../src/store/redis-store.js';
import type { MatchStore } from '../src/store/types.js';
import { realEngine } from '../src/match/engine-adapter.js';
import { MatchService, type LoadedMatch, type MatchMeta } from '../src/match/service.js';
import { legalActions, type MatchState } from '../src/engine/index.js';

const URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SEQUENTIAL = 2_000;
const IN_FLIGHT = 64;
const LOADED = 10_000;

const print = (name: string, value: number, unit: string) => console.log(`bench ${name} ${Number(value.toPrecision(4))} ${unit}`);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

/** A state shaped like an engine state: 8 zones of card instances, ~20 KB as JSON. */
function engineState(version: number) {
  const zones = ['deck', 'hand', 'life', 'field', 'break', 'grave', 'stream', 'removed'];
  return {
    version,
    schemaVersion: 1,
    rng: { s: [1, 2, 3, 4] },
    seats: zones.slice(0, 2).map((z, seat) => ({
      seat,
      zones: Object.fromEntries(zones.map((zone) => [zone, Array.from({ length: 15 }, (_, i) => ({
        iid: `${seat}-${zone}-${i}`, def: `FDG-01-${String((i * 37) % 120).padStart(3, '0')}`, faceDown: zone === 'hand', counters: {}, tapped: i % 3 === 0,
      }))])),
    })),
    prompt: { promptId: `p${version}`, seat: version % 2, kind: 'priority' },
  };
}

async function timeEach(n: number, f: (i: number) => Promise<unknown> | unknown): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await f(i);
    out.push((performance.now() - t) * 1000);
  }
  return out;
}

async function newMatches(store: MatchStore, n: number, state: string): Promise<string[]> {
  const ids = Array.from({ length: n }, () => `bench-${randomUUID().slice(0, 12)}`);
  // With a thread link, as every bot match has: each commit also refreshes the link's TTL.
  await Promise.all(ids.map((matchId) => store.create({ matchId, state, meta: {}, participants: ['u1', 'u2'], interactionId: `${matchId}-c`, links: [`thread:${matchId}`], now: Date.now() })));
  return ids;
}

async function benchStore(label: string, store: MatchStore, states: string[]): Promise<number> {
  // One at a time: latency without queueing.
  const [solo] = await newMatches(store, 1, states[0]!);
  let v = 0;
  const commitNext = async (matchId: string, version: number) => {
    const r = await store.commit({ matchId, expectedVersion: version, interactionId: `${matchId}-${version + 1}`, state: states[version % states.length]!, entry: '{"action":"pass"}', now: Date.now() });
    if (!r.ok) throw new Error(`bench commit refused: ${r.reason}`);
  };
  await timeEach(200, () => commitNext(solo!, v++)); // warm-up
  const lat = await timeEach(SEQUENTIAL, () => commitNext(solo!, v++));
  print(`store_${label}_commit_p50`, pct(lat, 0.5), 'us');
  print(`store_${label}_commit_p99`, pct(lat, 0.99), 'us');

  // 64 in flight, one commit chain per match, as 64 busy matches would produce.
  const ids = await newMatches(store, IN_FLIGHT, states[0]!);
  const loaded: number[] = [];
  let remaining = LOADED;
  const t0 = performance.now();
  await Promise.all(ids.map(async (matchId) => {
    for (let version = 0; remaining > 0; version++) {
      remaining--;
      const t = performance.now();
      await commitNext(matchId, version);
      loaded.push((performance.now() - t) * 1000);
    }
  }));
  const seconds = (performance.now() - t0) / 1000;
  print(`store_${label}_commits_per_s_${IN_FLIGHT}_in_flight`, LOADED / seconds, 'commits/s');
  print(`store_${label}_commit_p50_${IN_FLIGHT}_in_flight`, pct(loaded, 0.5), 'us');
  print(`store_${label}_commit_p99_${IN_FLIGHT}_in_flight`, pct(loaded, 0.99), 'us');
  return pct(lat, 0.5);
}

/** Bytes of a match's log per entry and of a finished match, in the previous layout and in the compact one. */
async function benchLogSize(raw: Redis, keyPrefix: string): Promise<void> {
  const store = await createRedisStore({ url: URL, keyPrefix, idleTtlMs: 600_000, archiveTtlMs: 600_000 });
  const service = new MatchService(store, realEngine);
  const matchId = `logsize-${randomUUID().slice(0, 8)}`;
  const [p0, p1] = ['1500000000000000001', '1500000000000000002'];
  const decks = realEngine.precons().filter((p) => p.format === 'starter-c');
  const meta: MatchMeta = { game: 'fadalgia', format: 'starter-c', p0, p1, lang: 'th', guild: '1500000000000000100', channel: '1500000000000000300',
    thread: '1500000000000000400', board: '1500000000000000500', startedAt: '0', d0: 'precon:starter-flame', d1: 'precon:starter-tide', series: '1', challenger: p0 };
  let m: LoadedMatch = (await service.create({ setup: { matchId, game: 'fadalgia', format: 'starter-c', seed: '5a'.repeat(32),
    seats: [{ name: 'สมชาย', deck: decks[0]!.deck }, { name: 'Alice', deck: decks[1]!.deck }], challenger: 0 }, meta, interactionId: `${matchId}-c`, now: Date.now() }))!;
  let x = 17;
  const old: Array<{ i: string; e: string; at: number }> = [];
  const compact: string[] = [];
  while (m.snap.status === 'active') {
    const seat = m.prompt!.seat;
    const acts = legalActions(m.state as MatchState, seat).filter((a) => a.type !== 'concede' && !(a.type === 'answer' && a.choice[0] === 'cancel'));
    x = (x * 1103515245 + 12345) >>> 0;
    const action = old.length >= 400 ? { type: 'concede' as const, seat } : acts[x % acts.length]!;
    const interactionId = String(1500000000000900000n + BigInt(old.length));
    const at = Date.now();
    const r = await service.act({ matchId, userId: seat === 0 ? p0 : p1, interactionId, now: at, decide: () => ({ ok: true, action }) });
    if (r.kind !== 'applied') throw new Error(`log size bench: ${r.kind}`);
    old.push({ i: interactionId, e: JSON.stringify({ by: seat === 0 ? p0 : p1, action, events: r.events, at }), at });
    m = r.after;
  }
  for (const e of await store.readLog(matchId)) compact.push(e.entry);
  // The previous layout of the same match on scratch keys: full-text entries in a stream, the seen set, the state.
  const scratch = (part: string) => `${keyPrefix}{scratch-${matchId}}:${part}`;
  for (const [n, e] of old.entries()) await raw.xadd(scratch('log'), `${n + 1}-1`, 'i', e.i, 'e', e.e, 'at', e.at);
  for (const [n, e] of compact.entries()) await raw.xadd(scratch('clog'), `${n + 1}-1`, 'i', old[n]!.i, 'e', e, 'at', old[n]!.at);
  await raw.sadd(scratch('seen'), `${matchId}-c`, ...old.map((e) => e.i));
  await raw.hset(scratch('snap'), 'v', old.length, 'state', m.snap.state, 'status', 'finished', 'meta', JSON.stringify(meta), 'participants', JSON.stringify([p0, p1]),
    'updatedAt', Date.now(), 'createdAt', Date.now(), 'links', '["thread:1500000000000000400"]');
  const usage = async (key: string) => (await raw.memory('USAGE', key, 'SAMPLES', 0)) ?? 0;
  const before = (await usage(scratch('log'))) + (await usage(scratch('seen'))) + (await usage(scratch('snap')));
  const after = await usage(`${keyPrefix}{${matchId}}:snap`);
  const avg = (xs: string[]) => xs.reduce((a, e) => a + Buffer.byteLength(e), 0) / xs.length;
  print('store_log_actions_in_match', old.length, 'actions');
  print('store_log_entry_json_before', avg(old.map((e) => e.e)), 'bytes');
  print('store_log_entry_json_after', avg(compact), 'bytes');
  print('store_log_stream_per_entry_before', (await usage(scratch('log'))) / old.length, 'bytes');
  print('store_log_stream_per_entry_after', (await usage(scratch('clog'))) / old.length, 'bytes');
  print('store_finished_match_before', before / 1024, 'KiB');
  print('store_finished_match_after_archive', after / 1024, 'KiB');
  await store.close();
}

async function main(): Promise<void> {
  const stateObjects = Array.from({ length: 8 }, (_, i) => engineState(i));
  const states = stateObjects.map((s) => JSON.stringify(s));
  print('store_state_size', states[0]!.length / 1024, 'KiB');

  const encode = await timeEach(SEQUENTIAL, (i) => JSON.stringify(stateObjects[i % stateObjects.length]));
  const encodeP50 = pct(encode, 0.5);
  print('store_state_stringify_p50', encodeP50, 'us');

  const raw = new Redis(URL);
  await timeEach(200, () => raw.ping());
  const rtt = await timeEach(SEQUENTIAL, () => raw.ping());
  const rttP50 = pct(rtt, 0.5);
  print('store_redis_ping_p50', rttP50, 'us');
  print('store_redis_ping_p99', pct(rtt, 0.99), 'us');

  const keyPrefix = `sanambench:${randomUUID().slice(0, 8)}:`;
  const redis = await createRedisStore({ url: URL, keyPrefix, idleTtlMs: 600_000, archiveTtlMs: 600_000 });
  try {
    const p50 = await benchStore('redis', redis, states);
    print('store_redis_commit_p50_over_ping_plus_encode', p50 / (rttP50 + encodeP50), 'x (target <= 3)');
    await benchLogSize(raw, keyPrefix);
  } finally {
    await redis.close();
    await unlinkByPrefix(raw, keyPrefix);
    raw.disconnect();
  }

  await benchStore('memory', createMemoryStore({ idleTtlMs: 600_000, archiveTtlMs: 600_000 }), states);

  // The embedded default (LMDB, one durable transaction per commit) in a temporary DATA_DIR.
  const dir = mkdtempSync(join(tmpdir(), 'sanam-bench-'));
  const embedded = createEmbeddedStore({ dir, idleTtlMs: 600_000, archiveTtlMs: 600_000 });
  try {
    await benchStore('embedded', embedded, states);
  } finally {
    await embedded.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
