/**
 * Runs every bench/*.bench.ts (or the ones named on the command line). Each prints lines of the form
 * `bench <name> <value> <unit>`. Long benches run only when named: `npm run bench -- capacity`.
 */
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_FLAGS } from '../src/node-flags.js';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
/** Minutes long (10,000 matches, then a minute of paced load): never part of the default run. */
const OPT_IN = new Set(['capacity.bench.ts', 'click-cost.bench.ts']);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => (wanted.length === 0 ? !OPT_IN.has(f) : wanted.some((w) => f.startsWith(w))))
  .sort();

let failed = 0;
for (const file of files) {
  // With the bot's own V8 flags: the benches measure the bot's process as it runs.
  const r = spawnSync(process.execPath, [...NODE_FLAGS, '--import', 'tsx', join(here, file)], { stdio: 'inherit' });
  if (r.status !== 0) {
    failed++;
    console.error(`bench ${file} exited with ${r.status}`);
  }
}
process.exit(failed ? 1 : 0);
