/**
 * A seat's own hand (ephemeral message image), phone first like the boards (layout/phone.ts): a 720 px canvas shown
 * about 360 px wide, one card per row with its name, cost and numbers, type line and rules text, every text at
 * least MIN_FONT. Only a seat view carries `hand`; the spectator view has none, so asking for a spectator's hand
 * is an error rather than an empty picture.
 */
import type { FadalgiaView } from '../../engine/games/fadalgia/view-types.js';
import type { SpiritDuelView } from '../../engine/games/spirit-duel/view-types.js';
import { Builder } from '../canvas-builder.js';
import type { DrawList } from '../draw-list.js';
import { colors } from '../theme.js';
import { TURN } from '../../engine/terms/common.js';
import type { CardModel } from './card.js';
import { playerName } from './common.js';
import { faceModel } from './fadalgia-cards.js';
import { FONT, GAP, PAD, paragraphHeight, phoneHeader, PHONE_WIDTH, section } from './phone.js';
import { spiritFaceModel } from './spirit-duel-cards.js';
import { drawTile, tileGrid, tileHeight, type GridItem } from './tile.js';

export const HAND_WIDTH = PHONE_WIDTH;
/** Rules text lines a card shows; the whole text is in the panel's embed and /cards show. */
const BODY_LINES = 4;
const BODY_LH = 30;
/** The tile's inner margin (tile.ts: inset 4 + padding 8). */
const INNER = 12;

/** The tile drawTile draws (name band, numbers, type line) with the rules text under it, inside the same frame. */
function handItem(b: Builder, card: CardModel, mark: string): GridItem {
  const tile: CardModel = {
    ...card,
    stats: [...(card.cost !== undefined ? [{ label: card.costLabel ?? '', value: String(card.cost) }] : []), ...(card.stats ?? [])],
    notes: [...(card.typeLine ? [card.typeLine] : []), ...(card.notes ?? [])],
  };
  const body = card.body?.trim() ?? '';
  const bodyH = (w: number) => (body ? paragraphHeight(body, FONT.small, 400, w - 2 * INNER, BODY_LINES, BODY_LH) + 6 : 0);
  return {
    height: (w) => tileHeight(tile, w) + bodyH(w),
    draw: (box) => {
      const used = tileHeight(tile, box.w);
      drawTile(b, box, tile);
      if (body) b.paragraph(body, box.x + INNER, box.y + used - 4 + FONT.small, box.w - 2 * INNER, BODY_LINES, BODY_LH, { size: FONT.small, color: colors.text });
      b.mark(mark, box);
    },
  };
}

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
  // The image is as tall as what it holds (the height is set once everything is placed).
  const b = new Builder(HAND_WIDTH, 0, colors.background);
  const bottom = ((): number => {
    let y = phoneHeader(b, {
      parts: [{ text: `มือของ ${playerName(me.name, seat)}`, color: colors.text }, { text: `${models.length} ใบ`, color: colors.gold }],
      turn: `${TURN.th} ${view.turn} · เห็นเฉพาะคุณ`,
      deciding: null,
    }) + GAP;
    if (!models.length) {
      const box = { x: PAD, y, w: PHONE_WIDTH - 2 * PAD, h: 60 };
      section(b, box, null);
      b.text('ไม่มีการ์ดในมือ', PHONE_WIDTH / 2, y + 30 + FONT.body * 0.36, box.w - 2 * PAD, { size: FONT.body, color: colors.muted, align: 'center' });
      b.mark('zone:hand', box);
      return y + box.h + PAD;
    }
    const items = models.map((m, i) => handItem(b, m, `hand:${i}`));
    y = tileGrid(items, { x: PAD, y, w: PHONE_WIDTH - 2 * PAD }, 1, GAP);
    return y + PAD;
  })();
  b.height = Math.round(bottom);
  return b.build();
}
