/**
 * A large Fadalgia community set for tests and the bench: the shipped cards as data, copied under new ids
 * ("SNM-…" → "CMT-K<copy>-…", summoned tokens renamed with their summoners, names suffixed " CMT K<copy>" since a
 * server card may not share a shipped card's name) until the set holds `n` cards.
 * Every card kind and verb of the shipped sets is in it, so validating it costs what a real set would.
 */
import { fadalgiaCardSets } from '../../../src/engine/games/fadalgia/cards/card-set.js';

export function communityCards(n: number, code = 'CMT'): unknown[] {
  const shipped = fadalgiaCardSets.shipped();
  // Tokens first in every copy, so a set cut mid-copy still defines what its cards summon.
  const ordered = [...shipped.filter((c) => (c as { token?: string }).token), ...shipped.filter((c) => !(c as { token?: string }).token)];
  const out: unknown[] = [];
  for (let k = 0; out.length < n; k++) {
    const copy = JSON.parse(JSON.stringify(ordered).replaceAll('"SNM-', `"${code}-K${k}-`)) as Array<{ name: { th: string; en: string } }>;
    for (const c of copy) c.name = { th: `${c.name.th} ${code} K${k}`, en: `${c.name.en} ${code} K${k}` };
    out.push(...copy.slice(0, n - out.length));
  }
  return out;
}

export function communitySet(n: number, code = 'CMT', version = 'v1'): Record<string, unknown> {
  return { game: 'fadalgia', set: code, name: { th: 'ชุดชุมชน', en: 'Community Set' }, version, cards: communityCards(n, code) };
}
