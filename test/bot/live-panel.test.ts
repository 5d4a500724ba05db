/**
 * Hand panels stay current (end to end, emulator with a manual clock so tokens can age): the newest panel of
 * each player follows the board by itself for as long as Discord lets the bot edit it, an older one says it is
 * out of date, an expired one is refused as stale and re-drawn on click, and a finished game's panel never
 * shows that game's hand again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/emulator/index.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { publicOptions } from '../../src/bot/prompt-components.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { challenge, Driver, flatComponents } from './support/driver.js';

type Json = Record<string, unknown>;
let h: Harness;
const clock = new ManualClock();
beforeAll(async () => { h = await startHarness({ clock }); await h.startBot(); });
afterAll(async () => { await h?.close(); });

const answerVersions = (msg: Json | undefined) => flatComponents(msg).map((c) => parseCustomId(c.custom_id as string)).flatMap((id) => (id?.kind === 'answer' ? [id.version] : []));
const text = (msg: Json | undefined) => JSON.stringify((msg?.embeds as Json[] | undefined) ?? []);

describe('live hand panels', () => {
  it('the latest panel follows the board, an older one says it is old, an expired one is refused as stale', { timeout: 90_000 }, async () => {
    const game = await challenge(h.emu, h.kv);
    const d = new Driver(h.emu, h.store, game);
    let m = await d.load();
    const actor = d.userOf(m, m.prompt!.seat);
    const waiter = actor === IDS.somchai ? IDS.alice : IDS.somchai;

    const first = await d.panel(actor);
    const second = await d.panel(actor);
    const old = await h.emu.waitFor(() => { const x = h.emu.message(first.id as string) as Json; return flatComponents(x).length === 0 ? x : undefined; });
    expect(text(old)).toMatch(/out of date|เก่าแล้ว/);
    expect(answerVersions(second)).toContain(m.snap.version);

    const watching = await d.panel(waiter);
    expect(answerVersions(watching)).toEqual([]);
    // The actor plays on (each step through a fresh panel) until it is the waiter's decision; the waiter never clicks.
    for (let i = 0; i < 100 && m.prompt && d.userOf(m, m.prompt.seat) === actor; i++) { await d.step(); m = await d.load(); }
    expect(d.userOf(m, m.prompt!.seat)).toBe(waiter);
    const live = await h.emu.waitFor(() => { const x = h.emu.message(watching.id as string) as Json; return answerVersions(x).includes(m.snap.version) ? x : undefined; });
    expect(answerVersions(live).every((v) => v === m.snap.version)).toBe(true);

    // 15 minutes later Discord no longer lets the bot edit that panel: a move leaves it as it was, without error.
    clock.advance(16 * 60_000);
    const pub = flatComponents(d.board()).find((c) => {
      const id = parseCustomId(c.custom_id as string);
      return id?.kind === 'answer' && id.choice.kind === 'option' && publicOptions(m.prompt!)[id.choice.index] !== undefined;
    })!;
    expect(pub).toBeDefined();
    await h.emu.click(waiter, d.board().id as string, pub.custom_id as string);
    await d.waitBoard(m.snap.version + 1);
    await h.bots[0]!.router.drain();
    const moved = await d.load();
    expect(moved.snap.version).toBeGreaterThan(m.snap.version);
    const frozen = h.emu.message(watching.id as string) as Json;
    const stale = flatComponents(frozen).find((c) => parseCustomId(c.custom_id as string)?.kind === 'answer');
    expect(stale).toBeDefined();
    {
      // Its buttons are refused as stale and the click itself (a fresh token) re-draws the panel.
      await (await h.emu.click(waiter, watching.id as string, stale!.custom_id as string)).settled();
      const note = await h.emu.waitFor(() => h.emu.visibleMessages(waiter, game.thread).find((x) => /board has changed|กระดานเปลี่ยน/.test(String(x.content))));
      expect(note.flags).toBe(64);
      await h.emu.waitFor(() => answerVersions(h.emu.message(watching.id as string) as Json).every((v) => v === moved.snap.version) || undefined);
    }
    expect((await d.load()).snap.version).toBe(moved.snap.version);
  });

  it('a panel belongs to one game of a series: when its game ends it shows no hand and no buttons, even through an old ↻', { timeout: 60_000 }, async () => {
    const game = await challenge(h.emu, h.kv);
    const d = new Driver(h.emu, h.store, game);
    let m = await d.load();
    const seat = m.meta.p0 === IDS.somchai ? 0 : 1;
    const handOf = (x: typeof m) => (realEngine.viewFor(x.state, seat).players[seat].hand ?? []).flatMap((c) => [c.name.th, c.name.en]);
    for (let i = 0; i < 50 && handOf(m).length === 0; i++) { await d.step(); m = await d.load(); }
    expect(handOf(m).length).toBeGreaterThan(0);
    const expired = await d.panel(IDS.somchai);
    clock.advance(16 * 60_000);
    const fresh = await d.panel(IDS.somchai);
    const ask = await (await h.emu.slash(IDS.alice, game.thread, 'match concede')).settled();
    const confirm = flatComponents(ask).find((c) => parseCustomId(c.custom_id as string)?.kind === 'concede')!;
    await (await h.emu.click(IDS.alice, ask!.id as string, confirm.custom_id as string)).settled();
    const end = await d.load();
    expect(end.snap.status).toBe('finished');
    const closedText = /Game 1 of this series is over|เกมที่ 1 ของแมตช์นี้จบแล้ว/;
    // The live panel is closed by itself...
    const closed = await h.emu.waitFor(() => { const x = h.emu.message(fresh.id as string) as Json; return closedText.test(text(x)) ? x : undefined; });
    expect(flatComponents(closed)).toEqual([]);
    for (const n of handOf(end)) expect(text(closed)).not.toContain(n);
    // ...and ↻ on a panel too old to be edited shows the same closed panel, not the game's final hand.
    const refresh = flatComponents(h.emu.message(expired.id as string) as Json).find((c) => parseCustomId(c.custom_id as string)?.kind === 'hand')!;
    expect(refresh).toBeDefined();
    await (await h.emu.click(IDS.somchai, expired.id as string, refresh.custom_id as string)).settled();
    const reopened = await h.emu.waitFor(() => { const x = h.emu.message(expired.id as string) as Json; return closedText.test(text(x)) ? x : undefined; });
    expect(flatComponents(reopened)).toEqual([]);
    for (const n of handOf(end)) expect(text(reopened)).not.toContain(n);
    await d.waitBoard(end.snap.version);
    expect(flatComponents(d.board()).some((c) => parseCustomId(c.custom_id as string)?.kind === 'hand')).toBe(false);
  });
});
