/**
 * Issue 35, strict rate limits: two players click as fast as the bot answers through a whole match (the
 * tiny test game), without waiting for the board. Discord's limits (the emulator's strict profile: 3 message
 * edits per 3 s per channel, 3 requests per 2 s per interaction webhook) must cost no acknowledgement its 3 s,
 * cause no invalid request beyond the limiter's own 429s, and leave the board on the last version soon after
 * the last click.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.js';
import { challenge, Driver, flatComponents } from './support/driver.js';
import { distribution, reportScenario, watchDiscord, watchPanels, type DiscordWatch } from './support/discord-watch.js';

/** Clicks the next choice as soon as the previous click is answered: it never waits for the board. */
class FastDriver extends Driver {
  readonly commits: { version: number; at: number }[] = [];
  override async waitBoard(version: number): Promise<void> {
    this.commits.push({ version, at: Date.now() });
  }

  /** A player can only open the hand from a board that has the button: at a turn change, the new board. */
  override async panel(user: string): Promise<Record<string, unknown>> {
    await h.emu.waitFor(() => flatComponents(this.board()).some((c) => String(c.custom_id).startsWith('h1:')) || undefined, 30_000);
    return super.panel(user);
  }
}

let h: Harness;
let watch: DiscordWatch | undefined;
const panels = watchPanels();
beforeAll(async () => { h = await startHarness({ testGames: true, rateLimits: 'strict' }); await h.startBot({ sink: panels.sink }); });
afterAll(async () => { watch?.stop(); await h?.close(); });

/** Plays `game` to the end with the fast driver and checks what players would feel; returns the printed line. */
async function playFast(label: string, opts: Parameters<typeof challenge>[2]): Promise<void> {
  const game = await challenge(h.emu, h.kv, opts);
  watch?.stop();
  watch = watchDiscord(h.emu, () => [game.thread]);
  const firstRequest = h.emu.requests.length;
  const d = new FastDriver(h.emu, h.store, game);
  let steps = 0;
  while (await d.step()) expect(++steps).toBeLessThan(800);
  const end = await d.load();
  expect(end.snap.status).toBe('finished');
  // The board reaches the final version; every commit's lag is how long its version (or a later one) took to show.
  await h.emu.waitFor(() => watch!.boardShown(game.thread, end.snap.version), 60_000);
  const lags = d.commits.map((c) => Math.max(0, watch!.boardShown(game.thread, c.version)! - c.at));
  const acks = watch.acks();
  const panelLags = panels.lags(game.matchId, d.commits);
  console.log(`${label}: ${steps} clicks, ${watch.limited()} limiter 429s so far; acknowledgements ${distribution(acks)}; board lag ${distribution(lags)}; panel lag ${distribution(panelLags)}`);
  reportScenario(label.replaceAll(' ', '-'), { acks, lags, panelLags, limited: watch.limited(), clicks: steps });
  // What each click costs Discord, by route (the README's "cost per click" figures).
  const tally = new Map<string, number>();
  for (const r of h.emu.requests.slice(firstRequest)) tally.set(`${r.method} ${r.route}`, (tally.get(`${r.method} ${r.route}`) ?? 0) + 1);
  console.log(`${label}: requests per click: ${[...tally].map(([k, n]) => `${k} ${(n / steps).toFixed(2)}`).join('; ')}`);
  const other = watch.other4xx();
  if (other.length) console.log('other 4xx answers:', other);
  expect(acks.length).toBeGreaterThan(steps);
  expect(Math.max(...acks)).toBeLessThan(3000);
  expect(watch.invalid()).toEqual([]);
  const stats = h.emu.rateLimits()!;
  expect(stats.invalidTotal).toBe(stats.limited.user + stats.limited.global);
  expect(stats.blockedUntil).toBe(0);
  // "Within a few seconds of the last click": one strict edit window (3 s) plus slack for a loaded machine.
  expect(lags.at(-1)!).toBeLessThan(10_000);
}

describe('a whole match clicked as fast as the buttons allow, under strict rate limits (issue 35)', () => {
  it('tiny game: every click acknowledged within 3 s, no invalid request, the last board shown within seconds', { timeout: 120_000 }, async () => {
    await playFast('fast tiny match', { game: 'tiny', format: 'standard', deckA: 'precon:tiny-a', deckB: 'precon:tiny-b' });
  });

  it('Fadalgia starter match: the same under a long game', { timeout: 600_000 }, async () => {
    await playFast('fast Fadalgia match', {});
  });
});
