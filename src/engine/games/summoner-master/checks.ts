/** The loss checks as the kernel's state-check table (§13): Shrine Level, cannot draw, no Seal. */
import { t, type CheckTable, type Seat } from '../../core/kernel.js';
import type { SmState } from './types.js';
import { other, shrineLevel } from './zones.js';

function end(s: SmState, lost: Seat[], rule: string, why: { th: string; en: string }): true {
  const winner = lost.length === 2 ? null : other(lost[0]!);
  s.result = {
    winner,
    reason: winner === null ? t(`เสมอ: ${why.th}`, `Draw: ${why.en}`) : t(`${s.players[winner].name} ชนะ: ${why.th}`, `${s.players[winner].name} wins: ${why.en}`),
    rule,
    turns: s.subturn,
  };
  s.prompt = null;
  s.ask = null;
  // true: the game ended, so the loop stops now (a check that reported no change would let one more step run)
  return true;
}

const seats: Seat[] = [0, 1];

export const CHECKS: CheckTable<SmState> = [
  {
    // 703.3 / §13.1: Shrine Level at or above the limit loses; both at once is a draw.
    rule: '§13.1', name: 'shrine level',
    due: (s) => !s.result && seats.some((p) => shrineLevel(s, p) >= s.config.shrineLoss),
    apply: (s) => end(s, seats.filter((p) => shrineLevel(s, p) >= s.config.shrineLoss), '§13.1', t(`Shrine Level ถึง ${s.config.shrineLoss}`, `Shrine Level reached ${s.config.shrineLoss}`)),
  },
  {
    rule: '§13.3', name: 'cannot draw',
    due: (s) => !s.result && s.players.some((p) => p.cannotDraw),
    apply: (s) => end(s, seats.filter((p) => s.players[p].cannotDraw), '§13.3', t('จั่วการ์ดไม่ได้', 'could not draw')),
  },
  {
    rule: '401.9.8', name: 'no Seal',
    due: (s) => !s.result && s.players.some((p) => p.noSeal),
    apply: (s) => end(s, seats.filter((p) => s.players[p].noSeal), '401.9.8', t('ไม่มี Seal ในสนาม', 'had no Seal on the field')),
  },
];
