/**
 * A card on a phone board: name, the values that matter in play, what is attached and its state, with no type
 * scaling (every text is at least MIN_FONT). Full rules text lives in the hand panel and /cards show. Tiles grow
 * downward with their content, and a value is never cut: stats wrap onto another line instead.
 */
import { Builder } from '../canvas-builder.js';
import type { Box } from '../draw-list.js';
import { measure } from '../font/font-set.js';
import { colors } from '../theme.js';
import { wrapText } from '../text.js';
import type { CardModel } from './card.js';
import { chipFlow, FONT } from './phone.js';

const INSET = 4;
const IN_PAD = 8;
const NAME_LH = 29;
const STAT_LH = 34;
const NOTE_LH = 28;
const MAX_NOTES = 3;

/** Draws the tile at `box.x, box.y` with width `box.w` and returns the height it used (box.h is a minimum). */
export function drawTile(b: Builder, box: Box, card: CardModel): number {
  const frame = card.dim ? colors.empty : card.color;
  const inner = { x: box.x + INSET + IN_PAD, w: box.w - 2 * (INSET + IN_PAD) };
  // The frame is drawn first at the minimum height and resized once the content's height is known.
  const frameOp = { kind: 'rect' as const, x: box.x, y: box.y, w: box.w, h: box.h, radius: 10, fill: frame };
  const bodyOp = { kind: 'rect' as const, x: box.x + INSET, y: box.y + INSET, w: box.w - 2 * INSET, h: box.h - 2 * INSET, radius: 7, fill: colors.cardBody };
  b.ops.push(frameOp, bodyOp);

  const lines = wrapText(card.name, FONT.body, 700, inner.w, 2);
  const bandH = Math.max(1, lines.length) * NAME_LH + 10;
  b.rect({ x: box.x + INSET, y: box.y + INSET, w: box.w - 2 * INSET, h: bandH }, { radius: 7, fill: frame });
  let y = box.y + INSET + 5;
  for (const line of lines) {
    b.text(line, inner.x, y + FONT.body, inner.w, { size: FONT.body, weight: 700, color: colors.text });
    y += NAME_LH;
  }
  y = box.y + INSET + bandH + 4;

  if (card.stats?.length) {
    let x = inner.x;
    let base = y + FONT.stat;
    for (const s of card.stats) {
      const lw = measure(s.label, FONT.small, 700);
      const w = lw + 4 + measure(s.value, FONT.stat, 700);
      if (x > inner.x && x + w > inner.x + inner.w) {
        x = inner.x;
        base += STAT_LH;
      }
      b.text(s.label, x, base, inner.w, { size: FONT.small, weight: 700, color: colors.muted });
      // A value is never cut: it gets the whole line if it needs it.
      b.text(s.value, x + lw + 4, base, Math.max(inner.x + inner.w - x - lw - 4, measure(s.value, FONT.stat, 700)), { size: FONT.stat, weight: 700, color: s.color ?? colors.text });
      x += w + 12;
    }
    y = base + 8;
  }

  const notes = card.notes ?? [];
  const shown = notes.length > MAX_NOTES ? notes.slice(0, MAX_NOTES - 1) : notes;
  for (const note of shown) {
    b.text(note, inner.x, y + FONT.small, inner.w, { size: FONT.small, color: colors.text });
    y += NOTE_LH;
  }
  if (shown.length < notes.length) {
    b.text(`และอีก ${notes.length - shown.length}`, inner.x, y + FONT.small, inner.w, { size: FONT.small, color: colors.muted });
    y += NOTE_LH;
  }
  if (card.badges?.length) y = chipFlow(b, inner.x, y + 2, inner.x + inner.w, card.badges.map((x) => ({ text: x.text, fill: x.color })), FONT.small) + 4;

  const h = Math.max(box.h, y + IN_PAD - box.y);
  frameOp.h = h;
  bodyOp.h = h - 2 * INSET;
  if (card.outline) b.rect({ x: box.x - 3, y: box.y - 3, w: box.w + 6, h: h + 6 }, { radius: 12, stroke: card.outline, lineWidth: 4 });
  return h;
}

/** The height drawTile would use for this card at this width. */
export function tileHeight(card: CardModel, w: number): number {
  return drawTile(new Builder(w, 0, colors.background), { x: 0, y: 0, w, h: 0 }, card);
}

export interface GridItem {
  /** Draws into `box` (its height is the row's height) and returns nothing. */
  draw: (box: Box) => void;
  height: (w: number) => number;
}

/**
 * Items in rows of `cols`, every item of a row as tall as the row's tallest; returns the y under the grid.
 */
export function tileGrid(items: GridItem[], area: { x: number; y: number; w: number }, cols: number, gap: number): number {
  const w = (area.w - gap * (cols - 1)) / cols;
  let y = area.y;
  for (let i = 0; i < items.length; i += cols) {
    const row = items.slice(i, i + cols);
    const h = Math.max(...row.map((it) => it.height(w)));
    row.forEach((it, j) => it.draw({ x: area.x + j * (w + gap), y, w, h }));
    y += h + gap;
  }
  return items.length ? y - gap : y;
}

/** A card tile as a grid item, marked `card:<id>` with its drawn box. */
export function cardItem(b: Builder, card: CardModel, mark?: string): GridItem {
  return {
    height: (w) => tileHeight(card, w),
    draw: (box) => {
      drawTile(b, box, card);
      if (mark) b.mark(mark, box);
    },
  };
}
