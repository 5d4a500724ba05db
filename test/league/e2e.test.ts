/**
 * A Swiss league of 8 players end to end: the real discord.js client through createBot() against the
 * emulator, the real engine, the store and bot repository on the real Redis. Matches are played in the
 * threads Sanam opens for them and ended by concession through /match concede (a free action, 100.5),
 * so their results are recorded by the end-of-match hook. Along the way: bad input refused privately with
 * nothing changed, a disputed manual report decided by the organiser, a drop, and a deadline with its
 * reminders (the clock is the bot's `now`; the sweep is run by hand).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { startEmulator, type Emulator } from '../../src/emulator/index.js';
import { createBot, type Bot } from '../../src/bot/bot.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { createRedisKv, type KeyValueRepo } from '../../src/store/kv.js';
import { createRedisStore } from '../../src/store/redis-store.js';
import type { MatchStore } from '../../src/store/types.js';
import { allCommands } from '../../commands/index.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { MatchService } from '../../src/match/service.js';
import { LeagueRepo } from '../../src/league/repo.js';
import { currentRound, type League } from '../../src/league/model.js';
import { sweepLeagues } from '../../src/bot/handlers/league-games.js';
import { HOUR } from '../../src/league/rounds.js';

type Json = Record<string, unknown>;
const GUILD = '1600000000000000100';
const CHANNEL = '1600000000000000300';
const ROLE = '1600000000000000200';
const ORG = '1600000000000001000';
const OUTSIDER = '1600000000000001099';
const PLAYERS = Array.from({ length: 8 }, (_, i) => String(1600000000000001001n + BigInt(i)));
const NAMES = ['สมชาย', 'Alice', 'ผู้เล่นสาม', 'Dan', 'น้ำฝน', 'Frank', 'กิ่งแก้ว', 'Hana'];
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let emu: Emulator; let store: MatchStore; let kv: KeyValueRepo; let bot: Bot; let repo: LeagueRepo;
let clock = Date.now();
let leagueId = '';

beforeAll(async () => {
  const prefix = `sanam:test:bot:${randomBytes(6).toString('hex')}:`;
  emu = await startEmulator({
    botToken: 'test-token', applicationId: '1600000000000000001',
    guild: { id: GUILD, name: 'สนาม', ownerId: ORG, roles: [{ id: ROLE, name: 'Organiser' }] },
    channels: [{ id: CHANNEL, name: 'league' }],
    users: [
      { id: ORG, username: 'organiser', globalName: 'ผู้จัด', locale: 'th', roles: [ROLE] },
      { id: OUTSIDER, username: 'outsider', locale: 'en-US' },
      ...PLAYERS.map((id, i) => ({ id, username: `p${i + 1}`, globalName: NAMES[i]!, locale: (i % 2 ? 'en-US' : 'th') as 'th' | 'en-US' })),
    ],
  });
  store = await createRedisStore({ url: redisUrl, keyPrefix: prefix });
  kv = createRedisKv({ url: redisUrl, prefix: `${prefix}bot:` });
  repo = new LeagueRepo(kv);
  bot = createBot({
    token: 'test-token', store, kv, engine: realEngine, log: pino({ level: process.env.BOT_TEST_LOG ?? 'silent' }),
    timers: { decisionMs: 3_600_000, warnBeforeMs: 60_000, graceMs: 60_000, sweepMs: 60_000 },
    clientOptions: { rest: { api: emu.apiBase, retries: 0 } }, now: () => clock, sweep: false,
  });
  await bot.start();
  await bot.client.application!.commands.set(allCommands(), GUILD);
}, 60_000);

afterAll(async () => {
  await bot?.stop().catch(() => undefined);
  await kv?.close();
  await store?.close();
  await emu?.stop();
});

const flat = (msg: Json | undefined): Json[] => ((msg?.components as Json[] | undefined) ?? []).flatMap((r) => (r.components as Json[] | undefined) ?? []);

async function slash(user: string, channel: string, cmd: string, opts: Record<string, unknown> = {}): Promise<Json> {
  return (await (await emu.slash(user, channel, cmd, opts)).settled(20_000))!;
}

async function league(): Promise<{ league: League; rev: number }> {
  return (await repo.load(leagueId))!;
}

async function until<T>(f: () => Promise<T | undefined | null | false>, what: string, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Every paired match of the current round has its thread (its first game was started). */
async function roundReady(n: number): Promise<League> {
  return until(async () => {
    const { league: l } = await league();
    const r = currentRound(l);
    return r && r.n === n && r.matches.every((m) => m.b === null || m.result || m.thread) ? l : null;
  }, `round ${n} games`);
}

/** The player concedes the game in the match's thread: /match concede, then the confirm button. */
async function concede(user: string, thread: string): Promise<void> {
  const ask = await slash(user, thread, 'match concede');
  const confirm = flat(ask).find((c) => parseCustomId(c.custom_id as string)?.kind === 'concede');
  expect(confirm, String(ask.content)).toBeTruthy();
  await (await emu.click(user, ask.id as string, confirm!.custom_id as string)).settled();
}

async function tableResult(n: number, table: number) {
  return until(async () => (await league()).league.roundList.find((r) => r.n === n)?.matches.find((m) => m.table === table)?.result, `result of ${n}.${table}`);
}

/** Asserts a private refusal and that the league record did not change. */
async function refused(user: string, channel: string, cmd: string, opts: Record<string, unknown>, pattern: RegExp): Promise<void> {
  const before = await league();
  const reply = await slash(user, channel, cmd, opts);
  expect(reply.flags).toBe(64);
  expect(String(reply.content)).toMatch(pattern);
  const after = await league();
  expect(after.rev).toBe(before.rev);
  expect(after.league).toEqual(before.league);
}

describe('an 8-player Swiss league through Discord', () => {
  it('is created by the organiser and joined by eight players with registered decks', async () => {
    const created = await slash(ORG, CHANNEL, 'league create', { name: 'ลีกวันเสาร์', structure: 'swiss', best_of: 1, rounds: 3, round_hours: 48, format: 'starter-c' });
    leagueId = /`([a-z0-9]+)`/.exec(String(created.content))![1]!;
    expect((await league()).league).toMatchObject({ name: 'ลีกวันเสาร์', status: 'registration', bestOf: 1, rounds: 3, organiser: ORG });
    for (const [k, p] of PLAYERS.entries()) {
      const r = await slash(p, CHANNEL, 'league join', { league: leagueId, deck: k % 2 ? 'precon:starter-tide' : 'precon:starter-flame' });
      expect(r.flags).toBe(64);
      expect(String(r.content)).toMatch(/ลีกวันเสาร์/);
    }
    const l = (await league()).league;
    expect(l.players.map((p) => p.id)).toEqual(PLAYERS);
    expect(l.players[0]!.name).toBe('สมชาย');
    expect(l.audit.filter((a) => a.action === 'join')).toHaveLength(8);
  });

  it('shows the locked deck lists to the organiser only', async () => {
    const reply = await slash(ORG, CHANNEL, 'league-admin decks', { league: leagueId });
    expect(reply.flags).toBe(64);
    const file = (reply.attachments as Json[])[0]!;
    expect(file.filename).toBe(`decks-${leagueId}.txt`);
    const text = emu.attachment(file.id as string)!.bytes.toString('utf8');
    expect(text).toContain('# สมชาย');
    expect(text).toMatch(/กองหลัก:|Main:/);
    await refused(PLAYERS[3]!, CHANNEL, 'league-admin decks', { league: leagueId }, /Only the league organiser/);
  });

  it('refuses bad input privately and changes nothing', async () => {
    await refused(PLAYERS[1]!, CHANNEL, 'league join', { league: leagueId, deck: 'precon:starter-tide' }, /already joined/);
    await refused(PLAYERS[0]!, CHANNEL, 'league join', { league: leagueId, deck: 'precon:starter-tide' }, /สมัครลีกนี้ไปแล้ว/);
    await refused(PLAYERS[2]!, CHANNEL, 'league-admin start', { league: leagueId }, /ผู้จัดลีกเท่านั้น/);
    await refused(OUTSIDER, CHANNEL, 'league-admin result', { league: leagueId, table: 1, wins_a: 1, wins_b: 0 }, /Only the league organiser/);
    await refused(OUTSIDER, CHANNEL, 'league-admin role', { role: ROLE }, /Manage Server/);
    await refused(OUTSIDER, CHANNEL, 'league join', { league: leagueId, deck: 'no-such-deck' }, /not found/);
  });

  it('round 1: games start in their own threads, results record themselves, a dispute goes to the organiser', async () => {
    const started = await slash(ORG, CHANNEL, 'league-admin start', { league: leagueId });
    expect(String(started.content)).toMatch(/8/);
    const l = await roundReady(1);
    const r = currentRound(l)!;
    expect(r.matches).toHaveLength(4);
    // The round's announcement in the channel pings the players, with a Discord timestamp for the deadline.
    const announce = await until(async () => emu.visibleMessages(OUTSIDER, CHANNEL).find((m) => String(m.content).includes(`<t:${Math.floor(r.deadline / 1000)}:F>`)), 'announcement');
    for (const p of PLAYERS) expect(String(announce.content)).toContain(`<@${p}>`);
    // Each match runs in its own thread with both players pinged and the registered decks loaded.
    // (Reading the store's deadlines claims them; the sweeper is off in this test, so nothing else needs them.)
    const armed = await store.claimDue(Number.MAX_SAFE_INTEGER - 1, 1000);
    for (const m of r.matches) {
      const ping = await until(async () => emu.visibleMessages(m.a, m.thread!).find((x) => String(x.content).includes(`<@${m.a}>`) && String(x.content).includes(`<@${m.b}>`)), 'ping');
      expect(ping).toBeTruthy();
      const matchId = (await store.findLink(`thread:${m.thread}`))!;
      const snap = (await store.load(matchId))!;
      expect(snap.meta).toMatchObject({ p0: m.a, p1: m.b, d0: l.players.find((p) => p.id === m.a)!.deckRef, format: 'starter-c' });
      // No decision clock runs until the first move: nobody loses a game by not being there when the round opens.
      expect(armed.filter((d) => d.matchId === matchId)).toEqual([]);
    }
    // A player outside every match cannot report; nothing changes.
    await refused(OUTSIDER, CHANNEL, 'league report', { league: leagueId, my_wins: 1, their_wins: 0 }, /not a player in this match/);
    // Tables 1–3 are played: the b player concedes; the result is recorded without anyone typing it.
    for (const m of r.matches.slice(0, 3)) {
      await concede(m.b!, m.thread!);
      expect(await tableResult(1, m.table)).toMatchObject({ a: 1, b: 0, d: 0, by: 'auto' });
    }
    // Table 4 is reported by hand, and the two players disagree: the organiser is asked and decides.
    const t4 = r.matches[3]!;
    const first = await slash(t4.a, CHANNEL, 'league report', { league: leagueId, my_wins: 1, their_wins: 0 });
    expect(String(first.content)).toMatch(/รอคู่แข่ง|waiting/);
    const second = await slash(t4.b!, CHANNEL, 'league report', { league: leagueId, my_wins: 1, their_wins: 0 });
    expect(String(second.content)).toMatch(/ไม่ตรงกัน|disagree/);
    const dispute = await until(async () => emu.visibleMessages(ORG, CHANNEL).find((x) => String(x.content).includes('⚠️') && String(x.content).includes(`<@${ORG}>`)), 'dispute notice');
    expect(String(dispute.content)).toContain(`<@${t4.a}>`);
    expect((await league()).league.roundList[0]!.matches[3]).toMatchObject({ disputed: true });
    expect((await league()).league.roundList[0]!.matches[3]!.result).toBeUndefined();
    const decided = await slash(ORG, CHANNEL, 'league-admin result', { league: leagueId, table: t4.table, wins_a: 0, wins_b: 1 });
    expect(decided.flags).toBe(64);
    expect(await tableResult(1, t4.table)).toMatchObject({ a: 0, b: 1, by: 'organiser' });
    const l2 = await roundReady(2);
    expect(l2.roundList[0]!.closed).toBe(true);
    expect(l2.audit.map((a) => a.action)).toEqual(expect.arrayContaining(['report', 'set-result', 'auto-result', 'close', 'pair']));
    expect(l2.audit.find((a) => a.action === 'set-result')).toMatchObject({ by: ORG });
  });

  it('round 2: reporting the closed round is refused; a player drops and the opponent gets the match', async () => {
    const l = (await league()).league;
    const r = currentRound(l)!;
    expect(r.n).toBe(2);
    // Winners met winners: no rematch of round 1.
    const met1 = new Set(l.roundList[0]!.matches.map((m) => [m.a, m.b].sort().join()));
    for (const m of r.matches) expect(met1.has([m.a, m.b].sort().join())).toBe(false);
    await refused(PLAYERS[0]!, CHANNEL, 'league report', { league: leagueId, my_wins: 1, their_wins: 0, round: 1 }, /รอบนี้ปิดแล้ว/);
    const [dropM, ...rest] = r.matches;
    const dropper = dropM!.b!;
    const dropped = await slash(dropper, CHANNEL, 'league drop', { league: leagueId });
    expect(String(dropped.content)).toMatch(/dropped|ออกจาก/);
    expect(await tableResult(2, dropM!.table)).toMatchObject({ a: 2, b: 0 });
    for (const m of rest) {
      await concede(m.a, m.thread!);
      expect(await tableResult(2, m.table)).toMatchObject({ a: 0, b: 1, by: 'auto' });
    }
    const l3 = await roundReady(3);
    const r3 = currentRound(l3)!;
    // Seven players left: one bye, to the lowest-ranked player; the dropped player is not paired.
    expect(r3.matches.filter((m) => m.b === null)).toHaveLength(1);
    expect(r3.matches.flatMap((m) => [m.a, m.b])).not.toContain(dropper);
    expect(l3.players.find((p) => p.id === dropper)!.droppedAfter).toBe(2);
  });

  it('round 3: 24 h and 1 h reminders, then the deadline goes to the organiser, who rules a double loss', async () => {
    const l = (await league()).league;
    const r = currentRound(l)!;
    const played = r.matches.filter((m) => m.b !== null);
    for (const m of played.slice(1)) {
      await concede(m.b!, m.thread!);
      await tableResult(3, m.table);
    }
    const late = played[0]!;
    clock = r.deadline - 23 * HOUR;
    await sweepLeagues(bot.ctx);
    await sweepLeagues(bot.ctx);
    const reminders = emu.visibleMessages(late.a, late.thread!).filter((m) => String(m.content).startsWith('⏰'));
    expect(reminders).toHaveLength(1);
    expect(String(reminders[0]!.content)).toContain(`<t:${Math.floor(r.deadline / 1000)}:R>`);
    clock = r.deadline - 30 * 60_000;
    await sweepLeagues(bot.ctx);
    expect(emu.visibleMessages(late.a, late.thread!).filter((m) => String(m.content).startsWith('⏰'))).toHaveLength(2);
    // Reporting is still open before the deadline is ruled on; a stranger still cannot report this match.
    clock = r.deadline + 1000;
    await sweepLeagues(bot.ctx);
    await sweepLeagues(bot.ctx);
    const expiredNotes = emu.visibleMessages(ORG, CHANNEL).filter((m) => String(m.content).startsWith('⌛'));
    expect(expiredNotes).toHaveLength(1);
    expect(String(expiredNotes[0]!.content)).toContain(`<@${late.a}> vs <@${late.b}>`);
    expect(currentRound((await league()).league)!.expired).toBe(true);
    const ruled = await slash(ORG, CHANNEL, 'league-admin result', { league: leagueId, table: late.table, outcome: 'double-loss' });
    expect(String(ruled.content)).toMatch(/แพ้ทั้งคู่/);
    const done = await until(async () => { const x = (await league()).league; return x.status === 'finished' ? x : null; }, 'the end of the league');
    expect(done.roundList).toHaveLength(3);
    expect(done.roundList[2]!.matches.find((m) => m.table === late.table)!.result).toMatchObject({ doubleLoss: true, by: 'deadline' });
  });

  it('ends with final standings: all eight players, the dropped one kept and marked, in MTR order', async () => {
    const final = await until(async () => emu.visibleMessages(OUTSIDER, CHANNEL).find((m) => String(m.content).startsWith('🏆')), 'final message');
    expect(String(final.content)).toContain('ลีกวันเสาร์');
    const standings = await slash(PLAYERS[1]!, CHANNEL, 'league standings', { league: leagueId });
    const text = String(standings.content);
    for (const n of NAMES) expect(text).toContain(n);
    expect(text).toMatch(/\(dropped\)/);
    const rows = text.split('\n').filter((x) => /^\s*\d+\s/.test(x));
    expect(rows).toHaveLength(8);
    const pts = rows.map((x) => Number(x.trim().split(/\s{2,}/)[2]));
    expect([...pts].sort((a, b) => b - a)).toEqual(pts);
    // The table is aligned by grapheme: every row's W-L-D column ends at the same grapheme offset, Thai
    // names (whose vowel and tone marks are extra code units) included — but not by UTF-16 length.
    const seg = new Intl.Segmenter('th', { granularity: 'grapheme' });
    const end = (line: string) => { const m = /\d+-\d+-\d+/.exec(line)!; return line.slice(0, m.index + m[0].length); };
    const col = (line: string) => [...seg.segment(end(line))].length;
    expect(new Set(rows.map((x) => end(x).length)).size).toBeGreaterThan(1);
    expect(new Set(rows.map(col)).size).toBe(1);
    const image = await (await emu.slash(PLAYERS[0]!, CHANNEL, 'league standings', { league: leagueId, image: true })).settled(20_000);
    expect((image!.attachments as Json[])[0]).toMatchObject({ filename: `standings-${leagueId}.png` });
  });
});

describe('a best-of-3 league match through Discord', () => {
  it('101.2 plays the series game by game in one thread (the previous loser chooses who goes first) and records the game wins', async () => {
    const [A, B] = [PLAYERS[0]!, PLAYERS[1]!];
    const created = await slash(ORG, CHANNEL, 'league create', { name: 'Bo3 Cup', best_of: 3, rounds: 1, format: 'starter-c' });
    leagueId = /`([a-z0-9]+)`/.exec(String(created.content))![1]!;
    for (const p of [A, B]) await slash(p, CHANNEL, 'league join', { league: leagueId, deck: 'precon:starter-flame' });
    await slash(ORG, CHANNEL, 'league-admin start', { league: leagueId });
    const l = await roundReady(1);
    const m = currentRound(l)!.matches[0]!;
    const first = (await store.findLink(`thread:${m.thread}`))!;
    await concede(m.b!, m.thread!);
    // Game 1 counted, the series goes on: game 2 opens in the same thread, its loser (b, seat 1) chooses who goes first (101.2).
    const second = await until(async () => { const id = await store.findLink(`thread:${m.thread}`); return id && id !== first ? id : null; }, 'game 2');
    const g2 = (await store.load(second))!;
    expect(g2.meta).toMatchObject({ series: '2', thread: m.thread, p0: m.a, p1: m.b });
    expect((await new MatchService(store, realEngine).load(second))!.prompt).toMatchObject({ kind: 'choose-first', seat: 1 });
    expect((await league()).league.roundList[0]!.matches[0]!.games).toEqual([{ matchId: first, winner: 'a' }]);
    expect((await league()).league.roundList[0]!.matches[0]!.result).toBeUndefined();
    await concede(m.b!, m.thread!);
    expect(await tableResult(1, 1)).toMatchObject({ a: 2, b: 0, d: 0, by: 'auto' });
    const done = await until(async () => { const x = (await league()).league; return x.status === 'finished' ? x : null; }, 'the end');
    const rows = (await import('../../src/league/standings.js')).standings(done);
    expect(rows[0]).toMatchObject({ id: m.a, matchPoints: 3, gwp: 1 });
    expect(rows[1]!.gwp).toBe(0.33);
  });
});
