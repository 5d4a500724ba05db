import type { VerbImpl } from './types.js';
import { refPlayers } from './types.js';
import { draw } from '../life.js';

/** 607.2 */
export const drawVerb: VerbImpl<{ verb: 'draw'; who: never; n: number; pile?: 'main' | 'life' }> = {
  run(g, eff, ctx) {
    for (const seat of refPlayers(eff.who, ctx)) draw(g, seat, eff.n, eff.pile ?? 'main');
  },
};
