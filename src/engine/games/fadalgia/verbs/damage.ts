import { t } from '../../../core/text.js';
import { log, nameOf } from '../ctx.js';
import { damagePlayer } from '../life.js';
import type { VerbImpl } from './types.js';
import { refPlayers, refUnits } from './types.js';

/** 607.5 / 608: damage to players (top life cards to the grave) and to units (accumulates, 608.3.2). */
export const damageVerb: VerbImpl<{ verb: 'damage'; to: never; n: number }> = {
  run(g, eff, ctx) {
    if (eff.n <= 0) return; // 608.4
    for (const seat of refPlayers(eff.to, ctx)) damagePlayer(g, seat, eff.n, '607.5', ctx.ctrl);
    for (const id of refUnits(g, eff.to, ctx)) {
      const o = g.s.objs[id];
      if (!o) continue;
      o.dmg = (o.dmg ?? 0) + eff.n;
      const nm = nameOf(g, id);
      log(g, ctx.ctrl, t(`${nm.th} ได้รับ Damage ${eff.n}`, `${nm.en} takes ${eff.n} damage`), '608.3', 'damage-unit', { objectId: id, n: eff.n });
    }
  },
};
