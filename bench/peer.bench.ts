/**
 * Whole-stack peer benchmark, both in one run on the same Redis: a random-legal-action loop through Sanam's
 * action path (MatchService.act on the Redis store: cached match → engine apply → compare-and-set commit)
 * and the same loop through boardgame.io's authoritative master (fetch metadata and state → reducer →
 * store) with a small hidden-hand card game. Then, timed apart, the three views of the new state (both seats
 * and a spectator): Sanam's engine views, boardgame.io's filtered player views. The legal-action choice is
 * made outside the timed sections in both. Printed for each: actions/s and p50/p99 of the action path, the
 * same with the views, and this process's CPU time per action (what the load on a shared machine does not
 * change much); then the ratios, and the target's floor — Redis PING p50 + Fadalgia engine apply p50 measured
 * in the same run on the same states. Targets: Sanam ≥ 2× boardgame.io's actions/s; Sanam p50 ≤ 2 × (PING +
 * apply). Keys use a random prefix, deleted afterwards.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { unlinkByPrefix } from './redis-keys.js';
import { realEngine } from '../src/bot/engine-adapter.js';
import { MatchService, type LoadedMatch, type MatchMeta } from '../src/bot/match-service.js';
import { legalActions, type MatchState } from '../src/engine/index.js';
import type { Action } from '../src/engine/core/api-types.js';
import { createRedisStore } from '../src/store/redis-store.js';
import { bgMaster, legalMoves, newBgMatch, redisStorage, type BgState } from './peer-bgio.js';
import { prng } from './random-play.js';

const URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ACTIONS = Number(process.env.PEER_ACTIONS ?? 3_000);
const ROUNDS = 3;

const print = (name: string, value: number, unit: string) => console.log(`bench peer.${name} ${Number(value.toPrecision(4))} ${unit}`);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

const P0 = '100000000000000001';
const P1 = '100000000000000002';
const decks = realEngine.precons().filter((p) => p.format === 'starter-c');

interface Run { lat: number[]; withViews: number[]; seconds: number; viewSeconds: number; cpuUs: number }

const cpuNow = () => { const u = process.cpuUsage(); return u.user + u.system; };

async function sanamLoop(service: MatchService, n: number, seed: number, applyLat: number[] | null): Promise<Run> {
  const rnd = prng(seed);
  const lat: number[] = [];
  const withViews: number[] = [];
  let m: LoadedMatch | null = null;
  let elapsed = 0;
  let viewElapsed = 0;
  let cpu = 0;
  for (let i = 0; i < n; i++) {
    if (!m || m.snap.status === 'finished') {
      const matchId = `peer-${randomUUID().slice(0, 12)}`;
      const meta: MatchMeta = { game: 'fadalgia', format: 'starter-c', p0: P0, p1: P1, lang: 'th', guild: 'g', channel: 'c', thread: matchId, board: 'b',
        startedAt: '0', d0: 'a', d1: 'b', series: '1', challenger: P0 };
      m = await service.create({ setup: { matchId, game: 'fadalgia', format: 'starter-c', seed: randomBytes(32).toString('hex'),
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
    if (r.kind !== 'applied') throw new Error(`peer bench: sanam action ${r.kind}`);
    for (const viewer of [0, 1, 'spectator'] as const) realEngine.viewFor(r.after.state, viewer);
    const t2 = performance.now();
    cpu += cpuNow() - c0;
    elapsed += t1 - t0;
    viewElapsed += t2 - t1;
    lat.push((t1 - t0) * 1000);
    withViews.push((t2 - t0) * 1000);
    m = r.after;
  }
  return { lat, withViews, seconds: elapsed / 1000, viewSeconds: viewElapsed / 1000, cpuUs: cpu / n };
}

async function bgLoop(client: Redis, prefix: string, n: number, seed: number): Promise<Run> {
  const rnd = prng(seed);
  const storage = redisStorage(client, prefix) as { createMatch(id: string, o: unknown): Promise<void> };
  const { master, latest, views } = bgMaster(storage);
  const lat: number[] = [];
  const withViews: number[] = [];
  let matchID = '';
  let elapsed = 0;
  let viewElapsed = 0;
  let cpu = 0;
  for (let i = 0; i < n; i++) {
    let s: BgState | undefined = latest.get(matchID);
    if (!s || s.ctx.gameover !== undefined) {
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
    const after = latest.get(matchID);
    if (err || after === s || !after) throw new Error(`peer bench: boardgame.io move refused ${JSON.stringify(err)}`);
    views(matchID, after);
    const t2 = performance.now();
    cpu += cpuNow() - c0;
    elapsed += t1 - t0;
    viewElapsed += t2 - t1;
    lat.push((t1 - t0) * 1000);
    withViews.push((t2 - t0) * 1000);
  }
  return { lat, withViews, seconds: elapsed / 1000, viewSeconds: viewElapsed / 1000, cpuUs: cpu / n };
}

async function main(): Promise<void> {
  const prefix = `sanambench:peer:${randomUUID().slice(0, 8)}:`;
  const raw = new Redis(URL);
  const store = await createRedisStore({ url: URL, keyPrefix: prefix, idleTtlMs: 600_000, archiveTtlMs: 600_000 });
  const service = new MatchService(store, realEngine);
  const load0 = loadavg()[0]!;
  try {
    // Warm-up of both paths (JIT, script cache).
    await sanamLoop(service, 300, 99, null);
    await bgLoop(raw, `${prefix}bg:`, 300, 99);
    const apply: number[] = [];
    const runs: { sanam: Run[]; bg: Run[] } = { sanam: [], bg: [] };
    // Alternated rounds, so that a change of machine load falls on both.
    for (let r = 0; r < ROUNDS; r++) {
      runs.sanam.push(await sanamLoop(service, ACTIONS / ROUNDS, r + 1, apply));
      runs.bg.push(await bgLoop(raw, `${prefix}bg:`, ACTIONS / ROUNDS, r + 1));
    }
    const ping: number[] = [];
    for (let i = 0; i < 2_000; i++) {
      const t = performance.now();
      await raw.ping();
      ping.push((performance.now() - t) * 1000);
    }
    const sum = (rs: Run[]) => ({
      lat: rs.flatMap((r) => r.lat), withViews: rs.flatMap((r) => r.withViews),
      rate: rs.reduce((a, r) => a + r.lat.length, 0) / rs.reduce((a, r) => a + r.seconds, 0),
      rateViews: rs.reduce((a, r) => a + r.lat.length, 0) / rs.reduce((a, r) => a + r.seconds + r.viewSeconds, 0),
      cpuUs: rs.reduce((a, r) => a + r.cpuUs, 0) / rs.length,
    });
    const sanam = sum(runs.sanam);
    const bg = sum(runs.bg);
    const floor = pct(ping, 0.5) + pct(apply, 0.5);
    for (const [name, x] of [['sanam', sanam], ['boardgameio', bg]] as const) {
      print(`${name}.actions_per_s`, x.rate, 'actions/s');
      print(`${name}.p50`, pct(x.lat, 0.5), 'us');
      print(`${name}.p99`, pct(x.lat, 0.99), 'us');
      print(`${name}.with_3_views.actions_per_s`, x.rateViews, 'actions/s');
      print(`${name}.with_3_views.p50`, pct(x.withViews, 0.5), 'us');
      print(`${name}.cpu_per_action_with_views`, x.cpuUs, 'us');
    }
    print('redis_ping.p50', pct(ping, 0.5), 'us');
    print('engine_apply.p50', pct(apply, 0.5), 'us');
    print('sanam_over_boardgameio.actions_per_s', sanam.rate / bg.rate, 'x (target >= 2)');
    print('sanam_over_boardgameio.with_3_views.actions_per_s', sanam.rateViews / bg.rateViews, 'x');
    print('sanam.p50_over_ping_plus_apply', pct(sanam.lat, 0.5) / floor, 'x (target <= 2)');
    print('sanam.with_3_views.p50_over_ping_plus_apply', pct(sanam.withViews, 0.5) / floor, 'x');
    print('load_avg_1m', (load0 + loadavg()[0]!) / 2, 'load');
  } finally {
    await store.close();
    await unlinkByPrefix(raw, prefix);
    raw.disconnect();
  }
}

await main();
