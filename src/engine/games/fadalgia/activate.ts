/**
 * Activated abilities (606.3.2): priority, the ability's turn marks (606.3.2.2), mana (606.3.2.3),
 * targets (606.3.2.4), then the Break with priority to the opponent (606.3.2.5). 606.3.3: not again while
 * on the Break; 606.3.4: not for an attacking or attacked unit; 406.2: not from the mana zone.
 */
import type { Seat } from '../../core/view-types.js';
import { t } from '../../core/text.js';
import { type G, defOf, isAT, log, seatName } from './ctx.js';
import { ask } from './ask.js';
import { canPayNow } from './costs.js';
import { manaAvailable } from './mana.js';
import { payOrAsk } from './payment.js';
import { isUnit } from './stats.js';
import { candidates, targetOptions } from './targets.js';
import { push } from './windows.js';
import { useForbiddenBy } from './cast-rules.js';
import { emit } from './events.js';

export function inCombat(g: G, id: string): boolean {
  const c = g.s.combat;
  return !!c && (c.attackers.includes(id) || (c.target.kind === 'unit' && c.target.id === id));
}

export function canActivate(g: G, seat: Seat, id: string, idx: number): boolean {
  const o = g.s.objs[id];
  if (!o || o.ctrl !== seat) return false;
  if (g.s.step !== 'main' && g.s.step !== 'cleanup') return false;
  const a = defOf(o).activated?.[idx];
  if (!a) return false;
  // 406.2 / 406.2.1: a card in the mana zone uses only its [Mana Zone] abilities, and those work only
  // there. Sanam reads a face-down Mana card as having no abilities of its own (like 202.1.2: no element).
  if (o.zone !== (a.zone ?? 'field')) return false;
  if (o.zone === 'mana' && !o.faceUp) return false;
  if (!a.timing.includes(isAT(g, seat) ? 'AT' : 'DF')) return false;
  if (o.busy?.includes(idx)) return false;
  if (useForbiddenBy(g, o)) return false; // keyword use limits (cast-rules.ts, 606.5.16 / 606.5.21)
  if (isUnit(o) && inCombat(g, id)) return false;
  if (manaAvailable(g, seat) < a.cost) return false;
  if (a.target && candidates(g, seat, a.target).length < (a.target.count ?? 1)) return false;
  return (a.additionalCost ?? []).every((c) => canPayNow(g, seat, c, id));
}

export function beginActivate(g: G, seat: Seat, id: string, idx: number): void {
  const a = defOf(g.s.objs[id]!).activated![idx]!;
  if (a.target) {
    const cands = candidates(g, seat, a.target);
    const count = a.target.count ?? 1;
    if (cands.length > count) {
      ask(g, seat, 'targets', t(`${a.text.th}: เลือกเป้าหมาย`, `${a.text.en}: choose target(s)`), [...targetOptions(g, cands), { id: 'cancel', label: t('ยกเลิก', 'Cancel'), group: 'cancel' }],
        count, count, { t: 'act-targets', obj: id, idx, spec: a.target }, '606.3.2.4');
      return;
    }
    return payForActivate(g, seat, id, idx, cands);
  }
  payForActivate(g, seat, id, idx, []);
}

import { afterPay } from './cast.js';

export function payForActivate(g: G, seat: Seat, id: string, idx: number, targets: string[]): void {
  const a = defOf(g.s.objs[id]!).activated![idx]!;
  payOrAsk(g, seat, a.cost, { k: 'activate', obj: id, idx, targets }, afterPay);
}

export function finishActivate(g: G, id: string, idx: number, targets: string[]): void {
  const o = g.s.objs[id]!;
  const d = defOf(o);
  const a = d.activated![idx]!;
  (o.busy ??= []).push(idx);
  emit(g, { kind: 'activate', obj: id, idx, ctrl: o.ctrl });
  // 610.3: a Summon unit that activates an ability is sacrificed once the ability is done.
  // 606.3.2.5: on the Break, the opponent gets priority.
  push(g, { id: `b${++g.s.seq}`, kind: 'ability', ctrl: o.ctrl, src: id, srcCardId: o.cardId, idx, targets, label: t(`${d.name.th}: ${a.text.th}`, `${d.name.en}: ${a.text.en}`) });
  log(g, o.ctrl, t(`${seatName(g, o.ctrl)} ใช้ความสามารถของ ${d.name.th}`, `${seatName(g, o.ctrl)} activates ${d.name.en}`), '606.3.2.5', 'activate', { objectId: id });
}
