/**
 * Issue 27: hostile names through /deck and /league (emulator + real discord.js + Redis). A name with a
 * right-to-left override, zero-width characters, mentions and markdown is stored clean and echoed defused:
 * no bidi control or invisible character reaches the reply, @everyone and <@id> are shown, not resolved, and
 * the markdown is shown as typed. Names over the option's length never reach the bot (Discord refuses them);
 * the 5,000-character case of the helper itself is in test/text/safe-text.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { challenge, currentBoard, flatComponents } from './support/driver.js';
import { parseCustomId } from '../../src/bot/custom-id.js';

let h: Harness;
/** A member whose display name is hostile: Discord lets a user choose almost any global name or nickname. */
const MALLORY = '1400000000000001666';
const HOSTILE_MEMBER = '\u202eMal\u200dlory\u2066 @everyone <@1> **b**';
beforeAll(async () => {
  h = await startHarness({ users: [{ id: MALLORY, username: 'mallory', globalName: HOSTILE_MEMBER, locale: 'en-US' }] });
  await h.startBot();
});
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

  it('a hostile display name: the match thread title is cleaned, the board and the end message show it defused', { timeout: 120_000 }, async () => {
    const game = await challenge(h.emu, h.kv, { challenger: MALLORY });
    const title = String(h.emu.threads().find((t) => t.id === game.thread)?.name);
    expect(title).not.toMatch(UNSAFE);
    expect(title).not.toMatch(/\u200b/);
    expect(title).toMatch(/^Mallory @everyone <@1> \*\*b\*\* vs Alice · /);
    const board = JSON.stringify(currentBoard(h.emu, game.thread));
    expect(board).not.toMatch(UNSAFE);
    expect(board).toContain(JSON.stringify('Mallory @\u200beveryone \\<@\u200b1> \\*\\*b\\*\\*').slice(1, -1));
    // Alice concedes: the end message names the winner, Mallory, through the same helper.
    const ask = await (await h.emu.slash(IDS.alice, game.thread, 'match concede')).settled();
    const confirm = flatComponents(ask).find((c) => parseCustomId(c.custom_id as string)?.kind === 'concede')!;
    await (await h.emu.click(IDS.alice, ask!.id as string, confirm.custom_id as string)).settled();
    const end = await h.emu.waitFor(() => h.emu.visibleMessages(IDS.watcher, game.thread).find((m) => JSON.stringify(m).includes(`(<@${MALLORY}>)`)));
    const text = JSON.stringify(end);
    expect(text).not.toMatch(UNSAFE);
    expect(text).toContain(JSON.stringify(`Mallory @\u200beveryone \\<@\u200b1> \\*\\*b\\*\\* (<@${MALLORY}>)`).slice(1, -1));
    // The engine's reason names the winner too: the same name, defused.
    expect(text).not.toMatch(/[^\\]\*\*b|[^\\]<@1>|@everyone/);
  });

  it('/match practice: the practice thread title is cleaned', { timeout: 120_000 }, async () => {
    await (await h.emu.slash(MALLORY, IDS.channel, 'match practice', { deck: 'precon:starter-flame', format: 'starter-c' })).settled();
    const thread = await h.emu.waitFor(() => h.emu.threads().find((t) => String(t.name).includes('vs Sanam')));
    expect(String(thread.name)).not.toMatch(UNSAFE);
    expect(String(thread.name)).toMatch(/^Mallory @everyone <@1> \*\*b\*\* vs Sanam · /);
  });
});
