/**
 * Spirit Duel decks through the bot (sd:setup.1): a pasted list is read by Spirit Duel's own parser, saved,
 * validated against the game's own rules (30 cards, at most 3 of a name), and challenged with. Before, /deck
 * import and /deck validate ran Fadalgia's parser and validator whatever the game, so a Spirit Duel list could
 * not be saved and /deck validate game: Spirit Duel ended in an internal error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { Driver, flatComponents } from './support/driver.js';
import { SD_CARDS } from '../../src/engine/games/spirit-duel/cards.js';
import { SD_PRECONS } from '../../src/engine/games/spirit-duel/decks.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); await h.startBot(); });
afterAll(async () => { await h?.close(); });

async function say(user: string, command: string, options: Record<string, unknown>): Promise<string> {
  const msg = await (await h.emu.slash(user, IDS.channel, command, options)).settled();
  expect(msg?.flags, 'a private answer').toBe(64);
  return String(msg?.content);
}

/** A precon as a pasted list of English names, "3 Ember Pup" per line. */
function listOf(deck: string[]): string {
  const counts = new Map<string, number>();
  for (const id of deck) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, n]) => `${n} ${SD_CARDS[id]!.name.en}`).join('\n');
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

describe('Spirit Duel decks in the bot (sd:setup.1)', () => {
  it('sd:setup.1 /deck import, validate and challenge with a saved Spirit Duel deck; a 31-card list is named not legal', { timeout: 60_000 }, async () => {
    const tide = SD_PRECONS.find((p) => p.id === 'sd-tide')!.deck as string[];
    expect(await say(IDS.alice, 'deck import', { name: 'My Tide', list: listOf(tide), game: 'spirit-duel' })).toMatch(/Saved deck "My Tide" \(30 cards\)[\s\S]*legal in standard/);
    expect(await say(IDS.alice, 'deck validate', { name: 'My Tide', game: 'spirit-duel' })).toMatch(/Deck "My Tide" is legal in standard/);
    expect(await say(IDS.alice, 'deck validate', { name: 'precon:sd-blaze', game: 'spirit-duel' })).toMatch(/is legal in standard/);
    // One card too many: saved with the rule's reason, in the player's language.
    const extra = `${listOf(tide)}\n1 ${SD_CARDS['SD-001']!.name.th}`;
    expect(await say(IDS.somchai, 'deck import', { name: 'เกิน', list: extra, game: 'spirit-duel' })).toMatch(/30 ใบพอดี \(มี 31\)/);
    expect(await say(IDS.somchai, 'deck validate', { name: 'เกิน', game: 'spirit-duel' })).toMatch(/sd:setup\.1|30 ใบพอดี/);
    // The saved deck is a Spirit Duel deck only: Fadalgia does not list it.
    expect(await say(IDS.alice, 'deck validate', { name: 'My Tide' })).toMatch(/not found/);

    // Somchai challenges with a precon; Alice accepts with her saved deck (offered in the deck picker).
    await (await h.emu.slash(IDS.somchai, IDS.channel, 'match challenge', { opponent: IDS.alice, deck: 'precon:sd-blaze', game: 'spirit-duel', format: 'standard' })).settled();
    const msg = h.emu.visibleMessages(IDS.alice, IDS.channel).reverse().find((m) => flatComponents(m).some((c) => String(c.custom_id).endsWith(':a')))!;
    const panel = await (await h.emu.click(IDS.alice, msg.id as string, String(flatComponents(msg).find((c) => String(c.custom_id).endsWith(':a'))!.custom_id))).settled();
    const select = flatComponents(panel).find((c) => String(c.custom_id).endsWith(':k'))!;
    const mine = (select.options as Array<{ value: string; label: string }>).find((o) => o.label.includes('My Tide'));
    expect(mine, JSON.stringify(select.options)).toBeTruthy();
    await (await h.emu.select(IDS.alice, panel!.id as string, String(select.custom_id), [mine!.value])).settled();
    const thread = await h.emu.waitFor(() => h.emu.threads().find((t) => String(t.name).includes('vs')));
    const matchId = await until(() => h.store.findLink(`thread:${thread.id as string}`), 'the match');
    const d = new Driver(h.emu, h.store, { matchId, thread: thread.id as string, board: '' });
    const m = await d.load();
    expect((m.state as { game: string }).game).toBe('spirit-duel');
    expect(m.meta.d1).toBe('My Tide');
  });
});
