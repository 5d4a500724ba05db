/**
 * Issue 35, strict rate limits: 20 matches challenged, accepted and played at once from one channel (20
 * challenge messages and 20 thread openings in the same channel, then 20 threads of clicking). Under the
 * emulator's strict profile every acknowledgement must stay within Discord's 3 s, no invalid request may be
 * made beyond the limiter's own 429s, and each board must show its final version soon after its last click.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { currentBoard, Driver, flatComponents, boardVersion, type Game } from './support/driver.js';
import { distribution, reportScenario, watchDiscord, watchPanels, type DiscordWatch } from './support/discord-watch.js';
import { parseCustomId } from '../../src/bot/custom-id.js';

const PAIRS = 20;
const user = (i: number) => String(1400000000000005000n + BigInt(i));
const name = (i: number) => `player${i}`;

/** Clicks as soon as the previous click is answered; opens the hand only from a board that has the button. */
class FastDriver extends Driver {
  readonly commits: { version: number; at: number }[] = [];
  override async waitBoard(version: number): Promise<void> {
    this.commits.push({ version, at: Date.now() });
  }
  override async panel(u: string): Promise<Record<string, unknown>> {
    await h.emu.waitFor(() => flatComponents(this.board()).some((c) => String(c.custom_id).startsWith('h1:')) || undefined, 60_000);
    return super.panel(u);
  }
}

/** Pair k challenges, accepts and picks decks, then finds its own thread by both players' names. */
async function challengePair(k: number): Promise<Game> {
  const [a, b] = [user(2 * k), user(2 * k + 1)];
  const cmd = await h.emu.slash(a, IDS.channel, 'match challenge', { opponent: b, deck: 'precon:tiny-a', format: 'standard', game: 'tiny' });
  await cmd.settled();
  // The public challenge that names b and carries the accept button (twenty are posted in the channel at once).
  const isMine = (m: Record<string, unknown>) => JSON.stringify(m).includes(b) && flatComponents(m).some((c) => String(c.custom_id).endsWith(':a'));
  const msg = await h.emu.waitFor(() => h.emu.visibleMessages(b, IDS.channel).reverse().find(isMine), 120_000);
  const accept = flatComponents(msg).find((c) => String(c.custom_id).endsWith(':a'))!;
  const panel = await (await h.emu.click(b, msg.id as string, accept.custom_id as string)).settled();
  const select = flatComponents(panel).find((c) => String(c.custom_id).endsWith(':k'))!;
  await (await h.emu.select(b, panel!.id as string, select.custom_id as string, ['precon:tiny-b'])).settled();
  const thread = await h.emu.waitFor(() => h.emu.threads().find((t) => String(t.name).includes(name(2 * k)) && String(t.name).includes(name(2 * k + 1))), 120_000);
  const board = await h.emu.waitFor(() => currentBoard(h.emu, thread.id as string), 120_000);
  const matchId = flatComponents(board).map((c) => parseCustomId(String(c.custom_id))).map((id) => (id && 'matchId' in id ? id.matchId : null)).find((m) => m !== null);
  if (!matchId) throw new Error('the match was not created');
  return { matchId, thread: thread.id as string, board: board.id as string };
}

const panels = watchPanels();
let h: Harness;
let watch: DiscordWatch | undefined;
beforeAll(async () => {
  h = await startHarness({
    testGames: true, rateLimits: 'strict',
    users: Array.from({ length: 2 * PAIRS }, (_, i) => ({ id: user(i), username: name(i), globalName: name(i), locale: i % 2 ? 'th' : 'en-US' })),
  });
  await h.startBot({ sink: panels.sink });
});
afterAll(async () => { watch?.stop(); await h?.close(); });

describe('20 matches at once in one channel, under strict rate limits (issue 35)', () => {
  it('every acknowledgement within 3 s, no invalid request, every final board shown within seconds', { timeout: 300_000 }, async () => {
    const threads: string[] = [];
    watch = watchDiscord(h.emu, () => threads);
    const started = Date.now();
    const games = await Promise.all(Array.from({ length: PAIRS }, (_, k) => challengePair(k)));
    threads.push(...games.map((g) => g.thread));
    const opened = Date.now() - started;
    const drivers = games.map((g) => new FastDriver(h.emu, h.store, g));
    await Promise.all(drivers.map(async (d) => {
      let steps = 0;
      while (await d.step()) expect(++steps).toBeLessThan(200);
    }));
    const lags: number[] = [];
    for (const d of drivers) {
      const end = await d.load();
      expect(end.snap.status).toBe('finished');
      await h.emu.waitFor(() => (boardVersion(currentBoard(h.emu, d.game.thread)) >= end.snap.version ? true : undefined), 120_000);
      for (const c of d.commits) lags.push(Math.max(0, (watch.boardShown(d.game.thread, c.version) ?? Date.now()) - c.at));
    }
    const acks = watch.acks();
    const panelLags = drivers.flatMap((d) => panels.lags(d.game.matchId, d.commits));
    console.log(`20 matches in one channel: opened in ${opened} ms, ${watch.limited()} limiter 429s; acknowledgements ${distribution(acks)}; board lag ${distribution(lags)}; panel lag ${distribution(panelLags)}`);
    reportScenario('20-matches-one-channel', { acks, lags, panelLags, limited: watch.limited(), clicks: drivers.reduce((n, d) => n + d.commits.length, 0) });
    console.log('slowest acknowledgements:', watch.slowest(8));
    const other = watch.other4xx();
    if (other.length) console.log('other 4xx answers:', other.slice(0, 10));
    expect(Math.max(...acks)).toBeLessThan(3000);
    expect(watch.invalid()).toEqual([]);
    const stats = h.emu.rateLimits()!;
    expect(stats.invalidTotal).toBe(stats.limited.user + stats.limited.global);
    expect(stats.blockedUntil).toBe(0);
    // The last click of each match shows on its board within a few strict windows, on a loaded machine too.
    const lastLags = drivers.map((d) => (watch!.boardShown(d.game.thread, d.commits.at(-1)!.version) ?? Infinity) - d.commits.at(-1)!.at);
    expect(Math.max(...lastLags)).toBeLessThan(15_000);
  });
});
