/**
 * Who may order what, now (§9.1 attack, 605 Skill, 512 Combination, 513.4 Break, 516 Line change, 610
 * casting). Each returns null when allowed, or the reason as a RuleError (with the section it rests on).
 */
import { ruleError, type RuleError, type Seat } from '../../core/kernel.js';
import { def, sealDef } from './cards/catalog.js';
import { cost, may, stat } from './stats.js';
import { targetCandidates } from './targets.js';
import type { ComboOption, SkillDef, SmState } from './types.js';
import { lineSeals } from './curses.js';
import { condHolds, matches } from './verbs.js';
import { data, fieldSeals, hand, obj, other, fieldMystics } from './zones.js';

const err = ruleError;

/**
 * In the turn player's Main Step with nothing pending (§3.5; §15 q8: Main Step only): `seat` holds priority in
 * the Main Step's own window. That window opens only in the Main Step, and with an empty stack it is held only by
 * the turn player (windows.ts), so neither the step nor the active seat needs a check of its own.
 */
export function inMain(s: SmState, seat: Seat): boolean {
  return s.stack.prio?.window === 'main' && s.stack.prio.seat === seat && !s.stack.items.length;
}

export function attackTargets(s: SmState, attacker: string): Array<string | 'hand' | 'all'> {
  const o = obj(s, attacker);
  const opp = other(o.ctrl);
  // 709 Dimension: a Seal in no Line cannot be attacked and does not count against the hand attack.
  const seals = lineSeals(s, opp);
  // Stryker disable next-line OptionalChaining: asked only about an attacking Seal (canAttack refuses any other card first), so sealDef is never null
  const opt = sealDef(s, o.card)?.combos.find((c) => c.id === data(o).combo);
  if (seals.length && opt?.attack === 'all') return ['all'];
  const at = seals.filter((x) => data(x).line === 'at').map((x) => x.id);
  if (at.length) return at;
  if (seals.length) return seals.map((x) => x.id);
  // 505.1.1–505.1.2, 505.4: only with no Seal on either Line, once per subturn, and with cards in hand.
  return s.players[o.ctrl].handAttack < 1 && hand(s, opp).length ? ['hand'] : [];
}

export function canAttack(s: SmState, seat: Seat, id: string): RuleError | null {
  const o = s.zones.objs[id];
  if (!inMain(s, seat)) {
    // Stryker disable next-line StringLiteral: never shown: orders.ts only offers or omits the order, and the hand panel shows only a Seal's Main Step refusals (why-not.ts)
    return err('attack/timing', '§15', 'สั่งโจมตีได้เฉพาะใน Main Step ของตัวเอง', 'Attacks are ordered only in your own Main Step');
  }
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: orders.ts asks only about the seat's own cards in this zone, so this guard never refuses there
  if (!o || o.zone !== 'field' || o.ctrl !== seat || def(s, o.card).kind !== 'seal') {
    // Stryker disable next-line StringLiteral: never shown: orders.ts only offers or omits the order, and the hand panel shows only a Seal's Main Step refusals (why-not.ts)
    return err('attack/not-yours', '§9.1', 'ต้องเป็น Seal ของคุณในสนาม', 'It must be your Seal on the field');
  }
  if (s.players[seat].locked) {
    return err('attack/first-subturn', '§2.2', 'ผู้เล่นที่เริ่มก่อนสั่งโจมตีใน Subturn แรกไม่ได้', 'The first player cannot order attacks in the first subturn');
  }
  if (!data(o).active) {
    return err('attack/inactive', '§9.1', 'Seal ที่ Inactive (เช่น โจมตีไปแล้วใน Subturn นี้) สั่งโจมตีไม่ได้', 'An Inactive Seal cannot attack (a Seal that attacked this subturn is Inactive)');
  }
  if (data(o).line !== 'at') {
    return err('attack/df-line', '§9.1', 'โจมตีได้จาก At Line เท่านั้น', 'Only a Seal on the At Line attacks');
  }
  if (!may(s, id, 'attack')) {
    return err('attack/forbidden', '§9.1', 'Seal นี้สั่งโจมตีไม่ได้ตอนนี้', 'This Seal cannot be ordered to attack now');
  }
  if (cost(stat(s, id, 'atkMp')) > s.players[seat].mp) {
    return err('attack/mp', '§2.3', 'Mp ไม่พอ', 'Not enough Mp');
  }
  if (!attackTargets(s, id).length) {
    return err('attack/no-target', '§9.2', 'ไม่มีเป้าหมายที่โจมตีได้', 'There is nothing to attack');
  }
  return null;
}

export function skillDef(s: SmState, id: string, skill: string): SkillDef | undefined {
  const o = obj(s, id);
  const md = def(s, o.card);
  if (md.kind === 'mystic') return md.skills?.find((k) => k.id === skill);
  const d = sealDef(s, o.card);
  // Stryker disable next-line ConditionalExpression: every card is a Seal or a Mystic (def), and a Mystic returned above, so sealDef never misses here
  if (!d) return undefined;
  // Stryker disable next-line ArrayDeclaration,OptionalChaining: a string in these lists is never a Skill with this id; a Seal is Grown or Progressed only through its own Growth or Progress box (610.12.2, smn:regeneration, smn:progress)
  const all = [...d.skills, ...(data(o).growth ? (d.growth?.skills ?? []) : []), ...(data(o).progressed ? (d.progress?.skills ?? []) : [])];
  return all.find((k) => k.id === skill);
}

export function needsMet(s: SmState, seat: Seat, id: string, sk: SkillDef): boolean {
  if (sk.if && !condHolds(s, seat, id, sk.if)) return false;
  if (!sk.needs) return true;
  const seats: Seat[] = sk.needs.side === 'own' ? [seat] : [0, 1];
  return seats.some((p) => fieldSeals(s, p).some((o) => o.id !== id && sk.needs!.any.some((r) => matches(s, o, r))));
}

/** 605 eligibility; `window` = used in an Interfere window (then only (int) Skills). */
export function canUseSkill(s: SmState, seat: Seat, id: string, skill: string): RuleError | null {
  const o = s.zones.objs[id];
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: orders.ts asks only about the seat's own cards in this zone, so this guard never refuses there
  if (!o || o.owner !== seat && o.ctrl !== seat) {
    // Stryker disable next-line StringLiteral: never shown: orders.ts only offers or omits the order, and the hand panel shows only a Seal's Main Step refusals (why-not.ts)
    return err('skill/not-yours', '605', 'ไม่ใช่การ์ดของคุณ', 'Not your card');
  }
  const sk = skillDef(s, id, skill);
  if (!sk) {
    // Stryker disable next-line StringLiteral: never shown: orders.ts only offers or omits the order, and the hand panel shows only a Seal's Main Step refusals (why-not.ts)
    return err('skill/unknown', '605', 'ไม่มี Skill นี้', 'No such Skill');
  }
  if (!s.stack.prio || s.stack.prio.seat !== seat) {
    // Stryker disable next-line StringLiteral: never shown: orders.ts only offers or omits the order, and the hand panel shows only a Seal's Main Step refusals (why-not.ts)
    return err('skill/timing', '§4', 'ยังไม่ถึงตาคุณ', 'You do not have priority');
  }
  if (s.stack.items.some((p) => p.obj === id)) {
    // Stryker disable next-line StringLiteral: never shown: orders.ts only offers or omits the order, and the hand panel shows only a Seal's Main Step refusals (why-not.ts)
    return err('skill/pending', '605', 'การ์ดนี้มีคำสั่งค้างอยู่', 'This card already has a pending order');
  }
  if (!inMain(s, seat) && !sk.int) {
    // Stryker disable next-line StringLiteral: never shown: orders.ts only offers or omits the order, and the hand panel shows only a Seal's Main Step refusals (why-not.ts)
    return err('skill/not-interfere', '§4', 'ใช้ใน Interfere ได้เฉพาะ Skill (int)', 'Only (int) Skills can be used in an Interfere window');
  }
  if (s.players[seat].locked) {
    return err('skill/first-subturn', '§2.2', 'ผู้เล่นที่เริ่มก่อนใช้ Skill ใน Subturn แรกไม่ได้', 'The first player cannot use Skills in the first subturn');
  }
  if (def(s, o.card).kind === 'mystic') {
    // §10.1, §12: a Mystic's Skill is ordered from the field, once per subturn; a Mystic is never Inactive.
    // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: orders.ts asks only about the seat's own cards in this zone, so this guard never refuses there
    if (o.zone !== 'field' || o.ctrl !== seat) {
      // Stryker disable next-line StringLiteral: never shown: orders.ts only offers or omits the order, and the hand panel shows only a Seal's Main Step refusals (why-not.ts)
      return err('skill/not-on-field', '605', 'Mystic ต้องอยู่ในสนาม', 'The Mystic must be on the field');
    }
    if (data(o).skillUsed !== undefined) {
      // Stryker disable next-line StringLiteral: never shown: orders.ts only offers or omits the order, and the hand panel shows only a Seal's Main Step refusals (why-not.ts)
      return err('skill/mystic-once', '§12', 'Mystic ใช้ Skill ได้ Subturn ละครั้ง', 'A Mystic uses a Skill once per subturn');
    }
  } else if (sk.twinkling) {
    if (o.zone !== 'hand') {
      // Stryker disable next-line StringLiteral: never shown: orders.ts only offers or omits the order, and the hand panel shows only a Seal's Main Step refusals (why-not.ts)
      return err('skill/twinkling-hand', 'smn:twinkling', 'Twinkling ใช้จากบนมือเท่านั้น', 'Twinkling is used from hand');
    }
  } else {
    // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: orders.ts asks only about the seat's own cards in this zone, so this guard never refuses there
    if (o.zone !== 'field' || o.ctrl !== seat) {
      // Stryker disable next-line StringLiteral: never shown: orders.ts only offers or omits the order, and the hand panel shows only a Seal's Main Step refusals (why-not.ts)
      return err('skill/not-on-field', '605', 'Seal ต้องอยู่ในสนาม', 'The Seal must be on the field');
    }
    if (!data(o).active) {
        return err('skill/inactive', '605', 'Seal ที่ Inactive ใช้ Skill ไม่ได้', 'An Inactive Seal cannot use Skills');
    }
    if (!may(s, id, 'skill')) {
        return err('skill/forbidden', '605', 'Seal นี้ใช้ Skill ไม่ได้ตอนนี้', 'This Seal cannot use Skills now');
    }
  }
  if (!needsMet(s, seat, id, sk)) {
    return err('skill/condition', '605', 'เงื่อนไขของ Skill ไม่ครบ', "The Skill's condition is not met");
  }
  if (cost(sk.mp) > s.players[seat].mp) {
    return err('skill/mp', '§2.3', 'Mp ไม่พอ', 'Not enough Mp');
  }
  if ((sk.charge ?? 0) > (o.counters?.charge ?? 0)) {
    return err('skill/charge', '§11.2', 'Charge Counter ไม่พอ', 'Not enough Charge Counters');
  }
  if ((sk.fixedCharge ?? 0) > (o.counters?.fcc ?? 0)) {
    return err('skill/fcc', 'smn:fixed-charging.2', 'Fixed Charge Counter ไม่พอ', 'Not enough Fixed Charge Counters');
  }
  if (sk.target && !targetCandidates(s, seat, sk.target, { by: 'skill', srcCard: o.card }).length) {
    return err('skill/no-target', '605', 'ไม่มีเป้าหมาย', 'No legal target');
  }
  return null;
}

/** A card's first refusal is also the hand panel's reason for it (why-not.ts), so its text and rule are shown; so are a field Seal's attack, Skill and Line-change refusals in the Main Step. */
export function canCast(s: SmState, seat: Seat, id: string): RuleError | null {
  const o = s.zones.objs[id];
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: orders.ts asks only about the seat's own cards in this zone, so this guard never refuses there
  if (!o || o.zone !== 'hand' || o.owner !== seat) {
    return err('cast/not-in-hand', '610', 'การ์ดต้องอยู่บนมือ', 'The card must be in your hand');
  }
  const d = def(s, o.card);
  if (!s.stack.prio || s.stack.prio.seat !== seat) {
    return err('cast/timing', '§4', 'ยังไม่ถึงตาคุณ', 'You do not have priority');
  }
  if (d.kind === 'seal' && !inMain(s, seat)) {
    return err('cast/seal-timing', '610', 'ร่าย Seal ได้เฉพาะใน Main Step ของตัวเอง', 'Seals are cast only in your own Main Step');
  }
  if (d.kind === 'mystic' && !inMain(s, seat) && !d.int) {
    return err('cast/not-interfere', '§4', 'ร่ายใน Interfere ได้เฉพาะ Mystic ที่มีเครื่องหมาย Interfere', 'Only Mystics with the Interfere mark can be cast in a window');
  }
  const mp = d.kind === 'seal' ? d.castMp : d.mp;
  if (cost(mp) > s.players[seat].mp) return err('cast/mp', '610.4', `Mp ไม่พอ (ต้องใช้ ${cost(mp)} มี ${s.players[seat].mp})`, `Not enough Mp (needs ${cost(mp)}, you have ${s.players[seat].mp})`);
  if (d.kind === 'mystic' && d.target && !targetCandidates(s, seat, d.target, { by: 'mystic', srcCard: o.card }).length) return err('cast/no-target', '610.3', 'ไม่มีเป้าหมาย', 'No legal target');
  return null;
}

/** 512.3: a Support is your own Active Seal, uncombined, uncursed, without Mystics, not cast from hand this subturn. */
export function supportOk(s: SmState, seat: Seat, main: string, id: string): boolean {
  const o = s.zones.objs[id];
  if (!o || o.zone !== 'field' || o.ctrl !== seat || o.id === main || def(s, o.card).kind !== 'seal') return false;
  const d = data(o);
  if (!d.active || d.combo || d.curses?.length) return false;
  if (d.fromHand && d.entered === s.subturn) return false;
  return !fieldMystics(s, seat).some((m) => m.attachedTo === id);
}

/** Support sets that satisfy an option, each Support used for one requirement (at most 8 sets). */
export function supportSets(s: SmState, seat: Seat, main: string, opt: ComboOption, pool?: string[]): string[][] {
  const cands = (pool ?? fieldSeals(s, seat).map((o) => o.id)).filter((id) => supportOk(s, seat, main, id));
  const out: string[][] = [];
  const rec = (i: number, used: string[]) => {
    if (out.length >= 8) return;
    if (i === opt.reqs.length) {
      const key = [...used].sort().join(',');
      if (!out.some((x) => [...x].sort().join(',') === key)) out.push([...used]);
      return;
    }
    for (const id of cands) if (!used.includes(id) && matches(s, obj(s, id), opt.reqs[i]!)) rec(i + 1, [...used, id]);
  };
  rec(0, []);
  return out;
}

export function canCombine(s: SmState, seat: Seat, id: string): RuleError | null {
  const o = s.zones.objs[id];
  if (!inMain(s, seat)) {
    // Stryker disable next-line StringLiteral: never shown: orders.ts only offers or omits the order, and the hand panel shows only a Seal's Main Step refusals (why-not.ts)
    return err('combine/timing', '512', 'รวมร่างได้เฉพาะใน Main Step ของตัวเอง', 'Combine only in your own Main Step');
  }
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: orders.ts asks only about the seat's own cards in this zone, so this guard never refuses there
  if (!o || o.zone !== 'field' || o.ctrl !== seat) {
    // Stryker disable next-line StringLiteral: never shown: orders.ts only offers or omits the order, and the hand panel shows only a Seal's Main Step refusals (why-not.ts)
    return err('combine/not-yours', '512.1', 'ต้องเป็น Seal ของคุณในสนาม', 'It must be your Seal on the field');
  }
  const d = data(o);
  if (!d.active || d.combo || d.combinedAt === s.subturn || !may(s, id, 'combine')) {
    // Stryker disable next-line StringLiteral: never shown: orders.ts only offers or omits the order, and the hand panel shows only a Seal's Main Step refusals (why-not.ts)
    return err('combine/main', '512.1', 'Seal นี้รวมร่างไม่ได้ตอนนี้', 'This Seal cannot Combine now');
  }
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: only an Active card gets here (refused above), and only Seals are ever Active, so sealDef is never null
  const combos = sealDef(s, o.card)?.combos ?? [];
  if (!combos.some((c) => supportSets(s, seat, id, c).length)) {
    // Stryker disable next-line StringLiteral: never shown: orders.ts only offers or omits the order, and the hand panel shows only a Seal's Main Step refusals (why-not.ts)
    return err('combine/no-support', '512.3', 'ไม่มี Support ที่ตรงเงื่อนไข', 'No Support meets the conditions');
  }
  return null;
}

export function canBreak(s: SmState, seat: Seat, id: string): RuleError | null {
  const o = s.zones.objs[id];
  if (!inMain(s, seat)) {
    // Stryker disable next-line StringLiteral: never shown: orders.ts only offers or omits the order, and the hand panel shows only a Seal's Main Step refusals (why-not.ts)
    return err('break/timing', '513.4', 'แยกร่างได้เฉพาะใน Main Step ของตัวเอง', 'Break only in your own Main Step');
  }
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: orders.ts asks only about the seat's own cards in this zone, so this guard never refuses there
  if (!o || o.zone !== 'field' || o.ctrl !== seat || !data(o).combo) {
    // Stryker disable next-line StringLiteral: never shown: orders.ts only offers or omits the order, and the hand panel shows only a Seal's Main Step refusals (why-not.ts)
    return err('break/not-combined', '513.4', 'ต้องเป็น Seal ที่รวมร่างอยู่', 'It must be a Combined Seal of yours');
  }
  const d = data(o);
  if (!d.active || d.combinedAt === s.subturn || d.brokeAt === s.subturn || !may(s, id, 'break')) {
    // Stryker disable next-line StringLiteral: never shown: orders.ts only offers or omits the order, and the hand panel shows only a Seal's Main Step refusals (why-not.ts)
    return err('break/now', '513.4', 'แยกร่างไม่ได้ใน Subturn ที่รวมร่าง หรือเมื่อ Inactive', 'Not in the subturn it Combined, nor while Inactive');
  }
  return null;
}

export function canChangeLine(s: SmState, seat: Seat, id: string): RuleError | null {
  const o = s.zones.objs[id];
  if (!inMain(s, seat)) {
    // Stryker disable next-line StringLiteral: never shown: orders.ts only offers or omits the order, and the hand panel shows only a Seal's Main Step refusals (why-not.ts)
    return err('line/timing', '516', 'เปลี่ยน Line ได้เฉพาะใน Main Step ของตัวเอง', 'Change Line only in your own Main Step');
  }
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: orders.ts asks only about the seat's own cards in this zone, so this guard never refuses there
  if (!o || o.zone !== 'field' || o.ctrl !== seat || def(s, o.card).kind !== 'seal') {
    // Stryker disable next-line StringLiteral: never shown: orders.ts only offers or omits the order, and the hand panel shows only a Seal's Main Step refusals (why-not.ts)
    return err('line/not-yours', '516.1', 'ต้องเป็น Seal ของคุณในสนาม', 'It must be your Seal on the field');
  }
  const d = data(o);
  if (!d.active) return err('line/inactive', '516.1', 'Seal ที่ Inactive เปลี่ยน Line ไม่ได้', 'An Inactive Seal cannot change Line');
  if (d.entered === s.subturn) return err('line/entered', '§8.3', 'Seal ที่เพิ่งลงสนาม Subturn นี้เปลี่ยน Line ไม่ได้', 'A Seal cannot change Line in the subturn it entered');
  if (d.lineAt === s.subturn) return err('line/once', '§8.3', 'Seal นี้เปลี่ยน Line ไปแล้วใน Subturn นี้', 'This Seal already changed Line this subturn');
  if (!may(s, id, 'line')) return err('line/forbidden', '516.1', 'Seal นี้เปลี่ยน Line ไม่ได้ตอนนี้ (คำสาปหรือผล)', 'This Seal cannot change Line now (a Curse or an effect)');
  return null;
}
