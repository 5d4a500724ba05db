/** The card catalogue: every definition parsed with zod at load, ids unique, keywords registered. */
import { cardDefSchema, type CardDef } from './schema.js';
import { SAMPLE_SET } from './sample-set.js';
import { ZONE_SET } from './sample-set-zones.js';
import { KEYWORDS } from './keywords.js';

function load(raw: unknown[]): Map<string, CardDef> {
  const out = new Map<string, CardDef>();
  for (const r of raw) {
    const c = cardDefSchema.parse(r);
    if (out.has(c.id)) throw new Error(`duplicate card id ${c.id}`);
    for (const k of c.keywords ?? []) if (!KEYWORDS.has(k)) throw new Error(`${c.id}: keyword ${k} is not registered`);
    out.set(c.id, c);
  }
  for (const c of out.values()) {
    for (const e of [...(c.effects ?? []), ...(c.triggers ?? []).flatMap((x) => x.effects), ...(c.activated ?? []).flatMap((x) => x.effects)]) {
      if (e.verb === 'summon' && !out.get(e.token)?.token) throw new Error(`${c.id}: summon of unknown token ${e.token}`);
    }
  }
  return out;
}

export const CATALOG: ReadonlyMap<string, CardDef> = load([...SAMPLE_SET, ...ZONE_SET]);

export function cardDef(id: string): CardDef {
  const c = CATALOG.get(id);
  if (!c) throw new Error(`unknown card ${id}`);
  return c;
}

/** 100.3.1: a keyword of this card lifts the copy limit (606.5.33 UNLIMITED). */
export function unlimitedCopies(c: CardDef): boolean {
  return (c.keywords ?? []).some((k) => KEYWORDS.get(k)?.deck?.unlimitedCopies);
}

/** Cards a deck may hold (Summon/Phantom definitions are made by abilities, never decked). */
export function deckableCards(): CardDef[] {
  return [...CATALOG.values()].filter((c) => !c.token);
}
