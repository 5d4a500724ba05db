/** Public match messages follow the server's language (Thai unless /sanam language says English); private ones follow the user. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { challenge, Driver } from './support/driver.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); await h.startBot(); });
afterAll(async () => { await h?.close(); });

const THAI = /[\u0E00-\u0E7F]/;
type Json = Record<string, unknown>;
const embedText = (m: Json) => JSON.stringify(m.embeds ?? []);

describe('server language', () => {
  it('boards are Thai by default and English after /sanam language en, whatever the players\' own locales', { timeout: 60_000 }, async () => {
    const first = await challenge(h.emu, h.kv);
    const d1 = new Driver(h.emu, h.store, first);
    expect((await d1.load()).meta.lang).toBe('th');
    expect(embedText(d1.board())).toMatch(/เทิร์น/);

    // A plain member may not change it (and is told so in their own language).
    const refused = await (await h.emu.slash(IDS.alice, IDS.channel, 'sanam language', { language: 'en' })).settled();
    expect(String(refused?.content)).toMatch(/You need the Manage Server permission/);
    expect(refused?.flags).toBe(64);
    expect(await h.kv.get(`guild-lang:${IDS.guild}`)).toBeNull();
    // The watcher manages the server; their client is English, so is the confirmation.
    const set = await (await h.emu.slash(IDS.watcher, IDS.channel, 'sanam language', { language: 'en' })).settled();
    expect(set?.flags).toBe(64);
    expect(String(set?.content)).toMatch(/Public messages of new matches on this server will be in English/);

    const second = await challenge(h.emu, h.kv);
    const d2 = new Driver(h.emu, h.store, second);
    expect((await d2.load()).meta.lang).toBe('en');
    const board = d2.board();
    expect(embedText(board)).toMatch(/Turn/);
    // Player names aside (สมชาย is Thai), the English board has no Thai.
    expect(THAI.test(embedText(board).split('สมชาย').join(''))).toBe(false);
    // A Thai player's private panel stays Thai.
    const panel = await d2.panel(IDS.somchai);
    expect(embedText(panel)).toMatch(/มือของคุณ/);
  });
});
