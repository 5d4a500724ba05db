/**
 * The board PNG cache (issue 34): an unchanged board gives the very bytes a fresh render gives, without painting;
 * any visible change misses; and bytes handed out survive the caller transferring them (the render worker does).
 */
import { describe, expect, it } from 'vitest';
import { layoutBoard, renderBoard, renderCacheStats } from '../../src/render/index.js';
import { encodePng } from '../../src/render/paint.js';
import { phoneBoards } from './worst-cases.js';
import { asView } from './as-view.js';
import { busyBoard } from './fadalgia-fixtures.js';

describe('board image cache', () => {
  it('serves an unchanged board from the cache with the same bytes as an uncached render, per game', async () => {
    for (const [name, make] of Object.entries(phoneBoards)) {
      const fresh = await encodePng(layoutBoard(make()));
      const first = await renderBoard(make());
      const hits = renderCacheStats.hits;
      const second = await renderBoard(make());
      expect(renderCacheStats.hits, name).toBe(hits + 1);
      expect(first.equals(fresh), name).toBe(true);
      expect(second.equals(fresh), name).toBe(true);
    }
  });

  it('misses when something on the board changes, even only the version (not drawn) does not count as a change', async () => {
    const { board } = busyBoard();
    const png = await renderBoard(asView(board));
    const misses = renderCacheStats.misses;
    expect((await renderBoard(asView({ ...board, version: board.version + 1 }))).equals(png)).toBe(true);
    expect(renderCacheStats.misses).toBe(misses);
    board.players[0].handCount += 1;
    expect((await renderBoard(asView(board))).equals(png)).toBe(false);
    expect(renderCacheStats.misses).toBe(misses + 1);
  });

  it('hands out copies: a caller transferring the bytes away leaves the cached image intact', async () => {
    const view = phoneBoards['spirit-duel-mid']!();
    const a = await renderBoard(view);
    const b = await renderBoard(view);
    const copy = Buffer.from(b);
    const whole = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
    if (whole.byteOffset === 0 && whole.byteLength === b.buffer.byteLength) structuredClone(whole, { transfer: [whole.buffer as ArrayBuffer] });
    const c = await renderBoard(view);
    expect(c.equals(copy)).toBe(true);
    expect(c.equals(a)).toBe(true);
  });
});
