import { pl } from '../ctx.js';
import type { VerbImpl } from './types.js';
import { refPlayers } from './types.js';

/** 101.3.2.4 / 101.3.3.4: a card tells a player they win or lose; the state check ends the game. */
export const winVerb: VerbImpl<{ verb: 'win'; who: never }> = {
  run(g, eff, ctx) {
    for (const seat of refPlayers(eff.who, ctx)) pl(g, seat).flag = 'win';
  },
};
export const loseVerb: VerbImpl<{ verb: 'lose'; who: never }> = {
  run(g, eff, ctx) {
    for (const seat of refPlayers(eff.who, ctx)) pl(g, seat).flag = 'lose';
  },
};
