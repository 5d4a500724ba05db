/**
 * Every game the engine runs. Adding a game: its module in the registry below, its view type in
 * `GameViews`, and a layout in src/render/layout picked by `view.game`.
 */
import { GameRegistry } from '../core/registry.js';
import { fadalgia } from './fadalgia/module.js';
import type { FadalgiaView } from './fadalgia/view-types.js';
import { spiritDuel } from './spirit-duel/module.js';
import type { SpiritDuelView } from './spirit-duel/view-types.js';
import { summonerMaster } from './summoner-master/module.js';
import type { SummonerMasterView } from './summoner-master/view-types.js';
import { tiny } from './tiny/module.js';
import type { TinyBoardView } from './tiny/view-types.js';

/**
 * `testOnly` games run through every layer in tests but are not offered to players. Spirit Duel is offered:
 * the bot keeps its Trap-window protocol (src/bot/games/spirit-duel.ts). Summoner Master is offered: its
 * Interfere windows ask by public facts only (summoner-master/public-pass.ts).
 */
export const GAMES = new GameRegistry([
  fadalgia,
  spiritDuel,
  summonerMaster,
  { ...tiny, testOnly: true },
]);

/** The view type of each game, by id: `AnyView` is a union discriminated by `game`. */
export interface GameViews {
  fadalgia: FadalgiaView;
  'spirit-duel': SpiritDuelView;
  'summoner-master': SummonerMasterView;
  tiny: TinyBoardView;
}
