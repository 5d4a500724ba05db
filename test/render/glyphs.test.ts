import { GlobalFonts, createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { cssFont, fontFiles, measure } from '../../src/render/font/font-set.js';
import { drawnStrings, layoutBoard, layoutHand, type DrawList } from '../../src/render/index.js';
import { registerFonts } from '../../src/render/paint.js';
import { asView } from './as-view.js';
import { busyBoard, face } from './fadalgia-fixtures.js';
import { boardStates } from './states.js';

function allLists(): DrawList[] {
  const seat = busyBoard().board;
  seat.viewer = 0;
  seat.players[0].hand = [face(0, 'ฤๅษีผู้ฦๅชา ฯลฯ ๆ ฿๑๒๓', 'earth', 'unit', { at: 1, df: 1 })];
  return [...Object.values(boardStates).map((s) => layoutBoard(s())), layoutHand(asView(seat))];
}

describe('Thai text is drawn with the bundled font', () => {
  it('registers the bundled Noto Sans Thai files under our own family names', () => {
    registerFonts();
    const families = GlobalFonts.families.map((f) => f.family);
    for (const f of fontFiles()) expect(families).toContain(f.family);
  });

  it('every character drawn has a glyph in the registered font files (their cmap)', () => {
    const chars = new Set(allLists().flatMap((l) => drawnStrings(l)).flatMap((s) => [...s]));
    const thai = [...chars].filter((c) => /[\u0e00-\u0e7f]/u.test(c));
    expect(thai.length).toBeGreaterThan(40);
    const missing = [...chars].filter((c) => c !== ' ' && !fontFiles().some((f) => f.metrics.glyphOf(c.codePointAt(0) ?? 0) !== undefined));
    expect(missing).toEqual([]);
  });

  it('the canvas measures each drawn character exactly as our font files say (no fallback to a system font)', () => {
    registerFonts();
    const ctx = createCanvas(10, 10).getContext('2d');
    const chars = [...new Set(allLists().flatMap((l) => drawnStrings(l)).flatMap((s) => [...s]))];
    const wrong: string[] = [];
    for (const weight of [400, 700] as const) {
      ctx.font = cssFont(40, weight);
      for (const c of chars) {
        // Thai vowels and tone marks carry no advance; pair them with a base consonant.
        const sample = /[\u0e31\u0e34-\u0e3a\u0e47-\u0e4e]/u.test(c) ? `ก${c}` : c;
        const canvasWidth = ctx.measureText(sample).width;
        if (Math.abs(canvasWidth - measure(sample, 40, weight)) > 0.05 || (c !== ' ' && canvasWidth === 0)) wrong.push(`${c} ${weight}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a character outside the bundled font would be caught by the check above', () => {
    registerFonts();
    const ctx = createCanvas(10, 10).getContext('2d');
    ctx.font = cssFont(40, 400);
    // CJK is in no bundled subset: the canvas falls back to something else (or nothing), our metrics say 0.
    expect(measure('漢', 40, 400)).toBe(0);
    expect(fontFiles().some((f) => f.metrics.glyphOf('漢'.codePointAt(0) ?? 0) !== undefined)).toBe(false);
  });
});
