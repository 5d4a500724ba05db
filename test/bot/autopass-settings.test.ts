/**
 * /autopass through the real bot: a player's stops and payment setting are private (ephemeral, in their
 * language), kept per user in the bot's key-value repository, with MTG Arena-like defaults.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, loadSettings } from '../../src/match/autopass/settings.js';
import { forged, setOption } from './support/forge.js';
import { IDS, startHarness, type Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); await h.startBot(); });
afterAll(async () => { await h?.close(); });

describe('/autopass (issue 15 item 6)', () => {
  it('shows the defaults privately, saves only the options given, in the user\'s language', async () => {
    const before = h.emu.visibleMessages(IDS.watcher, IDS.channel).length;
    const shown = await (await h.emu.slash(IDS.alice, IDS.channel, 'autopass')).settled();
    expect(shown?.flags).toBe(64);
    expect(String(shown?.content)).toMatch(/Stop at my opponent's attacks: on/);
    expect(String(shown?.content)).toMatch(/Full control \(stop at every window\): off/);
    expect(await loadSettings(h.kv, IDS.alice)).toEqual(DEFAULT_SETTINGS);

    const saved = await (await h.emu.slash(IDS.alice, IDS.channel, 'autopass', { 'opponent-casts': false, payment: 'manual' })).settled();
    expect(String(saved?.content)).toMatch(/Saved/);
    expect(await loadSettings(h.kv, IDS.alice)).toEqual({ ...DEFAULT_SETTINGS, casts: false, payment: 'manual' });
    const again = await (await h.emu.slash(IDS.alice, IDS.channel, 'autopass', { 'full-control': true })).settled();
    expect(await loadSettings(h.kv, IDS.alice)).toEqual({ ...DEFAULT_SETTINGS, casts: false, payment: 'manual', full: true });
    expect(String(again?.content)).toMatch(/Mana payment: always choose/);

    const th = await (await h.emu.slash(IDS.somchai, IDS.channel, 'autopass')).settled();
    expect(String(th?.content)).toMatch(/หยุดเมื่อคู่แข่งโจมตี: เปิด/);
    expect(await loadSettings(h.kv, IDS.somchai)).toEqual(DEFAULT_SETTINGS); // another user's settings are their own
    // Nothing about anyone's settings reaches the channel.
    expect(h.emu.visibleMessages(IDS.watcher, IDS.channel).length).toBe(before);
  });

  it('a forged payment value is refused in the user\'s language and changes nothing', async () => {
    const before = await loadSettings(h.kv, IDS.watcher);
    const out = await (await forged(h.emu, (p) => setOption(p, 'payment', 'sometimes'), () => h.emu.slash(IDS.watcher, IDS.channel, 'autopass', { payment: 'auto', 'full-control': true }))).settled();
    expect(out?.flags).toBe(64);
    expect(String(out?.content)).toBe('That choice is no longer available.');
    expect(await loadSettings(h.kv, IDS.watcher)).toEqual(before);
  });

  it('a stored record that is not valid falls back to the defaults', async () => {
    await h.kv.set(`play-settings:${IDS.watcher}`, '{"attacks":"yes"');
    expect(await loadSettings(h.kv, IDS.watcher)).toEqual(DEFAULT_SETTINGS);
    await h.kv.set(`play-settings:${IDS.watcher}`, '{"attacks":"yes"}');
    expect(await loadSettings(h.kv, IDS.watcher)).toEqual(DEFAULT_SETTINGS);
  });
});
