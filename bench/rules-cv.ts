/**
 * Leave-one-batch-out cross-validation of the rule search's weights (src/rules/search/weights.ts), on the
 * evaluation's tuning questions only (never the held-out third). Each candidate is the defaults with one weight
 * moved; for each batch (eval-set.ts BATCHES) the candidate that does best on the other batches is scored on the
 * one left out. If the chosen candidates do no better on the batches they never saw than the defaults, tuning the
 * weights on the questions at hand does not generalise, and the defaults stay.
 * Run: npx tsx bench/rules-cv.ts  (about a minute: one index per candidate)
 */
import { buildRulebook } from '../src/rules/model/build.js';
import { RuleSearch } from '../src/rules/search/engine.js';
import { DEFAULT_WEIGHTS, type Weights } from '../src/rules/search/weights.js';
import { BATCHES, EVAL_SET, runEval, type Batch } from '../test/rules/eval-set.js';

const VARIATIONS: Partial<Record<keyof Weights, number[]>> = {
  latentWeight: [0.4, 0.8],
  latentFloor: [0.15, 0.25],
  situationLatent: [0, 0.4, 0.8],
  agreement: [0.15, 0.45],
  situationWeight: [1, 1.2],
  unhintedOtherGame: [0.75, 0.95],
  latentOtherGame: [0.55, 0.85],
  coverShare: [0.4, 0.6],
  meaningWeight: [0.3],
  termBonus: [1.1, 1.3],
  phraseBoost: [1.3, 1.7],
  refShare: [0.7, 0.9],
};

const book = buildRulebook();
const tuning = EVAL_SET.filter((e) => !e.heldOut);
const candidates: { name: string; w: Partial<Weights> }[] = [{ name: 'defaults', w: {} }];
for (const [k, vs] of Object.entries(VARIATIONS)) for (const v of vs!) candidates.push({ name: `${k}=${v}`, w: { [k]: v } });

/** Per candidate, per batch: [hit@3 count, hit@1 count, n]. */
const table = candidates.map(({ name, w }) => {
  const out = runEval(new RuleSearch(book, w), tuning);
  const per = new Map<Batch, [number, number, number]>();
  for (const b of BATCHES) {
    const rs = out.filter((r) => r.batch === b);
    per.set(b, [rs.filter((r) => r.hit3).length, rs.filter((r) => r.hit1).length, rs.length]);
  }
  process.stderr.write('.');
  return { name, per };
});
process.stderr.write('\n');

// Hit@3 first, hit@1 to break ties (a quarter point each), as the weights were chosen by hand.
const value = (x: [number, number, number]) => x[0] + 0.25 * x[1];
const sum = (c: (typeof table)[number], batches: readonly Batch[]) => batches.reduce((s, b) => s + value(c.per.get(b)!), 0);
let chosenTotal = 0;
let defaultTotal = 0;
const n = tuning.length;
for (const b of BATCHES) {
  const rest = BATCHES.filter((x) => x !== b);
  const pick = [...table].sort((x, y) => sum(y, rest) - sum(x, rest))[0]!;
  const got = pick.per.get(b)!;
  const def = table[0]!.per.get(b)!;
  chosenTotal += value(got);
  defaultTotal += value(def);
  console.log(`left out ${b.padEnd(9)} n=${String(got[2]).padStart(3)} chosen ${pick.name.padEnd(22)} hit@3 ${got[0]} hit@1 ${got[1]} | defaults hit@3 ${def[0]} hit@1 ${def[1]}`);
}
console.log(`cv: chosen ${chosenTotal.toFixed(2)} vs defaults ${defaultTotal.toFixed(2)} (hit@3 + hit@1/4 over ${n} tuning questions)`);
for (const c of table) console.log(`all batches ${c.name.padEnd(22)} ${sum(c, BATCHES).toFixed(2)}`);
console.log(`defaults: ${JSON.stringify(DEFAULT_WEIGHTS)}`);
