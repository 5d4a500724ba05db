/**
 * Sanam's side of the peer bench alone, for a CPU profile (issue 34): `node --cpu-prof --import tsx
 * bench/peer-profile.ts`. The same action path as bench/peer.bench.ts's standard config (MatchService.act on
 * the Redis store, then the three views serialized), on a redis-server of its own; PEER_ACTIONS actions after
 * PEER_WARMUP (default 20,000: as in the peer bench, V8 is still compiling the engine long after 5,000).
 * Prints this process's CPU per action, timed part only (the legal-action choice is outside it).
 * Not a .bench.ts: run by hand. Options (environment):
 *  - PEER_PARTS=1: CPU per action of each engine call, of the store's commit (its wait included: V8 runs its
 *    young-generation collections as tasks while the process waits, so most GC lands there) and of the views;
 *  - PEER_VIEWS=patch (default: viewsPatch against the version before, and the three receivers' patch texts,
 *    engine core/view-patch.ts) or json (viewsJson: the three whole texts);
 *  - PEER_VIEWS_OFF=json (views built, not written) or all (no views): what the views cost, garbage included;
 *  - PEER_HEAP=file: a sampling allocation profile of the measured actions (.heapprofile); with
 *    PEER_HEAP_MAJOR=1 only what outlived the young generation, with PEER_HEAP_LIVE=1 only what is still alive;
 *  - PEER_THREADS=1: each thread's CPU (main thread, V8's GC and compiler helpers) from /proc;
 *  - PEER_CACHE=n: the match service's cache size;
 *  - PEER_OVERLAP=0: the views made after the commit landed (default: while it travels, as the bot does);
 *  - PEER_PHASES=1: wall µs per action of each phase in order: before the engine's apply, apply, on to the
 *    commit's send, the send itself (the socket write that wakes Redis), the work done while the commit travels
 *    (prompt and views), the wait for Redis's answer after that work, and the rest of act.
 * Always printed: the main thread's GC pauses per action in the measured part, young-generation (scavenges)
 * and full collections apart. An object the young generation cannot collect is copied twice and then waits
 * for a full collection, so what outlives it per action (PEER_HEAP_MAJOR) is the figure to watch.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir, loadavg } from 'node:os';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { realEngine } from '../src/match/engine-adapter.js';
import { MatchService, type LoadedMatch, type MatchMeta } from '../src/match/service.js';
import { legalActions, viewPatchJson, type MatchState } from '../src/engine/index.js';
import { createRedisStore } from '../src/store/redis-store.js';
import { privateRedis } from './capacity-support.js';
import { prng } from './random-play.js';

const ACTIONS = Number(process.env.PEER_ACTIONS ?? 20_000);
const WARMUP = Number(process.env.PEER_WARMUP ?? 20_000);
const P0 = '100000000000000001';
const P1 = '100000000000000002';
const cpuNow = () => { const u = process.cpuUsage(); return u.user + u.system; };

const dir = mkdtempSync(join(tmpdir(), 'sanam-peer-prof-'));
const own = await privateRedis(dir);
const store = await createRedisStore({ url: own.url, keyPrefix: `sanambench:prof:${randomUUID().slice(0, 8)}:`, idleTtlMs: 600_000, archiveTtlMs: 600_000 });
/** PEER_PARTS=1: CPU µs per action of each part (engine calls, the store's commit with its wait, views), by wrapping them. */
const parts = new Map<string, number>();
const timed = <T extends object>(o: T, names: Array<keyof T>, prefix: string): T => {
  if (process.env.PEER_PARTS !== '1') return o;
  const w = Object.create(o) as T;
  for (const k of names) {
    const f = (o as Record<keyof T, unknown>)[k] as (...a: unknown[]) => unknown;
    (w as Record<keyof T, unknown>)[k] = (...a: unknown[]) => {
      const c = process.cpuUsage();
      const r = f.apply(o, a);
      const add = () => {
        const d = process.cpuUsage(c);
        parts.set(`${prefix}${String(k)}`, (parts.get(`${prefix}${String(k)}`) ?? 0) + d.user + d.system);
        parts.set(`${prefix}${String(k)}.system`, (parts.get(`${prefix}${String(k)}.system`) ?? 0) + d.system);
      };
      if (r instanceof Promise) return r.finally(add);
      add();
      return r;
    };
  }
  return w;
};
/** PEER_PHASES=1: when each phase of the current action ended (performance.now()), set by the wrappers below. */
const PHASES = process.env.PEER_PHASES === '1';
const mark = { applyStart: 0, applyEnd: 0, sendStart: 0, sendEnd: 0, workEnd: 0, answered: 0 };
const phases = new Map<string, number>();
const phase = (name: string, ms: number) => phases.set(name, (phases.get(name) ?? 0) + ms);
const phasedEngine: typeof realEngine = !PHASES ? realEngine : {
  ...realEngine,
  apply: (s, a) => {
    mark.applyStart = performance.now();
    try { return realEngine.apply(s, a); } finally { mark.applyEnd = performance.now(); }
  },
};
const phasedStore: typeof store = !PHASES ? store : Object.assign(Object.create(store) as typeof store, {
  commit: (input: Parameters<typeof store.commit>[0]) => {
    mark.sendStart = performance.now();
    const p = store.commit(input);
    mark.sendEnd = performance.now();
    return p.then((r) => { mark.answered = performance.now(); return r; });
  },
});
const engine = timed(phasedEngine, ['apply', 'currentPrompt', 'result', 'viewsFor', 'viewsJson', 'viewsPatch'], 'engine.');
const PATCH = (process.env.PEER_VIEWS ?? 'patch') === 'patch';
const patchTexts = timed({ viewPatchJson }, ['viewPatchJson'], 'engine.');
/** The version whose views were sent last: the next patch's base (null for a new match). */
let sent: number | null = null;
const service = new MatchService(timed(phasedStore, ['commit'], 'store.'), engine, process.env.PEER_CACHE ? { cacheSize: Number(process.env.PEER_CACHE) } : {});
/** The views of a new state as sent (PEER_VIEWS, PEER_VIEWS_OFF), and their characters. */
function views(state: unknown): number {
  // PEER_VIEWS_OFF=json: the views built only; =all: no views (what the views cost, their garbage included).
  const off = process.env.PEER_VIEWS_OFF;
  if (off === 'all') return 0;
  const v = engine.viewsFor!(state);
  if (off === 'json') return 0;
  if (PATCH) {
    const p = engine.viewsPatch!(v, sent);
    sent = p.version;
    const j = patchTexts.viewPatchJson(p);
    return j[0].length + j[1].length + j.spectator.length;
  }
  const j = engine.viewsJson!(v);
  return j[0].length + j[1].length + j.spectator.length;
}
/** Views made while the commit travelled (as the bot does; PEER_OVERLAP=0: after it landed). */
let made: { state: unknown } | null = null;
if (process.env.PEER_OVERLAP !== '0') service.setWhileCommitting((state) => { bytes += views(state); made = { state }; mark.workEnd = performance.now(); });
const decks = realEngine.precons().filter((p) => p.game === 'fadalgia' && p.format === 'standard');
const rnd = prng(1);
let m: LoadedMatch | null = null;
/** PEER_HEAP=file: a sampling profile of everything allocated in the measured actions, collected or not. */
const heap = process.env.PEER_HEAP ? new Session() : null;
heap?.connect();
let cpu = 0;
let wall = 0;
let bytes = 0;
/** GC pause ms in the measured part, by kind: young generation, and the full collections' pauses and incremental steps. */
const gcMs = { minor: 0, major: 0 };
let measuring = false;
new PerformanceObserver((list) => {
  if (!measuring) return;
  for (const e of list.getEntries()) gcMs[(e as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR ? 'minor' : 'major'] += e.duration;
}).observe({ entryTypes: ['gc'] });
try {
  for (let i = 0; i < WARMUP + ACTIONS; i++) {
    if (i === WARMUP) {
      cpu = 0; wall = 0; bytes = 0; parts.clear(); measuring = true;
      if (heap) await heap.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: process.env.PEER_HEAP_LIVE !== '1', includeObjectsCollectedByMinorGC: process.env.PEER_HEAP_LIVE !== '1' && process.env.PEER_HEAP_MAJOR !== '1' });
    }
    if (!m || m.snap.status === 'finished') {
      const matchId = `peer-${randomUUID().slice(0, 12)}`;
      const meta: MatchMeta = { game: 'fadalgia', format: 'standard', p0: P0, p1: P1, lang: 'th', guild: 'g', channel: 'c', thread: matchId, board: 'b',
        startedAt: '0', d0: 'a', d1: 'b', series: '1', challenger: P0 };
      m = await service.create({ setup: { matchId, game: 'fadalgia', format: 'standard', seed: randomBytes(32).toString('hex'),
        seats: [{ name: 'A', deck: decks[0]!.deck }, { name: 'B', deck: decks[1]!.deck }], challenger: 0 }, meta, interactionId: `${matchId}-c`, now: Date.now() });
      sent = null;
    }
    const cur: LoadedMatch = m!;
    const seat = cur.prompt!.seat;
    const acts = legalActions(cur.state as MatchState, seat).filter((a) => a.type !== 'concede' && !(a.type === 'answer' && a.choice[0] === 'cancel'));
    const action = acts[rnd(acts.length)]!;
    const c0 = cpuNow();
    const w0 = performance.now();
    const r = await service.act({ matchId: cur.snap.matchId, userId: seat === 0 ? P0 : P1, interactionId: `${cur.snap.matchId}-${cur.snap.version + 1}`, now: Date.now(),
      decide: () => ({ ok: true, action }) });
    if (r.kind !== 'applied') throw new Error(`peer profile: action ${r.kind}`);
    if ((made as { state: unknown } | null)?.state !== r.after.state) bytes += views(r.after.state);
    made = null;
    cpu += cpuNow() - c0;
    const end = performance.now();
    wall += end - w0;
    if (PHASES && measuring) {
      const worked = mark.workEnd > mark.sendEnd ? mark.workEnd : mark.sendEnd;
      phase('1_before_apply', mark.applyStart - w0);
      phase('2_apply', mark.applyEnd - mark.applyStart);
      phase('3_on_to_the_send', mark.sendStart - mark.applyEnd);
      phase('4_send', mark.sendEnd - mark.sendStart);
      phase('5_while_committing', worked - mark.sendEnd);
      phase('6_waiting_for_redis', mark.answered - worked);
      phase('7_rest_of_act_and_views_after', end - mark.answered);
    }
    m = r.after;
  }
  // GC entries are delivered asynchronously: let the last ones arrive.
  await new Promise((r) => setTimeout(r, 50));
  for (const [k, v] of Object.entries(gcMs)) console.log(`bench peer_profile.sanam.gc_pause_${k}_per_action ${(v * 1000 / ACTIONS).toFixed(1)} us (main thread, wall)`);
  for (const [k, v] of parts) console.log(`bench peer_profile.sanam.part.${k} ${(v / ACTIONS).toFixed(1)} us`);
  for (const [k, v] of phases) console.log(`bench peer_profile.sanam.phase.${k} ${(v * 1000 / ACTIONS).toFixed(1)} us (wall)`);
  if (heap) writeFileSync(process.env.PEER_HEAP!, JSON.stringify((await heap.post('HeapProfiler.stopSampling')).profile));
  if (process.env.PEER_THREADS === '1') {
    // Each thread's CPU over the whole process (warm-up included), from /proc: how much is the main thread's.
    const tck = 100;
    for (const t of readdirSync('/proc/self/task')) {
      const st = readFileSync(`/proc/self/task/${t}/stat`, 'utf8');
      const f = st.slice(st.lastIndexOf(')') + 2).split(' ');
      console.log(`thread ${t} ${readFileSync(`/proc/self/task/${t}/comm`, 'utf8').trim()} cpu ${((Number(f[11]) + Number(f[12])) / tck).toFixed(2)} s`);
    }
  }
  console.log(`bench peer_profile.sanam.wall_per_action_with_3_views_serialized ${(wall * 1000 / ACTIONS).toFixed(1)} us`);
  console.log(`bench peer_profile.sanam.cpu_per_action_with_3_views_serialized ${(cpu / ACTIONS).toFixed(1)} us (views as ${PATCH ? 'patches' : 'whole JSON'}${process.env.PEER_VIEWS_OFF ? `, off: ${process.env.PEER_VIEWS_OFF}` : ''}; load ${loadavg()[0]!.toFixed(2)}, ${(bytes / ACTIONS / 1024).toFixed(1)} Ki chars of views)`);
} finally {
  await store.close();
  own.proc.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}
