/**
 * Board and hand images. Inputs are engine views only (Redacted types): the full match state cannot be
 * passed here, and a seat's view given to renderBoard still draws that seat's hand as a count.
 */
import type { AnyView } from '../engine/index.js';
import type { DrawList } from './draw-list.js';
import { layoutFadalgia } from './layout/fadalgia.js';
import { layoutHand } from './layout/hand.js';
import { layoutSpiritDuel } from './layout/spirit-duel.js';
import { layoutSummonerMaster } from './layout/summoner-master.js';
import { layoutTiny } from './layout/tiny.js';
import { encodePng } from './paint.js';

/** Every registered game's view. */
export type BoardView = AnyView;

export { layoutFadalgia, FADALGIA_WIDTH, FADALGIA_HEIGHT } from './layout/fadalgia.js';
export { layoutSpiritDuel, SPIRIT_DUEL_WIDTH, SPIRIT_DUEL_HEIGHT } from './layout/spirit-duel.js';
export { layoutHand } from './layout/hand.js';
export { layoutTiny, TINY_WIDTH, TINY_HEIGHT } from './layout/tiny.js';
export { drawnStrings, type Box, type DrawList, type DrawOp } from './draw-list.js';

export function layoutBoard(view: BoardView): DrawList {
  switch (view.game) {
    case 'fadalgia':
      return layoutFadalgia(view);
    case 'spirit-duel':
      return layoutSpiritDuel(view);
    case 'summoner-master':
      return layoutSummonerMaster(view);
    case 'tiny':
      return layoutTiny(view);
  }
}

export async function renderBoard(view: BoardView): Promise<Buffer> {
  return encodePng(layoutBoard(view));
}

/** The seat's own hand as an image for an ephemeral reply; throws for a spectator view. */
export async function renderHand(view: BoardView): Promise<Buffer> {
  // The tiny test game has no hand image: its hand is text in the private panel.
  if (view.game === 'tiny' || view.game === 'summoner-master') throw new Error(`${view.game} has no hand image yet: its hand is text in the private panel`);
  return encodePng(layoutHand(view));
}
