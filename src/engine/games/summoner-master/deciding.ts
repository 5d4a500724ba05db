/**
 * What the seat the game waits for is deciding, for the public board ("B — discarding down to the hand limit").
 * From the prompt's kind and step only, never its options or label: a label may name a card the opponent has
 * not seen, and what is decided is public anyway (who is asked, in which step).
 */
import { t, type Text } from '../../core/kernel.js';
import type { SmState } from './types.js';

const BY_KIND: Record<string, Text> = {
  rps: t('เป่ายิงฉุบ', 'rock-paper-scissors'),
  'choose-first': t('เลือกเล่นก่อนหรือหลัง', 'going first or second'),
  discard: t('ทิ้งการ์ดให้เหลือตามขีดจำกัดมือ', 'discarding down to the hand limit'),
  targets: t('เลือกเป้าหมาย', 'choosing a target'),
  'attack-target': t('เลือกเป้าหมายการโจมตี', 'choosing the attack target'),
  'choose-cards': t('เลือกการ์ด', 'choosing cards'),
  'order-triggers': t('เลือกลำดับ Ability', 'ordering Abilities'),
};

export function decidingOf(s: SmState): Text | null {
  const p = s.result ? null : s.prompt;
  if (!p) return null;
  if (p.kind === 'priority') {
    return s.step === 'main' && p.seat === s.active && !s.stack.items.length ? t('สั่งการใน Main Step หรือผ่าน', 'giving orders in the Main Step, or passing') : t('ตอบโต้ใน Interfere หรือผ่าน', 'responding in the Interfere window, or passing');
  }
  if (p.kind === 'optional' && s.ask?.k === 'draw') return t('เลือกกองที่จะจั่ว (Draw Step)', 'choosing the deck to draw from (Draw Step)');
  return BY_KIND[p.kind] ?? t('ตัดสินใจ', 'making a choice');
}
