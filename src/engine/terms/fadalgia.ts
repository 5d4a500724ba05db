/**
 * Fadalgia's term list: every word for a phase, zone, card type, stat, mode or combat stage that the board image,
 * the bot's text and the judge's summary show, spelled as the rulebooks spell them (data/rules
 * fadalgia-comprehensive.th.txt, fadalgia-basic.th.txt). The Thai rules write most game terms in English inside the
 * Thai ("Main Phase", "Unit", "Break", "Outer Zone", "AT Mode"), so those read the same in both languages; the Thai
 * words they do use (กองหลัก, กองไลฟ์, สุสาน, มือ, มานา, สตรีม, ไฟ…) have the basic rulebook's English beside them.
 */
import type { BreakEntryView, CardFace, CombatView, Element, FadalgiaView } from '../games/fadalgia/view-types.js';
import { GAME_OVER, HAND, SETUP } from './common.js';
import type { Term } from './term.js';

export const GAME: Term = { th: 'ฟาดัลเกีย', en: 'Fadalgia' };

/** 500.2.1: Refresh phase, Main phase and Clean up phase (the headings 501-503 in capitals). */
export const PHASE: Record<FadalgiaView['phase'], Term> = {
  setup: SETUP,
  refresh: { th: 'Refresh Phase', en: 'Refresh Phase' },
  main: { th: 'Main Phase', en: 'Main Phase' },
  cleanup: { th: 'Clean Up Phase', en: 'Clean Up Phase' },
  ended: GAME_OVER,
};

/** 500.1: AT Turn and DF Turn. */
export const TURN_SIDE: Record<'AT' | 'DF', Term> = {
  AT: { th: 'AT Turn', en: 'AT Turn' },
  DF: { th: 'DF Turn', en: 'DF Turn' },
};

/** A Unit's state on the field (501.2, basic rules "Card Mode"). */
export const MODE: Record<'AT' | 'DF', Term> = {
  AT: { th: 'AT Mode', en: 'AT Mode' },
  DF: { th: 'DF Mode', en: 'DF Mode' },
};

/** 400.1 names the zones in Thai; the basic rules give their English (Main Pile, Life Pile, Grave Zone, …). */
export const ZONE = {
  hand: HAND,
  main: { th: 'กองหลัก', en: 'Main Pile' },
  life: { th: 'กองไลฟ์', en: 'Life Pile' },
  grave: { th: 'สุสาน', en: 'Grave' },
  field: { th: 'สนาม', en: 'Field' },
  mana: { th: 'โซนมานา', en: 'Mana Zone' },
  break: { th: 'Break', en: 'Break' },
  outer: { th: 'Outer Zone', en: 'Outer Zone' },
} as const satisfies Record<string, Term>;

/** 300.1: Unit, Item, Terrain and Action type. */
export const CARD_TYPE: Record<CardFace['type'], Term> = {
  unit: { th: 'Unit', en: 'Unit', enMany: 'Units' },
  action: { th: 'Action', en: 'Action', enMany: 'Actions' },
  item: { th: 'Item', en: 'Item', enMany: 'Items' },
  terrain: { th: 'Terrain', en: 'Terrain' },
};

/** 406.3: a face-down card in the Mana Zone is a Mana card, a face-up one a Stream card; 200.1 คอส, มานา. */
export const MANA: Term = { th: 'มานา', en: 'Mana' };
export const STREAM: Term = { th: 'สตรีม', en: 'Stream', enMany: 'Streams' };
/** Mana made and not yet spent (503.5.4). */
export const MANA_POOL: Term = { th: 'มานาคงเหลือ', en: 'Mana pool' };
/** Starter - Type C (basic rules "Format"). */
export const LIFE_TOKEN: Term = { th: 'Life Token', en: 'Life Token', enMany: 'Life Tokens' };

export const STAT = {
  at: { th: 'AT', en: 'AT' },
  df: { th: 'DF', en: 'DF' },
  cost: { th: 'คอส', en: 'Cost' },
  mana: MANA,
  damage: { th: 'ดาเมจ', en: 'Damage' },
} as const satisfies Record<string, Term>;

/** 202.1.1: ไฟ น้ำ ลม ดิน และ ไร้ธาตุ. */
export const ELEMENT: Record<Element, Term> = {
  fire: { th: 'ไฟ', en: 'Fire' },
  water: { th: 'น้ำ', en: 'Water' },
  wind: { th: 'ลม', en: 'Wind' },
  earth: { th: 'ดิน', en: 'Earth' },
  none: { th: 'ไร้ธาตุ', en: 'No element' },
};

/** 601: the right to act, held in turn while the Break is open. */
export const PRIORITY: Term = { th: 'สิทธิ์ใน Break', en: 'Break priority' };

/** What an entry in the Break is (407.1, 601.2): a cast card, an activated ability, a Trigger Ability. */
export const BREAK_KIND: Record<BreakEntryView['kind'], Term> = {
  card: { th: 'การ์ด', en: 'Card' },
  ability: { th: 'ความสามารถ', en: 'Ability' },
  trigger: { th: 'Trigger Ability', en: 'Trigger Ability' },
};

/** 609 ต่อสู้: the combat under way and its stage. */
export const COMBAT: Term = { th: 'การต่อสู้', en: 'Combat' };
export const COMBAT_STAGE: Record<CombatView['stage'], Term> = {
  declared: { th: 'ประกาศโจมตี', en: 'declared' },
  blocking: { th: 'เลือกบล็อก', en: 'choosing blockers' },
  blocked: { th: 'ถูกบล็อก', en: 'blocked' },
  damage: { th: 'คำนวณดาเมจ', en: 'damage' },
};
