/** The tiny test game's three cards and its deck lists ("spark x3" per line). */
import type { DeckParse, PreconInfo, RuleError } from '../../core/api-types.js';
import type { Text } from '../../core/view-types.js';
import { ruleError, t } from '../../core/text.js';

export interface TinyCard {
  id: string;
  name: Text;
  /** Damage dealt to the opponent when it resolves. */
  value: number;
  /** "When this resolves, its controller draws a card": the game's one triggered ability. */
  echo?: boolean;
}

export const TINY_CARDS: Record<string, TinyCard> = {
  spark: { id: 'spark', name: t('ประกายไฟ', 'Spark'), value: 1 },
  bolt: { id: 'bolt', name: t('สายฟ้า', 'Bolt'), value: 2 },
  echo: { id: 'echo', name: t('เสียงสะท้อน', 'Echo'), value: 1, echo: true },
};

export type TinyDeck = string[];

export function parseTinyDeck(text: string): DeckParse {
  const deck: string[] = [];
  const errors: RuleError[] = [];
  text.split('\n').map((l) => l.trim()).forEach((line, i) => {
    if (!line) return;
    const m = /^([a-z]+)(?:\s*x\s*(\d+))?$/i.exec(line);
    const card = m && TINY_CARDS[m[1]!.toLowerCase()];
    if (!m || !card) errors.push(ruleError('deck/line', 'tiny', `บรรทัด ${i + 1}: ไม่รู้จัก "${line}"`, `Line ${i + 1}: unknown "${line}"`));
    else for (let k = 0; k < Number(m[2] ?? 1); k++) deck.push(card.id);
  });
  return errors.length ? { ok: false, errors } : { ok: true, deck, cardCount: deck.length };
}

export function validateTinyDeck(deck: unknown): RuleError[] {
  if (!Array.isArray(deck) || deck.some((c) => typeof c !== 'string' || !TINY_CARDS[c])) return [ruleError('deck/cards', 'tiny', 'เด็คมีการ์ดที่ไม่รู้จัก', 'The deck holds unknown cards')];
  if (deck.length < 4 || deck.length > 20) return [ruleError('deck/size', 'tiny', 'เด็คต้องมี 4–20 ใบ', 'A deck holds 4 to 20 cards')];
  return [];
}

export const TINY_PRECONS: PreconInfo[] = [
  { id: 'tiny-a', name: t('เด็คจิ๋ว A', 'Tiny A'), format: 'standard', deck: ['spark', 'bolt', 'echo', 'spark', 'bolt', 'echo', 'spark', 'spark'] },
  { id: 'tiny-b', name: t('เด็คจิ๋ว B', 'Tiny B'), format: 'standard', deck: ['echo', 'spark', 'spark', 'bolt', 'echo', 'spark', 'bolt', 'spark'] },
];
