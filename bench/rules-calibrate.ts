/**
 * Calibrates /rule's confidence limits (src/rules/search/confidence.ts) on the evaluation's tuning questions
 * only: the limits that show the most first answers as "the answer" while their precision stays at least 95%
 * two standard errors below the measured figure (the tuning set is a few hundred questions, and the held-out
 * third must not be looked at). Run: npx tsx bench/rules-calibrate.ts
 */
import { getRuleSearch } from '../src/rules/index.js';
import { answerFeatures } from '../src/rules/search/confidence.js';
import { EVAL_SET, runEval } from '../test/rules/eval-set.js';

const search = getRuleSearch();
const onlyNew = process.argv.includes('--issue-33');
const tuning = EVAL_SET.filter((e) => !e.heldOut && (!onlyNew || e.issue === 33));
// Right or wrong as first answer, whatever the limits (an unanswerable question is wrong whenever shown).
const outcomes = runEval(search, tuning, { minScore: 0, maxRivalRatio: 1 });
const rows = outcomes.map((r) => ({ right: r.hit1 && r.expect.length > 0, ...answerFeatures(search, search.search(r.q, { limit: 4 })) }));

let best: { minScore: number; maxRivalRatio: number; shown: number; precision: number } | undefined;
for (let minScore = 60; minScore <= 140; minScore += 5) {
  for (let maxRivalRatio = 0.5; maxRivalRatio <= 1.0001; maxRivalRatio += 0.05) {
    const shown = rows.filter((r) => (r.verdict ? r.verdict.confident : r.score >= minScore && r.rivalRatio <= maxRivalRatio));
    const p = shown.filter((r) => r.right).length / shown.length;
    const lower = p - 2 * Math.sqrt((p * (1 - p)) / shown.length);
    if (lower >= 0.95 && (!best || shown.length > best.shown)) best = { minScore, maxRivalRatio: Math.round(maxRivalRatio * 100) / 100, shown: shown.length, precision: p };
  }
}
console.log(best ? `minScore ${best.minScore} maxRivalRatio ${best.maxRivalRatio}: ${best.shown}/${rows.length} shown, precision ${(100 * best.precision).toFixed(1)}%` : 'no limits reach 95%');
