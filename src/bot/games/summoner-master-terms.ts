/**
 * Summoner Master's term list: the Thai and English words of its steps, curses and Combinations, used by the board
 * embed and the hand panel alike, so a term reads the same everywhere (issue 30). The card data names Combinations
 * in English only; their Thai names live beside the cards (cards/combination-names.ts), keyed by that English name, and a Thai reader sees both ("เปลวเพลิง
 * ทะยาน (Rising Flame)") so the printed card still matches. A Combination missing here shows its English name.
 */
import type { Lang } from '../i18n.js';
import { COMBINATION_TH } from '../../engine/games/summoner-master/cards/combination-names.js';

export type Pair = { th: string; en: string };

export const STEP: Record<string, Pair> = {
  rps: { th: 'เป่ายิงฉุบ', en: 'Rock-paper-scissors' },
  checkup: { th: 'Check Up', en: 'Check Up' },
  draw: { th: 'จั่วการ์ด', en: 'Draw' },
  discard: { th: 'ทิ้งการ์ด', en: 'Discard' },
  int1: { th: 'Interfere Step', en: 'Interfere Step' },
  main: { th: 'Main Step', en: 'Main Step' },
  int2: { th: 'Interfere Step (หลัง Main)', en: 'Interfere Step (after Main)' },
  refill: { th: 'เติม Mp', en: 'Mp refill' },
  end: { th: 'จบ Subturn', en: 'End of Subturn' },
  'end-pass': { th: 'จบ Subturn', en: 'End of Subturn' },
};

export const CURSE: Record<string, Pair> = {
  stone: { th: 'ศิลา', en: 'Stone' }, freeze: { th: 'เยือกแข็ง', en: 'Freeze' }, poison: { th: 'พิษ', en: 'Poison' },
  death: { th: 'ความตาย', en: 'Death' }, 'last-dance': { th: 'ระบำสุดท้าย', en: 'Last Dance' },
  charm: { th: 'เสน่ห์', en: 'Charm' }, dimension: { th: 'มิติ', en: 'Dimension' },
};

export { COMBINATION_TH };

/** A Combination's name for `lang`: Thai with the printed English name after it, or the English name. */
export function combinationName(en: string, lang: Lang): string {
  const th = COMBINATION_TH[en];
  return lang === 'th' && th ? `${th} (${en})` : en;
}

export const say = (lang: Lang, p: Pair) => p[lang];
