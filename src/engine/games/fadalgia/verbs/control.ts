import { t } from '../../../core/text.js';
import { log, nameOf, seatName } from '../ctx.js';
import type { VerbImpl } from './types.js';
import { refUnits } from './types.js';
import { ZONES } from '../zones.js';
import { changeController } from '../../../core/zones.js';

/**
 * 400.9: a card whose controller changes moves to the new controller's zone (here: their field).
 * Sanam's reading: the card stays on the field, so it is not a zone change in the sense of 400.5 — it
 * keeps its damage, counters and mode — but it is now under a new controller's control "since the last
 * clean up" only after the next one (304.3.1), so it cannot attack this turn. Items attached to it keep
 * their own controller. It still goes to its owner's zones when it leaves the field (400.3 / 400.7).
 */
export const controlVerb: VerbImpl<{ verb: 'control'; to: never }> = {
  run(g, eff, ctx) {
    for (const id of refUnits(g, eff.to, ctx)) {
      const o = g.s.objs[id];
      if (!o || o.ctrl === ctx.ctrl) continue;
      changeController(ZONES, g.s, id, ctx.ctrl);
      o.since = false;
      o.ts = g.s.seq++;
      const nm = nameOf(g, id);
      log(g, ctx.ctrl, t(`${seatName(g, ctx.ctrl)} ได้ควบคุม ${nm.th} (ย้ายมาสนามของผู้ควบคุมใหม่)`, `${seatName(g, ctx.ctrl)} gains control of ${nm.en} (it moves to its new controller's field)`), '400.9', 'control', { objectId: id, seat: ctx.ctrl });
    }
  },
};
