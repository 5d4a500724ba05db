/** Spirit Duel deck lists: parsing pasted text, validating (sd:setup.1), and the four ready-made decks. */
import type { DeckParse, PreconInfo, RuleError } from '../../core/api-types.js';
import type { Text } from '../../core/view-types.js';
import { ruleError, t } from '../../core/text.js';
import { SD_CARDS } from './cards.js';
import { extraById } from './card-sets.js';
import { R } from './rules.js';

export const DECK_SIZE = 30;
export const MAX_COPIES = 3;

/** A deck is a list of card ids, one entry per card. */
export type SDDeck = string[];

const byName = new Map<string, string>();
for (const c of Object.values(SD_CARDS)) for (const k of [c.id, c.name.th, c.name.en]) byName.set(k.toLowerCase(), c.id);

/** Names resolve against the shipped cards first, then a server's definitions (`extra`). */
function namesWith(extra: readonly unknown[] | undefined): Map<string, string> {
  if (!extra?.length) return byName;
  const m = new Map(byName);
  for (const c of extraById(extra).values()) for (const k of [c.id, c.name.th, c.name.en]) if (k && !m.has(k.toLowerCase())) m.set(k.toLowerCase(), c.id);
  return m;
}

/** Lines like "3 ลูกไฟน้อย", "3x Ember Pup", "Ember Pup x3" or "SD-001"; blank lines and "#" comments are skipped. */
export function parseSpiritDeck(text: string, extra?: readonly unknown[]): DeckParse {
  const names = namesWith(extra);
  const deck: string[] = [];
  const errors: RuleError[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) return;
    const m = /^(?:(\d+)\s*[x×]?\s+)?(.+?)(?:\s+[x×]\s*(\d+))?$/i.exec(line)!;
    const n = Number(m[1] ?? m[3] ?? 1);
    const id = names.get(m[2]!.trim().toLowerCase());
    if (!id) errors.push(ruleError('deck/unknown-card', R.deck, `บรรทัด ${i + 1}: ไม่รู้จักการ์ด "${m[2]}"`, `Line ${i + 1}: unknown card "${m[2]}"`));
    else if (n < 1 || n > DECK_SIZE) errors.push(ruleError('deck/count', R.deck, `บรรทัด ${i + 1}: จำนวน ${n} ไม่ถูกต้อง`, `Line ${i + 1}: bad count ${n}`));
    else for (let k = 0; k < n; k++) deck.push(id);
  });
  if (!errors.length && !deck.length) errors.push(ruleError('deck/empty', R.deck, 'ไม่พบการ์ดในรายการ', 'The list holds no cards'));
  return errors.length ? { ok: false, errors } : { ok: true, deck, cardCount: deck.length };
}

/** sd:setup.1: exactly 30 cards, at most 3 with the same name. */
export function validateSpiritDeck(deck: unknown, extra?: readonly unknown[]): RuleError[] {
  const more = extraById(extra);
  if (!Array.isArray(deck) || deck.some((c) => typeof c !== 'string' || !(SD_CARDS[c] ?? more.get(c)))) return [ruleError('deck/cards', R.deck, 'เด็คมีการ์ดที่ไม่รู้จัก', 'The deck holds unknown cards')];
  const errors: RuleError[] = [];
  if (deck.length !== DECK_SIZE) errors.push(ruleError('deck/size', R.deck, `เด็คต้องมี ${DECK_SIZE} ใบพอดี (มี ${deck.length})`, `A deck holds exactly ${DECK_SIZE} cards (this one has ${deck.length})`));
  const counts = new Map<string, number>();
  for (const c of deck as string[]) counts.set(c, (counts.get(c) ?? 0) + 1);
  for (const [c, n] of counts) {
    if (n > MAX_COPIES) {
      const name = (SD_CARDS[c] ?? more.get(c))!.name;
      errors.push(ruleError('deck/copies', R.deck, `${name.th} มี ${n} ใบ (ได้ไม่เกิน ${MAX_COPIES})`, `${name.en}: ${n} copies (at most ${MAX_COPIES})`));
    }
  }
  return errors;
}

export function deckCardNames(deck: unknown): Text[] {
  if (!Array.isArray(deck)) return [];
  return [...new Set(deck as string[])].map((c) => SD_CARDS[c]?.name).filter((n): n is Text => !!n);
}

const list = (entries: Array<[string, number]>): SDDeck => entries.flatMap(([id, n]) => Array<string>(n).fill(id));

export const SD_PRECONS: PreconInfo[] = [
  {
    id: 'sd-blaze', name: t('เปลวเพลิงโหมกระหน่ำ', 'Blazing Onslaught'), format: 'standard',
    deck: list([['SD-001', 3], ['SD-002', 3], ['SD-003', 2], ['SD-013', 3], ['SD-012', 3], ['SD-014', 2], ['SD-016', 1], ['SD-101', 3], ['SD-103', 2], ['SD-202', 2], ['SD-301', 2], ['SD-402', 2], ['SD-401', 2]]),
  },
  {
    id: 'sd-tide', name: t('กระแสธารพิทักษ์', 'Guardian Tide'), format: 'standard',
    deck: list([['SD-004', 3], ['SD-005', 3], ['SD-006', 2], ['SD-011', 3], ['SD-015', 3], ['SD-009', 2], ['SD-010', 1], ['SD-102', 3], ['SD-105', 2], ['SD-201', 2], ['SD-302', 2], ['SD-403', 2], ['SD-404', 2]]),
  },
  {
    id: 'sd-gale', name: t('พายุหมุนเร็ว', 'Swift Gale'), format: 'standard',
    deck: list([['SD-007', 3], ['SD-008', 3], ['SD-013', 3], ['SD-011', 2], ['SD-012', 3], ['SD-014', 2], ['SD-106', 2], ['SD-104', 2], ['SD-203', 2], ['SD-301', 2], ['SD-405', 2], ['SD-406', 2], ['SD-103', 2]]),
  },
  {
    id: 'sd-stone', name: t('ป้อมปราการศิลา', 'Stone Bastion'), format: 'standard',
    deck: list([['SD-009', 3], ['SD-010', 3], ['SD-015', 2], ['SD-014', 3], ['SD-016', 2], ['SD-012', 2], ['SD-001', 2], ['SD-002', 1], ['SD-302', 2], ['SD-303', 2], ['SD-201', 2], ['SD-403', 2], ['SD-405', 2], ['SD-101', 2]]),
  },
];
