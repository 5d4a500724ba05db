/**
 * How long Spirit Duel's whole-set validation takes for a 500-card file (the community test set repeated under
 * new ids). Prints min / median / slowest of 20 runs; the target is < 50 ms.
 *   npx tsx bench/spirit-duel-card-sets.ts
 */
import { readFileSync } from 'node:fs';
import { sdCardSets } from '../src/engine/games/spirit-duel/card-sets.js';

type Card = { id: string; materials?: Array<{ card: string } | { any: true }> };
const file = JSON.parse(readFileSync(new URL('../test/fixtures/card-sets/spirit-duel-community.json', import.meta.url), 'utf8')) as { cards: Card[] };
const cards: Card[] = [];
for (let k = 0; cards.length < 500; k++) {
  for (const c of file.cards) {
    if (cards.length >= 500) break;
    const materials = c.materials?.map((m) => ('card' in m ? { card: `${m.card}-${k}` } : m));
    cards.push({ ...c, id: `${c.id}-${k}`, ...(materials ? { materials } : {}) });
  }
}
const times: number[] = [];
for (let i = 0; i < 20; i++) {
  const t = performance.now();
  const r = sdCardSets.parse(cards);
  times.push(performance.now() - t);
  if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 3)));
}
times.sort((a, b) => a - b);
console.log(`spirit-duel set of ${cards.length} cards: min ${times[0]!.toFixed(1)} ms · median ${times[10]!.toFixed(1)} ms · slowest ${times[19]!.toFixed(1)} ms`);
