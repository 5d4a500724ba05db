/**
 * Issue 35, strict rate limits: a 32-player league round opens 16 match threads in one channel at once.
 * Under the emulator's strict profile (3 thread creations and 3 messages per 3 s per channel) every thread
 * must still open with its board (the bot opens four games at a time: src/bot/handlers/round-opening.ts), no invalid request may be made beyond the limiter's own 429s, and the
 * players' commands keep being acknowledged within Discord's 3 s while the round opens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentRound } from '../../src/league/model.js';
import { create, joinAll, load, slash, startLeagueBot, until, type LeagueBot } from './league-bot.js';
import { distribution, reportScenario, watchDiscord, type DiscordWatch } from '../bot/support/discord-watch.js';

let t: LeagueBot;
let watch: DiscordWatch | undefined;
beforeAll(async () => { t = await startLeagueBot(1620000000000000000n, 32, ['en-US', 'th'], 'strict'); }, 60_000);
afterAll(async () => { watch?.stop(); await t?.stop(); });

describe('a 32-player league round opening under strict rate limits (issue 35)', () => {
  it('opens all 16 threads with their boards, acknowledges within 3 s and makes no invalid request', { timeout: 300_000 }, async () => {
    const { id } = await create(t, { name: 'Big Cup', structure: 'swiss', best_of: 1, rounds: 3, round_hours: 24 });
    await joinAll(t, id, t.players);
    const threads = () => t.emu.threads().map((c) => c.id as string);
    watch = watchDiscord(t.emu, threads, t.organiser);
    const started = Date.now();
    await slash(t, t.organiser, t.channel, 'league-admin start', { league: id });
    // While the round opens, players keep using commands: each must still be acknowledged in time.
    const during = await Promise.all(t.players.slice(0, 6).map((p) => slash(t, p, t.channel, 'league standings', { league: id })));
    expect(during.every((m) => m.flags === 64)).toBe(true);
    const league = await until(async () => {
      const l = await load(t, id);
      const r = currentRound(l);
      return r && r.n === 1 && r.matches.every((m) => m.b === null || m.thread) ? l : null;
    }, 'every thread of round 1', 240_000);
    const round = currentRound(league)!;
    const matchThreads = round.matches.filter((m) => m.thread).map((m) => m.thread!);
    expect(matchThreads).toHaveLength(16);
    // Every thread shows a board (version 0 or later), and when it first did.
    const shownAt = await Promise.all(matchThreads.map((th) => until(async () => watch!.boardShown(th, 0), `the board in ${th}`, 120_000)));
    const opened = shownAt.map((at) => at - started);
    const acks = watch.acks();
    console.log(`league round of 32: ${watch.limited()} limiter 429s; acknowledgements ${distribution(acks)}; board shown after start ${distribution(opened)}`);
    reportScenario('league-round-32', { acks, lags: opened, limited: watch.limited() });
    const other = watch.other4xx();
    if (other.length) console.log('other 4xx answers:', other);
    expect(Math.max(...acks)).toBeLessThan(3000);
    expect(watch.invalid()).toEqual([]);
    const stats = t.emu.rateLimits()!;
    expect(stats.invalidTotal).toBe(stats.limited.user + stats.limited.global);
    expect(stats.blockedUntil).toBe(0);
  });
});
