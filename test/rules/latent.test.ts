import { describe, expect, it } from 'vitest';
import { getRuleSearch } from '../../src/rules/index.js';
import { LatentSpace } from '../../src/rules/search/latent.js';
import { answerFeatures } from '../../src/rules/search/confidence.js';

const search = getRuleSearch();

describe('latent meaning space learnt from the rulebooks (issue 33)', () => {
  // Two topics; ดาเมจ never appears with the query word itself in 'b', only in the same company.
  const docs = new Map<string, string[]>([
    ['a', ['damage', 'unit', 'destroy']], ['b', ['ดาเมจ', 'unit', 'destroy']], ['c', ['trap', 'core', 'spirit']],
    ['d', ['trap', 'spirit', 'soul']], ['e', ['core', 'soul', 'spirit']], ['f', ['damage', 'ดาเมจ', 'destroy']],
  ]);

  it('a document that shares no word with the question but keeps the same company is close to it', () => {
    const sims = new LatentSpace(docs, { rank: 2, maxShare: 1 }).similarities(['damage']);
    expect(sims.get('b')!).toBeGreaterThan(0.9);
    for (const other of ['c', 'd', 'e']) expect(sims.get(other)!).toBeLessThan(0.2);
  });

  it('is the same on every build (seeded), and knows nothing of a word no two documents share', () => {
    const x = new LatentSpace(docs, { rank: 2, maxShare: 1 }).similarities(['trap', 'soul']);
    const y = new LatentSpace(docs, { rank: 2, maxShare: 1 }).similarities(['trap', 'soul']);
    expect([...x]).toEqual([...y]);
    expect(new LatentSpace(docs, { rank: 2, maxShare: 1 }).similarities(['unheard']).size).toBe(0);
  });

  it('sd:battle.4: a paraphrase that shares none of its words ("wounds … go away") reaches the first three through it', () => {
    const hits = search.search('when do the wounds on my spirit go away', { limit: 30 }).hits;
    expect(hits.slice(0, 3).map((h) => h.entry.id)).toContain('sd:battle.4');
    // Its words alone would not have ranked it there.
    const byWords = [...hits].sort((a, b) => b.score - (b.latent ?? 0) - (a.score - (a.latent ?? 0)));
    expect(byWords.slice(0, 3).map((h) => h.entry.id)).not.toContain('sd:battle.4');
  });

  it('is left out while typing: the unfinished last word is unknown to it', () => {
    for (const h of search.search('pass airbo', { limit: 5, prefix: true }).hits) expect(h.latent ?? 0).toBe(0);
  });

  it('orders the hits but does not make /rule surer: confidence reads the score without the lift', () => {
    const result = search.search('when do the wounds on my spirit go away', { limit: 4 });
    const best = result.hits[0]!;
    expect(best.latent).toBeGreaterThan(0);
    expect(answerFeatures(search, result).score).toBeLessThan(best.score);
  });
});
