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

const MAIN_HEAD = /^(main|main\s*pile|main\s*deck|กองหลัก)\s*:?\s*(\(\d+\))?$/i;
const LIFE_HEAD = /^(life|life\s*pile|กองไลฟ์|ไลฟ์)\s*:?\s*(\(\d+\))?$/i;

export function parseDeckList(text: string): DeckListResult {
  const deck: Deck = { main: [], life: [] };
  const errors: DeckListError[] = [];
  let section: 'main' | 'life' | null = null;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const no = i + 1;
    if (!line || line.startsWith('#') || line.startsWith('//')) return;
    if (MAIN_HEAD.test(line)) return void (section = 'main');
    if (LIFE_HEAD.test(line)) return void (section = 'life');
    let count = 1;
    let name = line;
    const lead = /^(\d+)\s*[x×]?\s+(.+)$/i.exec(line);
    const trail = /^(.+?)\s+[x×]\s*(\d+)$/i.exec(line);
    if (lead) {
      count = Number(lead[1]);
      name = lead[2] as string;
    } else if (trail) {
      count = Number(trail[2]);
      name = trail[1] as string;
    }
    if (!section) {
      errors.push({ line: no, message: t(`บรรทัด ${no}: ยังไม่ได้ระบุหัวข้อ "Main:" หรือ "Life:"`, `Line ${no}: no "Main:" or "Life:" heading yet`) });
      return;
    }
    if (!Number.isInteger(count) || count < 1 || count > 60) {
      errors.push({ line: no, message: t(`บรรทัด ${no}: จำนวน "${count}" ไม่ถูกต้อง (1–60)`, `Line ${no}: bad count "${count}" (1–60)`) });
      return;
    }
    const card = findCard(name);
    if (!card) {
      errors.push({ line: no, message: t(`บรรทัด ${no}: ไม่พบการ์ดชื่อ "${name}"`, `Line ${no}: no card named "${name}"`) });
      return;
    }
    for (let k = 0; k < count; k++) deck[section].push(card.id);
  });
  if (!errors.length && deck.main.length + deck.life.length === 0) {
    errors.push({ line: 0, message: t('รายการการ์ดว่างเปล่า', 'The deck list is empty') });
  }
  return errors.length ? { ok: false, errors } : { ok: true, deck };
}

/** The inverse: a deck as a list the parser reads back. */
export function formatDeckList(deck: Deck, lang: 'th' | 'en' = 'en'): string {
  const part = (ids: string[]): string[] => {
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    return [...counts].map(([id, n]) => `${n} ${CATALOG.get(id)?.name[lang] ?? id}`);
  };
  return [lang === 'th' ? 'กองหลัก:' : 'Main:', ...part(deck.main), '', lang === 'th' ? 'กองไลฟ์:' : 'Life:', ...part(deck.life)].join('\n');
}
