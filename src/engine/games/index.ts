/** Every game the engine runs. Add a module here (Spirit Duel, Summoner Master) to make it playable. */
import { GameRegistry } from '../core/registry.js';
import { fadalgia } from './fadalgia/module.js';
import { summonerMaster } from './summoner-master/module.js';
import { tiny } from './tiny/module.js';

/** `testOnly` games run through every layer in tests but are not offered to players. */
export const GAMES = new GameRegistry([fadalgia, summonerMaster, { ...tiny, testOnly: true }]);
