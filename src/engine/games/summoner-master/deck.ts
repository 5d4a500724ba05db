/**
 * Deck lists: two piles, Seals and Mystics (§1.3). Construction rules are data per format (§15 q1):
 * ranked = at least 30 + 30, at most 3 copies of a name (unverified, the digest's default); casual
 * accepts the 25 + 20 preconstructed size.
 */
import type { DeckParse, RuleError } from '../../core/api-types.js';
import { ruleError } from '../../core/text.js';
import { SM_CARDS, findCard } from './cards/catalog.js';
import type { CardDef } from './types.js';

export interface SmDeck {
  seals: string[];
  mystics: string[];
}

export interface DeckRules {
  minSeals: number;
  minMystics: number;
  maxSealCopies: number;
  maxMysticCopies: number;
}

export const FORMAT_RULES: Record<string, DeckRules> = {
  ranked: { minSeals: 30, minMystics: 30, maxSealCopies: 3, maxMysticCopies: 3 },
  casual: { minSeals: 25, minMystics: 20, maxSealCopies: 3, maxMysticCopies: 2 },
};

/**
 * "3 Lava Wolf", "lava-wolf x3" or "ลาวาไคจู" per line; blank lines and lines starting with # are skipped.
 * `extra`: a server's validated card-set definitions, which names may resolve to after the shipped cards.
 */
export function parseSmDeck(text: string, extra: readonly unknown[] = []): DeckParse {
  const deck: SmDeck = { seals: [], mystics: [] };
  const errors: RuleError[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const m = /^(?:(\d+)\s*x?\s+)?(.+?)(?:\s+x\s*(\d+))?$/i.exec(line);
    const card = m ? findCard(m[2]!, extra as CardDef[]) : undefined;
    const n = Number(m?.[1] ?? m?.[3] ?? 1);
    if (!card || n < 1 || n > 60) {
      errors.push(ruleError('deck/line', '§1.3', `บรรทัด ${i + 1}: ไม่รู้จักการ์ด "${line}"`, `Line ${i + 1}: unknown card "${line}"`));
      return;
    }
    for (let k = 0; k < n; k++) (card.kind === 'seal' ? deck.seals : deck.mystics).push(card.id);
  });
  if (errors.length) return { ok: false, errors };
  return { ok: true, deck, cardCount: deck.seals.length + deck.mystics.length };
}

function isDeck(d: unknown): d is SmDeck {
  const x = d as SmDeck;
  return !!x && Array.isArray(x.seals) && Array.isArray(x.mystics) && [...x.seals, ...x.mystics].every((c) => typeof c === 'string');
}

export function validateSmDeck(d: unknown, format: string, extra: readonly unknown[] = []): RuleError[] {
  const more = new Map((extra as CardDef[]).map((c) => [c.id, c]));
  const card = (id: string): CardDef | undefined => SM_CARDS[id] ?? more.get(id);
  const rules = FORMAT_RULES[format];
  if (!rules) return [ruleError('deck/format', '§1.3', `ไม่รู้จักรูปแบบ ${format}`, `Unknown format ${format}`)];
  if (!isDeck(d)) return [ruleError('deck/shape', '§1.3', 'เด็คต้องมีกอง Seal และกอง Mystic', 'A deck has a Seal pile and a Mystic pile')];
  const errs: RuleError[] = [];
  for (const id of d.seals) if (card(id)?.kind !== 'seal') errs.push(ruleError('deck/seal-pile', '§1.3', `"${id}" ไม่ใช่ Seal`, `"${id}" is not a Seal`));
  for (const id of d.mystics) if (card(id)?.kind !== 'mystic') errs.push(ruleError('deck/mystic-pile', '§1.3', `"${id}" ไม่ใช่ Mystic`, `"${id}" is not a Mystic`));
  if (errs.length) return errs;
  if (d.seals.length < rules.minSeals) errs.push(ruleError('deck/seal-count', '§1.3', `กอง Seal ต้องมีอย่างน้อย ${rules.minSeals} ใบ (มี ${d.seals.length})`, `The Seal deck needs at least ${rules.minSeals} cards (has ${d.seals.length})`));
  if (d.mystics.length < rules.minMystics) errs.push(ruleError('deck/mystic-count', '§1.3', `กอง Mystic ต้องมีอย่างน้อย ${rules.minMystics} ใบ (มี ${d.mystics.length})`, `The Mystic deck needs at least ${rules.minMystics} cards (has ${d.mystics.length})`));
  const count = (ids: string[], max: number) => {
    const n = new Map<string, number>();
    for (const id of ids) n.set(id, (n.get(id) ?? 0) + 1);
    for (const [id, k] of n) if (k > max) errs.push(ruleError('deck/copies', '§15', `${card(id)!.name.th} ใส่ได้ไม่เกิน ${max} ใบ (มี ${k})`, `At most ${max} copies of ${card(id)!.name.en} (has ${k})`));
  };
  count(d.seals, rules.maxSealCopies);
  count(d.mystics, rules.maxMysticCopies);
  return errs;
}
