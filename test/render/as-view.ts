/**
 * TEST-ONLY: brands a hand-built board literal as an engine view. Production views come only from the
 * engine's viewFor(); this cast exists so renderer tests do not depend on the engine being finished.
 */
import type { FadalgiaBoard, FadalgiaView } from '../../src/engine/games/fadalgia/view-types.js';
import type { SpiritDuelBoard, SpiritDuelView } from '../../src/engine/games/spirit-duel/view-types.js';

export function asView(board: FadalgiaBoard): FadalgiaView;
export function asView(board: SpiritDuelBoard): SpiritDuelView;
export function asView(board: FadalgiaBoard | SpiritDuelBoard): FadalgiaView | SpiritDuelView {
  return board as FadalgiaView | SpiritDuelView;
}
