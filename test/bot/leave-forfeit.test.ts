/**
 * Leaving the match loses it where the game's text says so (Spirit Duel sd:goal.2 "ออกจากห้อง", Summoner Master
 * §13.4), through the real discord.js client and the emulator: a seated player leaves the match thread or the
 * server (GUILD_MEMBER_REMOVE / THREAD_MEMBERS_UPDATE) and, not back within the grace period, forfeits; back in
 * time, plays on. Fadalgia's texts do not define leaving: a Fadalgia player who leaves meets only the decision timer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realEngine } from '../../src/match/engine-adapter.js';
import { MatchService } from '../../src/match/service.js';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { challenge } from './support/driver.js';

const GRACE_MS = 1500;
let h: Harness;
let service: MatchService;

beforeAll(async () => {
  h = await startHarness();
  await h.startBot({ leaveGraceMs: GRACE_MS });
  service = new MatchService(h.store, realEngine);
});
afterAll(async () => { await h?.close(); });

const status = async (matchId: string) => (await service.load(matchId))!.snap.status;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Polls the store until the match is over (the forfeit comes from the deadline sweep, not from an event). */
async function finished(matchId: string) {
  for (let i = 0; i < 300; i++) {
    const x = await service.load(matchId);
    if (x?.snap.status === 'finished') return x;
    await sleep(200);
  }
  throw new Error(`match ${matchId} did not finish`);
}
const said = (thread: string) => h.emu.visibleMessages(IDS.watcher, thread).map((m) => String(m.content ?? '')).join('\n');

describe('leaving the match', () => {
  it('sd:goal.2 a seated player who leaves the match thread and does not come back within the grace period loses; the thread is told why', { timeout: 120_000 }, async () => {
    const game = await challenge(h.emu, h.kv, { game: 'spirit-duel', format: 'standard', deckA: 'precon:sd-blaze', deckB: 'precon:sd-tide' });
    // A player who had joined the match thread (posting in it, or "Join Thread") leaves it.
    h.emu.joinThread(IDS.alice, game.thread);
    h.emu.leaveThread(IDS.alice, game.thread);
    const m = await finished(game.matchId);
    const r = realEngine.result(m.state)!;
    const aliceSeat = m.meta.p0 === IDS.alice ? 0 : 1;
    expect(r.winner).toBe(1 - aliceSeat);
    expect(r.reason.en).toContain('left the match');
    await h.emu.waitFor(() => said(game.thread).includes('🚪'), 30_000);
    const text = said(game.thread);
    expect(text).toContain(`<@${IDS.alice}>`);
    expect(text).toContain('sd:goal.2');
  });

  it('sd:goal.2 a player who leaves the server (and so the thread they had joined) and comes back to the server within the grace period plays on', { timeout: 120_000 }, async () => {
    const game = await challenge(h.emu, h.kv, { game: 'spirit-duel', format: 'standard', deckA: 'precon:sd-blaze', deckB: 'precon:sd-tide' });
    h.emu.joinThread(IDS.alice, game.thread);
    h.emu.leaveGuild(IDS.alice);
    await sleep(200);
    h.emu.joinGuild(IDS.alice);
    await sleep(GRACE_MS * 3);
    expect(await status(game.matchId)).not.toBe('finished');
    expect(said(game.thread)).not.toContain('🚪');
  });

  it('§13.4 Summoner Master: a seated player who leaves the server and does not come back loses', { timeout: 120_000 }, async () => {
    const game = await challenge(h.emu, h.kv, { game: 'summoner-master', format: 'casual', deckA: 'precon:sm-blazing-kaijuu', deckB: 'precon:sm-tidal-sniper' });
    h.emu.leaveGuild(IDS.alice);
    const m = await finished(game.matchId);
    expect(realEngine.result(m.state)).toMatchObject({ rule: '§13.4', reason: { en: expect.stringContaining('left the match') } });
    h.emu.joinGuild(IDS.alice);
  });

  it('Fadalgia defines no leaving: a player who leaves the thread plays on (only the decision timer applies)', { timeout: 120_000 }, async () => {
    const game = await challenge(h.emu, h.kv, {});
    h.emu.joinThread(IDS.alice, game.thread);
    h.emu.leaveThread(IDS.alice, game.thread);
    await sleep(GRACE_MS * 3);
    expect(await status(game.matchId)).not.toBe('finished');
  });
});
