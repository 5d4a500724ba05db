/**
 * A seat's own hand (ephemeral message image). Only a seat view carries `hand`; the spectator view has
 * none, so asking for a spectator's hand is an error rather than an empty picture.
 */
import type { FadalgiaView } from '../../engine/games/fadalgia/view-types.js';
import type { SpiritDuelView } from '../../engine/games/spirit-duel/view-types.js';
import { Builder } from '../canvas-builder.js';
import type { DrawList } from '../draw-list.js';
import { colors } from '../theme.js';
import { drawCard, type CardModel } from './card.js';
import { playerName } from './common.js';
import { faceModel } from './fadalgia-cards.js';
import { spiritFaceModel } from './spirit-duel-cards.js';

export const HAND_WIDTH = 1280;
const CARD = { w: 232, h: 330 };
const PER_ROW = 5;

export function layoutHand(view: FadalgiaView | SpiritDuelView): DrawList {
  if (view.viewer === 'spectator') throw new Error('renderHand needs a seat view, not the spectator view');
  const seat = view.viewer;
  const me = view.players[seat];
  let models: CardModel[];
  if (view.game === 'fadalgia') {
    const hand = view.players[seat].hand;
    if (!hand) throw new Error(`the view for seat ${seat} carries no hand`);
    models = hand.map((c) => faceModel(c, true));
  } else {
    const hand = view.players[seat].hand;
    if (!hand) throw new Error(`the view for seat ${seat} carries no hand`);
    models = hand.map((c) => spiritFaceModel(c, true));
  }
  const rows = Math.max(1, Math.ceil(models.length / PER_ROW));
  const gap = 18;
  const top = 70;
  const height = top + rows * (CARD.h + gap) + 10;
  const b = new Builder(HAND_WIDTH, height, colors.background);
  b.rect({ x: 0, y: 0, w: HAND_WIDTH, h: 56 }, { fill: colors.panel });
  const title = `มือของ ${playerName(me.name, seat)} · ${models.length} ใบ`;
  b.text(title, 20, 38, 700, { size: 26, weight: 700, color: colors.text });
  b.text(`เทิร์น ${view.turn} · เห็นเฉพาะคุณ`, HAND_WIDTH - 20, 38, 500, { size: 20, color: colors.muted, align: 'right' });
  const startX = (HAND_WIDTH - (PER_ROW * CARD.w + (PER_ROW - 1) * gap)) / 2;
  models.forEach((m, i) => {
    const box = { x: startX + (i % PER_ROW) * (CARD.w + gap), y: top + Math.floor(i / PER_ROW) * (CARD.h + gap), w: CARD.w, h: CARD.h };
    drawCard(b, box, m);
    b.mark(`hand:${i}`, box);
  });
  if (!models.length) b.text('ไม่มีการ์ดในมือ', HAND_WIDTH / 2, top + 60, 600, { size: 24, color: colors.muted, align: 'center' });
  return b.build();
}
