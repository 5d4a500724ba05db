/**
 * Every game the engine runs. Adding a game: its module in the registry below, its view type in
 * `GameViews`, and a layout in src/render/layout picked by `view.game`.
 */
import { GameRegistry } from '../core/registry.js';
import { fadalgia } from './fadalgia/module.js';
import type { FadalgiaView } from './fadalgia/view-types.js';
import { spiritDuel } from './spirit-duel/module.js';
import type { SpiritDuelView } from './spirit-duel/view-types.js';
import { tiny } from './tiny/module.js';
import type { TinyBoardView } from './tiny/view-types.js';

/**
 * `testOnly` games run through every layer in tests but are not offered to players. Spirit Duel stays
 * test-only until the bot holds its Trap windows for a fixed time whatever the seat holds (its README's
 * protocol), and forwards its turn-clock forfeit: offered before that, timing would leak a Trap's existence.
 */
export const GAMES = new GameRegistry([fadalgia, { ...spiritDuel, testOnly: true }, { ...tiny, testOnly: true }]);

/** The view type of each game, by id: `AnyView` is a union discriminated by `game`. */
export interface GameViews {
  fadalgia: FadalgiaView;
  'spirit-duel': SpiritDuelView;
  tiny: TinyBoardView;
}
