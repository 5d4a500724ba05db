/**
 * A forgiving human deck-list format:
 *   Main:            (or "กองหลัก:")
 *   4 Flame Recruit  (or "4x ทหารเปลวเพลิง", "SNM-S01-001 x4", "Flame Recruit")
 *   Life:            (or "กองไลฟ์:")
 *   12 SNM-S01-028
 * Lines starting with # or // are comments. Names match Thai or English names, ids and aliases,
 * ignoring case, spaces and punctuation.
 */
import type { Text } from '../../core/view-types.js';
import { t } from '../../core/text.js';
import { CATALOG } from './cards/catalog.js';
import type { Deck } from './cards/decks.js';
import type { CardDef } from './cards/schema.js';

export interface DeckListError {
  line: number;
  message: Text;
}

export type DeckListResult = { ok: true; deck: Deck } | { ok: false; errors: DeckListError[] };

const norm = (s: string): string => s.normalize('NFC').toLowerCase().replace(/[\s'’".,:;!?()[\]{}_-]+/g, '');

let index: Map<string, CardDef> | null = null;
function nameIndex(): Map<string, CardDef> {
  if (index) return index;
  index = new Map();
  for (const c of CATALOG.values()) {
    if (c.token) continue;
    for (const k of [c.id, c.name.th, c.name.en, ...(c.aliases ?? [])]) index.set(norm(k), c);
  }
  return index;
}

export function findCard(name: string): CardDef | undefined {
  return nameIndex().get(norm(name));
}

/** A server's card-set definitions by id, Thai and English name and alias (looked up after the shipped cards). */
function extraIndex(extra: Iterable<CardDef>): Map<string, CardDef> {
  const out = new Map<string, CardDef>();
  for (const c of extra) {
    if (c.token) continue;
    for (const k of [c.id, c.name.th, c.name.en, ...(c.aliases ?? [])]) if (!out.has(norm(k))) out.set(norm(k), c);
  }
  return out;
}

// Every pattern below runs on one trimmed line of at most MAX_LINE_CHARS whose whitespace runs are already
// collapsed to one space, and none has two adjacent quantifiers that can match the same characters: parsing
// is linear in the input, whatever it holds (a list is user input, and a quadratic regex froze the bot).
const MAIN_HEAD = /^(?:main|main ?pile|main ?deck|กองหลัก) ?:? ?(?:\(\d{1,4}\))?$/i;
const LIFE_HEAD = /^(?:life|life ?pile|กองไลฟ์|ไลฟ์) ?:? ?(?:\(\d{1,4}\))?$/i;
const LEAD_COUNT = /^(\d{1,6}) ?[x×]? (.+)$/i;
const TRAIL_COUNT = / [x×] ?(\d{1,6})$/i;

/** Longer lines (once whitespace runs are collapsed) are refused: no card name comes near it. */
export const MAX_LINE_CHARS = 200;
/** More cards than this are refused outright: no format comes near it (the largest deck has 60). */
export const MAX_LIST_CARDS = 200;

/** "4 Flame Recruit", "4x …", "… x4" or a bare name, on a trimmed, whitespace-collapsed line. */
function countAndName(line: string): { count: number; name: string } {
  const lead = LEAD_COUNT.exec(line);
  if (lead) return { count: Number(lead[1]), name: lead[2] as string };
  const trail = TRAIL_COUNT.exec(line);
  if (trail && trail.index > 0) return { count: Number(trail[1]), name: line.slice(0, trail.index) };
  return { count: 1, name: line };
}

/** `extra`: a server's card-set definitions; a name resolves to a shipped card first (201.1: a name is one card). */
export function parseDeckList(text: string, extra?: Iterable<CardDef>): DeckListResult {
  const more = extra ? extraIndex(extra) : null;
  const deck: Deck = { main: [], life: [] };
  const errors: DeckListError[] = [];
  let section: 'main' | 'life' | null = null;
  let total = 0;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  // Fifty errors say enough; reading on would only spend time on a list that is refused anyway.
  for (let i = 0; i < lines.length && errors.length < 50; i++) {
    const no = i + 1;
    const trimmed = (lines[i] as string).trim();
    if (!trimmed || trimmed.startsWith('#') || trimmed.startsWith('//')) continue;
    const line = trimmed.replace(/\s+/g, ' ');
    if (line.length > MAX_LINE_CHARS) {
      errors.push({ line: no, message: t(`บรรทัด ${no}: ยาวเกิน ${MAX_LINE_CHARS} ตัวอักษร`, `Line ${no}: longer than ${MAX_LINE_CHARS} characters`) });
      continue;
    }
    if (MAIN_HEAD.test(line)) { section = 'main'; continue; }
    if (LIFE_HEAD.test(line)) { section = 'life'; continue; }
    const { count, name } = countAndName(line);
    if (!section) {
      errors.push({ line: no, message: t(`บรรทัด ${no}: ยังไม่ได้ระบุหัวข้อ "Main:" หรือ "Life:"`, `Line ${no}: no "Main:" or "Life:" heading yet`) });
      continue;
    }
    if (!Number.isInteger(count) || count < 1 || count > 60) {
      errors.push({ line: no, message: t(`บรรทัด ${no}: จำนวน "${count}" ไม่ถูกต้อง (1–60)`, `Line ${no}: bad count "${count}" (1–60)`) });
      continue;
    }
    const card = findCard(name) ?? more?.get(norm(name));
    if (!card) {
      errors.push({ line: no, message: t(`บรรทัด ${no}: ไม่พบการ์ดชื่อ "${name.slice(0, 60)}"`, `Line ${no}: no card named "${name.slice(0, 60)}"`) });
      continue;
    }
    total += count;
    if (total > MAX_LIST_CARDS) {
      // Stop here: a list this long is a mistake or an attack, and building it would only cost memory.
      errors.push({ line: no, message: t(`บรรทัด ${no}: รายการเกิน ${MAX_LIST_CARDS} ใบ (เด็คใหญ่สุดมี 60 ใบ)`, `Line ${no}: the list passes ${MAX_LIST_CARDS} cards (the largest deck has 60)`) });
      break;
    }
    for (let k = 0; k < count; k++) deck[section].push(card.id);
  }
  if (!errors.length && deck.main.length + deck.life.length === 0) {
    errors.push({ line: 0, message: t('รายการการ์ดว่างเปล่า', 'The deck list is empty') });
  }
  return errors.length ? { ok: false, errors } : { ok: true, deck };
}

/** The inverse: a deck as a list the parser reads back. */
export function formatDeckList(deck: Deck, lang: 'th' | 'en' = 'en', extra?: ReadonlyMap<string, CardDef>): string {
  const part = (ids: string[]): string[] => {
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    return [...counts].map(([id, n]) => `${n} ${(CATALOG.get(id) ?? extra?.get(id))?.name[lang] ?? id}`);
  };
  return [lang === 'th' ? 'กองหลัก:' : 'Main:', ...part(deck.main), '', lang === 'th' ? 'กองไลฟ์:' : 'Life:', ...part(deck.life)].join('\n');
}
