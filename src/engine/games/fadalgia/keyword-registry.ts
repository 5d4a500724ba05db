/**
 * The keyword registry as the rule files see it (issue 28: no import cycles). The keyword files (keywords/)
 * import the rule files they build on (stats, continuous, resolve…); if those imported the keyword index back,
 * load order would decide which of them is still undefined. So the rule files read this holder, which imports
 * nothing at run time, and the module's assembly (assemble.ts) fills it once with the keyword plug-ins.
 */
import type { KeywordRegistry } from '../../core/keywords.js';
import type { FState } from './types.js';

export type KeywordLookup = Pick<KeywordRegistry<FState>, 'get' | 'has' | 'names' | 'effectsFor'>;

let registry: KeywordRegistry<FState> | null = null;

/** Called once, by assemble.ts. */
export function setKeywordRegistry(r: KeywordRegistry<FState>): void {
  if (registry) throw new Error('engine bug: Fadalgia keywords assembled twice');
  registry = r;
}

function assembled(): KeywordRegistry<FState> {
  // Loud, not an empty registry: without it every keyword would silently count as dormant.
  if (!registry) throw new Error('engine bug: Fadalgia keywords not assembled (import games/fadalgia/assemble.ts)');
  return registry;
}

/** The registered keyword modules (606.5): the catalogue, casting, stats and the keyword hooks ask it. */
export const KEYWORDS: KeywordLookup = {
  get: (name) => assembled().get(name),
  has: (name) => assembled().has(name),
  names: () => assembled().names(),
  effectsFor: (s, objId, keywords) => assembled().effectsFor(s, objId, keywords),
};
