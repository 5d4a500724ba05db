/**
 * The tiny test game end to end through the bot: the real discord.js client, the emulator (which enforces
 * the registered command choices), the real Redis, the real engine. Nothing in the bot or the store knows
 * this game: it is offered because the engine's registry lists it (as test-only), and it plays through the
 * same challenge, board, panel and prompt components as Fadalgia.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnStrings, layoutBoard, renderBoard, type BoardView } from '../../src/render/index.js';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { challenge, Driver } from './support/driver.js';

let h: Harness;
const drawn: string[][] = [];
const render = async (view: BoardView) => {
  expect(view.viewer).toBe('spectator');
  drawn.push(drawnStrings(layoutBoard(view)));
  return renderBoard(view);
};

beforeAll(async () => { h = await startHarness({ testGames: true }); await h.startBot({ render }); });
afterAll(async () => { await h?.close(); });

describe('tiny test game through the bot and the emulator', () => {
  it('is challenged with its registry id, played to a result with the panel buttons, and hands stay private', { timeout: 60_000 }, async () => {
    const game = await challenge(h.emu, h.kv, { game: 'tiny', format: 'standard', deckA: 'precon:tiny-a', deckB: 'precon:tiny-b' });
    const d = new Driver(h.emu, h.store, game);
    const first = await d.load();
    expect((first.state as { game: string }).game).toBe('tiny');
    let steps = 0;
    while (await d.step()) {
      steps++;
      expect(steps).toBeLessThan(200);
      const m = await d.load();
      // What a hand holds never reaches the public thread: the public payloads name no hand card's object.
      const handIds = ([0, 1] as const).flatMap((s) => ((m.state as { zones: { zones: Record<string, string[]> } }).zones.zones[`${s}:hand`]) ?? []);
      const publicJson = JSON.stringify(h.emu.visibleMessages(IDS.watcher, game.thread));
      for (const id of handIds) expect(publicJson.includes(`"play:${id}"`)).toBe(false);
    }
    const end = await d.load();
    expect(end.snap.status).toBe('finished');
    expect(steps).toBeGreaterThan(3);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.flat().some((s) => s.startsWith('Life '))).toBe(true);
  });
});
