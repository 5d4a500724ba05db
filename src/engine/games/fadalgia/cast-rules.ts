/**
 * Generic cast / use questions over the keyword modules' permission ops (keywords/fkeyword.ts): may this card
 * be cast from its zone, while the Break is not empty, or used at all now — and which section says no. cast.ts,
 * activate.ts and why-not.ts ask here; no keyword is named. Cards without keywords cost one property read.
 */
import type { Text } from '../../core/view-types.js';
import { KEYWORDS } from './cards/keywords.js';
import { type G, defOf } from './ctx.js';
import type { FKeyword, UseWhat } from './keywords/fkeyword.js';
import type { Obj } from './types.js';

const NONE: readonly string[] = [];

function kwMods(o: Obj): readonly string[] {
  return defOf(o).keywords ?? NONE;
}

// Asked for every card in hand at every priority: the registry lookup upper-cases its key, so cache by key.
const MODS = new Map<string, FKeyword | null>();
function mod(k: string): FKeyword | null {
  let m = MODS.get(k);
  if (m === undefined) MODS.set(k, (m = (KEYWORDS.get(k) as FKeyword | undefined) ?? null));
  return m;
}

/** 101.4: a forbid beats an allow; with neither, `byDefault`. */
export function usePermitted(g: G, o: Obj, what: UseWhat, byDefault: boolean): boolean {
  let allowed = false;
  for (const k of kwMods(o)) {
    const m = mod(k);
    if (!m?.use) continue;
    for (const { op } of m.use(g, o)) {
      if (op.k === 'forbid' && op.what === what) return false;
      if (op.k === 'allow' && op.what === what) allowed = true;
    }
  }
  return allowed || byDefault;
}

/** The keyword that forbids using `o` now (its rule and reason), or null. */
export function useForbiddenBy(g: G, o: Obj): { rule: string; why: Text } | null {
  for (const k of kwMods(o)) {
    const m = mod(k);
    if (!m?.use) continue;
    if (m.use(g, o).some(({ op }) => op.k === 'forbid' && op.what === 'use')) return { rule: m.rule, why: m.why ?? { th: m.name, en: m.name } };
  }
  return null;
}

/** 605.2: a card is cast from the hand; keywords may allow the grave or the Outer Zone (606.5.34.1 (ค)). */
export function castZoneOk(g: G, o: Obj): boolean {
  if (o.zone === 'hand') return true;
  if (o.zone === 'grave') return usePermitted(g, o, 'cast-from-grave', false);
  if (o.zone === 'outer') return usePermitted(g, o, 'cast-from-outer', false);
  return false;
}
