/**
 * 606.5.21 [Once]: a Continuous Ability: the card can be used once, then not again until the turn is over.
 * Counted per object (core/limits.ts through limits.ts): using it is activating one of its abilities; a card
 * that changes zones is a new object (400.5), so casting one (it leaves the hand) has nothing left to limit.
 * Per card, not per name: the text says "the card with this ability" (Timekeeper, Guerilla Concert and Encore
 * say their name), so a second copy cast the same turn uses its own ability once (test: 606-5-gaps).
 */
import { t } from '../../../core/text.js';
import type { Ev } from './listen.js';
import { printedKw } from '../keyword-triggers.js';
import { objectKey, usableThisTurn, useThisTurn } from '../limits.js';
import type { FKeyword } from './fkeyword.js';

const FORBID = [{ op: { k: 'forbid' as const, what: 'use' }, ts: 0 }];
const KEY = 'ONCE';

export const once: FKeyword = {
  name: 'ONCE',
  rule: '606.5.21',
  why: t('[Once]: ใช้ไปแล้วในเทิร์นนี้', '[Once]: already used this turn'),
  use: (g, o) => (usableThisTurn(g, objectKey(o.id, KEY)) ? [] : FORBID),
  listen(subs) {
    subs.on<Ev<'activate'>>('activate', 'ONCE', (g, e) => {
      const o = g.s.objs[e.obj];
      if (o && printedKw(o.card, 'ONCE')) useThisTurn(g, objectKey(e.obj, KEY));
    });
  },
};
