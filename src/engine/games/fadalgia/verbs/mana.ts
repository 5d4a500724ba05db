import { t } from '../../../core/text.js';
import { log, pl } from '../ctx.js';
import type { Element } from '../view-types.js';
import type { VerbImpl } from './types.js';

/** Adds unspent mana; it empties at the end of the turn (604.6 / 503.5.4). */
export const manaVerb: VerbImpl<{ verb: 'mana'; n: number; element: Element }> = {
  run(g, eff, ctx) {
    const pool = pl(g, ctx.ctrl).pool;
    pool[eff.element] = (pool[eff.element] ?? 0) + eff.n;
    log(g, ctx.ctrl, t(`ได้รับมานา ${eff.n}`, `adds ${eff.n} mana`), '604.6', 'mana');
  },
};
