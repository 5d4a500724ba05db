/**
 * One card frame, game-agnostic: both games map their card views to a CardModel. Sizes scale with the
 * box so the same frame serves a field Unit, a mana card and a hand card.
 */
import type { Builder } from '../canvas-builder.js';
import type { Box } from '../draw-list.js';
import { measure } from '../font/font-set.js';
import { wrapText } from '../text.js';
import { colors } from '../theme.js';

export interface CardStat {
  label: string;
  value: string;
  color?: string;
}

export interface CardBadge {
  text: string;
  color: string;
}

export interface CardModel {
  name: string;
  color: string;
  cost?: number;
  /** What the game calls the cost, where it is written out (the hand image): คอส, Core. */
  costLabel?: string;
  typeLine?: string;
  /** Small lines under the type line: attached items, counters, equipment. */
  notes?: string[];
  /** Longer rules text, drawn only where the frame is big enough (hand images). */
  body?: string;
  stats?: CardStat[];
  badges?: CardBadge[];
  dim?: boolean;
  outline?: string;
}

const px = (n: number): number => Math.round(n);

export function drawCard(b: Builder, box: Box, card: CardModel): void {
  const s = Math.min(box.w, box.h) / 150;
  const nameSize = Math.max(14, px(19 * s));
  const smallSize = Math.max(13, px(15 * s));
  const statSize = Math.max(15, px(24 * s));
  const pad = Math.max(5, px(8 * s));
  const landscape = box.w > box.h;

  b.rect(box, { radius: px(10 * s), fill: card.dim ? colors.empty : card.color });
  const body = { x: box.x + 4, y: box.y + 4, w: box.w - 8, h: box.h - 8 };
  b.rect(body, { radius: px(7 * s), fill: colors.cardBody });

  // Header band in the card colour with cost and name.
  const nameLines = landscape ? 1 : 2;
  const headerH = px(nameSize * 1.35 * nameLines + pad);
  b.rect({ x: body.x, y: body.y, w: body.w, h: headerH }, { radius: px(7 * s), fill: card.dim ? colors.empty : card.color });
  let nameX = body.x + pad;
  if (card.cost !== undefined) {
    const r = px(Math.max(12, 15 * s));
    b.circle(body.x + pad + r - 2, body.y + headerH / 2, r, colors.text, colors.dark);
    b.text(String(card.cost), body.x + pad + r - 2, body.y + headerH / 2 + statSize * 0.34, r * 2, {
      size: Math.max(14, px(19 * s)),
      weight: 700,
      color: colors.dark,
      align: 'center',
    });
    nameX += r * 2 + 2;
  }
  const nameW = body.x + body.w - pad - nameX;
  const used = Math.max(1, wrapText(card.name, nameSize, 700, nameW, nameLines).length);
  const nameTop = body.y + headerH / 2 - (nameSize * 1.3 * used) / 2;
  b.paragraph(card.name, nameX, nameTop + nameSize * 1.02, nameW, nameLines, nameSize * 1.3, { size: nameSize, weight: 700, color: colors.text });

  let y = body.y + headerH + smallSize * 1.2;
  const bottomReserved = card.stats?.length ? statSize * 1.5 : 0;
  const limit = body.y + body.h - bottomReserved - (card.badges?.length ? smallSize * 1.6 : 0);
  if (card.typeLine && y < limit) {
    b.text(card.typeLine, body.x + pad, y, body.w - 2 * pad, { size: smallSize, color: colors.muted });
    y += smallSize * 1.35;
  }
  for (const note of card.notes ?? []) {
    if (y > limit) break;
    b.text(note, body.x + pad, y, body.w - 2 * pad, { size: smallSize, color: colors.text });
    y += smallSize * 1.35;
  }
  if (card.body && y + smallSize < limit) {
    const lines = Math.floor((limit - y) / (smallSize * 1.3)) + 1;
    b.paragraph(card.body, body.x + pad, y + 2, body.w - 2 * pad, lines, smallSize * 1.3, { size: smallSize, color: colors.muted });
  }

  if (card.badges?.length) {
    let bx = body.x + pad;
    const by = body.y + body.h - bottomReserved - smallSize * 1.45;
    for (const badge of card.badges) {
      const w = Math.min(body.x + body.w - pad - bx, b.measureBadge(badge.text, smallSize));
      if (w < smallSize * 2) break;
      b.rect({ x: bx, y: by, w, h: smallSize * 1.35 }, { radius: 5, fill: badge.color });
      b.text(badge.text, bx + w / 2, by + smallSize * 1.02, w - 6, { size: smallSize, weight: 700, color: colors.text, align: 'center' });
      bx += w + 4;
    }
  }

  if (card.stats?.length) {
    const n = card.stats.length;
    const cellW = (body.w - 2 * pad) / n;
    const baseline = body.y + body.h - statSize * 0.45;
    card.stats.forEach((stat, i) => {
      // Small label, big value; shrink the value before ever cutting a number.
      let size = statSize;
      const labelSize = Math.max(12, Math.round(size * 0.62));
      const pairW = (sz: number): number => measure(stat.label, labelSize, 700) + 4 + measure(stat.value, sz, 700);
      while (size > 12 && pairW(size) > cellW - 4) size--;
      const x0 = body.x + pad + cellW * i + (cellW - pairW(size)) / 2;
      const lw = b.text(stat.label, x0, baseline, cellW, { size: labelSize, weight: 700, color: colors.muted });
      b.text(stat.value, x0 + lw + 4, baseline, cellW - lw - 4, { size, weight: 700, color: stat.color ?? colors.text });
    });
  }

  if (card.outline) b.rect({ x: box.x - 3, y: box.y - 3, w: box.w + 6, h: box.h + 6 }, { radius: px(12 * s), stroke: card.outline, lineWidth: 4 });
}
