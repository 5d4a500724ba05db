/**
 * 606.5.11 Immortal: a Trigger Ability that happens when this unit goes from the field to the grave; its
 * controller may return it to the hand. It works from the Graveyard Zone: the source is the card in the grave,
 * and it returns only if it is still there when the ability resolves.
 */
import { t } from '../../../core/text.js';
import { type G, log, nameOf } from '../ctx.js';
import { type Ev, hadKeyword } from './listen.js';
import { queueKw } from '../keyword-triggers.js';
import { moveObj } from '../zones.js';
import type { FKeyword } from './fkeyword.js';
import type { EffCtx } from '../types.js';

export const immortal: FKeyword = {
  name: 'IMMORTAL',
  rule: '606.5.11',
  trigger: {
    optional: true,
    text: t('Immortal: นำ Unit นี้กลับขึ้นมือ', 'Immortal: return this unit to your hand'),
    native(g: G, ctx: EffCtx) {
      const o = g.s.objs[ctx.src];
      // Stryker disable next-line ConditionalExpression,OptionalChaining: unreachable with today's cards: no verb moves a card out of the grave while the trigger waits (400.5 guard)
      if (o?.zone !== 'grave') return;
      const nm = nameOf(g, ctx.src);
      moveObj(g, ctx.src, 'hand');
      log(g, ctx.ctrl, t(`${nm.th} กลับขึ้นมือ (Immortal)`, `${nm.en} returns to the hand (Immortal)`), '606.5.11', 'move');
    },
  },
  listen(subs) {
    subs.on<Ev<'leave'>>('leave', 'IMMORTAL', (g, e) => {
      const o = g.s.objs[e.obj];
      // The listener runs as the card moves, so its zone is e.to: the two zone checks are one, and dropping
      // either (or joining them with ||, since queueKw needs the keyword) is equivalent.
      // Stryker disable next-line ConditionalExpression,LogicalOperator,OptionalChaining: equivalent, see above
      if (e.to === 'grave' && o?.zone === 'grave' && hadKeyword(e, 'IMMORTAL')) queueKw(g, 'IMMORTAL', { id: e.obj, cardId: e.cardId, ctrl: o.owner });
    });
  },
};
