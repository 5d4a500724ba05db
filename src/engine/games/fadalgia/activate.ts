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
import { abilityFor } from './abilities.js';
import { keywordInfo } from './cards/keyword-table.js';
import { candidates, targetOptions } from './targets.js';
import { push } from './windows.js';
import { useForbiddenBy } from './cast-rules.js';
import { emit } from './events.js';
import type { Obj } from './types.js';

export function inCombat(g: G, id: string): boolean {
  const c = g.s.combat;
  return !!c && (c.attackers.includes(id) || (c.target.kind === 'unit' && c.target.id === id));
}

export function canActivate(g: G, seat: Seat, id: string, idx: number): boolean {
  return whyNotActivate(g, seat, id, idx) === null;
}

/** Why the ability cannot be activated now (null when it can): the checks of 606.3.2 and the keyword's own. */
export function whyNotActivate(g: G, seat: Seat, id: string, idx: number): { rule: string; th: string; en: string } | null {
  const o = g.s.objs[id];
  const no = (rule: string, th: string, en: string) => ({ rule, th, en });
  if (!o || o.ctrl !== seat) return no('606.3.2', 'คุณไม่ได้ควบคุมการ์ดนี้', 'You do not control this card');
  if (g.s.step !== 'main' && g.s.step !== 'cleanup') return no('606.3.2.1', 'ต้องมีสิทธิ์ใน Break ก่อน', 'You need priority in the Break');
  const ab = abilityFor(g, o, idx);
  if (!ab) return no('606.3.2', 'ไม่มีความสามารถนี้', 'No such ability');
  const a = ab.a;
  // 406.2 / 406.2.1: a card in the mana zone uses only its [Mana Zone] abilities, and those work only
  // there. Sanam reads a face-down Mana card as having no abilities of its own (like 202.1.2: no element).
  if (o.zone !== (a.zone ?? 'field')) return no(ab.rule, 'ใช้ได้จากโซนอื่น', 'Works from another zone');
  if (o.zone === 'mana' && o.faceDown !== false) return no('406.2.1', 'การ์ดมานาคว่ำไม่มีความสามารถ', 'A face-down Mana card has no abilities');
  if (!a.timing.includes(isAT(g, seat) ? 'AT' : 'DF')) return no('606.3.2.2', 'ใช้ไม่ได้ในเทิร์นนี้', 'Not in this turn');
  if (o.busy?.includes(idx)) return no('606.3.3', 'ความสามารถนี้อยู่ใน Break แล้ว', 'This ability is already on the Break');
  const forbid = useForbiddenBy(g, o); // keyword use limits (cast-rules.ts, 606.5.16 / 606.5.21)
  if (forbid) return no(forbid.rule, forbid.why.th, forbid.why.en);
  if (isUnit(o) && inCombat(g, id)) return no('606.3.4', 'Unit ที่กำลังต่อสู้ใช้ความสามารถไม่ได้', 'A unit in combat cannot activate');
  const kw = ab.entry && ab.mod?.activation?.refuse?.(g, seat, o, ab.entry);
  if (kw) return kw;
  if (manaAvailable(g, seat) < a.cost) return no('606.3.2.3', `ต้องใช้มานา ${a.cost}`, `Needs ${a.cost} mana`);
  if (a.target && candidates(g, seat, a.target).length < (a.target.count ?? 1)) return no('606.3.2.4', 'ไม่มีเป้าหมายที่เลือกได้', 'No legal target');
  if (!(a.additionalCost ?? []).every((c) => canPayNow(g, seat, c, id))) return no('603.2.2', 'จ่าย Additional cost ไม่ได้', 'The additional cost cannot be paid');
  return null;
}

export function beginActivate(g: G, seat: Seat, id: string, idx: number): void {
  const a = abilityFor(g, g.s.objs[id]!, idx)!.a;
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

export function payForActivate(g: G, seat: Seat, id: string, idx: number, targets: string[]): void {
  const a = abilityFor(g, g.s.objs[id]!, idx)!.a;
  // Paid at once: on the Break now. A payment chosen at a prompt comes back through cast.ts afterPay, which
  // imports this file, so this one does not import it back (issue 28: no import cycles).
  payOrAsk(g, seat, a.cost, { k: 'activate', obj: id, idx, targets }, () => finishActivate(g, id, idx, targets));
}

/**
 * The object to change in place: objects outside the field and the mana zone are shared between copies of the
 * state (clone-state.ts), so one that must change there (a grave card's ability on the Break, 606.5.24) is
 * replaced by its own copy first.
 */
export function writable(g: G, id: string): Obj {
  const o = g.s.objs[id]!;
  if (o.zone === 'field' || o.zone === 'mana') return o;
  const c: Obj = { ...o, ...(o.busy ? { busy: [...o.busy] } : {}) };
  g.s.objs[id] = c;
  return c;
}

export function finishActivate(g: G, id: string, idx: number, targets: string[]): void {
  const o = writable(g, id);
  const d = defOf(o);
  const ab = abilityFor(g, o, idx)!;
  const a = ab.a;
  (o.busy ??= []).push(idx);
  if (ab.entry) ab.mod?.activation?.onActivate?.(g, o.ctrl, o, ab.entry);
  emit(g, { kind: 'activate', obj: id, idx, ctrl: o.ctrl });
  // 610.3: a Summon unit that activates an ability is sacrificed once the ability is done.
  // 606.3.2.5: on the Break, the opponent gets priority.
  push(g, { id: `b${++g.s.seq}`, kind: 'ability', ctrl: o.ctrl, src: id, srcCardId: o.card, idx, ...(ab.lent ? { lent: ab.lent } : {}), targets, label: t(`${d.name.th}: ${a.text.th}`, `${d.name.en}: ${a.text.en}`) });
  const kw = ab.entry ? keywordInfo(ab.entry.k) : undefined;
  const how = kw ? t(` (${kw.th})`, ` (${kw.en})`) : t('', '');
  log(g, o.ctrl, t(`${seatName(g, o.ctrl)} ใช้ความสามารถของ ${d.name.th}${how.th}`, `${seatName(g, o.ctrl)} activates ${d.name.en}${how.en}`), kw ? kw.rule : '606.3.2.5', 'activate', { objectId: id });
}
