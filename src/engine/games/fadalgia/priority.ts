/**
 * Priority in the Break (601): the options of the seat holding priority, the public auto-pass (a seat is not
 * asked only when the opponent can tell it has nothing to do), and passing (601.5.2, 601.5.3, 601.8).
 */
import type { PromptOption } from '../../core/api-types.js';
import type { Seat } from '../../core/view-types.js';
import { t } from '../../core/text.js';
import { type G, defOf, isAT, log, pl, seatName, tell } from './ctx.js';
import { ask, opt } from './ask.js';
import { beginActivate, canActivate, payForActivate } from './activate.js';
import { beginCast, breakEmpty, canCast, castSources, payForCast } from './cast.js';
import { castCost } from './cost-mod.js';
import { attackTargets, beginAttack, canAttack, chooseTarget } from './combat.js';
import { candidates } from './targets.js';
import { splitTarget, withTarget } from './with-target.js';
import { startResolve } from './resolve.js';
import { stats } from './stats.js';
import { holding, keep, passFor } from './windows.js';
import { zoneOf, moveObj } from './zones.js';
import { abilitiesFor, abilitiesOf } from './abilities.js';
import { keywordInfo, keywordThai } from './cards/keyword-table.js';
import type { Obj } from './types.js';

export function canPlaceStream(g: G, seat: Seat): boolean {
  // 502.2.1 / 502.2.1.1 / 502.2.1.3: AT player, Main phase, empty Break, once per turn.
  return isAT(g, seat) && g.s.step === 'main' && breakEmpty(g) && pl(g, seat).streamPlaced < 1 && zoneOf(g.s, seat, 'hand').length > 0;
}

export function priorityOptions(g: G, seat: Seat): PromptOption[] {
  const out: PromptOption[] = [];
  for (const id of castSources(g, seat)) {
    if (canCast(g, seat, id)) {
      const d = defOf(g.s.objs[id]!);
      const mp = castCost(g, seat, g.s.objs[id]!).cost;
      const base = opt(`cast:${id}`, t(`ร่าย ${d.name.th} (MP ${mp})`, `Cast ${d.name.en} (MP ${mp})`), { objectId: id, group: 'cast', rule: '605.2' });
      // 605.2.3.1: a card with one target names it in the same press (with-target.ts).
      out.push(...(d.target && (d.target.count ?? 1) === 1 ? withTarget(g, base, candidates(g, seat, d.target)) : [base]));
    }
  }
  for (const id of zoneOf(g.s, seat, 'field')) {
    const o = g.s.objs[id];
    if (!o) continue;
    const d = defOf(o);
    activations(g, seat, o, 'field', out);
    if (canAttack(g, seat, id)) {
      const st = stats(g, o);
      // 609.3: the attack's target in the same press (with-target.ts).
      out.push(...withTarget(g, opt(`attack:${id}`, t(`โจมตีด้วย ${d.name.th} (AT ${st.at})`, `Attack with ${d.name.en} (AT ${st.at})`), { objectId: id, group: 'attack', rule: '609.2' }), attackTargets(g, seat, id)));
    }
  }
  // 406.2.1: [Mana Zone] abilities of the seat's Streams (606.5.18 Flip among them).
  for (const id of zoneOf(g.s, seat, 'mana')) {
    const o = g.s.objs[id];
    if (o?.faceDown === false) activations(g, seat, o, 'mana', out);
  }
  // Abilities that work from the grave (606.5.24 Assassinate).
  for (const id of zoneOf(g.s, seat, 'grave')) {
    const o = g.s.objs[id];
    if (o) activations(g, seat, o, 'grave', out);
  }
  if (canPlaceStream(g, seat)) {
    for (const id of zoneOf(g.s, seat, 'hand')) {
      const d = defOf(g.s.objs[id]!);
      out.push(opt(`stream:${id}`, t(`วาง ${d.name.th} เป็นสตรีม (มานา ${d.mana})`, `Place ${d.name.en} as a Stream (mana ${d.mana})`), { objectId: id, group: 'stream', rule: '502.2.1' }));
    }
  }
  out.push(opt('pass', passLabel(g, seat), { group: 'pass', rule: '601.5.2' }));
  return out;
}

/** The activation options of `o`'s abilities that work in `zone`; a keyword's label names the keyword. */
function activations(g: G, seat: Seat, o: Obj, zone: 'field' | 'mana' | 'grave', out: PromptOption[]): void {
  const d = defOf(o);
  // Asked for every card in the seat's grave and mana zone at every priority. Off the field the card's own
  // list is the whole answer: lent abilities (606.5.17) come after it in the index space and work on the field only.
  const list = zone === 'field' ? abilitiesFor(g, o, d) : abilitiesOf(d);
  if (!list.length) return;
  list.forEach((ab, i) => {
    if ((ab.a.zone ?? 'field') !== zone || !canActivate(g, seat, o.id, i)) return;
    const kw = ab.entry ? keywordInfo(ab.entry.k) : undefined;
    const label = kw
      ? t(`${d.name.th}: ${keywordThai(kw)} — ${ab.a.text.th}`, `${d.name.en}: ${kw.en} — ${ab.a.text.en}`)
      : t(`${d.name.th}: ${ab.a.text.th}`, `${d.name.en}: ${ab.a.text.en}`);
    const hidden = !!ab.entry && !!ab.mod?.activation?.hidden?.(g, seat, o, ab.entry);
    const base = opt(`act:${o.id}:${i}`, label, { objectId: o.id, group: 'activate', rule: ab.rule, ...(hidden ? { visibility: 'private' as const } : {}) });
    // 606.3.2.4: an ability with one target names it in the same press (with-target.ts).
    out.push(...(ab.a.target && (ab.a.target.count ?? 1) === 1 ? withTarget(g, base, candidates(g, seat, ab.a.target)) : [base]));
  });
}

function passLabel(g: G, seat: Seat): { th: string; en: string } {
  if (g.s.brk.length) return t('ผ่าน (ให้ Break ดำเนินต่อ)', 'Pass (let the Break resolve)');
  if (g.s.combat) return t('ผ่าน (ดำเนินการต่อสู้ต่อ)', 'Pass (continue the combat)');
  if (g.s.step === 'main' && isAT(g, seat)) return t('ผ่าน (จบ Main Phase)', 'Pass (end Main phase)');
  return t('ผ่าน', 'Pass');
}

/**
 * Whether the engine may pass for the seat without asking. Skipping a window is public (the board does not
 * wait), so it must be decided from public facts only: an empty hand (its size is public), and no option
 * left. With an empty hand every remaining option is read from public objects: the field, face-up Streams'
 * [Mana Zone] abilities, attacks, and mana counted from the pool, Stream values and the number of face-down
 * Mana (never their identity, canActivate / manaAvailable); costs read unit and counter counts and the
 * (empty) hand. A seat holding any card is always asked, even when nothing in its hand is playable now:
 * the bot (src/bot/autopass) passes such windows for the player without the board waiting, or shows them
 * at the player's stops whatever the hand holds.
 */
export function publiclyIdle(g: G, seat: Seat, options: PromptOption[]): boolean {
  return zoneOf(g.s, seat, 'hand').length === 0 && options.length === 1;
}

/** Gives priority to the holder: a prompt, or an automatic pass when that is public (publiclyIdle). */
export function offerPriority(g: G): void {
  holding(g);
  const pr = g.s.prio!;
  if (placePlannedStream(g, pr.seat)) return;
  const options = priorityOptions(g, pr.seat);
  if (publiclyIdle(g, pr.seat, options)) {
    pass(g, pr.seat, true);
    return;
  }
  const where = g.s.brk.length ? t('ตอบโต้ Break', 'respond to the Break') : g.s.combat ? t('ระหว่างการต่อสู้', 'during combat') : g.s.step === 'main' ? t('Main Phase', 'Main phase') : t('Clean Up', 'Clean Up');
  ask(g, pr.seat, 'priority', t(`สิทธิ์ใน Break ของคุณ (${where.th})`, `Your priority (${where.en})`), options, 1, 1, { t: 'priority' }, '601.1');
}

/**
 * The Stream the AT player named with their Refresh answer (turn.ts lifeDrawQuestion), at their first priority
 * of the turn: placed as their own press would (502.2.1), when a Stream may be placed now; otherwise (a Break
 * entry or a combat already on: public facts) the plan is dropped and they are told, privately, to place it.
 */
function placePlannedStream(g: G, seat: Seat): boolean {
  const p = pl(g, seat);
  const id = p.streamPlan;
  if (id === undefined) return false;
  delete p.streamPlan;
  if (canPlaceStream(g, seat) && zoneOf(g.s, seat, 'hand').includes(id)) {
    choosePriority(g, seat, `stream:${id}`);
    return true;
  }
  tell(g, seat, t('สตรีมที่เลือกไว้ตอน Refresh ยังไม่ได้วาง (Break ไม่ว่าง): วางเองได้เมื่อ Break ว่าง', 'The Stream you chose at Refresh was not placed (the Break is not empty): place it yourself once it is'), 'stream-plan', { rule: '502.2.1' });
  return false;
}

export function pass(g: G, seat: Seat, auto: boolean): void {
  // The public line is the same for an automatic and a chosen pass: "nothing to do" would tell the
  // opponent that the hand holds no playable response. Only the seat itself learns why it was skipped.
  log(g, seat, t(`${seatName(g, seat)} ผ่าน`, `${seatName(g, seat)} passes`), '601.5.2', 'pass');
  if (auto) tell(g, seat, t('ผ่านให้อัตโนมัติ: ไม่มีสิ่งที่ทำได้ตอนนี้', 'Passed for you: nothing you can do now'), 'auto-pass', { rule: '601.5.2' });
  // 601.5.2 / 601.5.3 / 601.8: the stage table says what both passing means in this window.
  if (passFor(g, seat).k === 'resolve') startResolve(g);
}

export function choosePriority(g: G, seat: Seat, choice: string): void {
  if (choice === 'pass') return pass(g, seat, false);
  // A combined option ('…:tg:<target>') goes on as the two-step answer would after its target prompt.
  const { base, target } = splitTarget(choice);
  const [kind, id, idx] = base.split(':');
  if (kind === 'cast') return target === null ? beginCast(g, seat, id!) : payForCast(g, seat, id!, [target]);
  if (kind === 'act') return target === null ? beginActivate(g, seat, id!, Number(idx)) : payForActivate(g, seat, id!, Number(idx), [target]);
  if (kind === 'attack') return target === null ? beginAttack(g, seat, id!) : chooseTarget(g, seat, id!, target);
  if (kind === 'stream') {
    // 502.2.1.2: enters the Break and resolves at once; no one can respond.
    const d = defOf(g.s.objs[id!]!);
    moveObj(g, id!, 'mana', { ctrl: seat });
    pl(g, seat).streamPlaced++;
    log(g, seat, t(`${seatName(g, seat)} วาง ${d.name.th} เป็นสตรีม`, `${seatName(g, seat)} places ${d.name.en} as a Stream`), '502.2.1', 'stream');
    keep(g, seat);
  }
}
