/**
 * Our banded PNG writer (png.ts) and the band cache (band-cache.ts): the pixels players see are exactly those
 * Skia's own encoder gave for the same canvas, the file is a valid zlib stream (Node's inflate checks the
 * Adler-32 we combine), a board rendered with most bands from the cache is byte for byte the uncached one, the
 * cache stays under its byte bound, and private hand images never enter the shared board cache.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BAND_ROWS, BandCache, bandKeys } from '../../src/render/band-cache.js';
import { boardBands, layoutBoard, renderBoard, renderHand, type DrawList, type DrawOp } from '../../src/render/index.js';
import { encodePng, paint } from '../../src/render/paint.js';
import { fadalgiaHand } from './worst-cases.js';
import { boardStates } from './states.js';
import { smMidGame } from './summoner-master-fixtures.js';

const boards: Record<string, () => DrawList> = {
  ...Object.fromEntries(Object.entries(boardStates).map(([name, make]) => [name, () => layoutBoard(make())])),
  'summoner-master-mid': () => layoutBoard(smMidGame('spectator')),
};

async function pixels(png: Buffer): Promise<Uint8ClampedArray> {
  const img = await loadImage(png);
  const ctx = createCanvas(img.width, img.height).getContext('2d');
  ctx.drawImage(img, 0, 0);
  return ctx.getImageData(0, 0, img.width, img.height).data;
}

/** Every chunk's CRC checked, the IDAT data joined. */
function idatData(png: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let p = 8; p < png.length; ) {
    const n = png.readUInt32BE(p);
    const type = png.subarray(p + 4, p + 8).toString('latin1');
    expect(crc32(png.subarray(p + 4, p + 8 + n)), type).toBe(png.readUInt32BE(p + 8 + n));
    if (type === 'IDAT') parts.push(png.subarray(p + 8, p + 8 + n));
    p += 12 + n;
  }
  return Buffer.concat(parts);
}

function differing(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++;
  return n;
}

describe('banded PNG writer', () => {
  for (const [name, make] of Object.entries(boards)) {
    it(`${name}: the same pixels as Skia's encoder, a valid stream, and smaller`, async () => {
      const list = make();
      const skia = await paint(list).encode('png');
      const ours = await encodePng(list);
      const [want, got] = await Promise.all([pixels(skia), pixels(ours)]);
      expect(got.length).toBe(want.length);
      expect(differing(got, want)).toBe(0);
      // Inflate throws on a wrong Adler-32: the checksum combined from the bands is the whole stream's.
      const rows = inflateSync(idatData(ours));
      expect(rows.length).toBe(list.height * (list.width * 3 + 1));
      expect(ours.length).toBeLessThan(skia.length);
    });
  }

  it('a board with most bands from the cache is byte for byte the uncached render', async () => {
    const cache = new BandCache(64 * 1024 * 1024);
    const list = boards['fadalgia-busy']!();
    await encodePng(list, cache);
    const changed = boards['fadalgia-busy']!();
    const text = changed.ops.find((op) => op.kind === 'text' && op.y > changed.height / 2);
    if (text?.kind !== 'text') throw new Error('fixture has no text in its lower half');
    text.text = 'เปลี่ยน 99';
    const keysBefore = bandKeys(list);
    const keysAfter = bandKeys(changed);
    const changedBands = keysAfter.filter((k, i) => k !== keysBefore[i]).length;
    // One text op touches a band or two; everything else is reused.
    expect(changedBands).toBeGreaterThan(0);
    expect(changedBands).toBeLessThanOrEqual(3);
    const misses = cache.stats.misses;
    const cached = await encodePng(changed, cache);
    expect(cache.stats.misses - misses).toBe(changedBands);
    const fresh = await encodePng(changed);
    expect(cached.equals(fresh)).toBe(true);
    // And the change is really drawn: not the first board's bytes.
    expect(cached.equals(await encodePng(list))).toBe(false);
  });

  it('two changes far apart (two runs of bands painted on the kept canvas one after the other) give the uncached bytes', async () => {
    const cache = new BandCache(64 * 1024 * 1024);
    const list = boards['spirit-duel-mid']!();
    await encodePng(list, cache);
    const changed = boards['spirit-duel-mid']!();
    const texts = changed.ops.filter((op) => op.kind === 'text');
    const [top, bottom] = [texts[0], texts[texts.length - 1]];
    if (top?.kind !== 'text' || bottom?.kind !== 'text' || bottom.y - top.y < 8 * BAND_ROWS) throw new Error('fixture texts too close');
    top.text = 'บน 1';
    bottom.text = 'ล่าง 2';
    const before = bandKeys(list);
    const missing = bandKeys(changed).flatMap((k, i) => (k === before[i] ? [] : [i]));
    expect(missing.some((i, j) => j > 0 && i > (missing[j - 1] as number) + 1)).toBe(true);
    expect((await encodePng(changed, cache)).equals(await encodePng(changed))).toBe(true);
  });

  it('keys bands by what is painted only: the named boxes (object ids) are not part of a key', () => {
    const list = boards['spirit-duel-mid']!();
    const renamed = { ...list, boxes: Object.fromEntries(Object.entries(list.boxes).map(([k, v]) => [`${k}-other`, v])) };
    expect(bandKeys(renamed)).toEqual(bandKeys(list));
    expect(bandKeys(list)).toHaveLength(Math.ceil(list.height / BAND_ROWS));
  });

  it('stays under its byte bound, dropping the least recently used band first', async () => {
    const lists = Object.values(boards).map((make) => make());
    const bound = 200 * 1024;
    const cache = new BandCache(bound);
    for (const list of lists) await encodePng(list, cache);
    expect(cache.bytes).toBeLessThanOrEqual(bound);
    expect(cache.size).toBeGreaterThan(0);
    // The last board's bottom band was used last: it is still there; the first board's top band is gone.
    const last = bandKeys(lists[lists.length - 1]!);
    const first = bandKeys(lists[0]!);
    expect(cache.get(last[last.length - 1]!)).toBeDefined();
    expect(cache.get(first[0]!)).toBeUndefined();
  });

  it('a private hand image never enters the board band cache shared across matches', async () => {
    const size = boardBands.size;
    const bytes = boardBands.bytes;
    const png = await renderHand(fadalgiaHand());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(boardBands.size).toBe(size);
    expect(boardBands.bytes).toBe(bytes);
    // While a board render does fill it (so the check above can fail).
    const board = await renderBoard(smMidGame('spectator'));
    expect(boardBands.size).toBeGreaterThan(size);
    // The hand was painted on the canvas kept for its width; the board painted after it shows none of it.
    const fresh = await paint(layoutBoard(smMidGame('spectator'))).encode('png');
    expect(differing(await pixels(board), await pixels(fresh))).toBe(0);
  });
});

describe('painting only the missing bands', () => {
  it('keeps the state a left-out op leaves for a later one (a line’s round caps on a dashed stroke)', async () => {
    const list = (label: string): DrawList => ({
      width: 200,
      height: 160,
      background: '#11141b',
      boxes: {},
      ops: [
        // Band 0: a line, which sets round caps and never resets them.
        { kind: 'line', points: [[10, 10], [190, 20]], color: '#f5c542', lineWidth: 3 },
        // Band 3: a thick dashed stroke, whose dash ends take the caps in force.
        { kind: 'rect', x: 20.5, y: 100.5, w: 150, h: 40, stroke: '#4ea1ff', lineWidth: 6, dash: [10, 8] },
        { kind: 'text', text: label, x: 30, y: 128, size: 16, weight: 400, color: '#f3f5f9', align: 'left', width: 0 },
      ],
    });
    const cache = new BandCache(1024 * 1024);
    await encodePng(list('ก่อน'), cache);
    const misses = cache.stats.misses;
    // Only the bottom bands change: the line's band comes from the cache and its op is not painted.
    const cached = await encodePng(list('หลัง'), cache);
    expect(cache.stats.misses - misses).toBeLessThan(bandKeys(list('หลัง')).length);
    expect(cached.equals(await encodePng(list('หลัง')))).toBe(true);
    expect(differing(await pixels(cached), await pixels(await paint(list('หลัง')).encode('png')))).toBe(0);
  });

  it('keys a band by the caps in force too: the same dashed rect after a line elsewhere is another band', async () => {
    const rect: DrawOp = { kind: 'rect', x: 20.5, y: 100.5, w: 150, h: 40, stroke: '#4ea1ff', lineWidth: 6, dash: [10, 8] };
    const line: DrawOp = { kind: 'line', points: [[10, 10], [190, 20]], color: '#f5c542', lineWidth: 3 };
    // The line's band (0) is drawn either way, so only the rect's bands can tell the two lists apart.
    const withCaps: DrawList = { width: 200, height: 160, background: '#11141b', boxes: {}, ops: [line, rect] };
    const without: DrawList = { ...withCaps, ops: [rect, line] };
    const cache = new BandCache(1024 * 1024);
    await encodePng(withCaps, cache);
    const fromCache = await encodePng(without, cache);
    expect(fromCache.equals(await encodePng(without))).toBe(true);
    expect(differing(await pixels(fromCache), await pixels(await paint(without).encode('png')))).toBe(0);
    // And the caps do change the rect's pixels (so a shared key would have shown the wrong ones).
    expect(differing(await pixels(fromCache), await pixels(await encodePng(withCaps)))).toBeGreaterThan(0);
  });
});
