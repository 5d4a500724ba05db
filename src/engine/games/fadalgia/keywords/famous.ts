/**
 * 606.5.13 Famous: a Trigger Ability that happens when this card enters the field; the card's owner gets one
 * Fame counter (a player counter, 612.5, shown on the board).
 */
import { t } from '../../../core/text.js';
import { type G, log, seatName } from '../ctx.js';
import type { Ev } from './listen.js';
import { queueKw } from '../keyword-triggers.js';
import { keywordsOf } from '../stats.js';
import type { FKeyword } from './fkeyword.js';
import type { EffCtx } from '../types.js';

export const FAME = 'Fame';

export const famous: FKeyword = {
  name: 'FAMOUS',
  rule: '606.5.13',
  trigger: {
    text: t('Famous: ได้รับ Fame Counter 1', 'Famous: get a Fame counter'),
    native(g: G, ctx: EffCtx) {
      const owner = g.s.objs[ctx.src]?.owner ?? ctx.ctrl;
      const c = g.s.players[owner].counters;
      c[FAME] = (c[FAME] ?? 0) + 1;
      log(g, owner, t(`${seatName(g, owner)} ได้รับ Fame Counter 1 (รวม ${c[FAME]})`, `${seatName(g, owner)} gets a Fame counter (${c[FAME]} in all)`), '606.5.13', 'counter');
    },
  },
  listen(subs) {
    subs.on<Ev<'arrive'>>('arrive', 'FAMOUS', (g, e) => {
      const o = g.s.objs[e.obj];
      if (o && keywordsOf(g, o).includes('FAMOUS')) queueKw(g, 'FAMOUS', { id: o.id, cardId: o.card, ctrl: o.ctrl });
    });
  },
};
