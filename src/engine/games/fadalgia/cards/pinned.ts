/**
 * A setup's server-card definitions, made the match's own: validated again (a setup is input like any other,
 * and an id may never shadow a shipped card), then cut down to the cards the decks hold and the Summon
 * definitions those summon, so the state carries only what the match can meet. Named cards (Transform,
 * Streamlink, Avatar) are looked up among the match's objects, never in a catalogue, so they need no entry.
 */
import type { RuleError } from '../../../core/api-types.js';
import { ruleError } from '../../../core/text.js';
import { CATALOG } from './catalog.js';
import { fadalgiaCardSets, toSource } from './card-set.js';
import type { CardDef, Effect } from './schema.js';

function allEffects(c: CardDef): Effect[] {
  return [...(c.effects ?? []), ...(c.triggers ?? []).flatMap((x) => x.effects), ...(c.activated ?? []).flatMap((x) => x.effects), ...(c.kw ?? []).flatMap((k) => k.effects ?? [])];
}

export function pinnedCards(extraCards: readonly unknown[], deckIds: readonly string[]): Map<string, CardDef> | RuleError {
  if (!extraCards.length) return new Map();
  const r = fadalgiaCardSets.parse(extraCards.map(toSource), { known: new Set(CATALOG.keys()) });
  if (!r.ok) {
    const e = r.errors[0]!;
    return ruleError('setup/cards', '100.1', `การ์ดของเซิร์ฟเวอร์ ${e.card ?? ''} › ${e.field}: ${e.message.th}`, `Server card ${e.card ?? ''} › ${e.field}: ${e.message.en}`);
  }
  const all = new Map((r.cards as CardDef[]).map((c) => [c.id, c]));
  const out = new Map<string, CardDef>();
  const want = [...new Set(deckIds)].filter((id) => all.has(id));
  while (want.length) {
    const c = all.get(want.pop()!)!;
    if (out.has(c.id)) continue;
    out.set(c.id, c);
    for (const e of allEffects(c)) if (e.verb === 'summon' && all.has(e.token) && !out.has(e.token)) want.push(e.token);
  }
  // Kept in id order: two setups with the same cards give the same state whatever order they listed them in.
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
