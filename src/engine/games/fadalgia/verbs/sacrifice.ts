import { t } from '../../../core/text.js';
import { ask } from '../ask.js';
import { sacrifice } from '../removal.js';
import { unitsOf } from '../stats.js';
import { targetOptions } from '../targets.js';
import type { Seat } from '../../../core/view-types.js';
import type { VerbImpl } from './types.js';
import { refPlayers } from './types.js';

/** 607.6: the player chooses units they control; a sacrifice is not a destruction. */
export const sacrificeVerb: VerbImpl<{ verb: 'sacrifice'; who: never; n: number }> = {
  run(g, eff, ctx) {
    for (const seat of refPlayers(eff.who, ctx)) {
      const units = unitsOf(g, seat).map((o) => o.id);
      if (units.length <= eff.n) units.forEach((id) => sacrifice(g, id));
      else {
        ask(g, seat, 'choose-cards', t(`เลือก Unit ที่จะ Sacrifice ${eff.n} ใบ`, `Choose ${eff.n} unit(s) to sacrifice`), targetOptions(g, units), eff.n, eff.n,
          { t: 'verb', eff: eff as never, ctx, data: seat }, '607.6');
        return;
      }
    }
  },
  resume(g, _eff, _ctx, data, choice) {
    const seat = data as Seat;
    for (const id of choice) if (g.s.objs[id]?.ctrl === seat) sacrifice(g, id);
  },
};
