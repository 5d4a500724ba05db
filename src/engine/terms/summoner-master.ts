/**
 * Summoner Master's term list: its steps, curses, zones and the Thai names of Combinations, used by the board image,
 * the bot's board and hand panel and the judge's summary alike (issue 30). The rules (data/rules
 * summoner-master-base.md, the Thai Nihil rules) name steps and zones in English inside the Thai ("Draw Step",
 * "Interfere Step", "Shrine"), so most terms read the same in both languages.
 */
import { COMBINATION_TH } from '../games/summoner-master/cards/combination-names.js';
import { HAND, RPS } from './common.js';
import type { Lang, Term } from './term.js';

/**
 * The game's name: the rules (Thai and English alike) and the bot write it in English, so it is one spelling in
 * both languages, as on the board image.
 */
export const GAME: Term = { th: 'Summoner Master', en: 'Summoner Master' };

/** 401: Check Up → Draw → Discard → Interfere → Main → Interfere → Mp refill → End of Subturn (the engine's step ids). */
export const STEP: Readonly<Record<string, Term>> = {
  rps: RPS,
  checkup: { th: 'Check Up Step', en: 'Check Up Step' },
  draw: { th: 'Draw Step', en: 'Draw Step' },
  discard: { th: 'Discard Step', en: 'Discard Step' },
  int1: { th: 'Interfere Step', en: 'Interfere Step' },
  main: { th: 'Main Step', en: 'Main Step' },
  int2: { th: 'Interfere Step (หลัง Main Step)', en: 'Interfere Step (after Main Step)' },
  refill: { th: 'เติม Mp', en: 'Mp refill' },
  end: { th: 'End of Subturn Step', en: 'End of Subturn Step' },
  'end-pass': { th: 'End of Subturn Step', en: 'End of Subturn Step' },
};

/** The Seals' elements (Summoner Master has Dark and Light besides Fadalgia's four). */
export const ELEMENT: Readonly<Record<string, Term>> = {
  fire: { th: 'ไฟ', en: 'Fire' }, water: { th: 'น้ำ', en: 'Water' }, wind: { th: 'ลม', en: 'Wind' }, earth: { th: 'ดิน', en: 'Earth' },
  dark: { th: 'มืด', en: 'Dark' }, light: { th: 'แสง', en: 'Light' },
};

/** A Seal's numbers and a card's costs, as printed. */
export const STAT = {
  at: { th: 'At', en: 'At' },
  df: { th: 'Df', en: 'Df' },
  sp: { th: 'Sp', en: 'Sp' },
  level: { th: 'Lv', en: 'Lv' },
  mp: { th: 'Mp', en: 'Mp' },
} as const satisfies Record<string, Term>;

/** The two kinds of card. */
export const CARD_KIND = {
  seal: { th: 'Seal', en: 'Seal' },
  mystic: { th: 'Mystic', en: 'Mystic' },
} as const satisfies Record<string, Term>;

/** What a Seal on a Line may carry, as the Thai rules write it (Growth, Progress, Charge Counter, Inactive). */
export const SEAL_MARK = {
  inactive: { th: 'Inactive', en: 'Inactive' },
  growth: { th: 'Growth', en: 'Growth' },
  progress: { th: 'Progress', en: 'Progress' },
  charge: { th: 'Charge', en: 'Charge' },
  fcc: { th: 'FCC', en: 'FCC' },
} as const satisfies Record<string, Term>;

/** 512: Seals combined (the word the bot and board already used in Thai; the rules' English is "Combination"). */
export const COMBINATION: Term = { th: 'รวมร่าง', en: 'Combination' };

export const SUBTURN: Term = { th: 'Subturn', en: 'Subturn' };

/** 700s: the curses a Seal can carry. */
export const CURSE: Readonly<Record<string, Term>> = {
  stone: { th: 'ศิลา', en: 'Stone' }, freeze: { th: 'เยือกแข็ง', en: 'Freeze' }, poison: { th: 'พิษ', en: 'Poison' },
  death: { th: 'ความตาย', en: 'Death' }, 'last-dance': { th: 'ระบำสุดท้าย', en: 'Last Dance' },
  charm: { th: 'เสน่ห์', en: 'Charm' }, dimension: { th: 'มิติ', en: 'Dimension' },
};

export const ZONE = {
  hand: HAND,
  decks: { th: 'กอง', en: 'Decks' },
  sealDeck: { th: 'กอง Seal', en: 'Seal deck' },
  mysticDeck: { th: 'กอง Mystic', en: 'Mystic deck' },
  atLine: { th: 'At Line', en: 'At Line' },
  dfLine: { th: 'Df Line', en: 'Df Line' },
  shrine: { th: 'Shrine', en: 'Shrine' },
  arena: { th: 'Arena', en: 'Arena' },
  remove: { th: 'Remove', en: 'Remove' },
  dimension: { th: 'Dimension', en: 'Dimension' },
} as const satisfies Record<string, Term>;

/**
 * A Combination's name: the card data names it in English only; its Thai name lives beside the cards
 * (cards/combination-names.ts), and a Thai reader sees both ("เปลวเพลิงทะยาน (Rising Flame)") so the printed card
 * still matches; `short` (a card tile on the board image, where both do not fit) gives the Thai name alone. A
 * Combination missing there shows its English name.
 */
export function combinationName(en: string, lang: Lang, short = false): string {
  const th = COMBINATION_TH[en];
  return lang === 'th' && th ? (short ? th : `${th} (${en})`) : en;
}

export { COMBINATION_TH };
