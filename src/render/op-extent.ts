/**
 * The rows an op can touch when painted, with room to spare: antialiasing, stroke halves, round caps, arrow
 * heads, and for text the font's ascent plus stacked Thai marks above and descenders below. A band of rows is
 * reused only when every op touching it is unchanged, so an extent that is too small could keep stale pixels;
 * one that is too large only costs a repaint. test/render/op-extent.test.ts paints each op of the golden
 * boards alone and checks that no pixel falls outside its extent.
 */
import type { DrawOp } from './draw-list.js';

/** Antialiasing reaches at most one pixel out; two leaves a pixel of margin. */
const AA = 2;
/** Noto Sans Thai's ascender is ~1.07 em; a consonant with an upper vowel and a tone mark reaches ~1.3 em. */
const TEXT_ABOVE = 1.6;
const TEXT_BELOW = 0.9;

export interface Rows {
  top: number;
  bottom: number;
}

export function opRows(op: DrawOp): Rows {
  switch (op.kind) {
    case 'rect': {
      const half = op.stroke ? (op.lineWidth ?? 1) / 2 : 0;
      return { top: Math.min(op.y, op.y + op.h) - half - AA, bottom: Math.max(op.y, op.y + op.h) + half + AA };
    }
    case 'circle': {
      const half = op.stroke ? (op.lineWidth ?? 1) / 2 : 0;
      return { top: op.cy - op.r - half - AA, bottom: op.cy + op.r + half + AA };
    }
    case 'line': {
      // Round caps reach half a width past an end; an arrow head is 4 widths long from the last point.
      const reach = (op.arrow ? op.lineWidth * 4 : op.lineWidth / 2) + AA;
      const ys = op.points.map((p) => p[1]);
      if (!ys.length) return { top: 0, bottom: -1 };
      return { top: Math.min(...ys) - reach, bottom: Math.max(...ys) + reach };
    }
    case 'text':
      return { top: op.y - op.size * TEXT_ABOVE - AA, bottom: op.y + op.size * TEXT_BELOW + AA };
  }
}
