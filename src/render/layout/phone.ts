/**
 * The phone-readable board frame shared by the three games. Discord shows a board image at the chat's width,
 * about 360 px on a phone, so every text here is at least MIN_FONT on a PHONE_WIDTH canvas: 22 × 360 / 720 =
 * 11 px on the phone. The canvas is twice the phone width so it stays sharp on 2× screens. Layouts stack
 * full-width sections from the top and the image is as tall as what it holds.
 */
import type { Builder } from '../canvas-builder.js';
import type { Box } from '../draw-list.js';
import { measure } from '../font/font-set.js';
import { sanitize, wrapText } from '../text.js';
import { colors } from '../theme.js';

export const PHONE_WIDTH = 720;
/** Display width the layouts are made for (a phone's chat column). */
export const PHONE_DISPLAY_WIDTH = 360;
export const MIN_FONT = 22;
export const FONT = { small: 22, body: 24, title: 28, stat: 28 } as const;
export const PAD = 14;
export const GAP = 10;
export const DECIDING = '#7a5cc4';

export interface Chip {
  text: string;
  fill: string;
  color?: string;
  /** Box names to mark with the chip's box (zones, counters the tests look up). */
  marks?: string[];
}

/**
 * Chips left to right from `x0`, wrapping onto new lines inside [x0, right]; returns the y under the last line.
 * A chip wider than a whole line is cut with an ellipsis rather than spilling.
 */
export function chipFlow(b: Builder, x0: number, top: number, right: number, chips: Chip[], size: number = FONT.small, firstX = x0): number {
  if (!chips.length) return top;
  const h = Math.round(size * 1.5);
  let x = firstX;
  let y = top;
  for (const c of chips) {
    const natural = measure(sanitize(c.text, 700), size, 700) + size;
    if (x > x0 && x + natural > right) {
      x = x0;
      y += h + 6;
    }
    const w = Math.min(natural, right - x);
    const box = { x, y, w, h };
    b.rect(box, { radius: 7, fill: c.fill });
    b.text(c.text, x + w / 2, y + h / 2 + size * 0.36, w - size / 2, { size, weight: 700, color: c.color ?? colors.text, align: 'center' });
    for (const m of c.marks ?? []) b.mark(m, box);
    x += w + 8;
  }
  return y + h;
}

/** A panel with an optional title line; returns the y where its content starts. */
export function section(b: Builder, box: Box, title: string | null, outline: string = colors.panelStroke, titleColor?: string): number {
  b.rect(box, { radius: 10, fill: colors.panel, stroke: outline, lineWidth: outline === colors.panelStroke ? 1.5 : 3 });
  if (!title) return box.y + 10;
  b.text(title, box.x + PAD, box.y + 10 + FONT.body, box.w - 2 * PAD, { size: FONT.body, weight: 700, color: titleColor ?? (outline === colors.panelStroke ? colors.muted : outline) });
  return box.y + 14 + FONT.body * 1.3;
}

/** Height a wrapped paragraph takes (lines × line height), without drawing it. */
export function paragraphHeight(text: string, size: number, weight: 400 | 700, width: number, maxLines: number, lineHeight: number): number {
  return Math.max(1, wrapText(text, size, weight, width, maxLines).length) * lineHeight;
}

export interface HeaderLines {
  /** Game, turn and phase: the first line. */
  parts: Array<{ text: string; color: string }>;
  /** Whose turn (or attack subturn). */
  turn: string | null;
  /** Who is asked now and what they decide. */
  deciding: string | null;
  /** Extra right-aligned note on the whose-turn line (priority, turn clock). */
  note?: { text: string; color: string } | null;
}

/** The header strip: game · turn · phase, whose turn, and the decision being made. Returns its bottom. */
export function phoneHeader(b: Builder, h: HeaderLines): number {
  const lineH = 36;
  const decidingLines = h.deciding ? Math.max(1, wrapText(h.deciding, FONT.body, 700, PHONE_WIDTH - 2 * PAD, 2).length) : 0;
  const lines = 1 + (h.turn || h.note ? 1 : 0) + decidingLines;
  const height = 16 + lines * lineH;
  b.rect({ x: 0, y: 0, w: PHONE_WIDTH, h: height }, { fill: colors.panel });
  let y = 12 + FONT.title;
  let x = PAD;
  for (const [i, part] of h.parts.entries()) {
    if (i) x += b.text('·', x + 6, y, 20, { size: FONT.title, weight: 700, color: colors.muted }) + 12;
    x += b.text(part.text, x, y, PHONE_WIDTH - PAD - x, { size: FONT.title, weight: 700, color: part.color });
  }
  y += lineH;
  if (h.turn || h.note) {
    const used = h.note ? b.text(h.note.text, PHONE_WIDTH - PAD, y, 300, { size: FONT.small, weight: 700, color: h.note.color, align: 'right' }) : 0;
    if (h.turn) b.text(h.turn, PAD, y, PHONE_WIDTH - 2 * PAD - used - 16, { size: FONT.body, weight: 700, color: colors.attack });
    y += lineH;
  }
  if (h.deciding) {
    b.paragraph(h.deciding, PAD, y, PHONE_WIDTH - 2 * PAD, 2, lineH, { size: FONT.body, weight: 700, color: '#b9a6f0' });
  }
  b.mark('header', { x: 0, y: 0, w: PHONE_WIDTH, h: height });
  return height;
}

/** The end of the game over the header strip, on as many lines as the reason needs. */
export function phoneResult(b: Builder, r: { winner: 0 | 1 | null; reason: { th: string; en: string }; rule?: string }, names: [string, string], headerH: number): void {
  const reason = `${r.reason.th || r.reason.en}${r.rule ? ` (${r.rule})` : ''}`;
  const box = { x: 0, y: 0, w: PHONE_WIDTH, h: headerH };
  b.rect(box, { fill: 'rgba(17,20,27,0.97)', stroke: r.winner === null ? colors.muted : colors.win, lineWidth: 3 });
  const title = r.winner === null ? 'จบเกม · เสมอ' : `จบเกม · ${names[r.winner]} ชนะ`;
  b.text(title, PAD, 14 + 30, PHONE_WIDTH - 2 * PAD, { size: 30, weight: 700, color: r.winner === null ? colors.text : colors.win });
  b.paragraph(reason, PAD, 14 + 30 + 38, PHONE_WIDTH - 2 * PAD, Math.max(1, Math.floor((headerH - 60) / 32)), 32, { size: FONT.body, color: colors.text });
  b.mark('result', box);
}

/** Height the result banner needs for its reason. */
export function resultHeight(r: { reason: { th: string; en: string }; rule?: string }): number {
  const reason = `${r.reason.th || r.reason.en}${r.rule ? ` (${r.rule})` : ''}`;
  return 14 + 30 + 24 + paragraphHeight(reason, FONT.body, 400, PHONE_WIDTH - 2 * PAD, 3, 32);
}

interface StatusLine {
  seq: number;
  text: { th: string; en: string };
}

/** The last action (with its section) and the few log lines before it, at the bottom. Returns the bottom. */
export function phoneStatus(b: Builder, top: number, s: { lastAction: (StatusLine & { rule?: string }) | null; recentLog: StatusLine[]; logLines?: number }): number {
  const inner = PHONE_WIDTH - 2 * PAD - 2 * PAD;
  const lines = s.recentLog.filter((l) => l.seq !== s.lastAction?.seq).slice(-(s.logLines ?? 3));
  const last = s.lastAction ? `${s.lastAction.text.th || s.lastAction.text.en}${s.lastAction.rule ? ` (${s.lastAction.rule})` : ''}` : null;
  if (!last && !lines.length) return top;
  const lastH = last ? paragraphHeight(last, FONT.body, 400, inner, 3, 32) + 6 : 0;
  const box = { x: PAD, y: top, w: PHONE_WIDTH - 2 * PAD, h: 14 + FONT.body * 1.3 + lastH + lines.length * 30 + 8 };
  let y = section(b, box, last ? 'ล่าสุด' : 'บันทึก', last ? colors.gold : colors.panelStroke);
  if (last) {
    b.paragraph(last, PAD * 2, y + FONT.body - 2, inner, 3, 32, { size: FONT.body, color: colors.text });
    b.mark('last-action', box);
    y += lastH;
  }
  for (const l of lines) {
    b.text(l.text.th || l.text.en, PAD * 2, y + FONT.small, inner, { size: FONT.small, color: colors.muted });
    y += 30;
  }
  return box.y + box.h;
}

/** Combat arrows cross the sections between the two sides: see-through so the text under them stays readable. */
export const ARROW_ATTACK = 'rgba(255,90,95,0.7)';
export const ARROW_BLOCK = 'rgba(78,161,255,0.75)';
