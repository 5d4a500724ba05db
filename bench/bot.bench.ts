/**
 * The bot under load: the real discord.js client against the emulator, the real engine, the match store on
 * the real Redis (memory when Redis is unreachable). For each click we time, from the moment the emulator
 * delivers the interaction: the acknowledgement (the first callback) and the public board edit showing the
 * new version. Three runs: a paced load without and with board images, then a burst of 200 concurrent
 * matches clicking at once (with images), counting acknowledgements later than Discord's 3 seconds.
 * Both players of each match keep their hand panel open (opened once before the clicks), so a click also
 * refreshes two panels. Per click it also counts the engine's view builds (spectator and seat views, whoever in the bot asked) and
 * board renders, and the process's CPU time (main thread and render workers; the emulator runs in this process
 * too, so it is the whole click's cost as this bench sees it, for comparing before and after a change).
 */
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { startEmulator, type Emulator } from '../src/emulator/index.js';
import { createBot, type Bot } from '../src/bot/bot.js';
import { realEngine } from '../src/match/engine-adapter.js';
import { createMemoryKv } from '../src/store/kv.js';
import { parseCustomId } from '../src/bot/custom-id.js';
import { startMatch } from '../src/bot/handlers/challenge.js';
import { createRenderPool } from '../src/bot/render-pool.js';
import { createRedisStore } from '../src/store/redis-store.js';
import { createMemoryStore } from '../src/store/memory-store.js';
import type { MatchStore } from '../src/store/types.js';
import type { EnginePort } from '../src/match/engine-port.js';
import { boardWatch } from './board-watch.js';

type Json = Record<string, unknown>;
const APP = '1500000000000000001';
const GUILD = '1500000000000000100';
const CHANNEL = '1500000000000000300';
const PLAYERS = 400;
const userId = (i: number) => String(1500000000000010000n + BigInt(i));

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? NaN;
};
const comps = (m: Json | undefined): Json[] => ((m?.components as Json[] | undefined) ?? []).flatMap((r) => (r.components as Json[]) ?? []);

async function openStore(): Promise<MatchStore> {
  try {
    const s = await createRedisStore({ url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', keyPrefix: `sanam:bench:bot:${randomBytes(4).toString('hex')}:`, idleTtlMs: 600_000, archiveTtlMs: 600_000, startupWaitMs: 1000 });
    if (await s.ping()) return s;
    await s.close();
  } catch { /* fall through */ }
  console.error('bot bench: Redis unreachable, using the in-process store');
  return createMemoryStore({ idleTtlMs: 600_000, archiveTtlMs: 600_000 });
}

interface Sample { ack: number; board: number }

async function run(label: string, opts: { matches: number; rounds: number; render: boolean; burst: boolean }): Promise<void> {
  const emu: Emulator = await startEmulator({
    botToken: 'bench-token', applicationId: APP, guild: { id: GUILD, name: 'bench' }, channels: [{ id: CHANNEL, name: 'general' }],
    users: Array.from({ length: PLAYERS }, (_, i) => ({ id: userId(i), username: `p${i}`, locale: i % 2 ? 'th' : 'en-US' })),
    answerTimeoutMs: 30_000,
    // This bench measures the bot's own throughput; Discord's per-channel limits would pace the 200 matches
    // sharing one channel instead (bench/discord.bench.ts measures the bot under them).
    rateLimits: 'off',
  });
  const store = await openStore();
  const pool = opts.render ? createRenderPool() : null;
  const counts = { spectatorViews: 0, seatViews: 0, renders: 0 };
  const engine: EnginePort = { ...realEngine, viewFor: (state, viewer) => { if (viewer === 'spectator') counts.spectatorViews++; else counts.seatViews++; return realEngine.viewFor(state, viewer); } };
  const render = pool ? (view: Parameters<typeof pool.render>[0]) => { counts.renders++; return pool.render(view); } : null;
  const { sink, boardAfter } = boardWatch();
  const bot: Bot = createBot({
    token: 'bench-token', store, kv: createMemoryKv(), engine, log: pino({ level: 'silent' }),
    ...(render ? { render } : {}), sweep: false, sink,
    clientOptions: { rest: { api: emu.apiBase, retries: 0, timeout: 30_000 } },
  });
  await bot.start();
  const decks = realEngine.precons().filter((p) => p.format === 'starter-c');
  const games: Array<{ matchId: string; thread: string; board: string }> = [];
  for (let i = 0; i < opts.matches; i++) {
    const m = await startMatch(bot.ctx, {
      interactionId: `bench${i}`, guild: GUILD, channel: CHANNEL, lang: i % 2 ? 'th' : 'en', game: 'fadalgia', format: 'starter-c', series: 1,
      players: [{ user: userId(2 * i), name: `P${2 * i}`, deckRef: 'precon:starter-flame', deck: decks[0]!.deck }, { user: userId(2 * i + 1), name: `P${2 * i + 1}`, deckRef: 'precon:starter-tide', deck: decks[1]!.deck }],
    });
    games.push({ matchId: m!.snap.matchId, thread: m!.meta.thread, board: m!.meta.board });
  }
  await Promise.all(games.map((g) => boardAfter(g.matchId, -1)));
  // Both players open their hand panel once, as players do: every click then also refreshes two panels.
  for (const [i, g] of games.entries()) {
    const hand = comps(emu.message(g.board) as Json).find((c) => parseCustomId(c.custom_id as string)?.kind === 'hand');
    if (hand) for (const u of [userId(2 * i), userId(2 * i + 1)]) await emu.click(u, g.board, hand.custom_id as string, { timeoutMs: 30_000 });
  }

  const samples: Sample[] = [];
  let late = 0;
  const clickOnce = async (g: { matchId: string; board: string }): Promise<void> => {
    const match = await bot.ctx.service.load(g.matchId);
    if (!match?.prompt) return;
    const board = emu.message(g.board) as Json;
    const before = match.snap.version;
    const answer = comps(board).find((c) => parseCustomId(c.custom_id as string)?.kind === 'answer');
    if (!answer) return; // this decision is only offered privately; the bench measures public-board clicks
    const user = match.prompt.seat === 0 ? match.meta.p0 : match.meta.p1;
    const t0 = performance.now();
    let ack: number;
    try {
      await emu.click(user, g.board, answer.custom_id as string, { timeoutMs: 30_000 });
      ack = performance.now() - t0;
    } catch {
      // The emulator refuses an answer later than 3 s, as Discord does.
      late++;
      return;
    }
    if (ack > 3000) late++;
    await boardAfter(g.matchId, before);
    samples.push({ ack, board: performance.now() - t0 });
  };
  const cpu0 = process.cpuUsage();
  const counted0 = { ...counts };
  for (let r = 0; r < opts.rounds; r++) {
    if (opts.burst) await Promise.all(games.map(clickOnce));
    else for (const g of games) { await clickOnce(g); await new Promise((res) => setTimeout(res, 5)); }
  }
  await bot.router.drain();
  const cpu = process.cpuUsage(cpu0);
  const per = (n: number) => (n / Math.max(1, samples.length)).toFixed(2);
  const acks = samples.map((s) => s.ack);
  const boards = samples.map((s) => s.board);
  console.log(`bench bot.${label}.clicks ${samples.length} count`);
  console.log(`bench bot.${label}.ack.p50 ${pct(acks, 50).toFixed(1)} ms`);
  console.log(`bench bot.${label}.ack.p99 ${pct(acks, 99).toFixed(1)} ms`);
  console.log(`bench bot.${label}.board.p50 ${pct(boards, 50).toFixed(1)} ms`);
  console.log(`bench bot.${label}.board.p99 ${pct(boards, 99).toFixed(1)} ms`);
  if (opts.burst) console.log(`bench bot.${label}.missed_3s_deadlines ${late} count`);
  console.log(`bench bot.${label}.cpu_per_click ${((cpu.user + cpu.system) / 1000 / Math.max(1, samples.length)).toFixed(2)} ms`);
  console.log(`bench bot.${label}.spectator_views_per_click ${per(counts.spectatorViews - counted0.spectatorViews)} count`);
  console.log(`bench bot.${label}.seat_views_per_click ${per(counts.seatViews - counted0.seatViews)} count`);
  if (render) console.log(`bench bot.${label}.renders_per_click ${per(counts.renders - counted0.renders)} count`);
  await bot.stop();
  await pool?.close();
  await store.close();
  await emu.stop();
}

const only = process.argv[2];
const runs: Array<[string, Parameters<typeof run>[1]]> = [
  ['paced.embed', { matches: 20, rounds: 5, render: false, burst: false }],
  ['paced.render', { matches: 20, rounds: 5, render: true, burst: false }],
  ['burst200.embed', { matches: 200, rounds: 3, render: false, burst: true }],
  ['burst200.render', { matches: 200, rounds: 3, render: true, burst: true }],
];
for (const [label, o] of runs) if (!only || label.startsWith(only)) await run(label, o);
process.exit(0);
