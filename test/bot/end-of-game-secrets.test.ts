/**
 * 100.4 shuffle commitments without giving the game away: when a game ends, no public surface (the thread's
 * and channel's messages, their embeds, buttons and attached files, as any member sees them; what the board
 * images were drawn from; the log and the replay as a member who does not play gets them) names a card or a
 * card id that was hidden at the end — hands, decks, face-down cards — in all three games, in game 2 of a
 * best-of-3 series and in a league match, until both players agree to show them. Each player can see their
 * own shuffles privately (🔐); after both agree, the replay shows the hands and 🔐 gives everyone every order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { Driver, challenge, flatComponents, type Game } from './support/driver.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { MatchService, type LoadedMatch } from '../../src/match/service.js';
import { drawnStrings, layoutBoard, renderBoard, type BoardView } from '../../src/render/index.js';

type Json = Record<string, unknown>;
let h: Harness;
let service: MatchService;
/** What every board image was drawn from (the strings its layout draws), as the renderer port received it. */
const drawn: Array<{ viewer: string; strings: string[] }> = [];
let renders = 0;
const render = async (view: BoardView) => {
  drawn.push({ viewer: String(view.viewer), strings: drawnStrings(layoutBoard(view)) });
  // A real image now and then (the PNG path stays exercised); the strings are what the check reads.
  return renders++ % 10 === 0 ? renderBoard(view) : Buffer.from('89504e470d0a1a0a', 'hex');
};
beforeAll(async () => { h = await startHarness(); await h.startBot({ render }); service = new MatchService(h.store, realEngine); });
afterAll(async () => { await h?.close(); });

/** Everything a member who does not play (the watcher) can read in the channel and the thread, files included. */
function publicText(game: Game): string {
  const msgs = [...h.emu.visibleMessages(IDS.watcher, IDS.channel), ...h.emu.visibleMessages(IDS.watcher, game.thread)].filter((m) => !(Number(m.flags) & 64));
  const files = msgs.flatMap((m) => ((m.attachments as Array<{ id: string }> | undefined) ?? []).map((a) => h.emu.attachment(a.id)?.bytes.toString('utf8') ?? ''));
  return JSON.stringify(msgs) + files.join('\n');
}

/** The names (both languages) and definition ids of the cards hidden at the end: in a hand or a deck, not shown face up. */
function hiddenAtEnd(end: LoadedMatch): { names: string[]; ids: string[]; hand: string[] } {
  const open = JSON.stringify(realEngine.viewFor(end.state, 'spectator'));
  const decks = [end.meta.d0, end.meta.d1].map((ref) => realEngine.precons().find((p) => `precon:${p.id}` === ref)!.deck);
  const names = decks.flatMap((d) => realEngine.cardNames(d, end.meta.game)).flatMap((n) => [n.th, n.en]);
  const ids = realEngine.revealShuffles(end.state).flatMap((s) => /order=(\S*)/.exec(s.reveal)![1]!.split(',')).filter(Boolean);
  // A seat's own view names its hand: those are the names the replay shows after consent.
  const hand: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== 'object') return;
    const o = v as Json;
    if (o.name && typeof o.name === 'object' && typeof (o.name as Json).th === 'string') hand.push((o.name as { th: string }).th, String((o.name as Json).en));
    Object.values(o).forEach(walk);
  };
  for (const seat of [0, 1] as const) walk(realEngine.viewFor(end.state, seat));
  const hidden = (x: string) => x.length >= 4 && !open.includes(x);
  return { names: [...new Set(names.filter(hidden))], ids: [...new Set(ids.filter(hidden))], hand: [...new Set(hand.filter(hidden))] };
}

const endMessages = (thread: string) => h.emu.visibleMessages(IDS.watcher, thread).filter((m) => /Match over|จบแมตช์/.test(JSON.stringify(m.embeds ?? [])));

async function concede(game: Game, user: string): Promise<LoadedMatch> {
  const ended = endMessages(game.thread).length;
  const ask = await (await h.emu.slash(user, game.thread, 'match concede', { match: game.matchId })).settled();
  const confirm = flatComponents(ask).find((c) => parseCustomId(c.custom_id as string)?.kind === 'concede')!;
  await (await h.emu.click(user, ask!.id as string, confirm.custom_id as string)).settled();
  const end = (await service.load(game.matchId))!;
  expect(end.snap.status).toBe('finished');
  await h.emu.waitFor(() => endMessages(game.thread).length > ended || undefined);
  return end;
}

const GAMES = [
  { game: 'fadalgia', format: 'starter-c', deckA: 'precon:starter-flame', deckB: 'precon:starter-tide' },
  { game: 'spirit-duel', format: 'standard', deckA: 'precon:sd-blaze', deckB: 'precon:sd-tide' },
  { game: 'summoner-master', format: 'casual', deckA: 'precon:sm-blazing-kaijuu', deckB: 'precon:sm-tidal-sniper' },
];

describe('what a finished game publishes', () => {
  for (const g of GAMES) {
    it(`${g.game} (100.4): no hidden card name or id on any public surface before consent; 🔐 shows a player their own shuffles only; after consent the replay shows the hands`, { timeout: 60_000 }, async () => {
      const game = await challenge(h.emu, h.kv, g);
      // Play until both hands are dealt (Fadalgia deals after choosing the first player), then Alice concedes.
      const d = new Driver(h.emu, h.store, game);
      for (let n = 0; n < 30 && !(realEngine.viewFor((await d.load()).state, 0).players[0] as { handCount?: number }).handCount; n++) await d.step();
      const end = await concede(game, IDS.alice);
      const hidden = hiddenAtEnd(end);
      expect([hidden.names.length, hidden.ids.length, hidden.hand.length].every((n) => n > 3), JSON.stringify([hidden.names.length, hidden.ids.length, hidden.hand.length])).toBe(true);
      const seen = publicText(game);
      expect(hidden.names.filter((n) => seen.includes(n))).toEqual([]);
      expect(hidden.ids.filter((id) => seen.includes(id))).toEqual([]);

      // The end message says the commitments were checked, and offers 🔐.
      const endMsg = h.emu.visibleMessages(IDS.watcher, game.thread).find((m) => /Match over|จบแมตช์/.test(JSON.stringify(m.embeds ?? [])))!;
      expect(JSON.stringify(endMsg.embeds)).toMatch(/✅/);
      const lock = flatComponents(endMsg).find((c) => c.custom_id === `s1:${game.matchId}`)!;
      // A member who does not play is told to wait for consent; a player gets only their own piles.
      expect(String((await (await h.emu.click(IDS.watcher, endMsg.id as string, lock.custom_id as string)).settled())?.content)).toMatch(/only once both players agree/);
      const mine = (await (await h.emu.click(IDS.alice, endMsg.id as string, lock.custom_id as string)).settled())!;
      expect(Number(mine.flags) & 64).toBe(64);
      const aliceSeat = end.meta.p0 === IDS.alice ? 0 : 1;
      const file = h.emu.attachment((mine.attachments as Array<{ id: string }>)[0]!.id)!.bytes.toString('utf8');
      const own = realEngine.revealShuffles(end.state);
      for (const s of own) expect(file.includes(s.reveal)).toBe(s.seat === aliceSeat);
      const after = publicText(game);
      expect(hidden.names.filter((n) => after.includes(n))).toEqual([]);
      expect(hidden.ids.filter((id) => after.includes(id))).toEqual([]);

      // After both agree in the replay, the replay shows the hands and 🔐 gives every order to anyone.
      const replay = (await (await h.emu.slash(IDS.watcher, game.thread, 'match replay', { match: game.matchId })).settled())!;
      const yes = flatComponents(h.emu.message(replay.id as string) as Json).find((c) => String(c.custom_id).endsWith(':ry'))!;
      for (const user of [IDS.alice, IDS.somchai]) await (await h.emu.click(user, replay.id as string, yes.custom_id as string)).settled();
      // The last frame: the hands as they were when the game ended.
      const last = flatComponents(h.emu.message(replay.id as string) as Json).find((c) => String(c.custom_id).endsWith(':e'))!;
      await (await h.emu.click(IDS.watcher, replay.id as string, last.custom_id as string)).settled();
      const shown = JSON.stringify((h.emu.message(replay.id as string) as Json).embeds);
      expect(hidden.hand.some((n) => shown.includes(n))).toBe(true);
      const all = (await (await h.emu.click(IDS.watcher, endMsg.id as string, lock.custom_id as string)).settled())!;
      const allFile = h.emu.attachment((all.attachments as Array<{ id: string }>)[0]!.id)!.bytes.toString('utf8');
      for (const s of own) expect(allFile).toContain(s.reveal);
    });
  }
});

/** Plays by clicks until both hands are dealt (Fadalgia deals after choosing the first player). */
async function untilHandsDealt(game: Game): Promise<void> {
  const d = new Driver(h.emu, h.store, game);
  for (let n = 0; n < 30 && !(realEngine.viewFor((await d.load()).state, 0).players[0] as { handCount?: number }).handCount; n++) await d.step();
}

/**
 * Everything a member who does not play can get about the game before consent: the public messages and files,
 * the board images' inputs since `since`, the log (📜) and every frame of the replay.
 */
async function memberSees(game: Game, since: number): Promise<string> {
  const images = drawn.slice(since);
  expect(images.length, 'board images were drawn').toBeGreaterThan(0);
  expect([...new Set(images.map((x) => x.viewer))]).toEqual(['spectator']);
  const log = (await (await h.emu.slash(IDS.watcher, game.thread, 'match log', { match: game.matchId })).settled())!;
  const logFiles = ((log.attachments as Array<{ id: string }> | undefined) ?? []).map((a) => h.emu.attachment(a.id)?.bytes.toString('utf8') ?? '');
  const replay = (await (await h.emu.slash(IDS.watcher, game.thread, 'match replay', { match: game.matchId })).settled())!;
  const frames: string[] = [JSON.stringify(h.emu.message(replay.id as string))];
  const end = (await service.load(game.matchId))!;
  // Forward through every version to the last frame (the button names the next version).
  for (let v = 0; v < end.snap.version + 2; v++) {
    const next = flatComponents(h.emu.message(replay.id as string) as Json).find((c) => /^y1:[^:]+:\d+:f$/.test(String(c.custom_id)) && !c.disabled);
    if (!next) break;
    await (await h.emu.click(IDS.watcher, replay.id as string, next.custom_id as string)).settled();
    frames.push(JSON.stringify(h.emu.message(replay.id as string)));
  }
  expect(frames.length, 'the replay was stepped through').toBeGreaterThan(1);
  return [publicText(game), images.flatMap((x) => x.strings).join('\n'), JSON.stringify(log), ...logFiles, ...frames].join('\n');
}

/** The hidden names and ids at the end of `end`, less what a spectator saw at the end of an earlier game of the thread. */
function hiddenNow(end: LoadedMatch, openBefore: string): ReturnType<typeof hiddenAtEnd> {
  const hidden = hiddenAtEnd(end);
  const still = (x: string) => !openBefore.includes(x);
  return { names: hidden.names.filter(still), ids: hidden.ids.filter(still), hand: hidden.hand.filter(still) };
}

function expectNothingHidden(hidden: ReturnType<typeof hiddenAtEnd>, seen: string): void {
  expect([hidden.names.length, hidden.ids.length].every((n) => n > 3), JSON.stringify([hidden.names.length, hidden.ids.length])).toBe(true);
  expect(hidden.names.filter((n) => seen.includes(n))).toEqual([]);
  expect(hidden.ids.filter((id) => seen.includes(id))).toEqual([]);
}

/** After both players agree in the replay, its last frame shows cards that were in hand at the end (the check above reads a replay that can show them). */
async function consentShowsHands(game: Game, hand: string[]): Promise<void> {
  const replay = (await (await h.emu.slash(IDS.watcher, game.thread, 'match replay', { match: game.matchId })).settled())!;
  const yes = flatComponents(h.emu.message(replay.id as string) as Json).find((c) => String(c.custom_id).endsWith(':ry'))!;
  for (const user of [IDS.alice, IDS.somchai]) await (await h.emu.click(user, replay.id as string, yes.custom_id as string)).settled();
  const last = flatComponents(h.emu.message(replay.id as string) as Json).find((c) => String(c.custom_id).endsWith(':e'))!;
  await (await h.emu.click(IDS.watcher, replay.id as string, last.custom_id as string)).settled();
  const shown = JSON.stringify((h.emu.message(replay.id as string) as Json).embeds);
  expect(hand.some((n) => shown.includes(n)), `a hand card is shown after consent: ${shown.slice(0, 300)}`).toBe(true);
}

describe('what a finished game of a series or a league publishes', () => {
  it('game 2 of a best-of-3 (100.4, 101.2): no card hidden at its end in the end message, the board images\' inputs, the log or the replay before consent', { timeout: 180_000 }, async () => {
    const first = await challenge(h.emu, h.kv, GAMES[0]);
    await untilHandsDealt(first);
    const end1 = await concede(first, IDS.alice);
    const open1 = JSON.stringify(realEngine.viewFor(end1.state, 'spectator'));
    // The finished board offers the next game (once it is redrawn after the end).
    const isNext = (c: Json) => parseCustomId(c.custom_id as string)?.kind === 'rematch';
    const board = await h.emu.waitFor(() => h.emu.visibleMessages(IDS.watcher, first.thread).reverse().find((m) => flatComponents(m).some(isNext)));
    const next = flatComponents(board).find(isNext)!;
    await (await h.emu.click(IDS.somchai, board.id as string, next.custom_id as string)).settled();
    let second: string | null = null;
    for (const until = Date.now() + 60_000; (!second || second === first.matchId) && Date.now() < until;) {
      second = await h.store.findLink(`thread:${first.thread}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const game2: Game = { matchId: second!, thread: first.thread, board: '' };
    expect((await service.load(game2.matchId))!.meta.series).toBe('2');
    const since = drawn.length;
    await untilHandsDealt(game2);
    const end2 = await concede(game2, IDS.alice);
    const hidden = hiddenNow(end2, open1);
    expectNothingHidden(hidden, await memberSees(game2, since));
    await consentShowsHands(game2, hidden.hand);
  });

  it('a league match (100.4): no card hidden at its end in the end message, the board images\' inputs, the log or the replay before consent', { timeout: 180_000 }, async () => {
    const created = (await (await h.emu.slash(IDS.watcher, IDS.channel, 'league create', { name: 'Secrets', best_of: 1, format: 'starter-c', game: 'fadalgia' })).settled())!;
    const league = /`([a-z0-9]{8})`/.exec(String(created.content))![1]!;
    await (await h.emu.slash(IDS.somchai, IDS.channel, 'league join', { league, deck: 'precon:starter-flame' })).settled();
    await (await h.emu.slash(IDS.alice, IDS.channel, 'league join', { league, deck: 'precon:starter-tide' })).settled();
    const threads = new Set(h.emu.threads().map((t) => String(t.id)));
    const since = drawn.length;
    await (await h.emu.slash(IDS.watcher, IDS.channel, 'league-admin start', { league })).settled();
    const thread = String((await h.emu.waitFor(() => h.emu.threads().find((t) => !threads.has(String(t.id))), 60_000)).id);
    const boardMsg = await h.emu.waitFor(() => h.emu.visibleMessages(IDS.watcher, thread).find((m) => flatComponents(m).some((c) => String(c.custom_id).startsWith('h1:'))), 60_000);
    const matchId = String(flatComponents(boardMsg).find((c) => String(c.custom_id).startsWith('h1:'))!.custom_id).split(':')[1]!;
    const game: Game = { matchId, thread, board: boardMsg.id as string };
    expect((await service.load(matchId))!.meta.league).toBeTruthy();
    await untilHandsDealt(game);
    const end = await concede(game, IDS.alice);
    const hidden = hiddenNow(end, '');
    expectNothingHidden(hidden, await memberSees(game, since));
    await consentShowsHands(game, hidden.hand);
  });
});
