/**
 * 606.5.28 Avatar: a special Activated Ability by which the unit gains new abilities. 606.5.28.1 [Avatar] :
 * [Condition]: an additional cost — remove one card matching [Condition] (a card name or a subtype) from its
 * controller's grave or hand to the Outer Zone; paid as the ability leaves the Break (603.2.2, 606.3.2.7), the
 * player choosing the card when more than one matches. 606.5.28.2: once paid, the unit gains every ability in
 * the Avatar box (its `continuous` / `grants`), kept as an effect on the unit: it ends when the unit leaves
 * the field (400.5).
 */
import type { Seat } from '../../../core/view-types.js';
import { t } from '../../../core/text.js';
import { ask, opt } from '../ask.js';
import { type G, defOf, log, nameOf, seatName } from '../ctx.js';
import type { KeywordEntry } from '../cards/schema.js';
import { carriedOf, SWITCHED, switchedOn } from '../continuous.js';
import { addTimed } from '../timed.js';
import { zoneOf, moveObj } from '../zones.js';
import type { FKeyword } from './fkeyword.js';

function payable(g: G, seat: Seat, e: KeywordEntry): string[] {
  const out: string[] = [];
  for (const id of [...zoneOf(g.s, seat, 'grave'), ...zoneOf(g.s, seat, 'hand')]) {
    const o = g.s.objs[id];
    if (!o) continue;
    const d = defOf(o);
    if ((e.name && (d.name.th === e.name || d.name.en === e.name)) || (e.subtype && d.subtypes.includes(e.subtype))) out.push(id);
  }
  return out;
}

function remove(g: G, seat: Seat, id: string): void {
  const o = g.s.objs[id];
  if (!o) return;
  const nm = nameOf(g, id);
  const from = o.zone === 'hand' ? t('มือ', 'hand') : t('สุสาน', 'grave');
  moveObj(g, id, 'outer');
  log(g, seat, t(`${seatName(g, seat)} นำ ${nm.th} จาก${from.th}ออกจากเกม (Avatar)`, `${seatName(g, seat)} removes ${nm.en} from the ${from.en} to the Outer Zone (Avatar)`), '606.5.28.1', 'cost');
}

export const avatar: FKeyword = {
  name: 'AVATAR',
  rule: '606.5.28',
  carried: (g, o, e) => (switchedOn(g, o.id, 'AVATAR') ? carriedOf(e) : null),
  activation: {
    zone: 'field',
    refuse: (g, seat, _o, e) => (payable(g, seat, e).length ? null
      : { rule: '606.5.28.1', th: `ไม่มีการ์ด ${e.name ?? e.subtype} ในสุสานหรือมือ`, en: `No ${e.name ?? e.subtype} card in your grave or hand` }),
    // Offered because of a card in the hand only: that option must not be shown in a public place.
    hidden: (g, seat, _o, e) => !payable(g, seat, e).some((id) => g.s.objs[id]?.zone === 'grave'),
    payCost: (g, seat, src, e) => {
      const cards = payable(g, seat, e);
      if (!cards.length) return 'failed';
      // Paid without a question only when that is forced by public information (one card, and no hand that
      // might hold another): whether a choice is asked must not tell the opponent what the hand holds.
      if (cards.length === 1 && !zoneOf(g.s, seat, 'hand').length) {
        remove(g, seat, cards[0]!);
        return 'paid';
      }
      const options = cards.map((id) => {
        const o = g.s.objs[id]!;
        const nm = nameOf(g, id);
        const where = o.zone === 'hand' ? t('มือ', 'hand') : t('สุสาน', 'grave');
        return opt(id, t(`${nm.th} (${where.th})`, `${nm.en} (${where.en})`), { objectId: id, group: o.zone });
      });
      ask(g, seat, 'choose-cards', t(`Avatar: เลือกการ์ด ${e.name ?? e.subtype} 1 ใบจากสุสานหรือมือ ออกจากเกม`, `Avatar: choose a ${e.name ?? e.subtype} card in your grave or hand to remove to the Outer Zone`),
        options, 1, 1, { t: 'kw-cost', key: 'AVATAR', src }, '606.5.28.1');
      return 'waiting';
    },
    resumeCost: (g, seat, _src, choice) => remove(g, seat, choice[0]!),
    after: (g, seat, src, _e, failed) => {
      const o = g.s.objs[src];
      if (failed || !o || o.zone !== 'field' || switchedOn(g, src, 'AVATAR')) return;
      addTimed(g, src, { k: 'allow', what: SWITCHED('AVATAR') }, 'game', src);
      const nm = nameOf(g, src);
      log(g, seat, t(`${nm.th} ได้รับความสามารถในกรอบ Avatar`, `${nm.en} gains the abilities of its Avatar box`), '606.5.28.2', 'gain', { objectId: src });
    },
  },
};
