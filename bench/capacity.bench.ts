/**
 * Capacity, opt-in (`npm run bench -- capacity`; the default bench skips it): 10,000 live matches of ~100
 * actions each on one process and one Redis, then a paced load of 500 actions/s across them for a minute
 * through the real action path (MatchService.act on the Redis store, random legal actions).
 *
 * The matches are built through the real action path too: MatchService.create with its own seed and id,
 * then ~100 MatchService.act calls of random legal actions each, BUILD_IN_FLIGHT matches at a time (so the
 * Redis round trips of one overlap the engine work of the others). What Redis holds is so exactly what
 * players would have left: stored states with the compact log after them (match/delta.ts), seen ids, links,
 * indexes. A game that ends before its ~100 actions is deleted and started again with a new seed.
 *
 * Redis is a redis-server of the bench's own on a free port (so INFO's used memory is the bench's alone), or
 * CAPACITY_REDIS_URL with a random key prefix that is deleted afterwards. Printed: build time, Redis used
 * memory per match (target ≤ 64 KB), process RSS, the paced load's action p50/p99 from the scheduled time
 * (target p99 < 20 ms) and the rate reached, and what the tail is made of during the load (GC pauses, event
 * loop delay, Redis PING latency from a second connection); then the cold-load cost after a restart of the
 * bot process (empty cache, new connection).
 * CAPACITY_MATCHES, CAPACITY_ACTIONS, CAPACITY_RATE, CAPACITY_SECONDS, CAPACITY_CACHE change the sizes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { unlinkByPrefix } from './redis-keys.js';
import { realEngine } from '../src/match/engine-adapter.js';
import { MatchService, threadLink, type MatchMeta } from '../src/match/service.js';
import { createRedisStore, type RedisStore } from '../src/store/redis-store.js';
import { P0, P1, pct, privateRedis, prng, randomAction } from './capacity-support.js';

const MATCHES = Number(process.env.CAPACITY_MATCHES ?? 10_000);
const ACTIONS = Number(process.env.CAPACITY_ACTIONS ?? 100);
const RATE = Number(process.env.CAPACITY_RATE ?? 500);
const SECONDS = Number(process.env.CAPACITY_SECONDS ?? 60);
/** The paced load's service cache (parsed matches kept by the process); the production default is 1,000. */
const CACHE = Number(process.env.CAPACITY_CACHE ?? 1_000);
const BUILD_IN_FLIGHT = 64;

const print = (name: string, value: number, unit: string) => console.log(`bench capacity.${name} ${Number(value.toPrecision(4))} ${unit}`);
const mb = (bytes: number) => bytes / 1024 / 1024;
const cpuSeconds = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1e6;

async function usedMemory(r: Redis): Promise<number> {
  const info = await r.info('memory');
  return Number(/used_memory:(\d+)/.exec(info)![1]);
}

/** CPU seconds the Redis server has used (user + system). */
async function redisCpu(r: Redis): Promise<number> {
  const info = await r.info('cpu');
  return Number(/used_cpu_user:([\d.]+)/.exec(info)![1]) + Number(/used_cpu_sys:([\d.]+)/.exec(info)![1]);
}

/**
 * Interaction ids shaped as Discord's (snowflakes: 19-digit integers), as the players' clicks carry them:
 * Redis keeps a seen set of such ids as a compact intset.
 */
let snowflake = 1_550_000_000_000_000_000n;
const interactionId = () => String(snowflake++);

const decks = realEngine.precons().filter((p) => p.format === 'starter-c');

function metaOf(k: number): MatchMeta {
  return { game: 'fadalgia', format: 'starter-c', p0: P0, p1: P1, lang: k % 2 ? 'th' : 'en', guild: '1500000000000000100',
    channel: '1500000000000000300', thread: `15000000${String(k).padStart(11, '0')}`, board: `16000000${String(k).padStart(11, '0')}`,
    startedAt: String(Date.now()), d0: 'precon:starter-flame', d1: 'precon:starter-tide', series: '1', challenger: P0 };
}

/**
 * Builds the live matches through the real action path (see the header); returns each match's seat to act
 * next and how many games ended early and were replaced.
 */
async function build(service: MatchService, raw: Redis, keyPrefix: string, count: number): Promise<{ next: Map<string, 0 | 1>; replaced: number }> {
  const next = new Map<string, 0 | 1>();
  const rnd = prng(777);
  let replaced = 0;
  let i = 0;
  let lastReport = performance.now();
  const worker = async () => {
    while (i < count) {
      const k = i++;
      for (;;) {
        const matchId = `cap${String(k).padStart(6, '0')}-${randomUUID().slice(0, 6)}`;
        const meta = metaOf(k);
        const created = await service.create({ setup: { matchId, game: 'fadalgia', format: 'starter-c', seed: randomBytes(32).toString('hex'),
          seats: [{ name: 'สมชาย', deck: decks[0]!.deck }, { name: 'Alice', deck: decks[1]!.deck }], challenger: 0 }, meta, interactionId: interactionId(), now: Date.now() });
        if (!created) throw new Error('create refused');
        let seat = created.prompt!.seat;
        let ended = false;
        for (let v = 0; v < ACTIONS && !ended; v++) {
          const r = await service.act({ matchId, userId: seat === 0 ? P0 : P1, interactionId: interactionId(), now: Date.now(),
            decide: (_p, s, m) => ({ ok: true, action: randomAction(m.state, s, rnd) }) });
          if (r.kind !== 'applied') throw new Error(`build: action ${r.kind}`);
          ended = r.finished;
          if (!ended) seat = r.after.prompt!.seat;
        }
        if (!ended) {
          next.set(matchId, seat);
          break;
        }
        // A game that ended early: not a live match. Its archive is deleted, and the slot played again.
        replaced++;
        await raw.unlink(`${keyPrefix}{${matchId}}:snap`, `${keyPrefix}link:${threadLink(meta.thread)}`);
      }
      if (performance.now() - lastReport > 10_000) {
        lastReport = performance.now();
        console.error(`capacity: ${next.size} of ${count} matches built`);
      }
    }
  };
  await Promise.all(Array.from({ length: BUILD_IN_FLIGHT }, worker));
  return { next, replaced };
}

/** The seat to act in each live match a kept run left (CAPACITY_REUSE). */
async function liveSeats(store: RedisStore): Promise<Map<string, 0 | 1>> {
  const service = new MatchService(store, realEngine, { cacheSize: 1 });
  const next = new Map<string, 0 | 1>();
  for (const id of await store.listActive()) {
    const m = await service.load(id);
    if (m?.prompt) next.set(id, m.prompt.seat);
  }
  return next;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sanam-capacity-'));
  const own = process.env.CAPACITY_REDIS_URL ? null : await privateRedis(dir);
  const url = process.env.CAPACITY_REDIS_URL ?? own!.url;
  // CAPACITY_REUSE=<prefix> (with CAPACITY_REDIS_URL) plays the paced load on matches a run with CAPACITY_KEEP=1 left.
  const reuse = process.env.CAPACITY_REUSE;
  const keyPrefix = reuse ?? `sanambench:cap:${randomUUID().slice(0, 8)}:`;
  const raw = new Redis(url);
  let store = await createRedisStore({ url, keyPrefix, idleTtlMs: 3_600_000, archiveTtlMs: 3_600_000 });
  try {
    const mem0 = await usedMemory(raw);
    const t0 = performance.now();
    const buildCpu0 = process.cpuUsage();
    const buildRedis0 = await redisCpu(raw);
    // Its own service with a small cache: the paced load below starts from a cache as empty as a new process's.
    const { next: nextSeat, replaced } = reuse
      ? { next: await liveSeats(store), replaced: 0 }
      : await build(new MatchService(store, realEngine, { cacheSize: 2 * BUILD_IN_FLIGHT }), raw, keyPrefix, MATCHES);
    const buildSeconds = (performance.now() - t0) / 1000;
    const mem1 = await usedMemory(raw);
    // A reused set (CAPACITY_REUSE) was built by an earlier run: its build and memory figures are that run's.
    if (!reuse) {
      print('build_seconds', buildSeconds, 's (real action path, create + act)');
      print('build_actions_per_s', (MATCHES * ACTIONS) / buildSeconds, 'actions/s');
      print('build_bot_cpu_seconds', cpuSeconds(process.cpuUsage(buildCpu0)), 's');
      print('build_redis_cpu_seconds', (await redisCpu(raw)) - buildRedis0, 's');
      print('build_games_ended_early_replaced', replaced, 'matches');
      print('live_matches', nextSeat.size, 'matches');
      print('actions_per_match', ACTIONS, 'actions');
      print('redis_used_memory', mb(mem1), 'MiB');
      print('redis_memory_per_match', (mem1 - mem0) / MATCHES / 1024, 'KiB (target <= 64)');
      const sample = nextSeat.keys().next().value!;
      const keyBytes = await Promise.all(['snap', 'log', 'seen'].map((p) => raw.memory('USAGE', `${keyPrefix}{${sample}}:${p}`, 'SAMPLES', 0)));
      print('redis_snap_key', (keyBytes[0] ?? 0) / 1024, 'KiB');
      print('redis_log_key', (keyBytes[1] ?? 0) / 1024, 'KiB');
      print('redis_seen_key', (keyBytes[2] ?? 0) / 1024, 'KiB');
    }
    print('rss_after_build', mb(process.memoryUsage().rss), 'MiB');

    // Paced load: RATE actions/s, each on a random live match, timed from its scheduled start.
    const service = new MatchService(store, realEngine, { cacheSize: CACHE });
    const rnd = prng(12345);
    // What the tail is made of: GC pauses, event-loop delay, and Redis's own latency seen from a second connection.
    const gcs: Array<{ ms: number; kind: number }> = [];
    const gcObs = new PerformanceObserver((l) => { for (const e of l.getEntries()) gcs.push({ ms: e.duration, kind: (e as unknown as { detail?: { kind?: number } }).detail?.kind ?? 0 }); });
    gcObs.observe({ entryTypes: ['gc'] });
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const pingLat: number[] = [];
    let pinging = true;
    const pinger = (async () => {
      while (pinging) {
        const t = performance.now();
        await raw.ping();
        pingLat.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const service_ms: number[] = [];
    const live = [...nextSeat.keys()];
    const lat: number[] = [];
    const busy = new Set<string>();
    let skipped = 0;
    let failed = 0;
    let errors = 0;
    const cpu0 = process.cpuUsage();
    const redisCpu0 = await redisCpu(raw);
    const load0 = loadavg()[0]!;
    const start = performance.now();
    const total = RATE * SECONDS;
    const pending: Array<Promise<void>> = [];
    for (let n = 0; n < total; n++) {
      const due = start + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      const matchId = live[rnd(live.length)]!;
      // One click at a time per match, as one player answers one prompt.
      if (busy.has(matchId)) { skipped++; continue; }
      busy.add(matchId);
      const seat = nextSeat.get(matchId)!;
      const began = performance.now();
      pending.push(service.act({ matchId, userId: seat === 0 ? P0 : P1, interactionId: interactionId(), now: Date.now(),
        decide: (_p, s, m) => ({ ok: true, action: randomAction(m.state, s, rnd) }) }).then((r) => {
        lat.push(performance.now() - due);
        service_ms.push(performance.now() - began);
        if (r.kind === 'applied') {
          if (r.finished) live.splice(live.indexOf(matchId), 1);
          else nextSeat.set(matchId, r.after.prompt!.seat);
        } else failed++;
      }, () => {
        // The store did not answer in time (the bot would tell the player to try again): counted, not timed.
        errors++;
      }).finally(() => busy.delete(matchId)));
    }
    await Promise.all(pending);
    const seconds = (performance.now() - start) / 1000;
    pinging = false;
    await pinger;
    gcObs.disconnect();
    loop.disable();
    print('paced_actions', lat.length, 'actions');
    print('paced_rate', lat.length / seconds, 'actions/s');
    print('paced_p50', pct(lat, 0.5), 'ms');
    print('paced_p99', pct(lat, 0.99), 'ms (target < 20)');
    print('paced_service_p99', pct(service_ms, 0.99), 'ms (from the act call, without the wait for its turn)');
    print('paced_gc_pauses', gcs.length, 'pauses');
    print('paced_gc_total', gcs.reduce((a, g) => a + g.ms, 0), 'ms');
    print('paced_gc_max_pause', Math.max(0, ...gcs.map((g) => g.ms)), 'ms');
    print('paced_gc_major_pauses', gcs.filter((g) => g.kind !== 1).length, 'pauses (mark-compact, incremental, weak)');
    print('paced_event_loop_delay_p99', loop.percentile(99) / 1e6, 'ms');
    print('paced_event_loop_delay_max', loop.max / 1e6, 'ms');
    print('paced_redis_ping_p99', pct(pingLat, 0.99), 'ms');
    print('paced_redis_ping_max', Math.max(...pingLat), 'ms');
    print('paced_heap_used', mb(process.memoryUsage().heapUsed), 'MiB');
    print('paced_not_applied', failed, 'actions');
    print('paced_store_errors', errors, 'actions');
    const cpu = process.cpuUsage(cpu0);
    print('paced_bot_cpu_per_action', (cpu.user + cpu.system) / 1000 / lat.length, 'ms');
    print('paced_redis_cpu_per_action', ((await redisCpu(raw)) - redisCpu0) * 1000 / lat.length, 'ms');
    print('paced_skipped_busy_match', skipped, 'actions');
    print('load_avg_1m', (load0 + loadavg()[0]!) / 2, 'load');
    print('rss_after_load', mb(process.memoryUsage().rss), 'MiB');
    if (!reuse) print('redis_memory_per_match_after_load', ((await usedMemory(raw)) - mem0) / MATCHES / 1024, 'KiB');

    // A restart of the bot process: a new connection and an empty cache; the first load of each match is cold.
    await store.close();
    store = await createRedisStore({ url, keyPrefix, idleTtlMs: 3_600_000, archiveTtlMs: 3_600_000 });
    const restarted = new MatchService(store, realEngine);
    const cold: number[] = [];
    const firstAct: number[] = [];
    for (let k = 0; k < 500; k++) {
      const matchId = live[rnd(live.length)]!;
      const t = performance.now();
      const m = await restarted.load(matchId);
      cold.push(performance.now() - t);
      if (k % 5 === 0 && m?.prompt) {
        const cold2 = new MatchService(store, realEngine);
        const ta = performance.now();
        await cold2.act({ matchId, userId: m.prompt.seat === 0 ? P0 : P1, interactionId: interactionId(), now: Date.now(),
          decide: (_p, s, mm) => ({ ok: true, action: randomAction(mm.state, s, rnd) }) });
        firstAct.push(performance.now() - ta);
      }
    }
    print('cold_load_p50', pct(cold, 0.5), 'ms');
    print('cold_load_p99', pct(cold, 0.99), 'ms');
    print('cold_first_action_p50', pct(firstAct, 0.5), 'ms');
  } finally {
    await store.close();
    if (own) {
      own.proc.kill('SIGKILL');
    } else if (process.env.CAPACITY_KEEP) {
      console.error(`capacity: matches kept under ${keyPrefix}`);
    } else {
      await unlinkByPrefix(raw, keyPrefix);
    }
    raw.disconnect();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
