import type { FadalgiaView } from '../../src/engine/games/fadalgia/view-types.js';
/**
 * 405.2 from Discord: the "move a grave card to the top" select of the private panel, end to end (the real
 * discord.js client against the emulator, the real engine, the real Redis store).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realEngine } from '../../src/match/engine-adapter.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { boardVersion, challenge, Driver, flatComponents } from './support/driver.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); await h.startBot(); });
afterAll(async () => { await h?.close(); });

type Json = Record<string, unknown>;
const graveSelect = (panel: Json | undefined) => flatComponents(panel).find((c) => parseCustomId(c.custom_id as string)?.kind === 'grave');

describe('405.2 grave arrangement from the private panel', () => {
  it('405.2 a player moves a grave card to the top; the public view follows, the pending prompt is unchanged, a foreign select is refused', { timeout: 90_000 }, async () => {
    const game = await challenge(h.emu, h.kv);
    const d = new Driver(h.emu, h.store, game);
    const graveOf = (m: Awaited<ReturnType<Driver['load']>>, s: 0 | 1) => (realEngine.viewFor(m.state, 'spectator') as FadalgiaView).players[s].grave.map((c) => c.objectId);
    let m = await d.load();
    for (let i = 0; i < 400 && graveOf(m, 0).length < 2 && graveOf(m, 1).length < 2; i++) {
      if (!(await d.step())) break;
      m = await d.load();
    }
    const seat = graveOf(m, 0).length >= 2 ? 0 : 1;
    const before = graveOf(m, seat);
    expect(before.length).toBeGreaterThanOrEqual(2);
    expect(m.prompt).not.toBeNull();
    const user = d.userOf(m, seat);

    const panel = await d.panel(user);
    const select = graveSelect(panel)!;
    expect(select).toBeDefined();
    const options = select.options as Json[];
    // The cards below the top, nearest the top first; the bottom card is the last option.
    expect(options.map((o) => o.value)).toEqual(before.slice(0, -1).reverse().slice(0, 25));
    expect(String(select.placeholder)).toMatch(/Move a grave card to the top|ย้ายการ์ดในสุสานขึ้นบนสุด/);
    const bottom = before[0]!;

    // A non-player cannot see the ephemeral panel, so the same select is posted publicly (as a leaked id
    // would be) and chosen by the watcher: refused in their language, nothing changes.
    const thread = await h.bots[0]!.client.channels.fetch(game.thread);
    if (!thread?.isSendable()) throw new Error('thread not sendable');
    const row = (panel.components as Json[]).find((r) => (r.components as Json[]).includes(select))!;
    const leaked = await thread.send({ content: 'leak', components: [row as never] });
    const foreign = await (await h.emu.select(IDS.watcher, leaked.id, select.custom_id as string, [bottom])).settled();
    expect(String(foreign?.content)).toMatch(/not a player/);
    expect((await d.load()).snap.version).toBe(m.snap.version);

    await (await h.emu.select(user, panel.id as string, select.custom_id as string, [bottom])).settled();
    const after = await d.load();
    expect(after.snap.version).toBe(m.snap.version + 1);
    expect(graveOf(after, seat)).toEqual([...before.slice(1), bottom]);
    expect(after.prompt?.promptId).toBe(m.prompt!.promptId);
    expect(after.prompt?.seat).toBe(m.prompt!.seat);
    const last = (await d.service.log(game.matchId)).at(-1)!;
    expect(last.action).toEqual({ type: 'arrange-grave', seat, order: [...before.slice(1), bottom] });
    expect(last.events.map((e) => e.rule)).toEqual(['405.2']);
    await d.waitBoard(after.snap.version);
    const board = d.board();
    expect(boardVersion(board)).toBe(after.snap.version);
    // The public board names the grave's top card: now the one that was at the bottom.
    const nameOf = (mm: typeof m, id: string) => (realEngine.viewFor(mm.state, 'spectator') as FadalgiaView).players[seat].grave.find((c) => c.objectId === id)!.name;
    const topName = nameOf(after, bottom);
    const embeds = JSON.stringify(board.embeds);
    const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(embeds).toMatch(new RegExp(`↑ \\S*(${esc(topName.en)}|${esc(topName.th)})`));

    // The panel was redrawn at the new version; the old select is now stale and changes nothing.
    const redrawn = graveSelect(h.emu.message(panel.id as string) as Json)!;
    expect(parseCustomId(redrawn.custom_id as string)).toMatchObject({ kind: 'grave', version: after.snap.version });
    expect((redrawn.options as Json[])[0]!.value).toBe(before.at(-1));
    await (await h.emu.select(user, panel.id as string, redrawn.custom_id as string, [before.at(-1)!])).settled();
    const again = await d.load();
    expect(graveOf(again, seat)).toEqual([...before.slice(1, -1), bottom, before.at(-1)!]);
    const stale = await (await h.emu.select(user, leaked.id, select.custom_id as string, [bottom])).settled();
    expect(String(stale?.content)).toMatch(/board has changed|กระดานเปลี่ยน/);
    expect((await d.load()).snap.version).toBe(again.snap.version);
    // The game goes on: the pending prompt still answers.
    expect(await d.step()).toBe(true);
  });
});
