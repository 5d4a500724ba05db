/**
 * Whole-stack peer benchmark, both in one run on the same Redis: a random-legal-action loop through Sanam's
 * action path (MatchService.act on the Redis store: cached match → engine apply → compare-and-set commit)
 * and the same loop through boardgame.io's authoritative master (fetch metadata and state → reducer →
 * store) with a small hidden-hand card game. Then, timed apart, the three views of the new state (both seats
 * and a spectator): Sanam's engine views, boardgame.io's filtered player views. The legal-action choice is
 * made outside the timed sections in both.
 *
 * Fairness on a shared, loaded machine: the two loops take turns in short blocks (PEER_BLOCK actions, many
 * rounds) with a block of Redis PINGs between them, so that a change of load falls on both and on the floor;
 * both talk to one redis-server of the bench's own (no other client's commands in its queue), or to
 * PEER_REDIS_URL with a random key prefix. Printed for each: actions/s and p50/p99 of the action path, the
 * same with the views, and this process's CPU time per action; then the ratios (whole run, and the median
 * of the rounds' ratios), and the target's floor: Redis PING p50 + Fadalgia engine apply p50 measured in the
 * same run on the same states. Targets: Sanam ≥ 2× boardgame.io's actions/s; Sanam p50 ≤ 2 × (PING + apply).
 * Both are measured after PEER_WARMUP actions each (default 20,000), in a process's steady state; the
 * warm-up's first rounds are printed as cold_start. Why so many: V8 keeps compiling Sanam's engine long after
 * the first few thousand actions (one loop, `--trace-opt`: TurboFan's background compile time per 5,000
 * actions 3.1 s, then 0.67, 0.40, 0.32, 0.44, 0.14, 0.07, 0.04 s), and on two cores that compiler thread takes
 * the core Redis would answer on. `helper_threads_cpu_per_action` says how busy those threads still were.
 * `npm run bench` runs it with the bot's V8 flags (src/node-flags.ts), which both peers share in this process.
 *
 * Two configurations, one after the other in the same process: `standard` (the headline: Fadalgia's standard
 * format, the one most matches use, and the three views SERIALIZED as they are sent, for both peers) and
 * `starter_c` (Starter - Type C with the views built, not serialized: the earlier figure, kept for comparison).
 * PEER_CONFIGS=standard (or starter_c) runs one. Lines are `bench peer.<config>.…`.
 *
 * In `standard`, each peer runs in its modes, all alternated in the same rounds (SANAM_MODES, BGIO_MODES):
 *  - Sanam `patch` (the headline): viewsFor, then viewsPatch against the version sent before (what changed of
 *    each view, public parts once, engine core/view-patch.ts) and the three receivers' patches as JSON text;
 *  - Sanam `json`: viewsFor + viewsJson, the three whole views as JSON text (byte-identical to JSON.stringify);
 *  - Sanam `each`: viewFor three times and JSON.stringify each, as before issue 34 (not run unless asked);
 *  - boardgame.io `full`: its master's 'update', each player's filtered state JSON.stringify'd;
 *  - boardgame.io `delta`: the game sets `deltaState`, its master's 'patch', each player's filtered RFC 6902
 *    patch JSON.stringify'd (boardgame.io's own way of sending less).
 * Every Sanam mode is compared with every boardgame.io mode.
 *
 * Sanam's views are built as the bot builds them: while the action's commit is on its way to Redis
 * (MatchService.setWhileCommitting), so its action time holds them and the views' own time is only their
 * lookup. PEER_OVERLAP=0 builds them after the commit landed, timed apart. Measured in issue 34: at load 7–14
 * no gain (no core sits idle during the round trip), at load ~1 on this virtual machine −17% wall per action
 * (a Redis round trip right after a burst of work takes ~140–220 µs: the idle core Redis sleeps on must wake).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance, PerformanceObserver } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { unlinkByPrefix } from './redis-keys.js';
import { privateRedis } from './capacity-support.js';
import { realEngine } from '../src/match/engine-adapter.js';
import { MatchService, type LoadedMatch, type MatchMeta } from '../src/match/service.js';
import { legalActions, viewPatchJson, type MatchState } from '../src/engine/index.js';
import type { Action } from '../src/engine/core/api-types.js';
import { createRedisStore } from '../src/store/redis-store.js';
import { bgMaster, legalMoves, newBgMatch, redisStorage, type BgState } from './peer-bgio.js';
import { prng } from './random-play.js';

const ACTIONS = Number(process.env.PEER_ACTIONS ?? 3_000);
const BLOCK = Number(process.env.PEER_BLOCK ?? 100);
const WARMUP = Number(process.env.PEER_WARMUP ?? 20_000);
const ROUNDS = Math.max(1, Math.round(ACTIONS / BLOCK));

const printRaw = (name: string, value: number, unit: string) => console.log(`bench peer.${name} ${Number(value.toPrecision(4))} ${unit}`);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

const P0 = '100000000000000001';
const P1 = '100000000000000002';

type SanamMode = 'patch' | 'json' | 'each' | 'built';
type BgMode = 'full' | 'delta';
interface Config { name: string; format: 'standard' | 'starter-c'; serialize: boolean }
const modes = <T extends string>(env: string | undefined, dflt: T[], allowed: readonly T[]): T[] => {
  const xs = (env ? env.split(',') : dflt) as T[];
  for (const x of xs) if (!allowed.includes(x)) throw new Error(`peer bench: unknown mode ${x} (one of ${allowed.join(', ')})`);
  return xs;
};
const SANAM_MODES = modes<SanamMode>(process.env.SANAM_MODES ?? process.env.PEER_VIEWS, ['patch', 'json'], ['patch', 'json', 'each']);
const BGIO_MODES = modes<BgMode>(process.env.BGIO_MODES, ['full', 'delta'], ['full', 'delta']);
const CONFIGS: Config[] = [
  { name: 'standard', format: 'standard', serialize: true },
  { name: 'starter_c', format: 'starter-c', serialize: false },
].filter((c) => !process.env.PEER_CONFIGS || process.env.PEER_CONFIGS.split(',').includes(c.name)) as Config[];
const decksOf = (format: Config['format']) => realEngine.precons().filter((p) => p.game === 'fadalgia' && p.format === format);
/** The serialized views' characters per loop, so that the modes say how much they move. */
const viewChars = new Map<string, number>();
const addChars = (name: string, n: number) => viewChars.set(name, (viewChars.get(name) ?? 0) + n);

/** One block of a loop: per-action latencies (µs), timed seconds, and this process's CPU µs, views included. */
interface Block { lat: number[]; withViews: number[]; seconds: number; viewSeconds: number; cpuUs: number; cpuActUs: number; from?: number; to?: number }

/**
 * Garbage-collection pauses of this process (start, duration in ms), to say how much of each loop's time they
 * took: a block is charged with the pauses that began inside it. On a loaded machine a parallel scavenge waits
 * for its helper threads to get a core, so a pause can take tens of ms, and the loop that allocates more meets
 * more of them.
 */
const gcPauses: Array<{ start: number; ms: number }> = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) gcPauses.push({ start: e.startTime, ms: e.duration }); }).observe({ entryTypes: ['gc'] });
const gcMsIn = (blocks: Block[]) => blocks.reduce((a, b) => a + gcPauses.filter((g) => g.start >= b.from! && g.start < b.to!).reduce((x, g) => x + g.ms, 0), 0);

const cpuNow = () => { const u = process.cpuUsage(); return u.user + u.system; };

/**
 * CPU ns of this process's threads other than the main one (V8's compiler and GC helpers, libuv's pool), from
 * Linux's per-thread schedstat; null where /proc has none.
 */
function helperThreadsNs(): number | null {
  try {
    let ns = 0;
    for (const tid of readdirSync('/proc/self/task')) if (Number(tid) !== process.pid) ns += Number(readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    return ns;
  } catch {
    return null;
  }
}

/** A loop that keeps its current match across blocks and starts a new one when a match ends. */
type Loop = (n: number) => Promise<Block>;

/**
 * One action's figures: CPU from c0 (c1 after the action), wall t0 → t1 for the action and v → t2 for its views.
 * The CPU readings lie outside the timed parts (c1 between t1 and v): in this process a reading takes ~2 µs
 * alone and ~7 µs in the loop (getrusage sums every thread), the same for both peers, which would
 * pull their ratio towards 1.
 */
function record(b: Block, c0: number, c1: number, t0: number, t1: number, v: number, t2: number): void {
  b.cpuUs += cpuNow() - c0;
  b.cpuActUs += c1 - c0;
  b.seconds += (t1 - t0) / 1000;
  b.viewSeconds += (t2 - v) / 1000;
  b.lat.push((t1 - t0) * 1000);
  b.withViews.push((t1 - t0 + t2 - v) * 1000);
}

/** The version of the last patch made (the next one's base). */
let patched: number | null = null;
const OVERLAP = process.env.PEER_OVERLAP !== '0';
/** What the commit hook is to do with the new state (the loop in progress), and what it made of which state. */
let whileCommitting: ((state: unknown) => number) | null = null;
let prepared: { state: unknown; chars: number } | null = null;

/**
 * The views of a state as a mode sends them: `patch` against the version sent before (`base`, null for a new
 * match), `json` the three whole texts, `each` as before issue 34, `built` (starter_c) built, not serialized.
 */
function sanamViews(state: unknown, mode: SanamMode, base: number | null): number {
  if (mode === 'patch') {
    const p = realEngine.viewsPatch!(realEngine.viewsFor!(state), base);
    patched = p.version;
    const j = viewPatchJson(p);
    return j[0].length + j[1].length + j.spectator.length;
  }
  if (mode === 'json') {
    const j = realEngine.viewsJson!(realEngine.viewsFor!(state));
    return j[0].length + j[1].length + j.spectator.length;
  }
  let bytes = 0;
  for (const viewer of [0, 1, 'spectator'] as const) {
    const v = realEngine.viewFor(state, viewer);
    if (mode === 'each') bytes += JSON.stringify(v).length;
  }
  return bytes;
}

function sanamLoop(service: MatchService, seed: number, applyLat: number[] | null, cfg: Config, mode: SanamMode, name: string): Loop {
  const rnd = prng(seed);
  const decks = decksOf(cfg.format);
  let m: LoadedMatch | null = null;
  /** The version whose views were sent last (the patches' base), null for a new match. */
  let sent: number | null = null;
  return async (n) => {
    const b: Block = { lat: [], withViews: [], seconds: 0, viewSeconds: 0, cpuUs: 0, cpuActUs: 0 };
    for (let i = 0; i < n; i++) {
      if (!m || m.snap.status === 'finished') {
        const matchId = `peer-${randomUUID().slice(0, 12)}`;
        const meta: MatchMeta = { game: 'fadalgia', format: cfg.format, p0: P0, p1: P1, lang: 'th', guild: 'g', channel: 'c', thread: matchId, board: 'b',
          startedAt: '0', d0: 'a', d1: 'b', series: '1', challenger: P0 };
        m = await service.create({ setup: { matchId, game: 'fadalgia', format: cfg.format, seed: randomBytes(32).toString('hex'),
          seats: [{ name: 'A', deck: decks[0]!.deck }, { name: 'B', deck: decks[1]!.deck }], challenger: 0 }, meta, interactionId: `${matchId}-c`, now: Date.now() });
        sent = null;
      }
      const cur: LoadedMatch = m!;
      const seat = cur.prompt!.seat;
      const acts = legalActions(cur.state as MatchState, seat).filter((a) => a.type !== 'concede' && !(a.type === 'answer' && a.choice[0] === 'cancel'));
      const action: Action = acts[rnd(acts.length)]!;
      if (applyLat) {
        const t = performance.now();
        realEngine.apply(cur.state, action);
        applyLat.push((performance.now() - t) * 1000);
      }
      const base = sent;
      whileCommitting = OVERLAP ? (state) => sanamViews(state, mode, base) : null;
      prepared = null;
      const c0 = cpuNow();
      const t0 = performance.now();
      const r = await service.act({ matchId: cur.snap.matchId, userId: seat === 0 ? P0 : P1, interactionId: `${cur.snap.matchId}-${cur.snap.version + 1}`, now: Date.now(),
        decide: () => ({ ok: true, action }) });
      const t1 = performance.now();
      const c1 = cpuNow();
      const v = performance.now();
      if (r.kind !== 'applied') throw new Error(`peer bench: sanam action ${r.kind}`);
      // What the publisher reads to draw the board: the three views (made while committing) and the prompt.
      const made = prepared as { state: unknown; chars: number } | null;
      addChars(name, made && made.state === r.after.state ? made.chars : sanamViews(r.after.state, mode, sent));
      sent = patched;
      void r.after.prompt;
      const t2 = performance.now();
      record(b, c0, c1, t0, t1, v, t2);
      m = r.after;
    }
    return b;
  };
}

function bgLoop(client: Redis, prefix: string, seed: number, cfg: Config, mode: BgMode, name: string): Loop {
  const rnd = prng(seed);
  const storage = redisStorage(client, prefix) as { createMatch(id: string, o: unknown): Promise<void> };
  const { master, latest, views } = bgMaster(storage, mode === 'delta');
  let matchID = '';
  return async (n) => {
    const b: Block = { lat: [], withViews: [], seconds: 0, viewSeconds: 0, cpuUs: 0, cpuActUs: 0 };
    for (let i = 0; i < n; i++) {
      let s: BgState | undefined = latest.get(matchID);
      if (!s || s.ctx.gameover !== undefined) {
        latest.delete(matchID);
        matchID = `bg-${randomUUID().slice(0, 12)}`;
        const { metadata, initialState } = newBgMatch();
        await storage.createMatch(matchID, { metadata, initialState });
        latest.set(matchID, initialState);
        s = initialState;
      }
      const moves = legalMoves(s);
      const mv = moves[rnd(moves.length)]!;
      const player = s.ctx.currentPlayer;
      const c0 = cpuNow();
      const t0 = performance.now();
      const err = await master.onUpdate({ type: 'MAKE_MOVE', payload: { type: mv.type, args: mv.args, playerID: player } }, s._stateID, matchID, player);
      const t1 = performance.now();
      const c1 = cpuNow();
      const v = performance.now();
      const after = latest.get(matchID);
      if (err || after === s || !after) throw new Error(`peer bench: boardgame.io move refused ${JSON.stringify(err)}`);
      addChars(name, views(matchID, after, cfg.serialize));
      const t2 = performance.now();
      record(b, c0, c1, t0, t1, v, t2);
    }
    return b;
  };
}

async function pings(raw: Redis, n: number, out: number[]): Promise<void> {
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await raw.ping();
    out.push((performance.now() - t) * 1000);
  }
}

/**
 * `rounds` short blocks of each loop, the order rotated every round so that a change of machine load falls on
 * all of them, with a block of PINGs after the first when `ping` is given.
 */
async function alternate(loops: Array<{ name: string; loop: Loop }>, rounds: number, ping: { raw: Redis; out: number[] } | null): Promise<Map<string, Block[]>> {
  const runs = new Map(loops.map((l) => [l.name, [] as Block[]]));
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < loops.length; k++) {
      const { name, loop } = loops[(r + k) % loops.length]!;
      const from = performance.now();
      const b = await loop(BLOCK);
      b.from = from;
      b.to = performance.now();
      runs.get(name)!.push(b);
      if (k === 0 && ping) await pings(ping.raw, BLOCK / 2, ping.out);
    }
  }
  return runs;
}

interface Sum { lat: number[]; withViews: number[]; rate: number; rateViews: number; cpuUs: number; cpuActUs: number }
const sum = (rs: Block[]): Sum => ({
  lat: rs.flatMap((r) => r.lat), withViews: rs.flatMap((r) => r.withViews),
  rate: rs.reduce((a, r) => a + r.lat.length, 0) / rs.reduce((a, r) => a + r.seconds, 0),
  rateViews: rs.reduce((a, r) => a + r.lat.length, 0) / rs.reduce((a, r) => a + r.seconds + r.viewSeconds, 0),
  cpuUs: rs.reduce((a, r) => a + r.cpuUs, 0) / rs.reduce((a, r) => a + r.lat.length, 0),
  cpuActUs: rs.reduce((a, r) => a + r.cpuActUs, 0) / rs.reduce((a, r) => a + r.lat.length, 0),
});

async function runConfig(cfg: Config, service: MatchService, raw: Redis, prefix: string): Promise<void> {
  const print = (name: string, value: number, unit: string) => printRaw(`${cfg.name}.${name}`, value, unit);
  const load0 = loadavg()[0]!;
  const sanamModes: SanamMode[] = cfg.serialize ? SANAM_MODES : ['built'];
  const bgModes: BgMode[] = cfg.serialize ? BGIO_MODES : ['full'];
  // One mode each (starter_c): the lines keep their earlier names, sanam.* and boardgameio.*.
  const sName = (m: SanamMode) => (sanamModes.length > 1 || cfg.serialize ? `sanam.${m}` : 'sanam');
  const bName = (m: BgMode) => (bgModes.length > 1 || cfg.serialize ? `boardgameio.${m}` : 'boardgameio');
  const loopsOf = (seed: number, apply: number[] | null) => [
    ...sanamModes.map((m, i) => ({ name: sName(m), loop: sanamLoop(service, seed, i === 0 ? apply : null, cfg, m, sName(m)) })),
    ...bgModes.map((m) => ({ name: bName(m), loop: bgLoop(raw, `${prefix}bg:`, seed, cfg, m, bName(m)) })),
  ];
  // Warm-up until all are in the steady state of a long-running process: V8 keeps compiling Sanam's much
  // larger engine for tens of thousands of actions (see the header), which a bot that runs for days pays once.
  // The warm-up is alternated like the run, and its first rounds are printed apart (cold_start), so the price
  // of a fresh process is not hidden.
  const warm = await alternate(loopsOf(99, null), Math.max(1, Math.round(WARMUP / BLOCK)), null);
  const apply: number[] = [];
  const ping: number[] = [];
  viewChars.clear();
  const helpers0 = helperThreadsNs();
  const runs = await alternate(loopsOf(1, apply), ROUNDS, { raw, out: ping });
  const helpers1 = helperThreadsNs();
  const sums = new Map([...runs].map(([k, rs]) => [k, sum(rs)]));
  const floor = pct(ping, 0.5) + pct(apply, 0.5);
  const views = cfg.serialize ? 'with_3_views_serialized' : 'with_3_views';
  for (const [name, x] of sums) {
    print(`${name}.actions_per_s`, x.rate, 'actions/s');
    print(`${name}.p50`, pct(x.lat, 0.5), 'us');
    print(`${name}.p99`, pct(x.lat, 0.99), 'us');
    print(`${name}.${views}.actions_per_s`, x.rateViews, 'actions/s');
    print(`${name}.${views}.p50`, pct(x.withViews, 0.5), 'us');
    print(`${name}.${views}.p99`, pct(x.withViews, 0.99), 'us');
    print(`${name}.cpu_per_action`, x.cpuActUs, 'us (this process, GC threads included)');
    print(`${name}.cpu_per_action_${views}`, x.cpuUs, 'us');
    if (cfg.serialize) print(`${name}.views_chars_per_action`, (viewChars.get(name) ?? 0) / x.lat.length / 1024, 'Ki chars of JSON (three receivers)');
  }
  print('redis_ping.p50', pct(ping, 0.5), 'us');
  print('engine_apply.p50', pct(apply, 0.5), 'us');
  // Each round's ratio of rates (a block's actions over its timed seconds): the load of that moment cancels.
  const roundRatios = (a: Block[], b: Block[], withViews: boolean) => a.map((x, i) => (x.lat.length / (x.seconds + (withViews ? x.viewSeconds : 0))) / (b[i]!.lat.length / (b[i]!.seconds + (withViews ? b[i]!.viewSeconds : 0))));
  const s0 = sums.get(sName(sanamModes[0]!))!;
  const b0 = sums.get(bName(bgModes[0]!))!;
  const sr0 = runs.get(sName(sanamModes[0]!))!;
  const br0 = runs.get(bName(bgModes[0]!))!;
  // The action path alone (no views): the same whatever the views' mode.
  print('sanam_over_boardgameio.actions_per_s', s0.rate / b0.rate, 'x');
  print('sanam_over_boardgameio.actions_per_s.median_of_rounds', pct(roundRatios(sr0, br0, false), 0.5), `x (${ROUNDS} rounds of ${BLOCK})`);
  print('sanam_over_boardgameio.p50', pct(b0.lat, 0.5) / pct(s0.lat, 0.5), 'x');
  print('boardgameio_over_sanam.cpu_per_action', b0.cpuActUs / s0.cpuActUs, 'x');
  for (const sm of sanamModes) {
    for (const bm of bgModes) {
      const s = sums.get(sName(sm))!;
      const b = sums.get(bName(bm))!;
      const vs = `${sName(sm)}_over_${bName(bm)}`.replaceAll('.', '_');
      print(`${vs}.${views}.actions_per_s`, s.rateViews / b.rateViews, `x${cfg.serialize ? ' (target >= 2)' : ''}`);
      print(`${vs}.${views}.actions_per_s.median_of_rounds`, pct(roundRatios(runs.get(sName(sm))!, runs.get(bName(bm))!, true), 0.5), 'x');
      print(`${vs}.${views}.p50`, pct(b.withViews, 0.5) / pct(s.withViews, 0.5), 'x (theirs over ours)');
      print(`${`${bName(bm)}_over_${sName(sm)}`.replaceAll('.', '_')}.cpu_per_action_${views}`, b.cpuUs / s.cpuUs, 'x');
    }
  }
  print('sanam.p50_over_ping_plus_apply', pct(s0.lat, 0.5) / floor, 'x (target <= 2)');
  for (const sm of sanamModes) print(`${sName(sm)}.${views}.p50_over_ping_plus_apply`, pct(sums.get(sName(sm))!.withViews, 0.5) / floor, 'x');
  const cold = Math.min(warm.get(sName(sanamModes[0]!))!.length, ROUNDS);
  const coldRate = (rs: Block[]) => sum(rs.slice(0, cold)).rate;
  const ws = warm.get(sName(sanamModes[0]!))!;
  const wb = warm.get(bName(bgModes[0]!))!;
  print('cold_start.sanam.actions_per_s', coldRate(ws), `actions/s (first ${cold * BLOCK} actions of a fresh process)`);
  print('cold_start.boardgameio.actions_per_s', coldRate(wb), 'actions/s');
  print('cold_start.sanam_over_boardgameio.actions_per_s', coldRate(ws) / coldRate(wb), 'x');
  // Where the mean goes: the rate is actions over timed seconds, so a few slow actions weigh like many fast ones.
  await new Promise((r) => setTimeout(r, 50));
  for (const [name, x] of sums) {
    const rs = runs.get(name)!;
    print(`${name}.${views}.mean`, 1e6 / x.rateViews, 'us');
    print(`${name}.gc_pauses_per_action`, gcMsIn(rs) * 1000 / x.lat.length, 'us (pauses that began in its blocks; views included)');
    const all = x.withViews;
    print(`${name}.${views}.share_of_time_in_actions_over_2ms`, all.filter((u) => u > 2000).reduce((a, u) => a + u, 0) / all.reduce((a, u) => a + u, 0), `(${all.filter((u) => u > 2000).length} of ${all.length} actions)`);
  }
  if (helpers0 !== null && helpers1 !== null) {
    print('helper_threads_cpu_per_action', (helpers1 - helpers0) / 1000 / (ROUNDS * BLOCK * runs.size), 'us (V8 compiler and GC helpers, all loops, measured rounds)');
  }
  print('load_avg_1m', (load0 + loadavg()[0]!) / 2, 'load');
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sanam-peer-'));
  const own = process.env.PEER_REDIS_URL ? null : await privateRedis(dir);
  const url = process.env.PEER_REDIS_URL ?? own!.url;
  const prefix = `sanambench:peer:${randomUUID().slice(0, 8)}:`;
  const raw = new Redis(url);
  const store = await createRedisStore({ url, keyPrefix: prefix, idleTtlMs: 600_000, archiveTtlMs: 600_000 });
  const service = new MatchService(store, realEngine);
  service.setWhileCommitting((state) => { if (whileCommitting) prepared = { state, chars: whileCommitting(state) }; });
  try {
    for (const cfg of CONFIGS) await runConfig(cfg, service, raw, prefix);
  } finally {
    await store.close();
    if (own) own.proc.kill('SIGKILL');
    else await unlinkByPrefix(raw, prefix);
    raw.disconnect();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
