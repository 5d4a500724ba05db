/** The tiny test game's board: two rows of player panels and the shared stack between them. */
import type { TinyBoardView } from '../../engine/games/tiny/view-types.js';
import { Builder } from '../canvas-builder.js';
import type { DrawList } from '../draw-list.js';
import { colors } from '../theme.js';
import { panel, playerName } from './common.js';

export const TINY_WIDTH = 800;
export const TINY_HEIGHT = 480;

export function layoutTiny(view: TinyBoardView): DrawList {
  const b = new Builder(TINY_WIDTH, TINY_HEIGHT, colors.background);
  const rows = [{ seat: 1 as const, y: 20 }, { seat: 0 as const, y: 330 }];
  for (const { seat, y } of rows) {
    const p = view.players[seat];
    panel(b, { x: 20, y, w: 760, h: 130 }, null);
    b.text(`${playerName(p.name, seat)}${view.active === seat ? ' ◀' : ''}`, 40, y + 40, 500, { size: 24, weight: 700, color: colors.text });
    b.text(`Life ${p.life} · Hand ${p.handCount} · Deck ${p.deckCount}`, 40, y + 80, 700, { size: 20, color: colors.muted });
    b.text(p.grave.map((c) => c.name.en).join(', ') || '—', 40, y + 112, 700, { size: 16, color: colors.muted });
  }
  panel(b, { x: 20, y: 170, w: 760, h: 140 }, null);
  b.text(view.stack.length ? view.stack.map((c) => `${c.name.en} (${c.value})`).join(' → ') : 'stack: empty', 40, 245, 720, { size: 22, color: colors.gold });
  if (view.result) b.text(view.result.reason.en, 40, 295, 720, { size: 20, weight: 700, color: colors.text });
  return b.build();
}
