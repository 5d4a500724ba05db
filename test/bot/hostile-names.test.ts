/**
 * Issue 27: hostile names through /deck and /league (emulator + real discord.js + Redis). A name with a
 * right-to-left override, zero-width characters, mentions and markdown is stored clean and echoed defused:
 * no bidi control or invisible character reaches the reply, @everyone and <@id> are shown, not resolved, and
 * the markdown is shown as typed. Names over the option's length never reach the bot (Discord refuses them);
 * the 5,000-character case of the helper itself is in test/text/safe-text.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, startHarness, type Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); await h.startBot(); });
afterAll(async () => { await h?.close(); });

const say = async (user: string, cmd: string, opts: Record<string, unknown> = {}) => String((await (await h.emu.slash(user, IDS.channel, cmd, opts)).settled())?.content);
/** Bidi controls and invisible characters, except the zero-width space the helper puts after "@". */
const UNSAFE = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u2060\ufeff]|\u200c|\u200d|\u200b(?!everyone|here|\d)/u;
const HOSTILE = '\u202egpj.exe\u200b @everyone <@1> **b**';
const LIST = 'Main:\n3 Blazing Lancer\n2 Ember Commander\nLife:\n4 Nameless Conscript';

describe('hostile names (issue 27)', () => {
  it('/deck import and /deck list: bidi and zero-width removed, mentions and markdown defused', async () => {
    const saved = await say(IDS.alice, 'deck import', { name: HOSTILE, list: LIST });
    expect(saved).toMatch(/Saved deck/);
    expect(saved).not.toMatch(UNSAFE);
    expect(saved).toContain('gpj.exe @\u200beveryone \\<@\u200b1> \\*\\*b\\*\\*');
    const listed = await say(IDS.alice, 'deck list');
    expect(listed).not.toMatch(UNSAFE);
    expect(listed).toContain('gpj.exe @\u200beveryone \\<@\u200b1> \\*\\*b\\*\\*');
    expect(listed).not.toMatch(/(^|[^\u200b])@everyone/);
  });

  it('/league create: the league name is stored clean and echoed defused', async () => {
    await say(IDS.watcher, 'league create', { name: `\u2067League\u2069 ${HOSTILE}`, best_of: 1, rounds: 1, round_hours: 48, format: 'starter-c' });
    // The announcement is posted in the channel (the organiser's own reply is only the id).
    const created = String(h.emu.visibleMessages(IDS.watcher, IDS.channel).at(-1)?.content);
    expect(created).toMatch(/created|สร้างลีก/);
    expect(created).not.toMatch(UNSAFE);
    expect(created).toContain('League gpj.exe @\u200beveryone \\<@\u200b1> \\*\\*b\\*\\*');
  });
});
