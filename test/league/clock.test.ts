/**
 * A league game's clock starts at its first move, not when the round opens (README "Leagues"): a round is a
 * window of hours or days, so a player who is not there the minute Sanam opens the match must not lose on
 * time. Through the real discord.js client and the emulator, with the bot's clock under the test's control:
 * no deadline while nobody has moved; after the first move, five hours later, the next decision's deadline
 * counts from that move — Spirit Duel's turn time (sd:goal.2) and Fadalgia's decision clock alike. (On the
 * way, /league join suggests the decks of the league's own game.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, startHarness, type Harness } from '../bot/support/harness.js';
import { Driver } from '../bot/support/driver.js';
import { LeagueRepo } from '../../src/league/repo.js';
import { currentRound } from '../../src/league/model.js';
import type { Deadline } from '../../src/store/types.js';

let h: Harness;
let clock = Date.now();
const HOUR = 3600_000;
const TIMERS = { decisionMs: 600_000, warnBeforeMs: 60_000, graceMs: 60_000, sweepMs: 60_000 };

beforeAll(async () => { h = await startHarness(); await h.startBot({ now: () => clock, sweep: false, timers: TIMERS }); });
afterAll(async () => { await h?.close(); });

async function slash(user: string, command: string, options: Record<string, unknown>): Promise<string> {
  return String((await (await h.emu.slash(user, IDS.channel, command, options)).settled(20_000))?.content ?? '');
}

/** The store's deadlines of one match, read without taking them (claimed, then put back as they were). */
async function deadlinesOf(matchId: string): Promise<Deadline[]> {
  const all = await h.store.claimDue(Number.MAX_SAFE_INTEGER - 1, 10_000);
  for (const d of all) await h.store.scheduleDeadline(d);
  return all.filter((d) => d.matchId === matchId);
}

/** Polls an async condition (the emulator's waitFor takes a synchronous one). */
async function until<T>(f: () => Promise<T | undefined | null>, what: string, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v !== undefined && v !== null) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const CASES = [
  { game: 'spirit-duel', format: 'standard', decks: ['precon:sd-blaze', 'precon:sd-tide'], firstDeadline: 120_000 },
  // Fadalgia's first stage is the warning, FADALGIA_WARN_SECONDS before the decision time runs out.
  { game: 'fadalgia', format: 'starter-c', decks: ['precon:starter-flame', 'precon:starter-tide'], firstDeadline: TIMERS.decisionMs - TIMERS.warnBeforeMs },
];

describe('a league game\'s clock starts at the first move', () => {
  for (const c of CASES) {
    it(`${c.game}: no deadline until the first move, then counted from that move`, { timeout: 60_000 }, async () => {
      const created = await slash(IDS.watcher, 'league create', { name: `Clock ${c.game}`, game: c.game, format: c.format, best_of: 1, rounds: 1, round_hours: 48 });
      const id = /`([a-z0-9]+)`/.exec(created)?.[1];
      expect(id, created).toBeTruthy();
      // /league join suggests the decks of the league's own game.
      const offered = (await h.emu.autocomplete(IDS.somchai, IDS.channel, 'league join', { league: id, deck: '' }, 'deck')).map((x) => x.value);
      expect(offered).toEqual(expect.arrayContaining(c.decks));
      expect(offered.every((v) => CASES.find((x) => x !== c)!.decks.every((other) => other !== v))).toBe(true);
      expect(await slash(IDS.somchai, 'league join', { league: id, deck: c.decks[0] })).toMatch(/Clock/);
      expect(await slash(IDS.alice, 'league join', { league: id, deck: c.decks[1] })).toMatch(/Clock/);
      const opened = clock;
      expect(await slash(IDS.watcher, 'league-admin start', { league: id })).toMatch(/2/);
      const repo = new LeagueRepo(h.kv);
      const thread = await until(async () => currentRound((await repo.load(id!))!.league)?.matches[0]?.thread, 'the match thread');
      const matchId = await until(() => h.store.findLink(`thread:${thread}`), 'the match');
      const d = new Driver(h.emu, h.store, { matchId, thread, board: '' });
      expect((await d.load()).state).toMatchObject({ game: c.game });
      await d.waitBoard(0);

      // The round opened: the match is there, its first decision shown, and no clock runs.
      expect(await deadlinesOf(matchId)).toEqual([]);

      // Five hours later the first move is made; from then on the clock runs, counted from that move.
      clock = opened + 5 * HOUR;
      const moved = clock;
      expect(await d.step()).toBe(true);
      const after = await d.load();
      expect(after.snap.updatedAt).toBe(moved);
      const due = await until(async () => (await deadlinesOf(matchId))[0], 'the deadline');
      expect(due.dueAt - moved).toBe(c.firstDeadline);
      expect(due.dueAt - opened).toBeGreaterThan(5 * HOUR);
    });
  }
});
