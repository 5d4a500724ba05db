/**
 * Deck construction: 100.3 (60 = 40 main + 20 life, at most 4 of a name), 100.3.1 / 606.5.33 UNLIMITED,
 * 201.1 (same name = same card across sets), 611.3 one Guild — revoked by 611.3.1 from 1 Aug 2026, so
 * 611.4 applies: any number of Guilds. 606.5.34.1 (ก): one copy of a Tarot : [Name] card. Starter - Type C: 30 = 20 main + 10 life, at most 3 of a name.
 */
import type { RuleError } from '../../core/api-types.js';
import { ruleError } from '../../core/text.js';
import { CATALOG, singleCopy, unlimitedCopies } from './cards/catalog.js';
import type { Deck } from './cards/decks.js';
import type { Format } from './types.js';
import type { CardDef } from './cards/schema.js';

export const FORMAT_RULES = {
  standard: { main: 40, life: 20, copies: 4, opening: 7, handLimit: 7, lifeTokens: 0, rule: '100.3' },
  'starter-c': { main: 20, life: 10, copies: 3, opening: 5, handLimit: 5, lifeTokens: 5, rule: 'starter-c' },
} as const;

export type DeckCheck = { ok: true; guilds: string[] } | { ok: false; errors: RuleError[] };

/** `extra`: a server's card-set definitions the deck may use besides the shipped catalogue. */
export function validateDeck(deck: Deck, format: Format, extra?: ReadonlyMap<string, CardDef>): DeckCheck {
  const lookup = (id: string) => CATALOG.get(id) ?? extra?.get(id);
  const f = FORMAT_RULES[format];
  const errors: RuleError[] = [];
  const all = [...deck.main, ...deck.life];
  for (const id of all) {
    const c = lookup(id);
    if (!c) errors.push(ruleError('deck/unknown-card', '200.1', `ไม่รู้จักการ์ด ${id}`, `Unknown card ${id}`));
    else if (c.token) errors.push(ruleError('deck/token', '610.1', `${c.name.th} เป็น Summon Unit ใส่ในกองการ์ดไม่ได้`, `${c.name.en} is a Summon Unit and cannot be in a deck`));
  }
  if (deck.main.length !== f.main) {
    errors.push(ruleError('deck/main-size', f.rule, `กองหลักต้องมี ${f.main} ใบ (มี ${deck.main.length})`, `The main pile needs ${f.main} cards (has ${deck.main.length})`));
  }
  if (deck.life.length !== f.life) {
    errors.push(ruleError('deck/life-size', f.rule, `กองไลฟ์ต้องมี ${f.life} ใบ (มี ${deck.life.length})`, `The life pile needs ${f.life} cards (has ${deck.life.length})`));
  }
  // 201.1 / 201.1.1: copies are counted by exact name, whichever set printed them.
  const byName = new Map<string, { n: number; unlimited: boolean; single: boolean; th: string; en: string }>();
  const guilds = new Set<string>();
  for (const id of all) {
    const c = lookup(id);
    if (!c) continue;
    const e = byName.get(c.name.th) ?? { n: 0, unlimited: unlimitedCopies(c), single: singleCopy(c), th: c.name.th, en: c.name.en };
    e.n++;
    byName.set(c.name.th, e);
    if (c.guild) guilds.add(c.guild);
  }
  for (const e of byName.values()) {
    // 606.5.34.1 (ก): a Tarot : [Name] card may be in a deck once, in either format.
    if (e.single && e.n > 1) {
      errors.push(ruleError('deck/tarot', '606.5.34.1', `${e.th}: การ์ด Tarot ใส่ได้ 1 ใบ (มี ${e.n})`, `${e.en}: a Tarot card may be in a deck once (has ${e.n})`));
    } else if (!e.unlimited && e.n > f.copies) {
      errors.push(ruleError('deck/copies', format === 'standard' ? '100.3' : 'starter-c',
        `${e.th}: ใส่ได้สูงสุด ${f.copies} ใบ (มี ${e.n})`, `${e.en}: at most ${f.copies} copies (has ${e.n})`));
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, guilds: [...guilds].sort() };
}
