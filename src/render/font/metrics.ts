/**
 * Advance widths and character coverage read from a font's cmap/hmtx tables. Good enough to lay out
 * Thai and Latin labels without a canvas: Thai needs no contextual shaping for width (marks have zero
 * advance), and kerning moves a label by a pixel or two at most, which the layout leaves room for.
 */
import type { SfntTables } from './woff.js';

export interface FontMetrics {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  /** Code point → glyph id, only for covered code points. */
  glyphOf(cp: number): number | undefined;
  advanceOfGlyph(gid: number): number;
}

function table(tables: SfntTables, tag: string): Buffer {
  const t = tables.get(tag);
  if (!t) throw new Error(`font has no ${tag} table`);
  return t;
}

function readCmap(cmap: Buffer): Map<number, number> {
  const map = new Map<number, number>();
  const count = cmap.readUInt16BE(2);
  let best: { offset: number; format: number } | undefined;
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const offset = cmap.readUInt32BE(8 + i * 8);
    const format = cmap.readUInt16BE(offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode || (format !== 4 && format !== 12)) continue;
    if (!best || (format === 12 && best.format === 4)) best = { offset, format };
  }
  if (!best) throw new Error('font has no Unicode cmap');
  const o = best.offset;
  if (best.format === 12) {
    const groups = cmap.readUInt32BE(o + 12);
    for (let g = 0; g < groups; g++) {
      const start = cmap.readUInt32BE(o + 16 + g * 12);
      const end = cmap.readUInt32BE(o + 20 + g * 12);
      const gid = cmap.readUInt32BE(o + 24 + g * 12);
      for (let cp = start; cp <= end; cp++) map.set(cp, gid + cp - start);
    }
    return map;
  }
  const segCount = cmap.readUInt16BE(o + 6) / 2;
  const ends = o + 14;
  const starts = ends + segCount * 2 + 2;
  const deltas = starts + segCount * 2;
  const rangeOffsets = deltas + segCount * 2;
  for (let s = 0; s < segCount; s++) {
    const end = cmap.readUInt16BE(ends + s * 2);
    const start = cmap.readUInt16BE(starts + s * 2);
    const delta = cmap.readInt16BE(deltas + s * 2);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
    for (let cp = start; cp <= end && cp !== 0xffff; cp++) {
      let gid: number;
      if (rangeOffset === 0) gid = (cp + delta) & 0xffff;
      else {
        const at = rangeOffsets + s * 2 + rangeOffset + (cp - start) * 2;
        gid = cmap.readUInt16BE(at);
        if (gid !== 0) gid = (gid + delta) & 0xffff;
      }
      if (gid !== 0) map.set(cp, gid);
    }
  }
  return map;
}

export function readMetrics(tables: SfntTables): FontMetrics {
  const head = table(tables, 'head');
  const hhea = table(tables, 'hhea');
  const hmtx = table(tables, 'hmtx');
  const cmap = readCmap(table(tables, 'cmap'));
  const numberOfHMetrics = hhea.readUInt16BE(34);
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascender: hhea.readInt16BE(4),
    descender: hhea.readInt16BE(6),
    glyphOf: (cp) => cmap.get(cp),
    advanceOfGlyph: (gid) => hmtx.readUInt16BE(Math.min(gid, numberOfHMetrics - 1) * 4),
  };
}
