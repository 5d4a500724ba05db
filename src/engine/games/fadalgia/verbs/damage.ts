import { damagePlayer } from '../life.js';
import { damageUnit } from '../unit-damage.js';
import type { VerbImpl } from './types.js';
import { refPlayers, refUnits } from './types.js';

/** 607.5 / 608: damage to players (top life cards to the grave) and to units (accumulates, 608.3.2). */
export const damageVerb: VerbImpl<{ verb: 'damage'; to: never; n: number }> = {
  run(g, eff, ctx) {
    if (eff.n <= 0) return; // 608.4
    for (const seat of refPlayers(eff.to, ctx)) damagePlayer(g, seat, eff.n, '607.5', ctx.ctrl);
    for (const id of refUnits(g, eff.to, ctx)) {
      // Marked through the prevention / replacement step (606.5.7 Resist).
      damageUnit(g, id, eff.n, ctx.srcCardId, '608.3');
    }
  },
};
