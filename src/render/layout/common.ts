/** Pieces shared by the layouts: player names, a panel, the combat arrow (the phone frame is in phone.ts). */
import type { Builder } from '../canvas-builder.js';
import { center, type Box } from '../draw-list.js';
import { sanitize } from '../text.js';
import { colors, seatFallbackName } from '../theme.js';
import { cleanText } from '../../safe-text.js';
import { phoneHeader, phoneResult, resultHeight, type HeaderLines } from './phone.js';

export function playerName(name: string, seat: 0 | 1): string {
  // cleanText first: the font covers some invisible and bidi characters, which would reorder or hide the name.
  return sanitize(cleanText(name, 40), 700) || seatFallbackName(seat);
}

export function panel(b: Builder, box: Box, title: string | null, outline: string = colors.panelStroke): number {
  b.rect(box, { radius: 10, fill: colors.panel, stroke: outline, lineWidth: outline === colors.panelStroke ? 1.5 : 3 });
  if (!title) return box.y + 10;
  b.text(title, box.x + 14, box.y + 30, box.w - 28, { size: 20, weight: 700, color: outline === colors.panelStroke ? colors.muted : outline });
  return box.y + 42;
}

/** An arrow between two boxes, from edge to edge rather than centre to centre so cards stay legible. */
export function arrowBetween(b: Builder, from: Box, to: Box, color: string, lineWidth: number, dash?: number[]): void {
  const [fx, fy] = center(from);
  const [tx, ty] = center(to);
  const clip = (box: Box, x: number, y: number, dx: number, dy: number): [number, number] => {
    // Walk from the centre toward the other end until leaving the box.
    const tX = dx === 0 ? Infinity : (box.w / 2) / Math.abs(dx);
    const tY = dy === 0 ? Infinity : (box.h / 2) / Math.abs(dy);
    const t = Math.min(tX, tY);
    return [x + dx * t, y + dy * t];
  };
  const dx = tx - fx;
  const dy = ty - fy;
  const start = clip(from, fx, fy, dx, dy);
  const end = clip(to, tx, ty, -dx, -dy);
  b.line([start, end], { color, lineWidth, arrow: true, ...(dash ? { dash } : {}) });
}

/** A finished game's result, or what the board waits for. */
interface ResultLike { winner: 0 | 1 | null; reason: { th: string; en: string }; rule?: string }

/**
 * The top strip of every phone board: the result banner once the game is over, else the header strip whose lines
 * `lines` gives (called only then, so it may read the live parts of the view). Returns the strip's bottom.
 */
export function resultOrHeader(b: Builder, result: ResultLike | null | undefined, names: [string, string], lines: () => HeaderLines): number {
  if (result) {
    const h = resultHeight(result);
    phoneResult(b, result, names, h);
    return h;
  }
  return phoneHeader(b, lines());
}
