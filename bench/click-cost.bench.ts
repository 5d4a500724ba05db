/**
 * A click's whole cost (issue 34), per game in its standard format: the real bot (discord.js) against the
 * emulator, the real engine, the match store on the real Redis, board images from the render pool. A paced
 * load: CLICK_MATCHES matches, CLICK_ROUNDS rounds in which each match's player to act clicks a public-board
 * answer, one click at a time with a short gap (so a click's parts are its own). Per click:
 *  - ack: click → the emulator has the interaction's first callback;
 *  - board: click → the bot's board edit for the new version has been answered (image included);
 *  - action engine: engine.apply + currentPrompt inside the bot (wall, this process);
 *  - store commit: the match store's commit (wall: a Redis round trip and the script);
 *  - views: every viewFor / viewsFor / viewsJson the bot makes for the click (wall);
 *  - image render: the render pool's render calls for the click (wall, worker threads);
 *  - embed/components: the public board payload and both hand panels built for the new version, timed apart
 *    after the click (the bot builds them inside src/bot, which this bench does not instrument);
 *  - REST: calls the emulator received between the click and the board edit;
 *  - CPU: this process's CPU (bot, emulator and render workers: one process) from click to board.
 * The engine, store and render are wrapped at the bot's composition root (createBot's options), so the bot's
 * code runs unchanged. Shares are of the board wall time (parts overlap when the bot runs them concurrently).
 * Env: CLICK_MATCHES (default 12), CLICK_ROUNDS (default 5), CLICK_GAMES (comma list), CLICK_RENDER=0 (no images).
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { pino } from 'pino';
import { startEmulator } from '../src/emulator/index.js';
import { createBot } from '../src/bot/bot.js';
import { realEngine } from '../src/match/engine-adapter.js';
import type { EnginePort } from '../src/match/engine-port.js';
import { createMemoryKv } from '../src/store/kv.js';
import { parseCustomId } from '../src/bot/custom-id.js';
import { startMatch } from '../src/bot/handlers/challenge.js';
import { createRenderPool } from '../src/bot/render-pool.js';
import { createRedisStore } from '../src/store/redis-store.js';
import { handPanel, publicBoard } from '../src/bot/board-message.js';
import type { MatchStore } from '../src/store/types.js';
import { boardWatch } from './board-watch.js';

type Json = Record<string, unknown>;
const APP = '1500000000000000001';
const GUILD = '1500000000000000100';
const CHANNEL = '1500000000000000300';
const MATCHES = Number(process.env.CLICK_MATCHES ?? 12);
const ROUNDS = Number(process.env.CLICK_ROUNDS ?? 5);
const RENDER = process.env.CLICK_RENDER !== '0';
const GAMES: Array<{ game: string; format: string }> = [
  { game: 'fadalgia', format: 'standard' }, { game: 'spirit-duel', format: 'standard' },
  // Summoner Master's shipped decks are Casual (25+20): no Ranked precon exists to start a match with.
  { game: 'summoner-master', format: 'casual' },
].filter((g) => !process.env.CLICK_GAMES || process.env.CLICK_GAMES.split(',').includes(g.game));
const userId = (i: number) => String(1500000000000010000n + BigInt(i));
const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? NaN;
};
const comps = (m: Json | undefined): Json[] => ((m?.components as Json[] | undefined) ?? []).flatMap((r) => (r.components as Json[]) ?? []);
const cpuNow = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

/** Wall milliseconds per part, reset at each click. */
const PARTS = ['engine', 'commit', 'views', 'render'] as const;
type Part = (typeof PARTS)[number];
const acc: Record<Part, number> = { engine: 0, commit: 0, views: 0, render: 0 };
function timed<A extends unknown[], R>(part: Part, f: (...a: A) => R): (...a: A) => R {
  return (...a: A) => {
    const t = performance.now();
    const r = f(...a);
    if (r instanceof Promise) return r.finally(() => { acc[part] += performance.now() - t; }) as R;
    acc[part] += performance.now() - t;
    return r;
  };
}

function instrumentedEngine(e: EnginePort): EnginePort {
  return {
    ...e,
    apply: timed('engine', e.apply), currentPrompt: timed('engine', e.currentPrompt),
    viewFor: timed('views', e.viewFor),
    ...(e.viewsFor ? { viewsFor: timed('views', e.viewsFor) } : {}),
    ...(e.viewsJson ? { viewsJson: timed('views', e.viewsJson) } : {}),
  };
}

function instrumentedStore(s: MatchStore): MatchStore {
  // The store is a class instance: wrap commit on a prototype-linked object so its other methods keep `this`.
  const w = Object.create(s) as MatchStore;
  const commit = s.commit.bind(s);
  w.commit = timed('commit', commit);
  return w;
}

interface Sample { ack: number; board: number; cpu: number; rest: number; build: number; parts: Record<Part, number> }

async function run(game: string, format: string): Promise<void> {
  const emu = await startEmulator({
    botToken: 'bench-token', applicationId: APP, guild: { id: GUILD, name: 'bench' }, channels: [{ id: CHANNEL, name: 'general' }],
    users: Array.from({ length: 2 * MATCHES }, (_, i) => ({ id: userId(i), username: `p${i}`, locale: i % 2 ? 'th' : 'en-US' })),
    answerTimeoutMs: 30_000, rateLimits: 'off',
  });
  const raw = await createRedisStore({ url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', keyPrefix: `sanam:bench:click:${randomBytes(4).toString('hex')}:`, idleTtlMs: 600_000, archiveTtlMs: 600_000, startupWaitMs: 1000 });
  const pool = RENDER ? createRenderPool() : null;
  const { sink, boardAfter } = boardWatch();
  const bot = createBot({
    token: 'bench-token', store: instrumentedStore(raw), kv: createMemoryKv(), engine: instrumentedEngine(realEngine), log: pino({ level: 'silent' }),
    ...(pool ? { render: timed('render', pool.render) } : {}), sweep: false, sink,
    clientOptions: { rest: { api: emu.apiBase, retries: 0, timeout: 30_000 } },
  });
  await bot.start();
  const decks = realEngine.precons().filter((p) => p.game === game && p.format === format);
  if (decks.length < 2) throw new Error(`click-cost: fewer than two ${game} ${format} precons`);
  const games: Array<{ matchId: string; board: string }> = [];
  for (let i = 0; i < MATCHES; i++) {
    const m = await startMatch(bot.ctx, {
      interactionId: `click${i}`, guild: GUILD, channel: CHANNEL, lang: i % 2 ? 'th' : 'en', game, format, series: 1,
      players: [{ user: userId(2 * i), name: `P${2 * i}`, deckRef: `precon:${decks[0]!.id}`, deck: decks[0]!.deck }, { user: userId(2 * i + 1), name: `P${2 * i + 1}`, deckRef: `precon:${decks[1]!.id}`, deck: decks[1]!.deck }],
    });
    games.push({ matchId: m!.snap.matchId, board: m!.meta.board });
  }
  await Promise.all(games.map((g) => boardAfter(g.matchId, -1)));
  await bot.router.drain();

  const samples: Sample[] = [];
  let skipped = 0;
  let privateClicks = 0;
  const lastRequest = () => emu.requests[emu.requests.length - 1];
  const restSince = (mark: unknown) => {
    const i = emu.requests.lastIndexOf(mark as (typeof emu.requests)[number]);
    return i < 0 ? emu.requests.length : emu.requests.length - 1 - i;
  };
  const clickOnce = async (g: { matchId: string; board: string }): Promise<void> => {
    const match = await bot.ctx.service.load(g.matchId);
    if (!match?.prompt) return;
    const user = match.prompt.seat === 0 ? match.meta.p0 : match.meta.p1;
    const isAnswer = (c: Json) => parseCustomId(c.custom_id as string)?.kind === 'answer';
    let target = { message: g.board, answer: comps(emu.message(g.board) as Json).find(isAnswer) };
    if (!target.answer) {
      // Offered only in the player's hand panel (Summoner Master's decisions are): open it first, untimed, and
      // answer there; the click timed below is the answer, as for a public one.
      const hand = comps(emu.message(g.board) as Json).find((c) => parseCustomId(c.custom_id as string)?.kind === 'hand');
      const panel = hand ? await (await emu.click(user, g.board, hand.custom_id as string, { timeoutMs: 30_000 })).settled(30_000) : undefined;
      target = { message: panel?.id as string, answer: comps(panel).find((c) => isAnswer(c) && c.type === 2 && !c.disabled) };
      if (!panel || !target.answer) { skipped++; return; }
      privateClicks++;
    }
    const answer = target.answer;
    const before = match.snap.version;
    await bot.router.drain();
    for (const p of PARTS) acc[p] = 0;
    const mark = lastRequest();
    const c0 = cpuNow();
    const t0 = performance.now();
    await emu.click(user, target.message, answer.custom_id as string, { timeoutMs: 30_000 });
    const ack = performance.now() - t0;
    await boardAfter(g.matchId, before);
    const board = performance.now() - t0;
    const cpu = cpuNow() - c0;
    const rest = restSince(mark);
    const parts = { ...acc };
    // The payloads the bot builds for this version, timed apart on the uninstrumented engine (views included).
    const after = await bot.ctx.service.load(g.matchId);
    const tb = performance.now();
    if (after) {
      publicBoard(realEngine, after, { decisionMs: 60_000 });
      for (const seat of [0, 1] as const) handPanel(realEngine, after, seat, 'en');
    }
    samples.push({ ack, board, cpu, rest, build: performance.now() - tb, parts });
  };
  const load0 = loadavg()[0]!;
  for (let r = 0; r < ROUNDS; r++) for (const g of games) { await clickOnce(g); await new Promise((res) => setTimeout(res, 5)); }
  await bot.router.drain();

  const row = (name: string, xs: number[], unit = 'ms') => {
    const mean = xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    const share = unit === 'ms' && name !== 'board' ? ` ${((100 * mean) / (samples.reduce((a, s) => a + s.board, 0) / samples.length)).toFixed(0).padStart(4)}%` : '';
    console.log(`  ${name.padEnd(22)} ${pct(xs, 50).toFixed(2).padStart(9)} ${pct(xs, 99).toFixed(2).padStart(9)} ${mean.toFixed(2).padStart(9)} ${unit}${share}`);
  };
  const label = `${game}.${format}`;
  console.log(`click-cost ${label}: ${samples.length} clicks (${privateClicks} answered in the hand panel, ${skipped} skipped: no answer button), ${MATCHES} matches, images ${RENDER ? 'on' : 'off'}`);
  console.log(`  ${'part'.padEnd(22)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'mean'.padStart(9)}      share of board wall`);
  row('ack', samples.map((s) => s.ack));
  row('board (click→edit)', samples.map((s) => s.board));
  row('cpu (process)', samples.map((s) => s.cpu));
  row('action engine', samples.map((s) => s.parts.engine));
  row('store commit', samples.map((s) => s.parts.commit));
  row('views', samples.map((s) => s.parts.views));
  row('image render', samples.map((s) => s.parts.render));
  row('embed/components (apart)', samples.map((s) => s.build));
  row('REST calls', samples.map((s) => s.rest), 'calls');
  const p = (name: string, v: number, unit: string) => console.log(`bench click_cost.${label}.${name} ${Number(v.toPrecision(4))} ${unit}`);
  const mean = (f: (s: Sample) => number) => samples.reduce((a, s) => a + f(s), 0) / Math.max(1, samples.length);
  p('clicks', samples.length, 'count');
  p('ack.p50', pct(samples.map((s) => s.ack), 50), 'ms');
  p('ack.p99', pct(samples.map((s) => s.ack), 99), 'ms');
  p('board.p50', pct(samples.map((s) => s.board), 50), 'ms');
  p('board.p99', pct(samples.map((s) => s.board), 99), 'ms');
  p('cpu_per_click', mean((s) => s.cpu), 'ms (process: bot, emulator, render workers)');
  for (const part of PARTS) p(`${part}.mean`, mean((s) => s.parts[part]), 'ms');
  p('embed_components.mean', mean((s) => s.build), 'ms (apart)');
  p('rest_calls_per_click', mean((s) => s.rest), 'calls');
  p('load_avg_1m', (load0 + loadavg()[0]!) / 2, 'load');
  await bot.stop();
  await pool?.close();
  await raw.close();
  await emu.stop();
}

for (const g of GAMES) await run(g.game, g.format);
process.exit(0);
