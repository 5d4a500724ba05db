/**
 * The board stays near the bottom of the thread: re-posted at the start of each turn, the previous one turned
 * into a short summary without buttons; within a turn the same message is edited in place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realEngine } from '../../src/match/engine-adapter.js';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { boardVersion, challenge, Driver, flatComponents } from './support/driver.js';

type Json = Record<string, unknown>;
let h: Harness;
beforeAll(async () => { h = await startHarness(); await h.startBot(); });
afterAll(async () => { await h?.close(); });

describe('the board follows the bottom of the thread', () => {
  it('one board message per turn, edited in place within the turn; earlier boards become summaries', { timeout: 120_000 }, async () => {
    const game = await challenge(h.emu, h.kv);
    const d = new Driver(h.emu, h.store, game);
    const byTurn = new Map<number, string>();
    for (let i = 0; i < 300; i++) {
      const m = await d.load();
      const turn = realEngine.viewFor(m.state, 'spectator').turn;
      await d.waitBoard(m.snap.version);
      const board = d.board();
      expect(boardVersion(board)).toBe(m.snap.version);
      if (byTurn.has(turn)) expect(board.id, `turn ${turn}`).toBe(byTurn.get(turn));
      byTurn.set(turn, board.id as string);
      // Nothing public below the current board but short notes (pings, timer warnings).
      const pub = h.emu.visibleMessages(IDS.watcher, game.thread);
      expect(pub.length - 1 - pub.findIndex((x) => x.id === board.id)).toBeLessThanOrEqual(2);
      if (byTurn.size >= 4 || !(await d.step())) break;
    }
    expect(byTurn.size).toBeGreaterThanOrEqual(3);
    const ids = [...byTurn.entries()].sort((a, b) => a[0] - b[0]);
    for (const [turn, id] of ids.slice(0, -1)) {
      // The summary edit follows the new post.
      const old = await h.emu.waitFor(() => { const x = h.emu.message(id) as Json; return flatComponents(x).length === 0 ? x : undefined; });
      expect(boardVersion(old)).toBe(-1);
      expect(JSON.stringify(old.embeds)).toMatch(new RegExp(`Turn ${turn} — summary|เทิร์น ${turn} — สรุป`));
    }
    expect(new Set(ids.map(([, id]) => id)).size).toBe(ids.length);
  });
});
