/**
 * sd:goal.2's turn time per server: /sanam turn-time through the real discord.js client and the emulator.
 * Only members who may manage the server change it; an out-of-range value is refused with the range in the
 * user's language and changes nothing; new Spirit Duel matches take the server's time (shown on the board and
 * enforced from the store's deadline); other games are untouched; 0 returns to the rule text's 120 s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { challenge, Driver } from './support/driver.js';
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
