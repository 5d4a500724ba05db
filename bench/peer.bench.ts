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
 * Both are measured after PEER_WARMUP actions each (default 5,000), in a process's steady state; the
 * warm-up's first rounds are printed as cold_start.
 *
 * Two configurations, one after the other in the same process: `standard` (the headline: Fadalgia's standard
 * format, the one most matches use, and the three views SERIALIZED as they are sent, JSON.stringify of each,
 * for both peers; Sanam's with its engine's viewsFor + viewsJson, see EACH) and `starter_c` (Starter - Type C with the views built, not serialized: the earlier figure,
 * kept for comparison). PEER_CONFIGS=standard (or starter_c) runs one. Lines are `bench peer.<config>.…`.
 *
 * Sanam's views are built after its commit landed. Building them while the commit was on its way to Redis
 * (a MatchService hook, since removed) was measured in issue 34 at load 7–14, alternated runs: no gain (the
 * serialized views take longer than the round trip, and on a loaded machine no core sits idle during it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance, PerformanceObserver } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { unlinkByPrefix } from './redis-keys.js';
import { privateRedis } from './capacity-support.js';
import { realEngine } from '../src/match/engine-adapter.js';
import { MatchService, type LoadedMatch, type MatchMeta } from '../src/match/service.js';
import { legalActions, type MatchState } from '../src/engine/index.js';
import type { Action } from '../src/engine/core/api-types.js';
import { createRedisStore } from '../src/store/redis-store.js';
import { bgMaster, legalMoves, newBgMatch, redisStorage, type BgState } from './peer-bgio.js';
import { prng } from './random-play.js';

const ACTIONS = Number(process.env.PEER_ACTIONS ?? 3_000);
const BLOCK = Number(process.env.PEER_BLOCK ?? 100);
const WARMUP = Number(process.env.PEER_WARMUP ?? 5_000);
const ROUNDS = Math.max(1, Math.round(ACTIONS / BLOCK));

const printRaw = (name: string, value: number, unit: string) => console.log(`bench peer.${name} ${Number(value.toPrecision(4))} ${unit}`);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

const P0 = '100000000000000001';
const P1 = '100000000000000002';

interface Config { name: string; format: 'standard' | 'starter-c'; serialize: boolean }
const CONFIGS: Config[] = [
  { name: 'standard', format: 'standard', serialize: true },
  { name: 'starter_c', format: 'starter-c', serialize: false },
].filter((c) => !process.env.PEER_CONFIGS || process.env.PEER_CONFIGS.split(',').includes(c.name)) as Config[];
const decksOf = (format: Config['format']) => realEngine.precons().filter((p) => p.game === 'fadalgia' && p.format === format);
/**
 * Sanam's serialized views: the three built together (public parts once) and written by the engine's JSON
 * writer (viewsJson: JSON.stringify's text, byte for byte, from cached pieces). PEER_VIEWS=each: viewFor three
 * times and JSON.stringify each, as before issue 34.
 */
const EACH = process.env.PEER_VIEWS === 'each';
/** The serialized views' bytes, so that the configurations say how much they move. */
let viewBytes = 0;

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

/** A loop that keeps its current match across blocks and starts a new one when a match ends. */
type Loop = (n: number) => Promise<Block>;

/** One action's figures: CPU from c0 (c1 after the action), wall t0 → t1 for the action, → t2 with its views. */
function record(b: Block, c0: number, c1: number, t0: number, t1: number, t2: number): void {
  b.cpuUs += cpuNow() - c0;
  b.cpuActUs += c1 - c0;
  b.seconds += (t1 - t0) / 1000;
  b.viewSeconds += (t2 - t1) / 1000;
  b.lat.push((t1 - t0) * 1000);
  b.withViews.push((t2 - t0) * 1000);
}

/** The views of a state as the headline counts them: the three built, and serialized when the config says so. */
function sanamViews(state: unknown, cfg: Config): number {
  if (cfg.serialize && !EACH) {
    const j = realEngine.viewsJson!(realEngine.viewsFor!(state));
    return j[0].length + j[1].length + j.spectator.length;
  }
  let bytes = 0;
  for (const viewer of [0, 1, 'spectator'] as const) {
    const v = realEngine.viewFor(state, viewer);
    if (cfg.serialize) bytes += JSON.stringify(v).length;
  }
  return bytes;
}

function sanamLoop(service: MatchService, seed: number, applyLat: number[] | null, cfg: Config): Loop {
  const rnd = prng(seed);
  const decks = decksOf(cfg.format);
  let m: LoadedMatch | null = null;
  return async (n) => {
    const b: Block = { lat: [], withViews: [], seconds: 0, viewSeconds: 0, cpuUs: 0, cpuActUs: 0 };
    for (let i = 0; i < n; i++) {
      if (!m || m.snap.status === 'finished') {
        const matchId = `peer-${randomUUID().slice(0, 12)}`;
        const meta: MatchMeta = { game: 'fadalgia', format: cfg.format, p0: P0, p1: P1, lang: 'th', guild: 'g', channel: 'c', thread: matchId, board: 'b',
          startedAt: '0', d0: 'a', d1: 'b', series: '1', challenger: P0 };
        m = await service.create({ setup: { matchId, game: 'fadalgia', format: cfg.format, seed: randomBytes(32).toString('hex'),
          seats: [{ name: 'A', deck: decks[0]!.deck }, { name: 'B', deck: decks[1]!.deck }], challenger: 0 }, meta, interactionId: `${matchId}-c`, now: Date.now() });
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
      const c0 = cpuNow();
      const t0 = performance.now();
      const r = await service.act({ matchId: cur.snap.matchId, userId: seat === 0 ? P0 : P1, interactionId: `${cur.snap.matchId}-${cur.snap.version + 1}`, now: Date.now(),
        decide: () => ({ ok: true, action }) });
      const t1 = performance.now();
      const c1 = cpuNow();
      if (r.kind !== 'applied') throw new Error(`peer bench: sanam action ${r.kind}`);
      // What the publisher reads to draw the board: the three views and the prompt.
      viewBytes += sanamViews(r.after.state, cfg);
      void r.after.prompt;
      const t2 = performance.now();
      record(b, c0, c1, t0, t1, t2);
      m = r.after;
    }
    return b;
  };
}

function bgLoop(client: Redis, prefix: string, seed: number, cfg: Config): Loop {
  const rnd = prng(seed);
  const storage = redisStorage(client, prefix) as { createMatch(id: string, o: unknown): Promise<void> };
  const { master, latest, views } = bgMaster(storage);
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
      const after = latest.get(matchID);
      if (err || after === s || !after) throw new Error(`peer bench: boardgame.io move refused ${JSON.stringify(err)}`);
      views(matchID, after, cfg.serialize);
      const t2 = performance.now();
      record(b, c0, c1, t0, t1, t2);
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
 * `rounds` short blocks of each loop, the order swapped every round so that a change of machine load falls on
 * both, with a block of PINGs between them when `ping` is given.
 */
async function alternate(sanam: Loop, bg: Loop, rounds: number, ping: { raw: Redis; out: number[] } | null): Promise<{ sanam: Block[]; bg: Block[] }> {
  const runs: { sanam: Block[]; bg: Block[] } = { sanam: [], bg: [] };
  for (let r = 0; r < rounds; r++) {
    const [first, second] = r % 2 === 0 ? ([[sanam, runs.sanam], [bg, runs.bg]] as const) : ([[bg, runs.bg], [sanam, runs.sanam]] as const);
    const timedBlock = async (loop: Loop) => { const from = performance.now(); const b = await loop(BLOCK); b.from = from; b.to = performance.now(); return b; };
    first[1].push(await timedBlock(first[0]));
    if (ping) await pings(ping.raw, BLOCK / 2, ping.out);
    second[1].push(await timedBlock(second[0]));
  }
  return runs;
}

async function runConfig(cfg: Config, service: MatchService, raw: Redis, prefix: string): Promise<void> {
  const print = (name: string, value: number, unit: string) => printRaw(`${cfg.name}.${name}`, value, unit);
  const load0 = loadavg()[0]!;
  // Warm-up until both are in the steady state of a long-running process: V8 keeps compiling Sanam's much
  // larger engine for a few thousand actions (its compiler threads took ~1.3 s of CPU over the first 6,000),
  // which a bot that runs for days pays once. The warm-up is alternated like the run, and its first rounds
  // are printed apart (cold_start), so the price of a fresh process is not hidden.
  const warm = await alternate(sanamLoop(service, 99, null, cfg), bgLoop(raw, `${prefix}bg:`, 99, cfg), Math.max(1, Math.round(WARMUP / BLOCK)), null);
  const apply: number[] = [];
  const ping: number[] = [];
  viewBytes = 0;
  const runs = await alternate(sanamLoop(service, 1, apply, cfg), bgLoop(raw, `${prefix}bg:`, 1, cfg), ROUNDS, { raw, out: ping });
  const sum = (rs: Block[]) => ({
    lat: rs.flatMap((r) => r.lat), withViews: rs.flatMap((r) => r.withViews),
    rate: rs.reduce((a, r) => a + r.lat.length, 0) / rs.reduce((a, r) => a + r.seconds, 0),
    rateViews: rs.reduce((a, r) => a + r.lat.length, 0) / rs.reduce((a, r) => a + r.seconds + r.viewSeconds, 0),
    cpuUs: rs.reduce((a, r) => a + r.cpuUs, 0) / rs.reduce((a, r) => a + r.lat.length, 0),
    cpuActUs: rs.reduce((a, r) => a + r.cpuActUs, 0) / rs.reduce((a, r) => a + r.lat.length, 0),
  });
  const s = sum(runs.sanam);
  const b = sum(runs.bg);
  // Each round's ratio of rates (a block's actions over its timed seconds): the load of that moment cancels.
  const roundRatios = runs.sanam.map((x, i) => (x.lat.length / x.seconds) / (runs.bg[i]!.lat.length / runs.bg[i]!.seconds));
  const roundRatiosViews = runs.sanam.map((x, i) => (x.lat.length / (x.seconds + x.viewSeconds)) / (runs.bg[i]!.lat.length / (runs.bg[i]!.seconds + runs.bg[i]!.viewSeconds)));
  const floor = pct(ping, 0.5) + pct(apply, 0.5);
  const views = cfg.serialize ? 'with_3_views_serialized' : 'with_3_views';
  for (const [name, x] of [['sanam', s], ['boardgameio', b]] as const) {
    print(`${name}.actions_per_s`, x.rate, 'actions/s');
    print(`${name}.p50`, pct(x.lat, 0.5), 'us');
    print(`${name}.p99`, pct(x.lat, 0.99), 'us');
    print(`${name}.${views}.actions_per_s`, x.rateViews, 'actions/s');
    print(`${name}.${views}.p50`, pct(x.withViews, 0.5), 'us');
    print(`${name}.${views}.p99`, pct(x.withViews, 0.99), 'us');
    print(`${name}.cpu_per_action`, x.cpuActUs, 'us (this process, GC threads included)');
    print(`${name}.cpu_per_action_${views}`, x.cpuUs, 'us');
  }
  if (cfg.serialize) print('sanam.views_json_per_action', viewBytes / s.lat.length / 1024, 'Ki chars of JSON (three views)');
  print('redis_ping.p50', pct(ping, 0.5), 'us');
  print('engine_apply.p50', pct(apply, 0.5), 'us');
  print('sanam_over_boardgameio.actions_per_s', s.rate / b.rate, 'x');
  print('sanam_over_boardgameio.actions_per_s.median_of_rounds', pct(roundRatios, 0.5), `x (${ROUNDS} rounds of ${BLOCK})`);
  print('sanam_over_boardgameio.p50', pct(b.lat, 0.5) / pct(s.lat, 0.5), 'x');
  print('boardgameio_over_sanam.cpu_per_action', b.cpuActUs / s.cpuActUs, 'x');
  print(`sanam_over_boardgameio.${views}.actions_per_s`, s.rateViews / b.rateViews, `x${cfg.serialize ? ' (target >= 2)' : ''}`);
  print(`sanam_over_boardgameio.${views}.actions_per_s.median_of_rounds`, pct(roundRatiosViews, 0.5), 'x');
  print(`boardgameio_over_sanam.cpu_per_action_${views}`, b.cpuUs / s.cpuUs, 'x');
  print('sanam.p50_over_ping_plus_apply', pct(s.lat, 0.5) / floor, 'x (target <= 2)');
  print(`sanam.${views}.p50_over_ping_plus_apply`, pct(s.withViews, 0.5) / floor, 'x');
  const cold = Math.min(warm.sanam.length, ROUNDS);
  const coldRate = (rs: Block[]) => sum(rs.slice(0, cold)).rate;
  print('cold_start.sanam.actions_per_s', coldRate(warm.sanam), `actions/s (first ${cold * BLOCK} actions of a fresh process)`);
  print('cold_start.boardgameio.actions_per_s', coldRate(warm.bg), 'actions/s');
  print('cold_start.sanam_over_boardgameio.actions_per_s', coldRate(warm.sanam) / coldRate(warm.bg), 'x');
  // Where the mean goes: the rate is actions over timed seconds, so a few slow actions weigh like many fast ones.
  await new Promise((r) => setTimeout(r, 50));
  for (const [name, x, rs] of [['sanam', s, runs.sanam], ['boardgameio', b, runs.bg]] as const) {
    print(`${name}.${views}.mean`, 1e6 / x.rateViews, 'us');
    print(`${name}.gc_pauses_per_action`, gcMsIn(rs) * 1000 / x.lat.length, 'us (pauses that began in its blocks; views included)');
    const all = x.withViews;
    print(`${name}.${views}.share_of_time_in_actions_over_2ms`, all.filter((u) => u > 2000).reduce((a, u) => a + u, 0) / all.reduce((a, u) => a + u, 0), `(${all.filter((u) => u > 2000).length} of ${all.length} actions)`);
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
