/**
 * 606.5.20 [Unique]: a Continuous Ability: when one player controls several cards whose [Unique] ability
 * comes from the same card name, the ability works from one source only (it does not stack). Sanam keeps the
 * oldest on the field (613.2 "older"): the one that entered first. Continuous abilities only (continuous.ts
 * asks `suppressed` before gathering a source's abilities): the card's printed ones and the ones written in
 * its [Unique] entry.
 */
import { defOf } from '../ctx.js';
import { carriedOf } from '../continuous.js';
import type { FKeyword } from './fkeyword.js';
import { zoneOf } from '../zones.js';

export const unique: FKeyword = {
  name: 'UNIQUE',
  rule: '606.5.20',
  carried: (_g, _o, e) => carriedOf(e),
  suppressed: (g, o) => {
    const d = defOf(o);
    for (const id of zoneOf(g.s, o.ctrl, 'field')) {
      const x = g.s.objs[id];
      if (!x || x.id === o.id || x.ctrl !== o.ctrl) continue;
      const xd = defOf(x);
      if (xd.name.en !== d.name.en || !xd.keywords?.includes('UNIQUE')) continue;
      if ((x.ts ?? 0) < (o.ts ?? 0) || ((x.ts ?? 0) === (o.ts ?? 0) && Number(x.id) < Number(o.id))) return true;
    }
    return false;
  },
};
