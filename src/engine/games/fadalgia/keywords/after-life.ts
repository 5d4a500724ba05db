/**
 * 606.5.26 After Life: a Trigger Ability that works when this card goes from the life pile to the grave because
 * of damage the opposing player dealt; then the text after the keyword happens. 606.5.26.1: not when a life
 * card goes to the grave for any other reason (a life payment, damage from its owner's own cards) nor when it
 * goes to the grave from another zone. life.ts names each life card's cause and the seat that dealt the damage.
 */
import type { Ev } from './listen.js';
import { printedKw, queueKw } from '../keyword-triggers.js';
import type { FKeyword } from './fkeyword.js';

export const afterLife: FKeyword = {
  name: 'AFTER LIFE',
  rule: '606.5.26',
  listen(subs) {
    subs.on<Ev<'life-to-grave'>>('life-to-grave', 'AFTER LIFE', (g, e) => {
      // The first two conditions are one: a payment (cause 'other') never names a dealer and damage always does
      // (life.ts callers), so dropping either, or joining them with &&, is equivalent; 606-5-triggers.test.ts
      // kills dropping both (501.6) and the own-damage check.
      // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, see above
      if (e.cause !== 'damage' || e.by === null || e.by === e.seat) return; // 606.5.26.1
      // Stryker disable next-line ConditionalExpression: a shortcut: queueKw finds no AFTER LIFE entry on a card without it and queues nothing (keyword-triggers.ts)
      if (printedKw(e.cardId, 'AFTER LIFE')) queueKw(g, 'AFTER LIFE', { id: e.obj, cardId: e.cardId, ctrl: e.seat });
    });
  },
};
