/**
 * 606.5.21 [Once]: a Continuous Ability: the card can be used once, then not again until the turn is over.
 * Reading, from the Thai text "การ์ดที่มีความสามารถนี้ สามารถใช้ได้แค่ 1 ครั้ง จนกว่าจะ Turn นั้น จะไม่สามารถใช้งานได้อีก"
 * ("the card that has this ability can be used only once; until [the end of] that turn it cannot be used again"):
 * - per card, not per name: it says "the card that has this ability" (การ์ดที่มีความสามารถนี้), where the per-name
 *   limits say "the ability named …" (ความสามารถที่ชื่อ …, 606.5.12 Timekeeper; 606.5.14, 606.5.15), so a second
 *   copy cast the same turn uses its own ability once (test: 606-5-gaps);
 * - per card object, not per physical card: 400.5 says a card moved from one zone to another "is a new card"
 *   (ให้ถือว่าการ์ดนั้นเป็นการ์ดใบใหม่) and what applied to it in the old zone no longer does; its only exceptions
 *   (400.5.1) are enter / leave triggers. So a [Once] card bounced to the hand and cast again is a new card that
 *   has not been used this turn (test: 606-5-21-once). Every zone change makes a new object id (zones.ts), so
 *   the use is counted by object id (core/limits.ts through limits.ts).
 * Using it is activating one of its abilities; casting it (it leaves the hand) is not a use of the new object.
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
