/** Pieces shared by the board layouts: panels, chips, row packing, the combat arrow. */
import type { Builder } from '../canvas-builder.js';
import { center, type Box } from '../draw-list.js';
import { measure } from '../font/font-set.js';
import { sanitize } from '../text.js';
import { colors, seatFallbackName } from '../theme.js';
import { cleanText } from '../../safe-text.js';

export const HEADER_H = 60;

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

/** A filled label; returns its right edge. */
export function chip(b: Builder, x: number, baseline: number, text: string, fill: string, size = 20, textColor: string = colors.text, maxRight = Infinity): number {
  const w = Math.min(measure(sanitize(text, 700), size, 700) + size, maxRight - x);
  if (w < size * 2) return x;
  b.rect({ x, y: baseline - size * 1.05, w, h: size * 1.45 }, { radius: 7, fill });
  b.text(text, x + w / 2, baseline, w - size / 2, { size, weight: 700, color: textColor, align: 'center' });
  return x + w;
}

export interface Sized {
  w: number;
  h: number;
}

/**
 * Places items left to right in `row`, centred vertically, shrinking all of them by one factor when
 * they do not fit (never below `minScale`, after which they overflow to the right edge and get clipped
 * by the count label the caller draws).
 */
export function packRow<T extends Sized>(items: T[], row: Box, gap: number, minScale = 0.5): Array<{ item: T; box: Box }> {
  const natural = items.reduce((s, it) => s + it.w, 0) + gap * Math.max(0, items.length - 1);
  const tallest = Math.max(1, ...items.map((it) => it.h));
  const scale = Math.max(minScale, Math.min(1, row.w / Math.max(1, natural), row.h / tallest));
  let x = row.x;
  return items.map((item) => {
    const w = item.w * scale;
    const h = item.h * scale;
    const box = { x, y: row.y + (row.h - h) / 2, w, h };
    x += w + gap * scale;
    return { item, box };
  });
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

interface StatusLine {
  seq: number;
  text: { th: string; en: string };
}

/**
 * The side column's last three panels, shared by every game: the last action, who must decide now, and as
 * much of the recent public log as fits below them. Returns nothing: the log takes the remaining room.
 */
export function statusPanels(
  b: Builder,
  col: Box,
  top: number,
  s: { lastAction: (StatusLine & { rule?: string }) | null; waitingFor: { seat: 0 | 1; label: { th: string; en: string } } | null; ended: boolean; recentLog: StatusLine[]; names: readonly string[] },
): void {
  let y = top;
  if (s.lastAction) {
    const la = s.lastAction;
    const box = { x: col.x, y, w: col.w, h: 124 };
    const ty = panel(b, box, 'ล่าสุด', colors.gold);
    b.paragraph(`${la.text.th || la.text.en}${la.rule ? ` (${la.rule})` : ''}`, col.x + 14, ty + 22, col.w - 28, 3, 25, { size: 18, color: colors.text });
    b.mark('last-action', box);
    y += box.h + 10;
  }
  if (s.waitingFor && !s.ended) {
    const w = s.waitingFor;
    const box = { x: col.x, y, w: col.w, h: 100 };
    const ty = panel(b, box, `รอ ${s.names[w.seat]}`, '#7a5cc4');
    b.paragraph(w.label.th || w.label.en, col.x + 14, ty + 22, col.w - 28, 2, 25, { size: 18, color: colors.text });
    y += box.h + 10;
  }
  const room = col.y + col.h - y;
  const lines = s.recentLog.filter((l) => l.seq !== s.lastAction?.seq).slice(-Math.floor((room - 50) / 26));
  if (lines.length && room > 80) {
    let ty = panel(b, { x: col.x, y, w: col.w, h: room }, 'บันทึก') + 20;
    for (const l of lines) {
      b.text(l.text.th || l.text.en, col.x + 14, ty, col.w - 28, { size: 16, color: colors.muted });
      ty += 26;
    }
  }
}

/** The end of the game, drawn over the header strip: winner on the left, reason and section on the right. */
export function endBanner(b: Builder, r: { winner: 0 | 1 | null; reason: { th: string; en: string }; rule?: string }, names: [string, string], width: number): void {
  const box = { x: 0, y: 0, w: width, h: HEADER_H };
  b.rect(box, { fill: 'rgba(17,20,27,0.96)', stroke: r.winner === null ? colors.muted : colors.win, lineWidth: 3 });
  const title = r.winner === null ? 'จบเกม · เสมอ' : `จบเกม · ${names[r.winner]} ชนะ`;
  const used = b.text(title, 16, 41, width * 0.45, { size: 30, weight: 700, color: r.winner === null ? colors.text : colors.win });
  b.text(`${r.reason.th || r.reason.en}${r.rule ? ` (${r.rule})` : ''}`, width - 16, 40, width - used - 56, { size: 22, color: colors.text, align: 'right' });
  b.mark('result', box);
}
