/**
 * "Why can't I do this now?" for the hand panel. A hand card the current prompt offers (cast, or a Twinkling
 * Skill from hand) is playable; otherwise canCast's first refusal (with its section) is the reason. In the
 * seat's own Main Step, each of its field Seals' attacks, Skills and Line changes that the prompt does not
 * offer gets its refusal too (Inactive, Df Line, cost, ...). Read-only; only the deciding seat is answered.
 */
import { ruleError, type RuleError, type Seat } from '../../core/kernel.js';
import { canAttack, canChangeLine, canCast, canUseSkill, inMain } from './eligibility.js';
import { sealDef } from './cards/catalog.js';
import type { SmState } from './types.js';
import { data, fieldSeals } from './zones.js';

export function smWhyNotCast(s: SmState, seat: Seat, id: string): RuleError | null {
  const p = s.result ? null : s.prompt;
  if (p?.seat === seat && p.options.some((x) => x.objectId === id)) return null;
  return canCast(s, seat, id) ?? ruleError('cast/not-now', '§4', 'ตอนนี้ร่ายการ์ดนี้ไม่ได้: รอให้การเลือกตอนนี้เสร็จก่อน', 'This card cannot be cast now: finish the choice under way first');
}

/** One order a field Seal cannot be given now, and the rule that says so. */
export interface SmOrderRefusal {
  objectId: string;
  order: 'attack' | 'skill' | 'line';
  /** The Skill's id, for a Skill. */
  skill?: string;
  reason: RuleError;
}

/** The refused orders of `seat`'s field Seals while it gives Main Step orders; empty at any other time. */
export function smWhyNotOrders(s: SmState, seat: Seat): SmOrderRefusal[] {
  if (s.result || s.prompt?.seat !== seat || s.prompt.kind !== 'priority' || !inMain(s, seat)) return [];
  const out: SmOrderRefusal[] = [];
  for (const o of fieldSeals(s, seat)) {
    const attack = canAttack(s, seat, o.id);
    if (attack) out.push({ objectId: o.id, order: 'attack', reason: attack });
    const d = sealDef(s, o.card);
    const skills = d ? [...d.skills, ...(data(o).growth ? (d.growth?.skills ?? []) : []), ...(data(o).progressed ? (d.progress?.skills ?? []) : [])] : [];
    for (const sk of skills) {
      if (sk.twinkling) continue; // used from hand, never from the field
      const why = canUseSkill(s, seat, o.id, sk.id);
      if (why) out.push({ objectId: o.id, order: 'skill', skill: sk.id, reason: why });
    }
    const line = canChangeLine(s, seat, o.id);
    if (line) out.push({ objectId: o.id, order: 'line', reason: line });
  }
  return out;
}
