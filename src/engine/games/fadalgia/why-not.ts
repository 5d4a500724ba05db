/**
 * Read-only answers to "why can't I do this now?", for the bot's hand panel and board: the same checks as
 * canCast (605.2) and the arrival check of canAttack (304.3.1 / 609.2.2), in the same order, each naming
 * its section. Never changes the state.
 */
import type { RuleError } from '../../core/api-types.js';
import type { Seat } from '../../core/view-types.js';
import { ruleError } from '../../core/text.js';
import { type G, defOf, isAT } from './ctx.js';
import { inPriorityStep, timingOk } from './cast.js';
import { castZoneOk, useForbiddenBy } from './cast-rules.js';
import { castCost } from './cost-mod.js';
import { elementOk, manaAvailable } from './mana.js';
import { allowedAttackOnArrival, isUnit } from './stats.js';
import { candidates } from './targets.js';
import type { FState } from './types.js';
import { zoneOf } from './zones.js';
import { inMatch } from './cards/catalog.js';

const ELEMENT_NAME: Record<string, [string, string]> = {
  fire: ['ไฟ', 'Fire'], water: ['น้ำ', 'Water'], wind: ['ลม', 'Wind'], earth: ['ดิน', 'Earth'], none: ['ไร้ธาตุ', 'no-element'],
};

/** Why the card `id` in `seat`'s hand cannot be cast now, or null when it can. */
export function whyNotCast(s: FState, seat: Seat, id: string): RuleError | null {
  return inMatch(s, () => whyNot(s, seat, id));
}

function whyNot(s: FState, seat: Seat, id: string): RuleError | null {
  const g: G = { s, ev: [] };
  const o = s.objs[id];
  if (!o || o.owner !== seat || (o.zone !== 'hand' && o.zone !== 'grave' && o.zone !== 'outer')) return ruleError('cast/not-in-hand', '605.2', 'การ์ดนี้ไม่ได้อยู่บนมือของคุณ', 'This card is not in your hand');
  if (!castZoneOk(g, o)) {
    // 605.2: cards are cast from the hand; only a keyword lets one be cast from the grave or the Outer Zone (606.5.34.1 (ค)).
    return ruleError('cast/zone', '605.2', `ร่ายการ์ดนี้จาก${o.zone === 'grave' ? 'สุสาน' : ' Outer Zone'}ไม่ได้`, `This card cannot be cast from the ${o.zone === 'grave' ? 'grave' : 'Outer Zone'}`);
  }
  if (s.result || s.prompt?.kind !== 'priority' || s.prompt.seat !== seat || !inPriorityStep(g)) {
    return ruleError('cast/no-priority', '605.2.1', 'ต้องมีสิทธิ์ใน Break ก่อน', 'You need priority in the Break');
  }
  const d = defOf(o);
  if (!timingOk(g, seat, o)) {
    if (d.type === 'action') {
      const mark = isAT(g, seat) ? 'AT' : 'DF';
      return ruleError('cast/timing', '301.1.1', `ร่ายได้เฉพาะ ${(d.timing ?? []).map((m) => `[${m} Turn]`).join(' ') || '—'} (ตอนนี้เป็นเทิร์น ${mark} ของคุณ)`, `Only ${(d.timing ?? []).map((m) => `[${m} Turn]`).join(' ') || '—'} (this is your ${mark} turn)`);
    }
    const section = d.type === 'item' ? '302.1' : d.type === 'terrain' ? '303.1' : '304.1';
    return isAT(g, seat)
      ? ruleError('cast/break-busy', section, 'ต้องร่ายตอน Break ว่าง', 'Only while the Break is empty')
      : ruleError('cast/not-at', section, 'ร่ายได้เฉพาะใน AT Turn ของคุณ', 'Only in your AT turn');
  }
  const kw = useForbiddenBy(g, o);
  if (kw) return ruleError('cast/keyword', kw.rule, kw.why.th, kw.why.en);
  if (!elementOk(g, seat, d.element, o)) {
    const [th, en] = ELEMENT_NAME[d.element] ?? [d.element, d.element];
    return ruleError('cast/element', '605.2.3.3', `ต้องมีสตรีมธาตุ${th}ในโซนมานา`, `Needs ${/^[AEIOU]/.test(en) ? 'an' : 'a'} ${en} stream in your Mana zone`);
  }
  const cost = castCost(g, seat, o).cost;
  const have = manaAvailable(g, seat);
  if (have < cost) return ruleError('cast/mana', '605.2.2', `ต้องใช้มานา ${cost} มีอยู่ ${have}`, `Needs ${cost} mana, you have ${have}`);
  if (d.target && candidates(g, seat, d.target).length < (d.target.count ?? 1)) {
    return ruleError('cast/targets', '605.2.3.1', 'ไม่มีเป้าหมายที่เลือกได้', 'No legal target');
  }
  return null;
}

/**
 * 304.3.1 / 609.2.2: units on the field that cannot attack yet because they arrived since the last clean up
 * and nothing (e.g. High Speed) lets them attack on arrival. Public: it reads only field objects.
 */
export function notYetAttacking(s: FState): string[] {
  return inMatch(s, () => arrivedUnits(s));
}

function arrivedUnits(s: FState): string[] {
  const g: G = { s, ev: [] };
  const out: string[] = [];
  for (const seat of [0, 1] as const) {
    for (const id of zoneOf(s, seat, 'field')) {
      const o = s.objs[id];
      if (isUnit(o) && !o.since && !allowedAttackOnArrival(g, o)) out.push(id);
    }
  }
  return out;
}
