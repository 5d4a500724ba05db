/** Every Summoner Master card the engine knows, by id. */
import type { CardDef, SealDef, SmState } from '../types.js';
import { NIHIL_CARDS } from './nihil.js';
import { ORIGINAL_CARDS } from './original.js';

export const SM_CARDS: Record<string, CardDef> = Object.fromEntries([...NIHIL_CARDS, ...ORIGINAL_CARDS].map((c) => [c.id, c]));

/** A card's definition; scenario-only definitions of the match come first. */
export function def(s: Pick<SmState, 'extraCards'> | null, id: string): CardDef {
  const d = s?.extraCards?.[id] ?? SM_CARDS[id];
  if (!d) throw new Error(`engine bug: unknown Summoner Master card ${id}`);
  return d;
}

export function sealDef(s: Pick<SmState, 'extraCards'> | null, id: string): SealDef | null {
  const d = def(s, id);
  return d.kind === 'seal' ? d : null;
}

export function findCard(name: string): CardDef | undefined {
  const k = name.trim().toLowerCase();
  return SM_CARDS[k] ?? Object.values(SM_CARDS).find((c) => c.name.en.toLowerCase() === k || c.name.th === name.trim());
}
