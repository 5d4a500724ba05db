import { t } from '../../../core/text.js';
import { log, nameOf } from '../ctx.js';
import type { VerbImpl } from './types.js';
import { refUnits } from './types.js';
import { addTimedStats } from '../timed.js';

/** AT/DF changes for a duration; tied to the object, so they end when it changes zone (400.5). */
export const modifyVerb: VerbImpl<{ verb: 'modify'; to: never; at: number; df: number; until: 'turn' | 'game' }> = {
  run(g, eff, ctx) {
    for (const id of refUnits(g, eff.to, ctx)) {
      addTimedStats(g, id, eff.at, eff.df, eff.until);
      const nm = nameOf(g, id);
      const sgn = (v: number) => (v >= 0 ? `+${v}` : `${v}`);
      const dur = eff.until === 'turn' ? t('จนจบเทิร์น', 'until end of turn') : t('', '');
      log(g, ctx.ctrl, t(`${nm.th} AT${sgn(eff.at)} DF${sgn(eff.df)} ${dur.th}`, `${nm.en} gets AT${sgn(eff.at)} DF${sgn(eff.df)} ${dur.en}`), '606.2', 'modify');
    }
  },
};
