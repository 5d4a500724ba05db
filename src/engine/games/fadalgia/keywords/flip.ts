/**
 * 606.5.18 Flip: an Activated Ability: the card turns from upright so that its Stream symbol is on top, which
 * gives it an ability or lets the other side's ability be used. Written as a [Mana Zone] ability of a Stream
 * (406.2.1; the keyword table's zone): as it resolves the card turns first, then its effects happen; once
 * turned it cannot flip again, and the other side's continuous abilities (the entry's `continuous` / `grants`)
 * work from then on while it is a Stream. The turn is kept as an effect on the card for the game (it ends
 * when the card leaves the mana zone, 400.5).
 */
import { t } from '../../../core/text.js';
import { log, nameOf } from '../ctx.js';
import { carriedOf, SWITCHED, switchedOn } from '../continuous.js';
import { addTimed } from '../timed.js';
import type { FKeyword } from './fkeyword.js';

export const flip: FKeyword = {
  name: 'FLIP',
  rule: '606.5.18',
  zone: 'mana',
  carried: (g, o, e) => (switchedOn(g, o.id, 'FLIP') ? carriedOf(e) : null),
  activation: {
    zone: 'mana',
    refuse: (g, _seat, o) => (switchedOn(g, o.id, 'FLIP') ? { rule: '606.5.18', th: 'การ์ดนี้พลิกไปแล้ว', en: 'This card is already flipped' } : null),
    before: (g, seat, src) => {
      const o = g.s.objs[src];
      if (!o || o.zone !== 'mana' || switchedOn(g, src, 'FLIP')) return;
      addTimed(g, src, { k: 'allow', what: SWITCHED('FLIP') }, 'game', src);
      const nm = nameOf(g, src);
      log(g, seat, t(`${nm.th} พลิก (สัญลักษณ์ Stream อยู่ด้านบน)`, `${nm.en} flips (Stream symbol on top)`), '606.5.18', 'flip', { objectId: src });
    },
  },
};
