/**
 * Deck onboarding and deck limits end to end (emulator + real discord.js + Redis): the README's example
 * card exists, preconstructed decks show their cards, line errors name their line once, a paste that hits
 * the paste box's limit is refused with a hint, the picker offers only legal decks, absurd lists and too
 * many decks are refused, listing reads summaries only, "1 card" is singular, and match threads differ.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { challenge, flatComponents } from './support/driver.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { formatDeckList, parseDeckList } from '../../src/engine/index.js';
import { parseCustomId } from '../../src/bot/custom-id.js';

type Json = Record<string, unknown>;
let h: Harness;
beforeAll(async () => { h = await startHarness(); await h.startBot(); });
afterAll(async () => { await h?.close(); });

const flame = formatDeckList(realEngine.precons().find((p) => p.id === 'starter-flame')!.deck as never, 'en');
const say = async (user: string, cmd: string, opts: Record<string, unknown> = {}) => String((await (await h.emu.slash(user, IDS.channel, cmd, opts)).settled())?.content);

describe('deck onboarding', () => {
  it('the README\'s example card exists', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const example = /paste a list such as `([^`]+)`/.exec(readme)?.[1];
    expect(example).toBeDefined();
    expect(parseDeckList(`Main:\n${example}`).ok).toBe(true);
  });

  it('/deck show on a preconstructed deck lists its cards', async () => {
    const shown = await say(IDS.alice, 'deck show', { name: 'precon:starter-flame' });
    expect(shown).toMatch(/Starter Flame/);
    for (const line of flame.split('\n').filter((l) => /^\d+ /.test(l))) expect(shown).toContain(line);
  });

  it('a deck-list error names its line once', async () => {
    const bad = await say(IDS.alice, 'deck import', { name: 'Bad', list: 'Main: 4 No Such Card' });
    expect(bad).toMatch(/Line 2: no card named "No Such Card"/);
    expect(bad).not.toMatch(/Line 2: Line 2/);
  });

  it('a paste that reaches the paste box\'s 4,000 characters is refused with the file hint, not saved cut', async () => {
    const opened = await h.emu.slash(IDS.alice, IDS.channel, 'deck import', { name: 'Long' });
    const modal = opened.modal as Json;
    expect(JSON.stringify(modal)).toMatch(/Over 4,000 characters\? Use \/deck import file:/);
    // The title says what the box is for and fits Discord's 45 characters uncut (no trailing "…").
    expect(modal.title).toBe('Import a Fadalgia deck');
    const long = `Main:\n${'4 Flame Recruit\n'.repeat(300)}`.slice(0, 4000);
    const out = await (await h.emu.submitModal(IDS.alice, modal.custom_id as string, { name: 'Long', list: long })).settled();
    expect(String(out?.content)).toMatch(/4,000-character limit[\s\S]*attach it as a \.txt file/);
    expect(await say(IDS.alice, 'deck list')).not.toMatch(/Long/);
  });

  it('"1 card", not "1 cards"', async () => {
    expect(await say(IDS.alice, 'deck import', { name: 'Single', list: 'Main: 1 Flame Recruit' })).toMatch(/Saved deck "Single" \(1 card\)\./);
    expect(await say(IDS.alice, 'deck list')).toMatch(/Single \(1 card\)/);
    expect(await say(IDS.alice, 'deck delete', { name: 'Single' })).toMatch(/Deleted/);
  });

  it('the deck picker and the challenge autocomplete offer only decks legal in the format', async () => {
    expect(await say(IDS.alice, 'deck import', { name: 'Flame C', list: flame, format: 'starter-c' })).toMatch(/legal in starter-c/);
    expect(await say(IDS.alice, 'deck import', { name: 'Broken', list: 'Main: 4 Flame Recruit' })).toMatch(/Saved deck "Broken"/);
    const auto = await h.emu.autocomplete(IDS.alice, IDS.channel, 'match challenge', { deck: '', format: 'starter-c' }, 'deck');
    expect(auto.map((c) => c.value)).toContain('Flame C');
    expect(auto.map((c) => c.value)).not.toContain('Broken');
    expect(auto.map((c) => c.value)).not.toContain('precon:blaze-gale');
    const standard = await h.emu.autocomplete(IDS.alice, IDS.channel, 'match challenge', { deck: '', format: 'standard' }, 'deck');
    expect(standard.map((c) => c.value)).not.toContain('Flame C');
    // The accept button's picker.
    await (await h.emu.slash(IDS.somchai, IDS.channel, 'match challenge', { opponent: IDS.alice, deck: 'precon:starter-flame', format: 'starter-c' })).settled();
    const msg = h.emu.visibleMessages(IDS.alice, IDS.channel).reverse().find((m) => flatComponents(m).some((c) => String(c.custom_id).endsWith(':a')))!;
    const accept = flatComponents(msg).find((c) => String(c.custom_id).endsWith(':a'))!;
    const panel = await (await h.emu.click(IDS.alice, msg.id as string, accept.custom_id as string)).settled();
    const values = ((flatComponents(panel).find((c) => parseCustomId(String(c.custom_id))?.kind === 'challenge')!.options as Json[]).map((o) => o.value));
    expect(values).toContain('Flame C');
    expect(values).not.toContain('Broken');
  });

  it('listing and autocomplete read the deck summaries, not the decks', async () => {
    // The full record of a deck becomes unreadable: /deck list and autocomplete are unaffected.
    await h.kv.hset(`deck:${IDS.alice}:fadalgia`, 'flame c', 'not json {');
    expect(await say(IDS.alice, 'deck list')).toMatch(/Flame C \(30 cards · starter-c\)/);
    const auto = await h.emu.autocomplete(IDS.alice, IDS.channel, 'deck show', { name: 'flame' }, 'name');
    expect(auto.map((c) => c.value)).toContain('Flame C');
  });

  it('two matches between the same players get threads with different names', async () => {
    const a = await challenge(h.emu, h.kv);
    const b = await challenge(h.emu, h.kv);
    const name = (id: string) => String(h.emu.threads().find((t) => t.id === id)!.name);
    expect(name(a.thread)).toMatch(/ vs /);
    expect(name(a.thread)).not.toBe(name(b.thread));
  });
});

describe('deck limits', () => {
  it('a 64 KB file of "60 Flame Recruit" lines is refused with a clear message and saves nothing', async () => {
    const data = Buffer.from(`Main:\n${'60 Flame Recruit\n'.repeat(4000)}`.slice(0, 64 * 1024));
    const out = await (await h.emu.slash(IDS.watcher, IDS.channel, 'deck import', { name: 'Huge', file: { name: 'deck.txt', data } })).settled();
    expect(String(out?.content)).toMatch(/Line 5: the list passes 200 cards \(the largest deck has 60\)/);
    expect(await say(IDS.watcher, 'deck list')).not.toMatch(/Huge/);
  });

  it('decks per user are capped (configurable); replacing a deck is still allowed', async () => {
    for (const b of h.bots) b.kill();
    h.bots.length = 0;
    await h.startBot({ decksPerUser: 2 });
    expect(await say(IDS.somchai, 'deck import', { name: 'One', list: flame })).toMatch(/บันทึกเด็ค "One"/);
    expect(await say(IDS.somchai, 'deck import', { name: 'Two', list: flame })).toMatch(/บันทึกเด็ค "Two"/);
    expect(await say(IDS.somchai, 'deck import', { name: 'Three', list: flame })).toMatch(/ครบ 2 เด็คแล้ว/);
    expect(await say(IDS.somchai, 'deck import', { name: 'two', list: 'Main: 2 Flame Recruit' })).toMatch(/บันทึกเด็ค "two"/);
    const listed = await say(IDS.somchai, 'deck list');
    expect(listed).not.toMatch(/Three/);
  });
});
