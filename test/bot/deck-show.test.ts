/**
 * /deck show end to end (emulator + real discord.js + Redis): every preconstructed deck of set SNM-S02 is
 * listed card by card in the reader's language, and the listing reads back through the deck-list parser as
 * the very same deck; a saved deck shows its list; another game's preconstructed deck is listed too; an
 * unknown deck gets a clear error in both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { parseDeckList } from '../../src/engine/index.js';
import { S02_PRECONS } from '../../src/engine/games/fadalgia/cards/decks-s02.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); await h.startBot(); });
afterAll(async () => { await h?.close(); });

const say = async (user: string, cmd: string, opts: Record<string, unknown> = {}) => String((await (await h.emu.slash(user, IDS.channel, cmd, opts)).settled())?.content);
const block = (s: string) => /```\n([\s\S]*)\n```/.exec(s)?.[1] ?? '';
const sorted = (d: { main: string[]; life: string[] }) => ({ main: [...d.main].sort(), life: [...d.life].sort() });

describe('/deck show', () => {
  it('lists every SNM-S02 preconstructed deck, and the list reads back as the same deck', async () => {
    for (const p of S02_PRECONS) {
      const shown = await say(IDS.alice, 'deck show', { name: `precon:${p.id}` });
      const size = p.deck.main.length + p.deck.life.length;
      expect(shown, p.id).toContain(`📦 **${p.name.en}** · ${p.format} · ${size} cards`);
      const back = parseDeckList(block(shown));
      expect(back.ok, p.id).toBe(true);
      if (back.ok) expect(sorted(back.deck)).toEqual(sorted(p.deck));
    }
  });

  it('shows the deck in Thai for a Thai reader', async () => {
    const p = S02_PRECONS.find((d) => d.id === 'stone-clan')!;
    const shown = await say(IDS.somchai, 'deck show', { name: 'precon:stone-clan' });
    expect(shown).toContain('📦 **ตระกูลศิลา** · standard · 60 ใบ');
    expect(shown).toMatch(/กองหลัก:\n/);
    expect(shown).toMatch(/\d ผู้เชื่อมสายธรณี/);
    const back = parseDeckList(block(shown));
    expect(back.ok && sorted(back.deck)).toEqual(sorted(p.deck));
  });

  it('a saved deck shows the list it was saved with', async () => {
    const list = 'Main:\n3 Blazing Lancer\n2 Ember Commander\nLife:\n4 Nameless Conscript';
    expect(await say(IDS.alice, 'deck import', { name: 'Lancers', list })).toMatch(/Saved deck "Lancers" \(9 cards\)/);
    const shown = await say(IDS.alice, 'deck show', { name: 'Lancers' });
    expect(shown).toContain('**Lancers** (9 cards)');
    expect(shown).toContain('3 Blazing Lancer');
    expect(shown).toContain('4 Nameless Conscript');
  });

  it('another game\'s preconstructed deck is listed card by card, not refused', async () => {
    const p = realEngine.precons().find((d) => d.game === 'spirit-duel')!;
    const shown = await say(IDS.alice, 'deck show', { name: `precon:${p.id}`, game: 'spirit-duel' });
    const deck = p.deck as string[];
    expect(shown).toContain(`📦 **${p.name.en}** · ${p.format} · ${deck.length} cards`);
    const lines = block(shown).split('\n').filter((l) => /^\d+ /.test(l));
    expect(lines.reduce((n, l) => n + Number(l.split(' ')[0]), 0)).toBe(deck.length);
    for (const name of realEngine.cardNames(deck, 'spirit-duel')) expect(shown).toContain(name.en);
  });

  it('an unknown preconstructed deck gets a clear error in the reader\'s language', async () => {
    expect(await say(IDS.alice, 'deck show', { name: 'precon:no-such-deck' })).toMatch(/precon:no-such-deck/);
    const th = await say(IDS.somchai, 'deck show', { name: 'precon:no-such-deck' });
    expect(th).toMatch(/precon:no-such-deck/);
    expect(th).toMatch(/[ก-๙]/);
  });
});
