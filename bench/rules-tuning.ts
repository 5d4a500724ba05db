/**
 * Tuning aid (issue 33): the evaluation's tuning questions only — never the held-out third — with what /rule
 * answers. `--not-first`: those whose first hit is wrong. `--misses`: only those whose right section is not among the first three (or is shown wrongly as
 * the answer). `--coverage`: how many tuning questions each document's sections get.
 * `--summary`: the tuning figures alone.
 * Run: npx tsx bench/rules-tuning.ts [--misses] [--coverage] [--summary] [--batch eighth]
 */
import { getRuleSearch } from '../src/rules/index.js';
import { EVAL_SET, runEval } from '../test/rules/eval-set.js';

const search = getRuleSearch();
// `--batch <name>`: only that batch's tuning questions (eval-set.ts BATCHES).
const batchArg = process.argv.indexOf('--batch');
const onlyBatch = batchArg > 0 ? process.argv[batchArg + 1] : undefined;
const tuning = EVAL_SET.filter((e) => !e.heldOut && (!onlyBatch || e.batch === onlyBatch));
const outcomes = runEval(search, tuning);
if (process.argv.includes('--summary')) {
  const { report } = await import('../test/rules/eval-set.js');
  for (const line of report(outcomes)) if (line.startsWith('tuning')) console.log(line);
  // Each batch apart (the first batch's figures ran ~4 points above held-out; later batches, written apart from the
  // search aids, are the tuning side's stand-in for questions never seen).
  const { batchFigures } = await import('../test/rules/eval-set.js');
  const pct = (x: number) => `${(100 * x).toFixed(1)}`.padStart(5);
  for (const { batch, f, byGame } of batchFigures(outcomes)) {
    const games = Object.entries(byGame).map(([g, x]) => `${g} ${pct(x.hit3)} (n=${x.n})`).join('  ');
    console.log(`batch ${batch.padEnd(9)} n=${String(f.n).padStart(3)} hit@1 ${pct(f.hit1)} hit@3 ${pct(f.hit3)} precision ${pct(f.precision)} (${f.shown} shown)  hit@3 ${games}`);
  }
} else if (process.argv.includes('--coverage')) {
  const count = new Map<string, number>();
  for (const e of tuning) for (const id of e.expect) count.set(id, (count.get(id) ?? 0) + 1);
  for (const e of search.book.list) console.log(`${String(count.get(e.id) ?? 0).padStart(3)} ${e.id} ${e.title.slice(0, 60)}`);
} else {
  const onlyMisses = process.argv.includes('--misses');
  const notFirst = process.argv.includes('--not-first');
  for (const r of outcomes) {
    const wrongShown = r.confident && !r.hit1;
    if (onlyMisses && r.hit3 && !wrongShown) continue;
    if (notFirst && r.hit1) continue;
    console.log(`${r.hit3 ? (wrongShown ? 'WRONG-SHOWN' : 'ok') : 'MISS'} [${r.game}] ${r.q}\n   want ${r.expect.join(' ') || '(none)'} got ${r.ids.join(' ')}${r.confident ? ' (answer)' : ''}`);
  }
}
