import { describe, expect, it } from 'vitest';
import { drawnStrings, overlaps, type DrawList } from '../../src/render/draw-list.js';
import { layoutFadalgia, layoutSpiritDuel } from '../../src/render/index.js';
import { asView } from './as-view.js';
import { endedBoard } from './fadalgia-fixtures.js';
import { spiritMidGame } from './spirit-duel-fixtures.js';

/** Every card box and every drawn text op that lies under the result banner. */
function covered(list: DrawList): string[] {
  const banner = list.boxes.result;
  if (!banner) throw new Error('no result banner');
  const out: string[] = [];
  for (const [name, b] of Object.entries(list.boxes)) if (name.startsWith('card:') && overlaps(b, banner)) out.push(name);
  const bannerIndex = list.ops.findLastIndex((op) => op.kind === 'rect' && op.x === banner.x && op.y === banner.y && op.w === banner.w && op.h === banner.h);
  list.ops.forEach((op, i) => {
    if (op.kind !== 'text' || i >= bannerIndex) return;
    const left = op.align === 'left' ? op.x : op.align === 'center' ? op.x - op.width / 2 : op.x - op.width;
    if (overlaps({ x: left, y: op.y - op.size, w: op.width, h: op.size }, banner)) out.push(`text "${op.text}"`);
  });
  return out;
}

describe('the end-of-game banner', () => {
  it('covers no card and no text of a finished Fadalgia board, and still names the winner and the reason', () => {
    const list = layoutFadalgia(asView(endedBoard()));
    expect(covered(list)).toEqual([]);
    const s = drawnStrings(list);
    expect(s).toContain('จบเกม · Nattaya ชนะ');
    expect(s).toContain('สมชาย ต้องรับดาเมจแต่ไม่มีการ์ดในกองไลฟ์ (104.2)');
  });

  it('covers no card of a finished Spirit Duel board', () => {
    const { board } = spiritMidGame();
    const list = layoutSpiritDuel(asView({ ...board, phase: 'ended', result: { winner: 0, reason: { th: 'Soul หมด', en: 'Soul is gone' } } } as typeof board));
    expect(covered(list)).toEqual([]);
    expect(drawnStrings(list).some((x) => x.startsWith('จบเกม ·'))).toBe(true);
  });
});
