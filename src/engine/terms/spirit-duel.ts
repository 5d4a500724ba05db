/**
 * Spirit Duel's term list: every word for a phase, zone, card type, stat or battle stage that the board image and
 * the bot's text show, spelled as the rule text spells them (data/rules/spirit-duel.th.txt). The Thai rules keep
 * their English game terms inside the Thai (Soul, Core, Spirit, Trap, Magic, HP, ATK, Discard, "Main Phase",
 * "End Phase"); their Thai words (เวทย์สนาม, อุปกรณ์ติดตั้ง, เด็ค, มือ, ความเสียหาย) have the English beside them.
 */
import type { SpiritBattleView, SpiritCardType, SpiritDuelView } from '../games/spirit-duel/view-types.js';
import { GAME_OVER, HAND, SETUP } from './common.js';
import type { Term } from './term.js';

export const GAME: Term = { th: 'สปิริตดวล', en: 'Spirit Duel' };

/**
 * "ลำดับเทิร์น: Start / Refresh, Draw, Main, Battle, End"; the text's own sentences name them "Main Phase" and
 * "End Phase", and that fuller form is the one shown, so a phase never reads as a bare verb ("Draw", "End").
 */
export const PHASE: Record<SpiritDuelView['phase'], Term> = {
  setup: SETUP,
  start: { th: 'Start / Refresh', en: 'Start / Refresh' },
  draw: { th: 'Draw Phase', en: 'Draw Phase' },
  main: { th: 'Main Phase', en: 'Main Phase' },
  battle: { th: 'Battle Phase', en: 'Battle Phase' },
  end: { th: 'End Phase', en: 'End Phase' },
  ended: GAME_OVER,
};

export const ZONE = {
  hand: HAND,
  deck: { th: 'เด็ค', en: 'Deck' },
  discard: { th: 'Discard', en: 'Discard' },
  spirits: { th: 'Spirit', en: 'Spirit', enMany: 'Spirits' },
  traps: { th: 'Trap', en: 'Trap', enMany: 'Traps' },
} as const satisfies Record<string, Term>;

/** The five kinds of card: "ใช้ Magic", "เวทย์สนาม (Field)", "อุปกรณ์ติดตั้ง (Equipment)". */
export const CARD_TYPE: Record<SpiritCardType, Term> = {
  spirit: { th: 'Spirit', en: 'Spirit', enMany: 'Spirits' },
  magic: { th: 'Magic', en: 'Magic' },
  trap: { th: 'Trap', en: 'Trap', enMany: 'Traps' },
  field: { th: 'เวทย์สนาม', en: 'Field' },
  equipment: { th: 'อุปกรณ์ติดตั้ง', en: 'Equipment' },
};

export const STAT = {
  soul: { th: 'Soul', en: 'Soul' },
  core: { th: 'Core', en: 'Core' },
  atk: { th: 'ATK', en: 'ATK' },
  hp: { th: 'HP', en: 'HP' },
  damage: { th: 'ความเสียหาย', en: 'Damage' },
} as const satisfies Record<string, Term>;

/** "เรียก Spirit จากมือได้ไม่เกิน 2 ครั้งต่อเทิร์น": the summons used this turn. */
export const SUMMONS: Term = { th: 'เรียก Spirit', en: 'Summons' };

/** A Spirit's state ("Spirit ที่พักอยู่"), a Trap slot's. */
export const STATE = {
  rested: { th: 'พัก', en: 'rested' },
  attacked: { th: 'โจมตีแล้ว', en: 'has attacked' },
  newSummon: { th: 'เพิ่งเรียก', en: 'summoned this turn' },
  faceDown: { th: 'คว่ำ', en: 'face down' },
  setThisTurn: { th: 'เพิ่งตั้ง', en: 'set this turn' },
  empty: { th: 'ว่าง', en: 'empty' },
} as const satisfies Record<string, Term>;

/**
 * A card's triggered ability, the card language's `triggers` field: the rule text has no word for it, so it keeps
 * the field's English as the Thai rules keep their other game terms (Fadalgia's rules say "Trigger Ability").
 */
export const TRIGGER: Term = { th: 'Trigger', en: 'trigger' };

/** "การโจมตีและความเสียหาย": the attack under way and its stage. */
export const ATTACK: Term = { th: 'การโจมตี', en: 'Attack' };
export const ATTACK_STAGE: Record<SpiritBattleView['stage'], Term> = {
  declared: { th: 'ประกาศโจมตี', en: 'declared' },
  'trap-window': { th: 'ช่วงเปิด Trap', en: 'Trap window' },
  damage: { th: 'คำนวณความเสียหาย', en: 'damage' },
  cancelled: { th: 'ถูกยกเลิก', en: 'cancelled' },
};
