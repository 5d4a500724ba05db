/**
 * "Why can't I cast this card now?" for the hand panel. A card the current prompt offers (cast, or a Twinkling
 * Skill from hand) is playable; otherwise canCast's first refusal (with its section) is the reason. Read-only.
 */
import { ruleError, type RuleError, type Seat } from '../../core/kernel.js';
import { canCast } from './eligibility.js';
import type { SmState } from './types.js';

export function smWhyNotCast(s: SmState, seat: Seat, id: string): RuleError | null {
  const p = s.result ? null : s.prompt;
  if (p?.seat === seat && p.options.some((x) => x.objectId === id)) return null;
  return canCast(s, seat, id) ?? ruleError('cast/not-now', '§4', 'ตอนนี้ร่ายการ์ดนี้ไม่ได้: รอให้การเลือกตอนนี้เสร็จก่อน', 'This card cannot be cast now: finish the choice under way first');
}
