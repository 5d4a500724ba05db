/**
 * Every game the engine runs. Adding a game: its module in the registry below, its view type in
 * `GameViews`, and a layout in src/render/layout picked by `view.game`.
 */
import { GameRegistry } from '../core/registry.js';
import { fadalgia } from './fadalgia/module.js';
import type { FadalgiaView } from './fadalgia/view-types.js';
import { tiny } from './tiny/module.js';
import type { TinyBoardView } from './tiny/view-types.js';

/** `testOnly` games run through every layer in tests but are not offered to players. */
export const GAMES = new GameRegistry([fadalgia, { ...tiny, testOnly: true }]);

/** The view type of each game, by id: `AnyView` is a union discriminated by `game`. */
export interface GameViews {
  fadalgia: FadalgiaView;
  tiny: TinyBoardView;
}
