/** Every game the engine runs. Add a module here (Spirit Duel, Summoner Master) to make it playable. */
import { GameRegistry } from '../core/registry.js';
import { fadalgia } from './fadalgia/module.js';

export const GAMES = new GameRegistry([fadalgia]);
