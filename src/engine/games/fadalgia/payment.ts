/** Mana payment (605.2.2, 606.3.2.3): automatic when there is one way, a 'mana-payment' prompt otherwise. */
import type { Seat } from '../../core/view-types.js';
import { t } from '../../core/text.js';
import { type G, defOf } from './ctx.js';
import { ask, opt } from './ask.js';
import { pay, payCombos } from './mana.js';
import type { PayCombo, PayThen } from './types.js';

export function comboLabel(g: G, c: PayCombo): { th: string; en: string } {
  const names = c.streams.map((id) => defOf(g.s.objs[id]!).name);
  const th = [c.fromPool ? `มานาคงเหลือ ${c.fromPool}` : '', ...names.map((n) => `สตรีม ${n.th}`), c.mana.length ? `มานาคว่ำ ${c.mana.length} ใบ` : ''].filter(Boolean).join(' + ');
  const en = [c.fromPool ? `${c.fromPool} unspent mana` : '', ...names.map((n) => `Stream ${n.en}`), c.mana.length ? `${c.mana.length} face-down Mana` : ''].filter(Boolean).join(' + ');
  return t(th || 'ฟรี', en || 'free');
}

/** Returns true when paid at once; false when a prompt was raised (the `then` continues on its answer). */
export function payOrAsk(g: G, seat: Seat, cost: number, then: PayThen, done: (g: G, then: PayThen) => void): void {
  const combos = payCombos(g, seat, cost);
  if (combos.length === 1) {
    pay(g, seat, combos[0]!, cost);
    done(g, then);
    return;
  }
  ask(g, seat, 'mana-payment', t(`จ่ายมานา ${cost}: เลือกวิธีจ่าย`, `Pay ${cost} mana: choose how`),
    [...combos.map((c, i) => opt(`pay${i}`, comboLabel(g, c), { group: 'pay' })), opt('cancel', t('ยกเลิก', 'Cancel'), { group: 'cancel' })],
    1, 1, { t: 'pay', combos, then, cost }, '605.2.2');
}
