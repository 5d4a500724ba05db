/**
 * Every Summoner Master card the engine ships, by id. The cards are data in `shipped.json`, the same card
 * language a community writes (language/schema.ts; a test validates the file and checks it re-imports
 * identically). JSON imported as a module keeps the engine pure: no file system at run time, and the bundle
 * holds the data. The objects are used as written (key order included), so the states they feed are
 * byte-identical to those of the TypeScript lists they replaced.
 */
import shipped from './shipped.json' with { type: 'json' };
import type { CardDef, SealDef, SmState } from '../types.js';

/** The shipped file: a set header and the cards (schema version 1). */
export const SHIPPED_FILE = shipped as unknown as { schemaVersion: 1; game: 'summoner-master'; set: { id: string; name: { th: string; en: string } }; cards: CardDef[] };

export const SM_CARDS: Record<string, CardDef> = Object.fromEntries(SHIPPED_FILE.cards.map((c) => [c.id, c]));

/** A card's definition; the match's own definitions (a scenario's, a server set's pinned at setup) first. */
export function def(s: Pick<SmState, 'extraCards'> | null, id: string): CardDef {
  const d = s?.extraCards?.[id] ?? SM_CARDS[id];
  if (!d) throw new Error(`engine bug: unknown Summoner Master card ${id}`);
  return d;
}

export function sealDef(s: Pick<SmState, 'extraCards'> | null, id: string): SealDef | null {
  const d = def(s, id);
  return d.kind === 'seal' ? d : null;
}

/** A card by id or name (English, case-insensitive, or Thai), among the shipped cards and `extra`. */
export function findCard(name: string, extra: readonly CardDef[] = []): CardDef | undefined {
  const k = name.trim().toLowerCase();
  const all = extra.length ? [...Object.values(SM_CARDS), ...extra] : Object.values(SM_CARDS);
  return SM_CARDS[k] ?? extra.find((c) => c.id === k) ?? all.find((c) => c.name.en.toLowerCase() === k || c.name.th === name.trim());
}
