/**
 * sd:goal.2's turn time per server: /sanam turn-time through the real discord.js client and the emulator.
 * Only members who may manage the server change it; an out-of-range value is refused with the range in the
 * user's language and changes nothing; new Spirit Duel matches take the server's time (shown on the board and
 * enforced from the store's deadline); other games are untouched; 0 returns to the rule text's 120 s. A
 * challenge may set its own time (/match challenge turn_seconds:), shown to the opponent, kept by the series.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { challenge, Driver, flatComponents } from './support/driver.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import type { SDState } from '../../src/engine/games/spirit-duel/state.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); await h.startBot(); });
afterAll(async () => { await h?.close(); });

const KEY = `guild-setting:${IDS.guild}:sd-turn-seconds`;
const sdGame = { game: 'spirit-duel', format: 'standard', deckA: 'precon:sd-blaze', deckB: 'precon:sd-tide' };

async function turnTime(user: string, seconds: number) {
  const msg = await (await h.emu.slash(user, IDS.channel, 'sanam turn-time', { seconds })).settled();
  expect(msg?.flags, 'always a private answer').toBe(64);
  return String(msg?.content);
}

/** The turn deadline the store holds for the match, and the board's `<t:…:R>` stamp. */
async function clock(d: Driver): Promise<{ due: number | null; stamp: number | null; started: number }> {
  const m = await d.load();
  const due = (await h.store.claimDue(Number.MAX_SAFE_INTEGER - 1, 1000)).find((x) => x.matchId === m.snap.matchId);
  if (due) await h.store.scheduleDeadline({ matchId: due.matchId, key: 'decision', dueAt: due.dueAt, payload: due.payload });
  const stamp = /<t:(\d+):R>/.exec(JSON.stringify(d.board()));
  return { due: due?.dueAt ?? null, stamp: stamp ? Number(stamp[1]) : null, started: Number(m.meta.startedAt) };
}

describe('Spirit Duel turn time per server (sd:goal.2)', () => {
  it('sd:goal.2 /sanam turn-time: refused for plain members and out of range, then used by new Spirit Duel matches only', { timeout: 90_000 }, async () => {
    // A plain member, in English and in Thai: refused, nothing stored.
    expect(await turnTime(IDS.alice, 45)).toMatch(/You need the Manage Server permission/);
    h.emu.setLocale(IDS.alice, 'th');
    expect(await turnTime(IDS.alice, 45)).toMatch(/ต้องมีสิทธิ์จัดการเซิร์ฟเวอร์/);
    h.emu.setLocale(IDS.alice, 'en-US');
    expect(await h.kv.get(KEY)).toBeNull();
    // Out of range: the range and what was given, in the admin's language; nothing stored.
    expect(await turnTime(IDS.watcher, 5)).toMatch(/from 10 to 3600.*got 5.*Nothing was changed/);
    expect(await turnTime(IDS.watcher, 3601)).toMatch(/got 3601/);
    h.emu.setLocale(IDS.watcher, 'th');
    expect(await turnTime(IDS.watcher, -1)).toMatch(/ตั้งแต่ 10 ถึง 3600 วินาที.*ไม่มีอะไรถูกเปลี่ยน/);
    h.emu.setLocale(IDS.watcher, 'en-US');
    expect(await h.kv.get(KEY)).toBeNull();

    // Before any setting: the rule text's 120 s.
    const before = new Driver(h.emu, h.store, await challenge(h.emu, h.kv, sdGame));
    expect(((await before.load()).state as SDState).turnSeconds).toBe(120);

    expect(await turnTime(IDS.watcher, 45)).toMatch(/45 seconds per turn \(rule sd:goal\.2\)/);
    expect(await h.kv.get(KEY)).toBe('45');
    const d = new Driver(h.emu, h.store, await challenge(h.emu, h.kv, sdGame));
    const m = await d.load();
    expect((m.state as SDState).turnSeconds).toBe(45);
    // The clock of the first decision (rock-paper-scissors) runs 45 s, in the store and on the board.
    const c = await clock(d);
    expect(c.due).not.toBeNull();
    expect(c.due! - m.snap.updatedAt).toBe(45_000);
    expect(Math.abs(c.stamp! - c.due! / 1000)).toBeLessThanOrEqual(1);
    // The match that was already running keeps its 120 s.
    expect(((await before.load()).state as SDState).turnSeconds).toBe(120);
    // Fadalgia has no turn time: its setup is unchanged.
    const fad = new Driver(h.emu, h.store, await challenge(h.emu, h.kv));
    expect('turnSeconds' in ((await fad.load()).state as object)).toBe(false);

    // 0 goes back to the standard time.
    expect(await turnTime(IDS.watcher, 0)).toMatch(/back to the standard 120 seconds/);
    expect(await h.kv.get(KEY)).toBeNull();
    const after = new Driver(h.emu, h.store, await challenge(h.emu, h.kv, sdGame));
    expect(((await after.load()).state as SDState).turnSeconds).toBe(120);
  });
});

/** Somchai challenges Alice with `extra` options; returns the private answer and, when Alice accepts, the new match. */
async function challengeWith(extra: Record<string, unknown>): Promise<{ reply: string; board?: string; d?: Driver }> {
  const before = new Set(h.emu.threads().map((t) => t.id as string));
  const sent = await (await h.emu.slash(IDS.somchai, IDS.channel, 'match challenge', { opponent: IDS.alice, deck: 'precon:sd-blaze', ...extra })).settled();
  const reply = String(sent?.content);
  if (!/ส่งคำท้าแล้ว|Challenge sent/.test(reply)) return { reply };
  const msg = h.emu.visibleMessages(IDS.alice, IDS.channel).reverse().find((m) => flatComponents(m).some((c) => String(c.custom_id).endsWith(':a')))!;
  const panel = await (await h.emu.click(IDS.alice, msg.id as string, String(flatComponents(msg).find((c) => String(c.custom_id).endsWith(':a'))!.custom_id))).settled();
  const select = flatComponents(panel).find((c) => String(c.custom_id).endsWith(':k'))!;
  await (await h.emu.select(IDS.alice, panel!.id as string, String(select.custom_id), ['precon:sd-tide'])).settled();
  const thread = await h.emu.waitFor(() => h.emu.threads().find((t) => !before.has(t.id as string)));
  for (let k = 0; k < 400; k++) {
    const matchId = await h.store.findLink(`thread:${thread.id as string}`);
    if (matchId) return { reply, board: String(msg.content), d: new Driver(h.emu, h.store, { matchId, thread: thread.id as string, board: '' }) };
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('no match');
}

describe('Spirit Duel turn time per match (sd:goal.2)', () => {
  it('sd:goal.2 /match challenge turn_seconds: sets this match\'s time over the server\'s, is shown in the challenge, and is refused out of range or for another game', { timeout: 90_000 }, async () => {
    expect(await turnTime(IDS.watcher, 45)).toMatch(/45 seconds/);
    const chosen = await challengeWith({ game: 'spirit-duel', format: 'standard', turn_seconds: 30 });
    expect(chosen.board).toMatch(/เวลาเทิร์นละ 30 วินาที \(กฎข้อ sd:goal\.2\)/);
    expect(((await chosen.d!.load()).state as SDState).turnSeconds).toBe(30);
    // The next game of the series keeps 30 s, though the server says 45.
    const d = chosen.d!;
    const ask = await (await h.emu.slash(IDS.alice, d.game.thread, 'match concede')).settled();
    const confirm = flatComponents(ask).find((c) => parseCustomId(c.custom_id as string)?.kind === 'concede')!;
    await (await h.emu.click(IDS.alice, ask!.id as string, confirm.custom_id as string)).settled();
    await d.waitBoard((await d.load()).snap.version);
    const finished = d.board();
    const next = flatComponents(finished).find((c) => parseCustomId(c.custom_id as string)?.kind === 'rematch')!;
    await (await h.emu.click(IDS.somchai, finished.id as string, next.custom_id as string)).settled();
    let second: string | null = null;
    for (const end = Date.now() + 60_000; (!second || second === d.game.matchId) && Date.now() < end;) { second = await h.store.findLink(`thread:${d.game.thread}`); await new Promise((r) => setTimeout(r, 10)); }
    const g2 = (await new Driver(h.emu, h.store, { matchId: second!, thread: d.game.thread, board: '' }).load());
    expect(g2.meta.series).toBe('2');
    expect((g2.state as SDState).turnSeconds).toBe(30);
    // Without the option, the server's time.
    const server = await challengeWith({ game: 'spirit-duel', format: 'standard' });
    expect(((await server.d!.load()).state as SDState).turnSeconds).toBe(45);
    // Refused privately, in the challenger's language (Thai), and no challenge is posted.
    const posted = h.emu.visibleMessages(IDS.alice, IDS.channel).length;
    expect((await challengeWith({ game: 'spirit-duel', format: 'standard', turn_seconds: 9 })).reply).toMatch(/ตั้งแต่ 10 ถึง 3600 วินาที.*ได้รับ 9/);
    expect((await challengeWith({ turn_seconds: 60 })).reply).toMatch(/ใช้ได้กับสปิริตดวลเท่านั้น/);
    expect(h.emu.visibleMessages(IDS.alice, IDS.channel).length).toBe(posted);
    expect(await turnTime(IDS.watcher, 0)).toMatch(/standard 120/);
  });
});
