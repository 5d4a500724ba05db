/**
 * /match replay on a finished match through the real client and the emulator: the replay starts at v0,
 * the forward button steps through every version one by one (each frame a board image of the spectator
 * view rebuilt from the log), and the last frame is the final public board. Jumping to a turn and going
 * back to the start work from the same message; a match still in progress is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { Driver, boardVersion, currentBoard, flatComponents } from './support/driver.js';

let h: Harness;
const saved = process.env.PRACTICE_AI_MS;
beforeAll(async () => { process.env.PRACTICE_AI_MS = '30'; h = await startHarness({ testGames: true }); await h.startBot(); });
afterAll(async () => { if (saved === undefined) delete process.env.PRACTICE_AI_MS; else process.env.PRACTICE_AI_MS = saved; await h?.close(); });

type Json = Record<string, unknown>;
const footer = (m: Json | undefined) => String(((m?.embeds as Json[] | undefined)?.[0]?.footer as Json | undefined)?.text ?? '');
const frameVersion = (m: Json | undefined) => Number(/ · v(\d+)\//.exec(footer(m))?.[1] ?? -1);

async function practiceMatch(): Promise<{ matchId: string; thread: string; board: string }> {
  const before = new Set(h.emu.threads().map((t) => t.id as string));
  await (await h.emu.slash(IDS.alice, IDS.channel, 'match practice', { deck: 'precon:tiny-a', game: 'tiny', format: 'standard', level: 'easy' })).settled();
  const thread = await h.emu.waitFor(() => h.emu.threads().find((t) => !before.has(t.id as string)));
  const board = await h.emu.waitFor(() => h.emu.visibleMessages(IDS.watcher, thread.id as string).find((m) => boardVersion(m) >= 0));
  const matchId = flatComponents(board).map((c) => parseCustomId(String(c.custom_id))).map((id) => (id && 'matchId' in id ? id.matchId : null)).find((m) => m !== null)!;
  return { matchId, thread: thread.id as string, board: board.id as string };
}

/** Waits until the match has moved past `version` (Sanam answered), with a generous limit. */
async function sanamMoved(d: Driver, version: number, limitMs = 60_000): Promise<void> {
  for (const end = Date.now() + limitMs; (await d.load()).snap.version <= version;) {
    if (Date.now() > end) throw new Error(`Sanam did not answer version ${version} within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 30));
  }
}

describe('replays of finished matches', () => {
  it('steps through every version with the forward button and ends at the final board', { timeout: 120_000 }, async () => {
    const game = await practiceMatch();
    const d = new Driver(h.emu, h.store, game);
    const early = await (await h.emu.slash(IDS.alice, game.thread, 'match replay', {})).settled();
    expect(String(early?.content)).toMatch(/Only a finished match/);
    for (let i = 0; i < 300; i++) {
      const m = await d.load();
      if (m.snap.status === 'finished') break;
      // Sanam's move: waited for (a generous 60 s), not counted in 30 ms naps a loaded machine outlasts.
      if (m.prompt!.seat === 1) await sanamMoved(d, m.snap.version);
      else await d.step();
    }
    const end = await d.load();
    expect(end.snap.status).toBe('finished');
    const last = end.snap.version;
    const first = (await (await h.emu.slash(IDS.watcher, game.thread, 'match replay', { match: game.matchId })).settled())!;
    let msg: Json = h.emu.message(first.id as string) as Json;
    expect(frameVersion(msg)).toBe(0);
    const seen = [0];
    for (let v = 1; v <= last; v++) {
      const fwd = flatComponents(msg).find((c) => String(c.custom_id).endsWith(':f'))!;
      expect(fwd.disabled).toBe(false);
      await (await h.emu.click(IDS.watcher, msg.id as string, fwd.custom_id as string)).settled();
      msg = h.emu.message(msg.id as string) as Json;
      seen.push(frameVersion(msg));
      expect(JSON.stringify(msg.attachments ?? msg.files ?? [])).toContain(`replay-${game.matchId}-v${v}.png`);
    }
    expect(seen).toEqual(Array.from({ length: last + 1 }, (_, v) => v));
    expect(flatComponents(msg).find((c) => String(c.custom_id).endsWith(':f'))!.disabled).toBe(true);
    // The last frame shows what the final public board shows.
    const finalBoard = currentBoard(h.emu, game.thread)!;
    const strip = (m: Json) => { const e = { ...((m.embeds as Json[])[0]!) }; delete e.footer; delete e.image; return e; };
    expect(strip(msg)).toEqual(strip(finalBoard));
    // Back to the start, and a jump to a turn from the select.
    const start = flatComponents(msg).find((c) => String(c.custom_id) === `y1:${game.matchId}:0`)!;
    await (await h.emu.click(IDS.alice, msg.id as string, start.custom_id as string)).settled();
    expect(frameVersion(h.emu.message(msg.id as string) as Json)).toBe(0);
    const select = flatComponents(h.emu.message(msg.id as string) as Json).find((c) => String(c.custom_id).endsWith(':t'))!;
    const target = (select.options as Array<{ value: string }>).at(-1)!.value;
    await (await h.emu.select(IDS.alice, msg.id as string, select.custom_id as string, [target])).settled();
    expect(frameVersion(h.emu.message(msg.id as string) as Json)).toBe(Number(target));

    // Showing the hands: no hand field until both players agreed; a spectator cannot answer for them; Alice
    // agrees and Sanam, her practice opponent, agrees for its seat. The replay is public: the server's language (Thai).
    msg = h.emu.message(msg.id as string) as Json;
    expect(JSON.stringify(msg.embeds)).not.toMatch(/มือของ/);
    const yes = flatComponents(msg).find((c) => String(c.custom_id).endsWith(':ry'))!;
    const spectator = await (await h.emu.click(IDS.watcher, msg.id as string, yes.custom_id as string)).settled();
    expect(String(spectator?.content)).toMatch(/Only this match's players/);
    expect(JSON.stringify((h.emu.message(msg.id as string) as Json).embeds)).not.toMatch(/มือของ/);
    await (await h.emu.click(IDS.alice, msg.id as string, yes.custom_id as string)).settled();
    msg = h.emu.message(msg.id as string) as Json;
    expect(String(msg.content)).toMatch(/ผู้เล่นทั้งสองยินยอม/);
    expect(((msg.embeds as Json[])[0]!.fields as Array<{ name: string }>).filter((f) => /^มือของ /.test(f.name))).toHaveLength(2);
    expect(flatComponents(msg).some((c) => String(c.custom_id).endsWith(':ry'))).toBe(false);
  });
});
