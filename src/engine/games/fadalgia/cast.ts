/**
 * Casting (605.2): priority (605.2.1), the card type's timing (301.1 / 302.1 / 303.1 / 304.1), the
 * element check (605.2.3.3), targets (605.2.3.1, 602.1–602.2), mana (605.2.2), then onto the Break and
 * priority to the opponent (605.2.4 / 605.2.4.1).
 */
import type { Seat } from '../../core/view-types.js';
import { t } from '../../core/text.js';
import { type G, defOf, isAT, log, seatName } from './ctx.js';
import { castZoneOk, useForbiddenBy, usePermitted } from './cast-rules.js';
import { emit } from './events.js';
import { ask } from './ask.js';
import { castCost } from './cost-mod.js';
import { elementOk, manaAvailable } from './mana.js';
import { payOrAsk } from './payment.js';
import { candidates, targetOptions } from './targets.js';
import { push } from './windows.js';
import { zoneOf, moveObj } from './zones.js';
import type { Obj, PayThen } from './types.js';

/** 609.1: an attack in progress keeps the Break "not empty". */
export function breakEmpty(g: G): boolean {
  return g.s.brk.length === 0 && !g.s.combat;
}

export function inPriorityStep(g: G): boolean {
  return g.s.step === 'main' || g.s.step === 'cleanup';
}

export function timingOk(g: G, seat: Seat, o: Obj): boolean {
  const d = defOf(o);
  if (d.type === 'action') {
    const marks = d.timing ?? [];
    return isAT(g, seat) ? marks.includes('AT') : marks.includes('DF');
  }
  // Units, Items, Terrains: own AT turn, empty Break (a keyword may lift the second, 606.5.10).
  return isAT(g, seat) && (breakEmpty(g) || usePermitted(g, o, 'cast-in-break', false));
}

/** The cards `seat` could cast from: the hand, and grave / Outer Zone cards a keyword lets them cast (606.5.34.1 (ค)). */
export function castSources(g: G, seat: Seat): readonly string[] {
  const hand = zoneOf(g.s, seat, 'hand');
  let out: string[] | null = null;
  for (const id of zoneOf(g.s, seat, 'grave')) if (castZoneOk(g, g.s.objs[id]!)) (out ??= [...hand]).push(id);
  for (const id of zoneOf(g.s, seat, 'outer')) if (castZoneOk(g, g.s.objs[id]!)) (out ??= [...hand]).push(id);
  return out ?? hand;
}

export function canCast(g: G, seat: Seat, id: string): boolean {
  const o = g.s.objs[id];
  if (!o || o.owner !== seat || !inPriorityStep(g) || !castZoneOk(g, o)) return false;
  const d = defOf(o);
  if (!timingOk(g, seat, o)) return false;
  if (useForbiddenBy(g, o)) return false;
  if (!elementOk(g, seat, d.element, o)) return false;
  if (manaAvailable(g, seat) < castCost(g, seat, o).cost) return false;
  if (d.target && candidates(g, seat, d.target).length < (d.target.count ?? 1)) return false;
  return true;
}

export function beginCast(g: G, seat: Seat, id: string): void {
  const d = defOf(g.s.objs[id]!);
  if (d.target) {
    const cands = candidates(g, seat, d.target);
    const count = d.target.count ?? 1;
    if (cands.length > count) {
      ask(g, seat, 'targets', t(`${d.name.th}: เลือกเป้าหมาย`, `${d.name.en}: choose target(s)`), [...targetOptions(g, cands), { id: 'cancel', label: t('ยกเลิก', 'Cancel'), group: 'cancel' }],
        count, count, { t: 'cast-targets', obj: id, spec: d.target }, '602.1');
      return;
    }
    return payForCast(g, seat, id, cands);
  }
  payForCast(g, seat, id, []);
}

export function payForCast(g: G, seat: Seat, id: string, targets: string[]): void {
  const o = g.s.objs[id]!;
  const d = defOf(o);
  // 605.2.2.2: abilities that change the cost are applied first; the player pays the result.
  const cc = castCost(g, seat, o);
  if (cc.cost !== cc.printed) {
    log(g, seat, t(`คอสของ ${d.name.th} เปลี่ยนจาก ${cc.printed} เป็น ${cc.cost}`, `${d.name.en} costs ${cc.cost} instead of ${cc.printed}`), '605.2.2.2', 'cost', { objectId: id, printed: cc.printed, cost: cc.cost });
  }
  payOrAsk(g, seat, cc.cost, { k: 'cast', obj: id, targets }, afterPay);
}

import { finishActivate } from './activate.js';

export function afterPay(g: G, then: PayThen): void {
  if (then.k === 'cast') finishCast(g, then.obj, then.targets);
  else finishActivate(g, then.obj, then.idx, then.targets);
}

function finishCast(g: G, id: string, targets: string[]): void {
  const o = g.s.objs[id]!;
  const seat = o.owner;
  const d = defOf(o);
  const from = o.zone;
  const nid = moveObj(g, id, 'break')!;
  g.s.objs[nid]!.ctrl = seat;
  // 605.2.4 / 605.2.4.1: on the Break, the opponent gets priority.
  push(g, { id: `b${++g.s.seq}`, kind: 'card', ctrl: seat, src: nid, srcCardId: o.card, targets, label: d.name });
  log(g, seat, t(`${seatName(g, seat)} ร่าย ${d.name.th}`, `${seatName(g, seat)} casts ${d.name.en}`), '605.2.4', 'cast', { objectId: nid, cardId: o.card });
  emit(g, { kind: 'cast', obj: nid, cardId: o.card, ctrl: seat, from });
}
