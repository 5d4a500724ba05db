/**
 * A unit's parameterised keyword entries now (Resist : [X], Reinforce X : [Condition]): the printed ones
 * (card `kw` entries) and the ones gained through the layers as printed strings ("Resist : Fire"), parsed
 * the way card text is, so a gained keyword carries its parameters exactly like a printed one.
 */
import { defOf, type G } from '../ctx.js';
import { parseKeywordString, type KeywordHead } from '../cards/schema.js';
import { grantedAsWritten, keywordsOf } from '../stats.js';
import type { Obj } from '../types.js';

export function keywordEntries(g: G, u: Obj, key: string): KeywordHead[] {
  const out: KeywordHead[] = [];
  const now = keywordsOf(g, u);
  const printed = defOf(u).kw;
  if (printed) for (const e of printed) if (e.k === key && now.includes(key)) out.push(e as KeywordHead);
  if (!now.includes(key)) return out;
  for (const k of grantedAsWritten(g, u)) {
    const h = parseKeywordString(k);
    if (h?.k === key) out.push(h);
  }
  return out;
}
