#!/usr/bin/env node
/**
 * `node scripts/mutation-scores.mjs [run…]`: per-file mutation scores from the committed incremental results
 * (reports/mutation-incremental/<run>.json, e.g. `summoner-master`, `spirit-duel-all`), without running Stryker.
 * Score = (killed + timeout) / (killed + timeout + survived + no coverage), as Stryker counts it; ignored mutants
 * (wording, disable comments) are not counted. `--survivors` also lists each surviving or uncovered mutant.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'reports', 'mutation-incremental');
const args = process.argv.slice(2);
const survivors = args.includes('--survivors');
const runs = args.filter((a) => !a.startsWith('--'));
const names = runs.length ? runs : readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));

const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(2)}%` : 'n/a');
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
