/**
 * A bot wired to the emulator for league seasons: the real discord.js client through createBot(), the real
 * engine, store and bot repository on the real Redis (fresh key prefix), and a clock the test moves by hand
 * (`bot.now`); the league sweeper is off and run by the test (`sweep`).
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { pino } from 'pino';
import { startEmulator, type Emulator, type RateLimitSetting } from '../../src/emulator/index.js';
import { createBot, type Bot } from '../../src/bot/bot.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { createRedisKv, type KeyValueRepo } from '../../src/store/kv.js';
import { createRedisStore } from '../../src/store/redis-store.js';
import type { MatchStore } from '../../src/store/types.js';
import { allCommands } from '../../commands/index.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { LeagueRepo } from '../../src/league/repo.js';
import { currentRound, type League } from '../../src/league/model.js';
import { sweepLeagues } from '../../src/bot/handlers/league-games.js';

export type Json = Record<string, unknown>;

export interface LeagueBot {
  emu: Emulator; store: MatchStore; kv: KeyValueRepo; bot: Bot; repo: LeagueRepo;
  guild: string; channel: string; organiser: string; players: string[];
  clock: { now: number };
  stop(): Promise<void>;
}

/**
 * `rateLimits`: the emulator's REST limits, off unless asked (as test/bot/support/harness.ts): a season test
 * waits for every post of its one league channel, which the realistic 5 messages per 5 s per channel would
 * pace; rate-limit-round.test.ts asks for 'strict', the test about that pacing.
 */
export async function startLeagueBot(base: bigint, playerCount: number, locales: Array<'th' | 'en-US'> = ['en-US'], rateLimits?: RateLimitSetting): Promise<LeagueBot> {
  const id = (k: number) => String(base + BigInt(k));
  const guild = id(100); const channel = id(300); const role = id(200); const organiser = id(1000);
  const players = Array.from({ length: playerCount }, (_, i) => id(1001 + i));
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `sanam:test:season:${randomBytes(6).toString('hex')}:`;
  const emu = await startEmulator({
    botToken: 'test-token', applicationId: id(1),
    guild: { id: guild, name: 'Season', ownerId: organiser, roles: [{ id: role, name: 'Organiser' }] },
    channels: [{ id: channel, name: 'league' }],
    users: [
      { id: organiser, username: 'organiser', globalName: 'Nok', locale: 'en-US', roles: [role] },
      ...players.map((p, i) => ({ id: p, username: `p${i + 1}`, globalName: `Player ${i + 1}`, locale: locales[i % locales.length]! })),
    ],
    rateLimits: rateLimits ?? 'off',
  });
  const store = await createRedisStore({ url: redisUrl, keyPrefix: prefix });
  const kv = createRedisKv({ url: redisUrl, prefix: `${prefix}bot:` });
  const clock = { now: Date.UTC(2026, 0, 10, 12) };
  const bot = createBot({
    token: 'test-token', store, kv, engine: realEngine, log: pino({ level: process.env.BOT_TEST_LOG ?? 'silent' }),
    timers: { decisionMs: 3_600_000, warnBeforeMs: 60_000, graceMs: 60_000, sweepMs: 60_000 },
    clientOptions: { rest: { api: emu.apiBase, retries: 0 } }, now: () => clock.now, sweep: false,
  });
  await bot.start();
  await bot.client.application!.commands.set(allCommands(), guild);
  return {
    emu, store, kv, bot, repo: new LeagueRepo(kv), guild, channel, organiser, players, clock,
    async stop() {
      await bot.stop().catch(() => undefined);
      await kv.close();
      await store.close();
      await emu.stop();
    },
  };
}

export const flat = (msg: Json | undefined): Json[] => ((msg?.components as Json[] | undefined) ?? []).flatMap((r) => (r.components as Json[] | undefined) ?? []);

export async function slash(t: LeagueBot, user: string, channel: string, cmd: string, opts: Record<string, unknown> = {}): Promise<Json> {
  return (await (await t.emu.slash(user, channel, cmd, opts)).settled(20_000))!;
}

export async function until<T>(f: () => Promise<T | undefined | null | false>, what: string, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function load(t: LeagueBot, id: string): Promise<League> {
  return (await t.repo.load(id))!.league;
}

/** Creates a league as the organiser and returns its id (the first `code` of the private reply). */
export async function create(t: LeagueBot, opts: Record<string, unknown>): Promise<{ id: string; reply: Json }> {
  const reply = await slash(t, t.organiser, t.channel, 'league create', { format: 'starter-c', ...opts });
  const id = /`([a-z0-9]+)`/.exec(String(reply.content))?.[1];
  expect(id, String(reply.content)).toBeTruthy();
  return { id: id!, reply };
}

export async function joinAll(t: LeagueBot, id: string, players: string[]): Promise<void> {
  for (const [k, p] of players.entries()) {
    const r = await slash(t, p, t.channel, 'league join', { league: id, deck: k % 2 ? 'precon:starter-tide' : 'precon:starter-flame' });
    expect(r.flags).toBe(64);
  }
}

/** Every paired match of round n has its result or its thread. */
export async function roundReady(t: LeagueBot, id: string, n: number): Promise<League> {
  return until(async () => {
    const l = await load(t, id);
    const r = currentRound(l);
    return r && r.n === n && r.matches.every((m) => m.b === null || m.result || m.thread) ? l : null;
  }, `round ${n} of ${id}`);
}

export async function finished(t: LeagueBot, id: string): Promise<League> {
  return until(async () => { const l = await load(t, id); return l.status === 'finished' ? l : null; }, `the end of ${id}`);
}

/** The player concedes the game in the thread: /match concede, then the confirm button. Returns the question asked. */
export async function concede(t: LeagueBot, user: string, thread: string): Promise<string> {
  const ask = await slash(t, user, thread, 'match concede');
  const confirm = flat(ask).find((c) => parseCustomId(c.custom_id as string)?.kind === 'concede');
  expect(confirm, String(ask.content)).toBeTruthy();
  await (await t.emu.click(user, ask.id as string, confirm!.custom_id as string)).settled();
  return String(ask.content);
}

/** The organiser sets every open result of the current round (a wins 1–0, or the score given). */
export async function settleRound(t: LeagueBot, id: string, score: (table: number) => { wins_a: number; wins_b: number } = () => ({ wins_a: 1, wins_b: 0 })): Promise<void> {
  const l = await load(t, id);
  const r = currentRound(l)!;
  for (const m of r.matches.filter((x) => x.b !== null && !x.result)) {
    const reply = await slash(t, t.organiser, t.channel, 'league-admin result', { league: id, table: m.table, ...score(m.table) });
    expect(reply.flags).toBe(64);
  }
}

export async function sweep(t: LeagueBot): Promise<void> {
  await sweepLeagues(t.bot.ctx);
}

export function messages(t: LeagueBot, user: string, channel: string, test: (text: string) => boolean): Json[] {
  return t.emu.visibleMessages(user, channel).filter((m) => test(String(m.content ?? '')));
}
