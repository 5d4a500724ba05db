/**
 * What the active seat may do now, each check once: the prompt's options are the candidates no check
 * refuses, and an answer that is not an option gets the refusing check's RuleError (which names its rule).
 */
import { canUse, perObject, perSeat, ruleError, used, type RuleError, type Seat } from '../../core/kernel.js';
import { mayAttackOnArrival, dataOf, equipmentOn, obj, other, spiritsOf, trapsOf } from './board.js';
import { sdCard, type Material, type SDCard } from './cards.js';
import { castTargetOf, filterSpirits, holds } from './effects.js';
import { R } from './rules.js';
import { SPIRIT_SLOTS, SUMMONS_PER_TURN, TRAP_SLOTS, type SDState } from './state.js';
import { CARD_TYPE as SD_TYPE } from '../../terms/spirit-duel.js';

const err = ruleError;

export function summonsAllowed(s: SDState, seat: Seat): number {
  return SUMMONS_PER_TURN + used(s.limits, 'turn', perSeat(seat, 'extra-summon'));
}

export const summonsUsed = (s: SDState, seat: Seat): number => used(s.limits, 'turn', perSeat(seat, 'summon'));

export function fromHand(s: SDState, seat: Seat, id: string): RuleError | null {
  const o = s.zones.objs[id];
  if (!o || o.zone !== 'hand' || o.owner !== seat) return err('play/not-in-hand', R.main, 'การ์ดใบนั้นไม่ได้อยู่ในมือคุณ', 'That card is not in your hand');
  if (s.phase !== 'main') return err('play/not-main', R.main, 'เล่นการ์ดจากมือได้เฉพาะใน Main Phase', 'Cards are played from hand in the Main Phase only');
  if (s.core[seat] < sdCard(s, o.card).cost) return err('play/core', R.main, `Core ไม่พอ (ต้องใช้ ${sdCard(s, o.card).cost} มี ${s.core[seat]})`, `Not enough Core (needs ${sdCard(s, o.card).cost}, you have ${s.core[seat]})`);
  return null;
}

function summonCommon(s: SDState, seat: Seat): RuleError | null {
  if (summonsUsed(s, seat) >= summonsAllowed(s, seat)) {
    return err('summon/limit', R.summonLimit, `เทิร์นนี้เรียก Spirit ครบ ${summonsAllowed(s, seat)} ครั้งแล้ว`, `You have used all ${summonsAllowed(s, seat)} summons this turn`);
  }
  return null;
}

export function summonBlock(s: SDState, seat: Seat, id: string): RuleError | null {
  const e = fromHand(s, seat, id);
  if (e) return e;
  const c = sdCard(s, obj(s, id).card);
  if (c.type !== 'spirit') return err('summon/not-spirit', R.main, 'การ์ดนี้ไม่ใช่ Spirit', 'That card is not a Spirit');
  if (c.materials) return err('summon/needs-sacrifice', R.sacrifice, 'Spirit นี้ต้องเรียกด้วยการสังเวย', 'This Spirit is summoned by sacrifice only');
  if (spiritsOf(s, seat).length >= SPIRIT_SLOTS) return err('summon/full', R.fullField, 'ช่อง Spirit เต็ม 5 ช่องแล้ว', 'All 5 Spirit slots are full');
  return summonCommon(s, seat);
}

/** Does each material requirement get its own chosen Spirit (a perfect matching; at most a few Spirits)? */
function matches(s: SDState, reqs: readonly Material[], chosen: readonly string[]): boolean {
  if (reqs.length !== chosen.length) return false;
  const rec = (i: number, left: string[]): boolean => {
    if (i === reqs.length) return true;
    const r = reqs[i]!;
    return left.some((id, k) => ('any' in r || obj(s, id).card === r.card) && rec(i + 1, left.filter((_, j) => j !== k)));
  };
  return rec(0, [...chosen]);
}

export function evolveBlock(s: SDState, seat: Seat, id: string, mats: string[]): RuleError | null {
  const e = fromHand(s, seat, id);
  if (e) return e;
  const c = sdCard(s, obj(s, id).card);
  // Stryker disable next-line ConditionalExpression: the type check is redundant (card-sets.ts allows materials only on Spirits); the materials check it also covers is tested in refusals.test.ts
  if (c.type !== 'spirit' || !c.materials) return err('evolve/no-materials', R.sacrifice, 'Spirit นี้ไม่ได้เรียกด้วยการสังเวย', 'This Spirit is not summoned by sacrifice');
  if (new Set(mats).size !== mats.length) return err('evolve/duplicate', R.sacrifice, 'เลือกวัตถุดิบซ้ำกันไม่ได้', 'The same material was chosen twice');
  for (const m of mats) {
    const o = s.zones.objs[m];
    if (!o || o.zone !== 'spirits' || o.ctrl !== seat) return err('evolve/not-on-field', R.sacrifice, 'วัตถุดิบต้องเป็น Spirit บนสนามของคุณ ไม่ใช่ในมือ', 'Materials must be Spirits on your field, not in your hand');
  }
  if (!matches(s, c.materials, mats)) return err('evolve/materials', R.sacrifice, `วัตถุดิบไม่ครบตามที่การ์ดระบุ: ${c.text.th}`, `The materials do not meet every requirement: ${c.text.en}`);
  return summonCommon(s, seat);
}

/** Every set of own Spirits that satisfies the card's materials (unordered). */
export function materialSets(s: SDState, seat: Seat, hand: string): string[][] {
  // Stryker disable next-line ArrayDeclaration: both callers (loop.ts, why-not.ts) ask only about Spirits with materials
  const reqs = sdCard(s, obj(s, hand).card).materials ?? [];
  const mine = spiritsOf(s, seat);
  const out: string[][] = [];
  const rec = (start: number, cur: string[]): void => {
    if (cur.length === reqs.length) {
      if (matches(s, reqs, cur)) out.push([...cur]);
      return;
    }
    for (let i = start; i < mine.length; i++) rec(i + 1, [...cur, mine[i]!]);
  };
  rec(0, []);
  return out;
}

/** The Magic's cast rule: its conditions, and its cast target (effects.ts castTargetOf); null target = none. */
export function magicBlock(s: SDState, seat: Seat, id: string, target: string | null): RuleError | null {
  const e = fromHand(s, seat, id);
  if (e) return e;
  const c = sdCard(s, obj(s, id).card);
  if (c.type !== 'magic') return err('magic/not-magic', R.main, 'การ์ดนี้ไม่ใช่ Magic', 'That card is not a Magic');
  if (!holds(s, seat, {}, c.if)) return err('magic/condition', R.main, `ยังไม่ครบเงื่อนไขของ Magic นี้: ${c.text.th}`, `This Magic’s condition is not met: ${c.text.en}`);
  const needs = magicTargets(s, seat, c);
  if (needs === null) return target === null ? null : err('magic/no-target', R.main, 'Magic นี้ไม่มีเป้าหมาย', 'This Magic takes no target');
  // Stryker disable next-line ConditionalExpression: `target === null` is for the type only: needs.includes(null) is false, so a missing target is refused either way
  if (target === null || !needs.includes(target)) return err('magic/target', R.main, 'เป้าหมายของ Magic ไม่ถูกต้อง', 'That is not a legal target for this Magic');
  return null;
}

/** Legal cast targets of a Magic (null = it takes none when cast). */
export function magicTargets(s: SDState, seat: Seat, c: SDCard): string[] | null {
  const f = castTargetOf(c);
  return f ? filterSpirits(s, seat, {}, f) : null;
}

export function fieldBlock(s: SDState, seat: Seat, id: string): RuleError | null {
  const e = fromHand(s, seat, id);
  if (e) return e;
  if (sdCard(s, obj(s, id).card).type !== 'field') return err('field/not-field', R.field, 'การ์ดนี้ไม่ใช่เวทย์สนาม', 'That card is not a Field');
  return null;
}

export function equipBlock(s: SDState, seat: Seat, id: string, spirit: string): RuleError | null {
  const e = fromHand(s, seat, id);
  if (e) return e;
  if (sdCard(s, obj(s, id).card).type !== 'equipment') return err('equip/not-equipment', R.equip, `การ์ดนี้ไม่ใช่${SD_TYPE.equipment.th}`, 'That card is not Equipment');
  const t = s.zones.objs[spirit];
  if (!t || t.zone !== 'spirits' || t.ctrl !== seat) return err('equip/target', R.equip, `ติด${SD_TYPE.equipment.th}ได้กับ Spirit ของคุณบนสนามเท่านั้น`, 'Equipment attaches to one of your Spirits on the field');
  if (equipmentOn(s, spirit)) return err('equip/one', R.equip, `Spirit ตัวนี้ติด${SD_TYPE.equipment.th}อยู่แล้ว (1 ชิ้นต่อตัว)`, 'That Spirit already has Equipment (one per Spirit)');
  return null;
}

export function setBlock(s: SDState, seat: Seat, id: string): RuleError | null {
  const e = fromHand(s, seat, id);
  if (e) return e;
  if (sdCard(s, obj(s, id).card).type !== 'trap') return err('trap/not-trap', R.trapSet, 'การ์ดนี้ไม่ใช่ Trap', 'That card is not a Trap');
  if (trapsOf(s, seat).length >= TRAP_SLOTS) return err('trap/full', R.slots, 'ช่อง Trap เต็ม 3 ช่องแล้ว', 'All 3 Trap slots are full');
  return null;
}

/** `target` null = the defender's Soul. */
export function attackBlock(s: SDState, seat: Seat, attacker: string, target: string | null): RuleError | null {
  if (s.phase !== 'battle') return err('attack/not-battle', R.battlePhase, 'โจมตีได้เฉพาะใน Battle Phase', 'Attacks happen in the Battle Phase only');
  if (s.turn === 1) return err('attack/first-turn', R.rps, 'ผู้เริ่มก่อนห้ามโจมตีในเทิร์นแรก', 'The first player may not attack on the first turn');
  const a = s.zones.objs[attacker];
  if (!a || a.zone !== 'spirits' || a.ctrl !== seat) return err('attack/not-yours', R.attack, 'ประกาศโจมตีได้ด้วย Spirit ของคุณบนสนามเท่านั้น', 'Only your Spirits on the field can attack');
  if (!canUse(s.limits, 'turn', perObject(attacker, 'attack'), 1)) return err('attack/once', R.battlePhase, 'Spirit ตัวนี้โจมตีไปแล้วในเทิร์นนี้', 'That Spirit has already attacked this turn');
  if (dataOf(a).rested) return err('attack/rested', R.battlePhase, 'Spirit ตัวนี้พักอยู่ ยังไม่พร้อมโจมตี', 'That Spirit is rested and not ready');
  if (!mayAttackOnArrival(s, attacker)) {
    return dataOf(a).evolvedTurn === s.turn
      ? err('attack/evolved', R.evolution, 'ร่างที่เพิ่งพัฒนาโจมตีในเทิร์นที่ลงไม่ได้', 'A freshly evolved Spirit cannot attack the turn it arrives')
      : err('attack/summoned', R.newSummon, 'Spirit ที่เพิ่งเรียกลงสนามยังโจมตีในเทิร์นนี้ไม่ได้', 'A Spirit summoned this turn cannot attack this turn');
  }
  const defenders = spiritsOf(s, other(seat));
  if (target === null) {
    if (defenders.length) return err('attack/direct', R.direct, 'ฝ่ายป้องกันยังมี Spirit อยู่ จึงโจมตี Soul โดยตรงไม่ได้', 'The defender still has Spirits: the Soul cannot be attacked directly');
  } else if (!defenders.includes(target)) return err('attack/target', R.attack, 'เป้าหมายต้องเป็น Spirit ของฝ่ายตรงข้ามบนสนาม', 'The target must be an opposing Spirit on the field');
  return null;
}
