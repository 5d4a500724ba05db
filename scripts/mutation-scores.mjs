#!/usr/bin/env node
/**
 * `node scripts/mutation-scores.mjs [run…]`: per-file mutation scores from the committed incremental results
 * (reports/mutation-incremental/<run>.json, e.g. `summoner-master`, `spirit-duel-all`), without running Stryker.
 * `npm run mutate:scores -- --game summoner-master` prints a whole game. Score = (killed + timeout) / (killed + timeout + survived + no coverage), as Stryker counts it; ignored mutants
 * (wording, disable comments) are not counted. `--survivors` also lists each surviving or uncovered mutant.
 * `--game <target>` scores a whole game from every result file of that target (its core, `-all` and the
 * `-all-<part>` slices): per file the result whose source is the file as it is now, marked stale when none is,
 * and the game's files that no result holds yet.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'reports', 'mutation-incremental');
const args = process.argv.slice(2);
const gameAt = args.indexOf('--game');
if (gameAt >= 0) {
  await scoreGame(args[gameAt + 1]);
  process.exit(0);
}
const survivors = args.includes('--survivors');
const runs = args.filter((a) => !a.startsWith('--'));
const names = runs.length ? runs : readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));

function countOf(f) {
  const c = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Ignored: 0 };
  for (const m of f.mutants) c[m.status] = (c[m.status] ?? 0) + 1;
  return c;
}

async function scoreGame(game) {
  const { mutationTargets } = await import('./mutate-targets.mjs');
  const t = mutationTargets[game];
  if (!t) { console.error(`unknown target ${game}; one of ${Object.keys(mutationTargets).join(', ')}`); process.exit(2); }
  const runs = readdirSync(dir).filter((f) => f === `${game}.json` || f.startsWith(`${game}-all`)).map((f) => f.slice(0, -5));
  /** Per source file, every run that scored it, the run whose source matches the file on disk first. */
  const best = new Map();
  for (const run of runs) {
    const report = JSON.parse(readFileSync(join(dir, `${run}.json`), 'utf8'));
    for (const [file, f] of Object.entries(report.files)) {
      const fresh = existsSync(join(root, file)) && readFileSync(join(root, file), 'utf8') === f.source;
      const had = best.get(file);
      if (!had || (fresh && !had.fresh)) best.set(file, { run, fresh, f });
    }
  }
  const total = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Ignored: 0 };
  console.log(`${game}, the whole game from ${runs.join(', ')}:`);
  for (const [file, { run, fresh, f }] of [...best].sort(([a], [b]) => a.localeCompare(b))) {
    const c = countOf(f);
    for (const k of Object.keys(total)) total[k] += c[k] ?? 0;
    const detected = c.Killed + c.Timeout;
    console.log(`  ${file}: ${pct(detected, detected + c.Survived + c.NoCoverage)} (${c.Killed} killed, ${c.Timeout} timeout, ${c.Survived} survived, ${c.NoCoverage} no coverage, ${c.Ignored} ignored) from ${run}${fresh ? '' : ', STALE: the file changed since'}`);
  }
  const detected = total.Killed + total.Timeout;
  console.log(`  all: ${pct(detected, detected + total.Survived + total.NoCoverage)} (${total.Killed} killed, ${total.Timeout} timeout, ${total.Survived} survived, ${total.NoCoverage} no coverage, ${total.Ignored} ignored)`);
  const globbed = [...t.mutate, ...(t.more ?? [])].flatMap((p) => {
    if (!p.includes('*')) return [p];
    const at = p.lastIndexOf('/');
    const re = new RegExp(`^${p.slice(at + 1).replace(/\./g, '\\.').replace(/\*/g, '.*')}$`);
    return readdirSync(join(root, p.slice(0, at))).filter((n) => re.test(n)).map((n) => `${p.slice(0, at)}/${n}`);
  });
  const missing = globbed.filter((p) => !best.has(p));
  if (missing.length) console.log(`  not scored yet: ${missing.join(', ')}`);
}

function pct(n, d) { return d ? `${((100 * n) / d).toFixed(2)}%` : 'n/a'; }
for (const run of names) {
  const report = JSON.parse(readFileSync(join(dir, `${run}.json`), 'utf8'));
  const total = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Ignored: 0 };
  console.log(`${run}:`);
  for (const [file, f] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
    const c = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Ignored: 0 };
    for (const m of f.mutants) c[m.status] = (c[m.status] ?? 0) + 1;
    for (const k of Object.keys(total)) total[k] += c[k] ?? 0;
    const detected = c.Killed + c.Timeout;
    const valid = detected + c.Survived + c.NoCoverage;
    console.log(`  ${file}: ${pct(detected, valid)} (${c.Killed} killed, ${c.Timeout} timeout, ${c.Survived} survived, ${c.NoCoverage} no coverage, ${c.Ignored} ignored)`);
    if (survivors) {
      const lines = f.source.split('\n');
      for (const m of f.mutants.filter((x) => x.status === 'Survived' || x.status === 'NoCoverage').sort((a, b) => a.location.start.line - b.location.start.line)) {
        const l = m.location.start.line;
        console.log(`    ${m.status} L${l} ${m.mutatorName} → ${JSON.stringify(m.replacement ?? '').slice(0, 60)} | ${lines[l - 1]?.trim().slice(0, 100)}`);
      }
    }
  }
  const detected = total.Killed + total.Timeout;
  console.log(`  all: ${pct(detected, detected + total.Survived + total.NoCoverage)} (${total.Killed} killed, ${total.Timeout} timeout, ${total.Survived} survived, ${total.NoCoverage} no coverage, ${total.Ignored} ignored)`);
}
