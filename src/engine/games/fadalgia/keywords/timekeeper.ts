/**
 * 606.5.12 Timekeeper: a Trigger Ability that happens when a player searches their pile while this card is in
 * it; the player may use the ability the card names. ** The ability named Timekeeper happens once per turn,
 * whatever the card's ability ** — several Timekeeper cards in the searched pile trigger together, the owner
 * chooses which goes on the Break (601.2.1.1) and the others do not happen (keyword-triggers.ts).
 * Identical copies are one choice: a hidden pile's identical cards are interchangeable. "The player can use the
 * ability" (สามารถใช้งาน): it is optional. The source is named by a pseudo id, never the pile object's id: the
 * pile stays hidden (its order and ids), only the used ability's card becomes known, as the rule makes it.
 */
import type { Ev } from './listen.js';
import { printedKw, queueKw } from '../keyword-triggers.js';
import type { FKeyword } from './fkeyword.js';

export const timekeeper: FKeyword = {
  name: 'TIMEKEEPER',
  rule: '606.5.12',
  trigger: { optional: true },
  listen(subs) {
    subs.on<Ev<'search'>>('search', 'TIMEKEEPER', (g, e) => {
      if (e.seat !== e.of) return;
      const seen = new Set<string>();
      for (const id of e.ids) {
        const o = g.s.objs[id];
        if (!o || seen.has(o.card) || !printedKw(o.card, 'TIMEKEEPER')) continue;
        seen.add(o.card);
        queueKw(g, 'TIMEKEEPER', { id: `${e.pile}:${e.of}:${o.card}`, cardId: o.card, ctrl: e.of });
      }
    });
  },
};
