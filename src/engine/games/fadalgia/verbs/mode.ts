import { t } from '../../../core/text.js';
import { log, nameOf } from '../ctx.js';
import type { VerbImpl } from './types.js';
import { refUnits } from './types.js';

/** 607.9 / 607.10 */
export const modeVerb: VerbImpl<{ verb: 'mode'; to: never; mode: 'AT' | 'DF' }> = {
  run(g, eff, ctx) {
    for (const id of refUnits(g, eff.to, ctx)) {
      const o = g.s.objs[id];
      if (!o) continue;
      o.mode = eff.mode;
      const nm = nameOf(g, id);
      log(g, ctx.ctrl, t(`${nm.th} เปลี่ยนเป็น ${eff.mode} Mode`, `${nm.en} turns to ${eff.mode} mode`), eff.mode === 'AT' ? '607.9' : '607.10', 'mode');
    }
  },
};
