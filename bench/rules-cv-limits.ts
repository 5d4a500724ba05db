/**
 * Leave-one-batch-out check of /rule's confidence calibration (bench/rules-calibrate.ts), on the tuning questions
 * only: limits chosen on all batches but one, by the calibration's own criterion, then the precision of the answers
 * they show on the batch left out, pooled. Compares a rival ratio alone with a ratio and a minimum lead (margin).
 * Run: npx tsx bench/rules-cv-limits.ts
 */
import { getRuleSearch } from '../src/rules/index.js';
import { answerFeatures, clearEnough, type ConfidenceLimits } from '../src/rules/search/confidence.js';
import { BATCHES, EVAL_SET, runEval, type Batch } from '../test/rules/eval-set.js';

const search = getRuleSearch();
const later = new Set<Batch>(['second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth']);
const tuning = EVAL_SET.filter((e) => !e.heldOut);
const outcomes = runEval(search, tuning, { minScore: 0, maxRivalRatio: 1 });
const rows = outcomes.map((r) => ({ right: r.hit1 && r.expect.length > 0, batch: r.batch, ...answerFeatures(search, search.search(r.q, { limit: 4 })) }));
type Row = (typeof rows)[number];

const families: Record<string, ConfidenceLimits[]> = { 'ratio alone': [], 'ratio and margin': [] };
for (let minScore = 100; minScore <= 140; minScore += 5) {
  for (let r = 0.5; r <= 1.0001; r += 0.05) {
    const maxRivalRatio = Math.round(r * 100) / 100;
    families['ratio alone']!.push({ minScore, maxRivalRatio });
    for (let minMargin = 5; minMargin <= 60; minMargin += 5) families['ratio and margin']!.push({ minScore, maxRivalRatio, minMargin });
  }
}
const shown = (rs: readonly Row[], l: ConfidenceLimits) => rs.filter((r) => (r.verdict ? r.verdict.confident : clearEnough(r, l)));
const precision = (rs: readonly Row[]) => rs.filter((r) => r.right).length / Math.max(1, rs.length);

for (const [name, family] of Object.entries(families)) {
  let count = 0;
  let right = 0;
  for (const b of BATCHES) {
    const train = rows.filter((r) => r.batch !== b);
    let best: { l: ConfidenceLimits; n: number } | undefined;
    for (const l of family) {
      const s = shown(train, l);
      if (precision(s) >= 0.96 && precision(s.filter((r) => later.has(r.batch))) >= 0.95 && (!best || s.length > best.n)) best = { l, n: s.length };
    }
    if (!best) continue;
    const s = shown(rows.filter((r) => r.batch === b), best.l);
    count += s.length;
    right += s.filter((r) => r.right).length;
  }
  console.log(`${name.padEnd(17)} left-out precision ${(100 * right / Math.max(1, count)).toFixed(1)}% (${count} of ${rows.length} shown)`);
}
