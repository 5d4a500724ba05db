/**
 * 100.4 shuffle commitments without giving the game away: when a game ends, no public surface (the thread's
 * and channel's messages, their embeds, buttons and attached files, as any member sees them) names a card or
 * a card id that was hidden at the end — hands, decks, face-down cards — in all three games, until both
 * players agree to show them. Each player can see their own shuffles privately (🔐); after both agree, the
 * replay shows the hands and 🔐 gives everyone every order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { Driver, challenge, flatComponents, type Game } from './support/driver.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { MatchService, type LoadedMatch } from '../../src/match/service.js';

type Json = Record<string, unknown>;
let h: Harness;
let service: MatchService;
beforeAll(async () => { h = await startHarness(); await h.startBot(); service = new MatchService(h.store, realEngine); });
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
    if (o.name && typeof o.name === 'object' && typeof (o.name as Json).th === 'string') hand.push((o.name as { th: string }).th);
    Object.values(o).forEach(walk);
  };
  for (const seat of [0, 1] as const) walk(realEngine.viewFor(end.state, seat));
  const hidden = (x: string) => x.length >= 4 && !open.includes(x);
  return { names: [...new Set(names.filter(hidden))], ids: [...new Set(ids.filter(hidden))], hand: [...new Set(hand.filter(hidden))] };
}

async function concede(game: Game, user: string): Promise<LoadedMatch> {
  const ask = await (await h.emu.slash(user, game.thread, 'match concede')).settled();
  const confirm = flatComponents(ask).find((c) => parseCustomId(c.custom_id as string)?.kind === 'concede')!;
  await (await h.emu.click(user, ask!.id as string, confirm.custom_id as string)).settled();
  const end = (await service.load(game.matchId))!;
  expect(end.snap.status).toBe('finished');
  await h.emu.waitFor(() => h.emu.visibleMessages(IDS.watcher, game.thread).find((m) => /Match over|จบแมตช์/.test(JSON.stringify(m.embeds ?? []))));
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
