/** The representative states that have golden images, by file name. */
import type { BoardView } from '../../src/render/index.js';
import { asView } from './as-view.js';
import { busyBoard, endedBoard, openingBoard, starterBoard } from './fadalgia-fixtures.js';
import { spiritMidGame } from './spirit-duel-fixtures.js';

export const boardStates: Record<string, () => BoardView> = {
  'fadalgia-opening': () => asView(openingBoard()),
  'fadalgia-busy': () => asView(busyBoard().board),
  'fadalgia-starter': () => asView(starterBoard()),
  'fadalgia-ended': () => asView(endedBoard()),
  'spirit-duel-mid': () => asView(spiritMidGame().board),
};
