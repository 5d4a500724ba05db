/**
 * 606.5.15 Encore: a Trigger Ability that happens when this card is removed from the field; it works in the
 * "Remove Zone". Reading taken: the Outer Zone — 408.1 names it the zone of cards removed from the game and
 * 408.4 gives Encore as its example of an ability that works "from the Outer Zone". So it triggers when the
 * card leaves the field for the Outer Zone, its source is the card there, and its owner controls it.
 * ** The ability named Encore happens once per turn, whatever the card's ability ** (keyword-triggers.ts).
 */
import { type Ev, hadKeyword } from './listen.js';
import { queueKw } from '../keyword-triggers.js';
import type { FKeyword } from './fkeyword.js';

export const encore: FKeyword = {
  name: 'ENCORE',
  rule: '606.5.15',
  listen(subs) {
    subs.on<Ev<'leave'>>('leave', 'ENCORE', (g, e) => {
      const o = g.s.objs[e.obj];
      if (e.to === 'outer' && o?.zone === 'outer' && hadKeyword(e, 'ENCORE')) queueKw(g, 'ENCORE', { id: e.obj, cardId: e.cardId, ctrl: o.owner });
    });
  },
};
