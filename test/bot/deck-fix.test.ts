/**
 * A deck list with a typo (emulator + real discord.js + Redis): the refusal names the line and suggests the
 * closest card names in the writer's language ("did you mean"), and keeps the list: its button reopens the
 * paste box holding the list as typed, so fixing the typo saves the deck. /deck show of a saved deck names
 * its cards as resolved, in the reader's language, with the list as pasted attached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { flatComponents } from './support/driver.js';
import { closestNames, deckCardNames, unknownNameOf } from '../../src/bot/cards/card-suggest.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { createMemoryKv } from '../../src/store/kv.js';

type Json = Record<string, unknown>;
let h: Harness;
beforeAll(async () => { h = await startHarness(); await h.startBot(); });
afterAll(async () => { await h?.close(); });

async function pasteBox(user: string, name: string): Promise<string> {
  const opened = await h.emu.slash(user, IDS.channel, 'deck import', { name });
  return String((opened.modal as Json).custom_id);
}
const inputs = (modal: Json) => Object.fromEntries(flatComponents(modal).map((c) => [c.custom_id, c.value]));

describe('deck import: did you mean, and the list kept', () => {
  it('a typo is refused with the closest names; the button reopens the box with the list; the fix saves it', async () => {
    const list = 'Main:\n4 Flame Recrut\n2 Ember Swordsman';
    const id = await pasteBox(IDS.alice, 'Typo');
    const out = await (await h.emu.submitModal(IDS.alice, id, { name: 'Typo', list })).settled();
    const content = String(out?.content);
    expect(content).toMatch(/Line 2: no card named "Flame Recrut"/);
    expect(content).toMatch(/Did you mean \*\*Flame Recruit\*\*/);
    expect(content).toMatch(/Nothing was saved/);
    const button = flatComponents(out!).find((c) => c.type === 2)!;
    expect(button.label).toMatch(/Fix the list/);
    const reopened = await h.emu.click(IDS.alice, String(out!.id), String(button.custom_id));
    const modal = reopened.modal as Json;
    expect(modal, 'the button opens the paste box').toBeDefined();
    expect(inputs(modal)).toEqual({ name: 'Typo', list });
    const fixed = await (await h.emu.submitModal(IDS.alice, String(modal.custom_id), { name: 'Typo', list: list.replace('Recrut', 'Recruit') })).settled();
    expect(String(fixed?.content)).toMatch(/Saved deck "Typo" \(6 cards\)/);
  });

  it('a Thai typo gets Thai suggestions', async () => {
    const out = await (await h.emu.slash(IDS.somchai, IDS.channel, 'deck import', { name: 'พิมพ์ผิด', list: 'Main: 4 ทหารเปลวเพลง' })).settled();
    const content = String(out?.content);
    expect(content).toMatch(/ไม่พบการ์ดชื่อ "ทหารเปลวเพลง"/);
    expect(content).toMatch(/หมายถึง \*\*ทหารเปลวเพลิง\*\*/);
  });

  it('a name close to nothing gets no guess', async () => {
    const out = await (await h.emu.slash(IDS.alice, IDS.channel, 'deck import', { name: 'Nothing', list: 'Main: 4 Zzqxw Vvvkk' })).settled();
    expect(String(out?.content)).toMatch(/no card named "Zzqxw Vvvkk"/);
    expect(String(out?.content)).not.toMatch(/Did you mean/);
  });

  it('once the deck is saved, the old button opens nothing and says the list is gone', async () => {
    const out = await (await h.emu.slash(IDS.alice, IDS.channel, 'deck import', { name: 'Mine', list: 'Main: 4 Flame Recrut' })).settled();
    const button = flatComponents(out!).find((c) => c.type === 2)!;
    expect(String((await (await h.emu.slash(IDS.alice, IDS.channel, 'deck import', { name: 'Mine', list: 'Main: 4 Flame Recruit' })).settled())?.content)).toMatch(/Saved deck "Mine"/);
    const again = await h.emu.click(IDS.alice, String(out!.id), String(button.custom_id));
    expect(again.modal).toBeUndefined();
    expect(String((await again.settled())?.content)).toMatch(/expired/);
  });
});

describe('/deck show of a saved deck', () => {
  it('names the cards as resolved, in the reader\'s language, and attaches the list as pasted', async () => {
    const pasted = 'main:\n3 blazing lancer\n2 ember commander\nLIFE:\n4 nameless conscript';
    expect(String((await (await h.emu.slash(IDS.somchai, IDS.channel, 'deck import', { name: 'Lancers', list: pasted })).settled())?.content)).toMatch(/บันทึกเด็ค "Lancers"/);
    const shown = await (await h.emu.slash(IDS.somchai, IDS.channel, 'deck show', { name: 'Lancers' })).settled();
    const content = String(shown?.content);
    expect(content).toContain('**Lancers** (9 ใบ)');
    expect(content).not.toContain('blazing lancer');
    expect(content).toMatch(/\n3 \S/);
    const att = (shown!.attachments as Array<{ id: string; filename: string }>)[0]!;
    expect(att.filename).toBe('deck-list.txt');
    expect(Buffer.from(h.emu.attachment(att.id)!.bytes).toString('utf8')).toBe(pasted);
  });
});

describe('closest names (src/bot/cards/card-suggest.ts)', () => {
  it('every game\'s unknown-name error is read, and its names suggested', async () => {
    const kv = createMemoryKv();
    for (const game of ['fadalgia', 'spirit-duel', 'summoner-master'] as const) {
      const names = await deckCardNames(kv, null, game);
      const some = names[Math.floor(names.length / 2)]!.name.en;
      const typo = `${some.slice(0, -2)}${some.slice(-1)}`;
      const parsed = realEngine.parseDeckList(game === 'fadalgia' ? `Main:\n2 ${typo}` : `2 ${typo}`, game);
      expect(parsed.ok, game).toBe(false);
      const unknown = !parsed.ok ? unknownNameOf(parsed.errors[0]!.message.en) : null;
      expect(unknown, `${game}: ${!parsed.ok ? parsed.errors[0]!.message.en : ''}`).toMatchObject({ typed: typo });
      expect(closestNames(names, typo), game).toContain(some);
    }
  });
});
