/**
 * The Spirit Duel card catalogue. The shipped set (ชุดแรก "ตื่นวิญญาณ" / Spirit Awakening) is data in the card
 * language (language.ts), in cards.json: the same file format a community writes, imported as a module so the
 * engine reads no file at run time. A match's own definitions (a server's set, a scenario's `cards`) live in its
 * state as `extraCards` and are looked up after the shipped ones, so a replay never reads a newer set.
 */
import shippedFile from './cards.json' with { type: 'json' };
import { CardDef, type SDCard } from './language.js';

export type { SDCard, SDMaterial as Material, SDTrapTiming as TrapTiming } from './language.js';

/** The shipped set file, exactly as written (what `cardSets.shipped()` exports). */
export const SHIPPED_FILE: { schemaVersion: number; set: { id: string; name: { th: string; en: string } }; cards: unknown[] } = shippedFile;

const LIST: SDCard[] = SHIPPED_FILE.cards.map((c) => CardDef.parse(c));

export const SD_CARDS: Readonly<Record<string, SDCard>> = Object.fromEntries(LIST.map((c) => [c.id, c]));

/** Whatever holds a match's own definitions (the state, or nothing for the shipped set only). */
export interface CardHolder {
  extraCards?: Record<string, SDCard>;
}

export function sdCard(s: CardHolder | null, id: string): SDCard {
  const c = SD_CARDS[id] ?? s?.extraCards?.[id];
  if (!c) throw new Error(`engine bug: unknown Spirit Duel card ${id}`);
  return c;
}
