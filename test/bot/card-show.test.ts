import type { FadalgiaView } from '../../src/engine/games/fadalgia/view-types.js';
/**
 * Card text on demand: the board's "📖 Cards" button lists every face-up card privately, in the asking user's
 * language, and picking one shows its full text (end to end: emulator, real discord.js, real engine, Redis).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realEngine } from '../../src/match/engine-adapter.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { publicCards } from '../../src/bot/card-show.js';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { challenge, Driver, flatComponents } from './support/driver.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); await h.startBot(); });
afterAll(async () => { await h?.close(); });

type Json = Record<string, unknown>;

describe('show a card on the board', () => {
  it('a watcher and a player each get the face-up cards and their text in their own language; hidden cards are never offered', { timeout: 90_000 }, async () => {
    const game = await challenge(h.emu, h.kv);
    const d = new Driver(h.emu, h.store, game);
    let m = await d.load();
    const faceUp = (x: typeof m) => publicCards(realEngine.viewFor(x.state, 'spectator') as FadalgiaView);
    for (let i = 0; i < 200 && faceUp(m).length < 2; i++) { if (!(await d.step())) break; m = await d.load(); }
    const cards = faceUp(m);
    expect(cards.length).toBeGreaterThanOrEqual(2);
    const hidden = new Set([0, 1].flatMap((s) => (realEngine.viewFor(m.state, s as 0 | 1).players[s as 0 | 1].hand ?? []).map((c) => c.objectId)));

    for (const [user, lang] of [[IDS.watcher, 'en'], [IDS.somchai, 'th']] as const) {
      const button = flatComponents(d.board()).find((c) => parseCustomId(c.custom_id as string)?.kind === 'cards')!;
      expect(button).toBeDefined();
      const list = (await (await h.emu.click(user, d.board().id as string, button.custom_id as string)).settled())!;
      expect(list.flags).toBe(64);
      const select = flatComponents(list).find((c) => parseCustomId(c.custom_id as string)?.kind === 'card')!;
      const values = (select.options as Json[]).map((o) => o.value as string);
      expect(values).toEqual(cards.slice(0, 25).map((c) => c.objectId));
      for (const v of values) expect(hidden.has(v)).toBe(false);
      const card = cards[0]!;
      const shown = (await (await h.emu.select(user, list.id as string, select.custom_id as string, [card.objectId])).settled())!;
      const embed = (shown.embeds as Json[])[0]!;
      expect(embed.title).toContain(card.name[lang]);
      expect(String(embed.description)).toContain(card.text[lang].slice(0, 20));
      // Nobody else sees it.
      const other = user === IDS.watcher ? IDS.alice : IDS.watcher;
      expect(h.emu.visibleMessages(other, game.thread).some((x) => x.id === list.id)).toBe(false);
    }
  });
});
