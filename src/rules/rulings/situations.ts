/**
 * A server's community rulings join the situation layer for that server only: each active ruling's question
 * (and the cards it names) points to the sections it rests on, so the next player who asks the same thing in
 * other words is sent to those sections. The index is rebuilt only when the server's rulings change.
 */
import type { RuleSearch } from '../search/engine.js';
import type { SituationIndex } from '../search/situations.js';
import type { Ruling } from './types.js';

const MAX_GUILDS = 500;

const caches = new WeakMap<RuleSearch, Map<string, { signature: string; index: SituationIndex }>>();

export function rulingSituations(search: RuleSearch, guildId: string, rulings: readonly Ruling[]): SituationIndex {
  const active = rulings.filter((r) => r.status === 'active' && r.guildId === guildId);
  const signature = active.map((r) => `${r.id}.${r.version}`).join(',');
  let cache = caches.get(search);
  if (!cache) caches.set(search, (cache = new Map()));
  const hit = cache.get(guildId);
  if (hit && hit.signature === signature) return hit.index;
  const index = search.situationIndex(active.flatMap((r) => {
    const to = r.sections.filter((id) => search.book.entries.has(id));
    return to.length === 0 ? [] : [{ text: [r.question, ...r.cards].join(' '), to }];
  }));
  cache.delete(guildId);
  cache.set(guildId, { signature, index });
  // Map order is insertion order: the least recently rebuilt server goes first.
  if (cache.size > MAX_GUILDS) cache.delete(cache.keys().next().value!);
  return index;
}
