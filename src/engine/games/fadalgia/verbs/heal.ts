import { heal } from '../life.js';
import type { VerbImpl } from './types.js';
import { refPlayers } from './types.js';

/** 607.8 */
export const healVerb: VerbImpl<{ verb: 'heal'; who: never; n: number }> = {
  run(g, eff, ctx) {
    for (const seat of refPlayers(eff.who, ctx)) heal(g, seat, eff.n);
  },
};
