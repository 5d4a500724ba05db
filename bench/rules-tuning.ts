/**
 * Tuning aid (issue 33): the evaluation's tuning questions only — never the held-out third — with what /rule
 * answers. `--not-first`: those whose first hit is wrong. `--misses`: only those whose right section is not among the first three (or is shown wrongly as
 * the answer). `--coverage`: how many tuning questions each document's sections get.
 * `--summary`: the tuning figures alone.
 * Run: npx tsx bench/rules-tuning.ts [--misses] [--coverage] [--summary]
 */
import { getRuleSearch } from '../src/rules/index.js';
import { EVAL_SET, runEval } from '../test/rules/eval-set.js';

const search = getRuleSearch();
const tuning = EVAL_SET.filter((e) => !e.heldOut);
const outcomes = runEval(search, tuning);
if (process.argv.includes('--summary')) {
  const { report } = await import('../test/rules/eval-set.js');
  for (const line of report(outcomes)) if (line.startsWith('tuning')) console.log(line);
  // The second batch was written after the situation layer: the closest the tuning side has to unseen questions.
  const more = await import('../test/rules/eval-discord-more.js');
  const fresh = new Set([...more.FADALGIA_MORE, ...more.SPIRIT_DUEL_MORE, ...more.NIHIL_MORE, ...more.SM_BASE_MORE, ...more.NONE_MORE].map(([q]) => q));
  for (const line of report(outcomes.filter((r) => fresh.has(r.q)))) if (/^tuning (all|fadalgia|spirit|summoner)/.test(line)) console.log(`fresh ${line}`);
  // The third batch was written after this tool's last tuning round: run before anything was tuned for it.
  const third = await import('../test/rules/eval-discord-third.js');
  const newest = new Set([...third.FADALGIA_THIRD, ...third.SPIRIT_DUEL_THIRD, ...third.NIHIL_THIRD].map(([q]) => q));
  for (const line of report(outcomes.filter((r) => newest.has(r.q)))) if (/^tuning (all|fadalgia|spirit|summoner)/.test(line)) console.log(`third ${line}`);
  // The fourth batch was written from the rule texts before the meaning links (data/concepts.ts) and run after.
  const fourth = await import('../test/rules/eval-discord-fourth.js');
  const latest = new Set([...fourth.FADALGIA_FOURTH, ...fourth.SPIRIT_DUEL_FOURTH, ...fourth.NIHIL_FOURTH].map(([q]) => q));
  for (const line of report(outcomes.filter((r) => latest.has(r.q)))) if (/^tuning (all|fadalgia|spirit|summoner)/.test(line)) console.log(`fourth ${line}`);
  // The fifth batch was written after the meaning links and never tuned for: their honest check.
  const fifth = await import('../test/rules/eval-discord-fifth.js');
  const last = new Set([...fifth.FADALGIA_FIFTH, ...fifth.SPIRIT_DUEL_FIFTH].map(([q]) => q));
  for (const line of report(outcomes.filter((r) => last.has(r.q)))) if (/^tuning (all|fadalgia|spirit|summoner)/.test(line)) console.log(`fifth ${line}`);
  // The sixth batch was written from the rule texts before its first run, then tuned for (its tuning part only).
  const sixth = await import('../test/rules/eval-discord-sixth.js');
  const six = new Set([...sixth.FADALGIA_SIXTH, ...sixth.SPIRIT_DUEL_SIXTH].map(([q]) => q));
  for (const line of report(outcomes.filter((r) => six.has(r.q)))) if (/^tuning (all|fadalgia|spirit|summoner)/.test(line)) console.log(`sixth ${line}`);
  // The seventh batch was written in the second round and committed before its first run.
  const seventh = await import('../test/rules/eval-discord-seventh.js');
  const seven = new Set([...seventh.FADALGIA_SEVENTH, ...seventh.SPIRIT_DUEL_SEVENTH].map(([q]) => q));
  for (const line of report(outcomes.filter((r) => seven.has(r.q)))) if (/^tuning (all|fadalgia|spirit|summoner)/.test(line)) console.log(`seventh ${line}`);
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
