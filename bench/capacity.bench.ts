/**
 * Capacity, opt-in (`npm run bench -- capacity`; the default bench skips it): 10,000 live matches of ~100
 * actions each on one process and one Redis, then a paced load of 500 actions/s across them for a minute
 * through the real action path (MatchService.act on the Redis store, random legal actions).
 *
 * The matches are built through the same store API the action path uses (create with the setup, then one
 * compare-and-set commit per action with its compact log entry, and its state every 16th version, as the
 * action path's delta commits do), replaying 40 seeded
 * game scripts instead of re-running the engine a million times. Redis is a redis-server of the bench's own
 * on a free port (so INFO's used memory is the bench's alone), or CAPACITY_REDIS_URL with a random key
 * prefix that is deleted afterwards. Printed: Redis used memory per match (target ≤ 64 KB), process RSS, the
 * paced load's action p50/p99 from the scheduled time (target p99 < 20 ms) and the rate reached, and the
 * cold-load cost after a restart of the bot process (empty cache, new connection).
 * CAPACITY_MATCHES, CAPACITY_ACTIONS, CAPACITY_RATE, CAPACITY_SECONDS change the sizes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { unlinkByPrefix } from './redis-keys.js';
import { realEngine } from '../src/bot/engine-adapter.js';
import { MatchService, type MatchMeta } from '../src/bot/match-service.js';
import { snapshotDue } from '../src/bot/match-delta.js';
import { createRedisStore, type RedisStore } from '../src/store/redis-store.js';
import { P0, P1, pct, privateRedis, prng, randomAction, script, type Script } from './capacity-support.js';

const MATCHES = Number(process.env.CAPACITY_MATCHES ?? 10_000);
const ACTIONS = Number(process.env.CAPACITY_ACTIONS ?? 100);
const RATE = Number(process.env.CAPACITY_RATE ?? 500);
const SECONDS = Number(process.env.CAPACITY_SECONDS ?? 60);
const SCRIPTS = 40;
const BUILD_IN_FLIGHT = 64;

const print = (name: string, value: number, unit: string) => console.log(`bench capacity.${name} ${Number(value.toPrecision(4))} ${unit}`);
const mb = (bytes: number) => bytes / 1024 / 1024;

async function usedMemory(r: Redis): Promise<number> {
  const info = await r.info('memory');
  return Number(/used_memory:(\d+)/.exec(info)![1]);
}

/** CPU seconds the Redis server has used (user + system). */
async function redisCpu(r: Redis): Promise<number> {
  const info = await r.info('cpu');
  return Number(/used_cpu_user:([\d.]+)/.exec(info)![1]) + Number(/used_cpu_sys:([\d.]+)/.exec(info)![1]);
}

async function build(store: RedisStore, scripts: Script[], ids: string[]): Promise<Map<string, 0 | 1>> {
  const next = new Map<string, 0 | 1>();
  let i = 0;
  const worker = async () => {
    while (i < ids.length) {
      const k = i++;
      const matchId = ids[k]!;
      const s = scripts[k % scripts.length]!;
      const meta: MatchMeta = { game: 'fadalgia', format: 'starter-c', p0: P0, p1: P1, lang: k % 2 ? 'th' : 'en', guild: '1500000000000000100',
        channel: '1500000000000000300', thread: `15000000${String(k).padStart(11, '0')}`, board: `16000000${String(k).padStart(11, '0')}`,
        startedAt: String(Date.now()), d0: 'precon:starter-flame', d1: 'precon:starter-tide', series: '1', challenger: P0 };
      const setup = JSON.stringify({ ...s.setup, matchId });
      const r = await store.create({ matchId, state: JSON.stringify(realEngine.createMatch({ ...s.setup, matchId })), meta: { ...meta }, participants: [P0, P1],
        interactionId: `c-${matchId}`, now: Date.now(), links: [`thread:${meta.thread}`], setup });
      if (!r.ok) throw new Error(`create ${r.reason}`);
      for (let v = 0; v < s.steps.length; v++) {
        // As the action path commits (match-delta.ts): the state only with every 16th version.
        const state = snapshotDue(v + 1, false, true) ? { state: s.steps[v]!.state } : {};
        const c = await store.commit({ matchId, expectedVersion: v, interactionId: `${matchId}-${v + 1}`, ...state, entry: s.steps[v]!.entry, now: Date.now() });
        if (!c.ok) throw new Error(`commit ${c.reason}`);
      }
      next.set(matchId, s.nextSeat);
    }
  };
  await Promise.all(Array.from({ length: BUILD_IN_FLIGHT }, worker));
  return next;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sanam-capacity-'));
  const own = process.env.CAPACITY_REDIS_URL ? null : await privateRedis(dir);
  const url = process.env.CAPACITY_REDIS_URL ?? own!.url;
  const keyPrefix = `sanambench:cap:${randomUUID().slice(0, 8)}:`;
  const raw = new Redis(url);
  let store = await createRedisStore({ url, keyPrefix, idleTtlMs: 3_600_000, archiveTtlMs: 3_600_000 });
  try {
    const t0 = performance.now();
    const scripts: Script[] = [];
    for (let seed = 1; scripts.length < SCRIPTS; seed++) {
      const s = script(seed, ACTIONS);
      if (s) scripts.push(s);
    }
    const mem0 = await usedMemory(raw);
    const ids = Array.from({ length: MATCHES }, (_, k) => `cap${String(k).padStart(6, '0')}-${randomUUID().slice(0, 6)}`);
    const nextSeat = await build(store, scripts, ids);
    const mem1 = await usedMemory(raw);
    print('build_seconds', (performance.now() - t0) / 1000, 's');
    print('live_matches', nextSeat.size, 'matches');
    print('actions_per_match', ACTIONS, 'actions');
    print('redis_used_memory', mb(mem1), 'MiB');
    print('redis_memory_per_match', (mem1 - mem0) / MATCHES / 1024, 'KiB (target <= 64)');
    const sample = ids[0]!;
    const keyBytes = await Promise.all(['snap', 'log', 'seen'].map((p) => raw.memory('USAGE', `${keyPrefix}{${sample}}:${p}`)));
    print('redis_snap_key', (keyBytes[0] ?? 0) / 1024, 'KiB');
    print('redis_log_key', (keyBytes[1] ?? 0) / 1024, 'KiB');
    print('redis_seen_key', (keyBytes[2] ?? 0) / 1024, 'KiB');
    print('rss_after_build', mb(process.memoryUsage().rss), 'MiB');

    // Paced load: RATE actions/s, each on a random live match, timed from its scheduled start.
    const service = new MatchService(store, realEngine);
    const rnd = prng(12345);
    const live = [...nextSeat.keys()];
    const lat: number[] = [];
    const busy = new Set<string>();
    let skipped = 0;
    let failed = 0;
    let errors = 0;
    const cpu0 = process.cpuUsage();
    const redisCpu0 = await redisCpu(raw);
    let seq = 0;
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
      pending.push(service.act({ matchId, userId: seat === 0 ? P0 : P1, interactionId: `p${seq++}-${matchId}`, now: Date.now(),
        decide: (_p, s, m) => ({ ok: true, action: randomAction(m.state, s, rnd) }) }).then((r) => {
        lat.push(performance.now() - due);
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
    print('paced_actions', lat.length, 'actions');
    print('paced_rate', lat.length / seconds, 'actions/s');
    print('paced_p50', pct(lat, 0.5), 'ms');
    print('paced_p99', pct(lat, 0.99), 'ms (target < 20)');
    print('paced_not_applied', failed, 'actions');
    print('paced_store_errors', errors, 'actions');
    const cpu = process.cpuUsage(cpu0);
    print('paced_bot_cpu_per_action', (cpu.user + cpu.system) / 1000 / lat.length, 'ms');
    print('paced_redis_cpu_per_action', ((await redisCpu(raw)) - redisCpu0) * 1000 / lat.length, 'ms');
    print('paced_skipped_busy_match', skipped, 'actions');
    print('load_avg_1m', (load0 + loadavg()[0]!) / 2, 'load');
    print('rss_after_load', mb(process.memoryUsage().rss), 'MiB');
    print('redis_memory_per_match_after_load', ((await usedMemory(raw)) - mem0) / MATCHES / 1024, 'KiB');

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
        await cold2.act({ matchId, userId: m.prompt.seat === 0 ? P0 : P1, interactionId: `cold${k}-${matchId}`, now: Date.now(),
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
    } else {
      await unlinkByPrefix(raw, keyPrefix);
    }
    raw.disconnect();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
