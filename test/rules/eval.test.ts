import { describe, expect, it } from 'vitest';
import { getRuleSearch } from '../../src/rules/index.js';
import { EVAL, type EvalCategory } from './eval-questions.js';
import { showsAnswer } from './eval-set.js';

const search = getRuleSearch();

describe('evaluation set (issue 18): player questions find their deciding section', () => {
  const results = EVAL.map(({ q, expect: want, game, cat }) => {
    const ids = search.search(q, { limit: 3, ...(game ? { game } : {}) }).hits.map((h) => h.entry.id);
    // A hit counts as /rule shows it: with its guide ↔ comprehensive partner and the subsections on its first
    // page (the search leaves a subsection already quoted there out of the first three).
    const wanted = new Set(want);
    return { q, cat, want, ids, hit1: showsAnswer(search, ids[0], wanted), hit3: ids.some((id) => showsAnswer(search, id, wanted)) };
  });
  const rate = (rs: typeof results, k: 'hit1' | 'hit3') => rs.filter((r) => r[k]).length / rs.length;
  const cats = [...new Set(results.map((r) => r.cat))] as EvalCategory[];
  const misses = (rs: typeof results) => rs.filter((r) => !r.hit3).map((r) => `${r.cat}: ${r.q} → ${r.ids.join(' ')} (want ${r.want.join('/')})`).join('\n');

  it(`has at least 200 questions in 5 categories (${EVAL.length})`, () => {
    expect(EVAL.length).toBeGreaterThanOrEqual(200);
    expect(cats.sort()).toEqual(['english', 'other-games', 'thai', 'variants', 'xref']);
  });

  it('every expected section exists', () => {
    for (const { expect: want } of EVAL) for (const id of want) expect(search.book.entries.has(id), id).toBe(true);
  });

  it('hit@3 ≥ 95% and hit@1 ≥ 80% overall; every category ≥ 90% hit@3', () => {
    const lines = cats.map((c) => {
      const rs = results.filter((r) => r.cat === c);
      return `  ${c.padEnd(12)} n=${String(rs.length).padStart(3)} hit@1 ${(100 * rate(rs, 'hit1')).toFixed(1)}% hit@3 ${(100 * rate(rs, 'hit3')).toFixed(1)}%`;
    });
    console.log(`rules eval: hit@1 ${(100 * rate(results, 'hit1')).toFixed(1)}% hit@3 ${(100 * rate(results, 'hit3')).toFixed(1)}% over ${results.length}\n${lines.join('\n')}`);
    expect(rate(results, 'hit3'), misses(results)).toBeGreaterThanOrEqual(0.95);
    expect(rate(results, 'hit1')).toBeGreaterThanOrEqual(0.8);
    for (const c of cats) expect(rate(results.filter((r) => r.cat === c), 'hit3'), `${c}\n${misses(results.filter((r) => r.cat === c))}`).toBeGreaterThanOrEqual(0.9);
  });
});
