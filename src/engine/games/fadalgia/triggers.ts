/**
 * Trigger abilities (606.4): an event collects pending triggers; they go to the Break when a player
 * could get priority (500.2.1.1, 606.4.1). 601.2.1: the AT player's triggers go on first, the DF player's
 * on top; each owner orders their own (601.2.1.1 / 601.2.1.2).
 */
import type { Seat } from '../../core/view-types.js';
import { t } from '../../core/text.js';
import { type G, log, other, seatName } from './ctx.js';
import { ask, opt } from './ask.js';
import type { TriggerEvent } from './cards/schema.js';
import { cardDef } from './cards/catalog.js';
import { candidates, targetOptions } from './targets.js';
import type { PendingTrigger } from './types.js';
import { push } from './windows.js';

/** Queues the triggers of `sourceIds` for `event`. For leave/destroyed events pass the new (grave) id. */
export function fire(g: G, event: TriggerEvent, sources: Array<{ id: string; cardId: string; ctrl: Seat }>, about?: string[]): void {
  for (const s of sources) {
    const d = cardDef(s.cardId);
    // 408.3 / 408.4: a card in the Outer Zone is not in the game; only abilities that say they work
    // "from the Outer Zone" do, and those work nowhere else. Sanam applies this to a unit's own "leaves
    // the field" trigger too when it is removed to the Outer Zone: by then the card is out of the game.
    const inOuter = g.s.objs[s.id]?.zone === 'outer';
    (d.triggers ?? []).forEach((tr, idx) => {
      if (tr.on !== event || inOuter !== (tr.zone === 'outer')) return;
      g.s.triggers.push({ ctrl: s.ctrl, src: s.id, srcCardId: s.cardId, idx, ...(about ? { about } : {}) });
    });
  }
}

/** Triggers for a turn event (main-start, end-turn): objects the seat controls on the field, and the seat's Outer Zone cards (408.4). */
export function fireForSeat(g: G, event: TriggerEvent, seat: Seat): void {
  const p = g.s.players[seat];
  const srcs = [...p.field, ...p.outer].map((id) => g.s.objs[id]).filter((o) => !!o).map((o) => ({ id: o!.id, cardId: o!.cardId, ctrl: o!.ctrl }));
  fire(g, event, srcs);
}

export function trigDef(tr: PendingTrigger) {
  const d = cardDef(tr.srcCardId);
  const def = d.triggers?.[tr.idx];
  if (!def) throw new Error(`engine bug: trigger ${tr.srcCardId}#${tr.idx}`);
  return { card: d, def };
}

/** Places the next pending trigger, asking for order / optional choice / targets when needed. */
export function placeNextTrigger(g: G): void {
  const at = g.s.atSeat;
  // 609.4.1.1: "late" (block) triggers wait until every other pending trigger is on the Break.
  const pool = g.s.triggers.some((x) => !x.late) ? g.s.triggers.filter((x) => !x.late) : g.s.triggers;
  const seat: Seat = pool.some((x) => x.ctrl === at) ? at : other(at);
  const mine = pool.filter((x) => x.ctrl === seat);
  if (mine.length > 1) {
    ask(g, seat, 'order-triggers',
      t('เลือก Trigger Ability ที่จะเข้า Break ก่อน (อยู่ล่างกว่า)', 'Choose the trigger to put on the Break first (it resolves later)'),
      mine.map((x, i) => opt(`tr${i}`, t(`${trigDef(x).card.name.th}: ${trigDef(x).def.text.th}`, `${trigDef(x).card.name.en}: ${trigDef(x).def.text.en}`))),
      1, 1, { t: 'order-triggers', seat }, '601.2.1');
    return;
  }
  takeTrigger(g, mine[0] as PendingTrigger);
}

export function takeTrigger(g: G, tr: PendingTrigger): void {
  const i = g.s.triggers.indexOf(tr);
  if (i >= 0) g.s.triggers.splice(i, 1);
  const { card, def } = trigDef(tr);
  if (def.optional) {
    ask(g, tr.ctrl, 'optional', t(`${card.name.th}: ${def.text.th} — ใช้ความสามารถนี้ไหม?`, `${card.name.en}: ${def.text.en} — use it?`),
      [opt('yes', t('ใช้', 'Yes')), opt('no', t('ไม่ใช้', 'No'))], 1, 1, { t: 'trig-optional', trig: tr }, '606.4.2.1');
    return;
  }
  chooseTriggerTargets(g, tr);
}

export function chooseTriggerTargets(g: G, tr: PendingTrigger): void {
  const { card, def } = trigDef(tr);
  if (def.target) {
    const cands = candidates(g, tr.ctrl, def.target);
    const count = def.target.count ?? 1;
    if (cands.length < count) {
      // 602.3: no legal target, the ability is void.
      log(g, tr.ctrl, t(`${card.name.th}: ไม่มีเป้าหมาย ความสามารถเป็นโมฆะ`, `${card.name.en}: no legal target, the ability is void`), '602.3');
      return;
    }
    if (cands.length > count) {
      ask(g, tr.ctrl, 'targets', t(`${card.name.th}: เลือกเป้าหมาย`, `${card.name.en}: choose target(s)`), targetOptions(g, cands), count, count,
        { t: 'trig-targets', trig: tr, spec: def.target }, '606.4.2.2');
      return;
    }
    putTrigger(g, tr, cands);
    return;
  }
  putTrigger(g, tr, []);
}

export function putTrigger(g: G, tr: PendingTrigger, targets: string[]): void {
  const { card, def } = trigDef(tr);
  // 606.4.3: the opponent of the controller gets priority.
  push(g, {
    id: `b${++g.s.seq}`, kind: 'trigger', ctrl: tr.ctrl, src: tr.src, srcCardId: tr.srcCardId, idx: tr.idx, targets,
    ...(tr.about ? { about: tr.about } : {}), label: t(`${card.name.th}: ${def.text.th}`, `${card.name.en}: ${def.text.en}`),
  });
  log(g, tr.ctrl, t(`${card.name.th} ทำงาน (${seatName(g, tr.ctrl)})`, `${card.name.en} triggers (${seatName(g, tr.ctrl)})`), '606.4', 'trigger');
}
