/**
 * Cards the engine cannot model yet are still playable: on resolution their controller states what the
 * card did through simple logged adjustments, then the opponent confirms (or disputes, which is logged
 * for a judge).
 */
import { t } from '../../core/text.js';
import { type G, log, other, seatName } from './ctx.js';
import { ask, opt } from './ask.js';
import { damagePlayer, draw, heal } from './life.js';
import type { EffCtx } from './types.js';

export const MANUAL_LIMIT = 8;

export const ADJUSTMENTS = {
  draw1: { th: 'เราจั่ว 1 ใบ', en: 'I draw 1 card' },
  heal1: { th: 'เรา Heal 1', en: 'I heal 1' },
  dmgopp1: { th: 'Damage 1 แก่ฝ่ายตรงข้าม', en: '1 damage to my opponent' },
  dmgself1: { th: 'Damage 1 แก่ตัวเรา', en: '1 damage to me' },
} as const;
export type Adjustment = keyof typeof ADJUSTMENTS;

export function askManual(g: G, ctx: EffCtx, done: number): void {
  const options = [opt('done', t('เสร็จสิ้น', 'Done'))];
  if (done < MANUAL_LIMIT) for (const [id, txt] of Object.entries(ADJUSTMENTS)) options.push(opt(id, t(txt.th, txt.en)));
  ask(g, ctx.ctrl, 'manual-adjust', t('การ์ดนี้ต้องปรับผลด้วยมือ: เลือกสิ่งที่การ์ดทำ', 'This card is resolved by hand: choose what it did'), options, 1, 1, { t: 'manual' }, '100.5');
}

export function applyAdjustment(g: G, ctx: EffCtx, a: Adjustment): void {
  const me = ctx.ctrl;
  if (a === 'draw1') draw(g, me, 1);
  if (a === 'heal1') heal(g, me, 1);
  if (a === 'dmgopp1') damagePlayer(g, other(me), 1, '607.5', me);
  if (a === 'dmgself1') damagePlayer(g, me, 1, '607.5', me);
  log(g, me, t(`ปรับผลด้วยมือ: ${ADJUSTMENTS[a].th}`, `Manual adjustment: ${ADJUSTMENTS[a].en}`), undefined, 'manual');
}

export function askConfirm(g: G, ctx: EffCtx, adjustments: string[]): void {
  ask(g, other(ctx.ctrl), 'confirm', t(`${seatName(g, ctx.ctrl)} ปรับผลการ์ดด้วยมือ ยืนยันไหม?`, `${seatName(g, ctx.ctrl)} resolved a card by hand. Confirm?`),
    [opt('accept', t('ยืนยัน', 'Accept')), opt('dispute', t('โต้แย้ง (เรียกกรรมการ)', 'Dispute (call a judge)'))], 1, 1, { t: 'confirm', adjustments });
}
