/**
 * The situation layer: short questions and situations in players' words (ours in data/situations.ts, and a
 * server's own community rulings), each pointing to the entries that decide it. They are indexed apart from
 * the rule text, so a short question meets a short question; a match lends its score to the target entries,
 * whose verbatim text is still what /rule quotes.
 */
import MiniSearch from 'minisearch';
import { analyze } from './analyze.js';
import type { Glossary } from './glossary.js';
import { meaningTokens } from './meanings.js';
import { normalizeText } from './normalize.js';

export interface Situation {
  text: string;
  /** Entry ids that decide it, most decisive first. */
  to: readonly string[];
}

export interface QueryTerms {
  /** query token → weight (words 1, bigrams 0.25), already filtered for tokens too common to help */
  weights: Map<string, number>;
  fuzzy: (t: string) => number | false;
  prefix: (t: string) => boolean;
}

export class SituationIndex {
  private readonly mini: MiniSearch<{ id: number }>;

  constructor(glossary: Glossary, readonly items: readonly Situation[]) {
    const tokens = new Map<string, string[]>();
    items.forEach((s, i) => {
      const norm = normalizeText(s.text);
      const a = analyze(norm, glossary, { query: true });
      tokens.set(`${i}\u0001words`, a.words);
      tokens.set(`${i}\u0001meaning`, meaningTokens(norm));
      tokens.set(`${i}\u0001grams`, [...new Set(a.grams)]);
    });
    this.mini = new MiniSearch<{ id: number }>({
      fields: ['words', 'grams', 'meaning'],
      storeFields: [],
      extractField: (doc, field) => (field === 'id' ? String(doc.id) : `${doc.id}\u0001${field}`),
      tokenize: (key) => tokens.get(key) ?? [],
      processTerm: (t) => t,
      searchOptions: { processTerm: (t) => t },
    });
    this.mini.addAll(items.map((_, i) => ({ id: i })));
  }

  /**
   * Entry id → score (0–100): the best situation pointing to it, scaled by how much of the query it covers,
   * so a situation that shares one word with the question lends little.
   */
  match(q: QueryTerms, accept: (id: string) => boolean, coverShare = 0.7): Map<string, number> {
    const out = new Map<string, number>();
    const terms = [...q.weights.keys()];
    if (terms.length === 0 || this.items.length === 0) return out;
    const total = [...q.weights.values()].reduce((a, b) => a + b, 0);
    const raw = this.mini.search(terms.join('\u0000'), {
      tokenize: (s) => s.split('\u0000'),
      boost: { words: 1, grams: 0.5, meaning: 1 },
      boostTerm: (t) => q.weights.get(t) ?? 1,
      fuzzy: q.fuzzy,
      prefix: q.prefix,
      combineWith: 'OR',
    });
    if (raw.length === 0) return out;
    const max = raw[0]!.score;
    for (const r of raw.slice(0, 30)) {
      const covered = r.queryTerms.reduce((a, t) => a + (q.weights.get(t) ?? 0), 0) / total;
      const score = 100 * (r.score / max) * (1 - coverShare + coverShare * covered);
      const targets = this.items[r.id as number]!.to.filter(accept);
      targets.forEach((id, i) => {
        const s = score * (1 - 0.04 * i);
        if ((out.get(id) ?? 0) < s) out.set(id, s);
      });
    }
    return out;
  }
}
