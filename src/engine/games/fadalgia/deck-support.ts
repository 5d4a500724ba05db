/** Fadalgia's deck lists as the registry's DeckSupport: parsing (deck-list.ts), 100.3 validation, precons. */
import type { DeckSupport, FormatInfo } from '../../core/api-types.js';
import type { Text } from '../../core/view-types.js';
import { ruleError, t } from '../../core/text.js';
import { cardDef } from './cards/catalog.js';
import type { CardDef } from './cards/schema.js';
import { PRECONS, type Deck } from './cards/decks.js';
import { parseDeckList } from './deck-list.js';
import { FORMAT_RULES, validateDeck } from './deck-rules.js';

export const FADALGIA_FORMATS: FormatInfo[] = [
  { id: 'standard', name: t('มาตรฐาน (60 ใบ)', 'Standard (60 cards)') },
  { id: 'starter-c', name: t('Starter - Type C (30 ใบ)', 'Starter - Type C (30 cards)') },
];

export const fadalgiaDecks: DeckSupport = {
  parse(text, extra) {
    const r = parseDeckList(text, extra as CardDef[] | undefined);
    // The parser's messages already name their line ("Line 2: …"): adding it again printed it twice.
    if (!r.ok) return { ok: false, errors: r.errors.map((e) => ({ code: 'deck/line', rule: '100.3', message: { th: e.message.th, en: e.message.en } })) };
    return { ok: true, deck: r.deck, cardCount: r.deck.main.length + r.deck.life.length };
  },
  validate(deck, format, extra) {
    if (!(format in FORMAT_RULES)) return [ruleError('deck/format', '100.3', `ไม่รู้จักรูปแบบ ${format}`, `Unknown format ${format}`)];
    const more = extra ? new Map((extra as CardDef[]).map((c) => [c.id, c])) : undefined;
    const r = validateDeck(deck as Deck, format as keyof typeof FORMAT_RULES, more);
    return r.ok ? [] : r.errors;
  },
  precons: () => PRECONS.map((p) => ({ id: p.id, name: p.name, format: p.format, deck: p.deck })),
  cardNames(deck) {
    const d = deck as Deck;
    // A server card is known only inside its match (cards/catalog.ts inMatch): elsewhere it is left out, not an error.
    const named = (id: string): Text | undefined => { try { return cardDef(id).name; } catch { return undefined; } };
    return [...new Set([...d.main, ...d.life])].map(named).filter((n): n is Text => !!n);
  },
};
