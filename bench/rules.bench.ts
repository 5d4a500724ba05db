/** Rule search: index build time and per-query latency (full search and autocomplete), p50/p99. */
import { buildRulebook } from '../src/rules/model/build.js';
import { RuleSearch } from '../src/rules/search/engine.js';
import { EVAL } from '../test/rules/eval-questions.js';
import { batchFigures, figures, GAMES, report, runEval } from '../test/rules/eval-set.js';

const t0 = performance.now();
const book = buildRulebook();
const t1 = performance.now();
const c1 = process.cpuUsage();
const search = new RuleSearch(book);
const t2 = performance.now();
const buildCpu = process.cpuUsage(c1);
console.log(`bench rules.parse ${(t1 - t0).toFixed(1)} ms`);
// The index includes the situation layer and the English gists.
console.log(`bench rules.index_build ${(t2 - t1).toFixed(1)} ms`);
console.log(`bench rules.index_build.cpu ${((buildCpu.user + buildCpu.system) / 1000).toFixed(1)} ms`);
console.log(`bench rules.entries ${book.list.length} entries`);
console.log(`bench rules.load_avg_1m ${(await import('node:os')).loadavg()[0]!.toFixed(2)} load`);

// Quality first (issue 33): per game, on the tuning questions and on the held-out third tuning never sees.
// hit@k counts a right section among the first k; for a question the rulebooks do not answer, saying so.
// precision: share of first answers shown as "the answer" (not "maybe related") that are right.
const outcomes = runEval(search);
for (const line of report(outcomes)) console.log(`# ${line}`);
for (const [split, held] of [['tuning', false], ['held_out', true]] as const) {
  for (const g of [...GAMES, 'all'] as const) {
    const f = figures(outcomes.filter((r) => r.heldOut === held && (g === 'all' || r.game === g)));
    const name = `rules.eval.${split}.${g.replace('-', '_')}`;
    console.log(`bench ${name}.hit1 ${(100 * f.hit1).toFixed(1)} %`);
    console.log(`bench ${name}.hit3 ${(100 * f.hit3).toFixed(1)} %`);
    console.log(`bench ${name}.precision ${(100 * f.precision).toFixed(1)} %`);
  }
}

// Each batch's tuning questions apart: batches written later, never tuned for when first run, show what a change
// does on questions not yet seen more honestly than the whole tuning side.
for (const { batch, f } of batchFigures(outcomes)) {
  console.log(`bench rules.eval.tuning.batch_${batch.replace('-', '_')}.hit3 ${(100 * f.hit3).toFixed(1)} % (n=${f.n})`);
}

const queries = [
  // The whole evaluation set: Thai, English, variants, other games, cross references.
  // Latency over issue 18's set, as before (the quality figures above use every question).
  ...EVAL.map((q) => q.q),
  '606.5.3', '๖๐๖.๕.๒๙', 'reinforce', 'Airborne', 'เบรค', 'สุสาน', 'grave', 'กองไลฟ์', 'life pile', '504.5.4', 'trap', 'vanish',
];
// Autocomplete sends every prefix of what the player is typing.
const typing = queries.flatMap((q) => Array.from({ length: Math.min(q.length, 12) }, (_, i) => q.slice(0, i + 1)));

function measure(name: string, list: string[], run: (q: string) => unknown, rounds: number): void {
  for (const q of list) run(q); // warm-up
  const times: number[] = [];
  // CPU time too: on a shared, loaded machine wall time also counts waiting for a core.
  const cpu: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const q of list) {
      const c = process.cpuUsage();
      const s = performance.now();
      run(q);
      times.push(performance.now() - s);
      const d = process.cpuUsage(c);
      cpu.push((d.user + d.system) / 1000);
    }
  }
  const pct = (xs: number[], x: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(x * xs.length))]!;
  console.log(`bench ${name}.p50 ${pct(times, 0.5).toFixed(3)} ms`);
  console.log(`bench ${name}.p99 ${pct(times, 0.99).toFixed(3)} ms`);
  console.log(`bench ${name}.max ${Math.max(...times).toFixed(3)} ms`);
  console.log(`bench ${name}.cpu_p50 ${pct(cpu, 0.5).toFixed(3)} ms`);
  console.log(`bench ${name}.cpu_p99 ${pct(cpu, 0.99).toFixed(3)} ms`);
}

measure('rules.query', queries, (q) => search.search(q, { limit: 10 }), 5);
measure('rules.autocomplete', typing, (q) => search.search(q, { limit: 25, prefix: true }), 3);
