#!/usr/bin/env node
/**
 * `npm run test:repeat -- N [--random-seeds] [test files or filters…]`: runs the tests N times, one run after
 * another, the way `npm test` runs them (the same Redis: the one answering at REDIS_URL or a throwaway one,
 * started once for all runs), then lists every test that failed in at least one run with how often, and exits
 * non-zero if any did. A test that fails once in N is a flaky test: read it, do not rerun it.
 *
 * Every run plays the default test seed (as `npm test` does) unless SANAM_TEST_SEED is set; --random-seeds gives
 * each run a fresh seed and names it beside every failure, so a seed-dependent failure replays with
 * `SANAM_TEST_SEED=<seed> npx vitest run <file>`. The type check and the linter are not repeated (they cannot
 * fail by chance). Each run's vitest JSON report is kept in a temporary directory printed at the end.
 */
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';
import { testRedisSession } from './redis-for-tests.mjs';

const USAGE = 'usage: npm run test:repeat -- N [--random-seeds] [test files or name filters…]  (N: how many runs, 1–1000)';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const args = process.argv.slice(2);
const runs = Number(args[0]);
if (!Number.isInteger(runs) || runs < 1 || runs > 1000) {
  console.error(`sanam: ${args[0] === undefined ? 'how many runs?' : `"${args[0]}" is not a number of runs`}\n${USAGE}`);
  process.exit(2);
}
const randomSeeds = args.includes('--random-seeds');
const filters = args.slice(1).filter((a) => a !== '--random-seeds');
if (randomSeeds && process.env.SANAM_TEST_SEED) {
  console.error('sanam: --random-seeds and SANAM_TEST_SEED together: choose one');
  process.exit(2);
}

ensureDeps(root);
const session = await testRedisSession('these runs');

const outDir = mkdtempSync(join(tmpdir(), 'sanam-test-repeat-'));
const vitest = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'vitest.cmd' : 'vitest');

function runOnce(i, seed) {
  const report = join(outDir, `run-${i}.json`);
  const env = { ...session.env, ...(seed !== undefined ? { SANAM_TEST_SEED: String(seed) } : {}) };
  // The dot reporter keeps N runs readable; the JSON report is what is counted.
  const argv = ['run', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`, ...filters];
  return new Promise((resolve) => {
    const child = spawn(vitest, argv, { cwd: root, env, stdio: 'inherit' });
    session.child = child;
    child.on('exit', (code, signal) => { session.child = null; resolve({ code: code ?? (signal ? 128 : 1), report }); });
    child.on('error', () => resolve({ code: 1, report }));
  });
}

/** Failed tests (and failed files: an import error or a failing hook fails no single test) of one JSON report. */
function failuresOf(report) {
  if (!existsSync(report)) return null;
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const out = [];
  for (const file of json.testResults ?? []) {
    const name = relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) out.push(`${name} > ${t.fullName}`);
    // A failing hook or import fails the file and skips its tests; vitest's JSON often gives no message for it.
    const why = String(file.message ?? '').split('\n')[0].slice(0, 160) || 'a hook or an import failed, see that run\'s output';
    if (!failed.length && file.status === 'failed') out.push(`${name} (the file itself: ${why})`);
  }
  return { failures: out, passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0, total: json.numTotalTests ?? 0 };
}

const tally = new Map(); // test -> seeds (or run numbers) it failed on
const note = (key, seed, i) => tally.set(key, [...(tally.get(key) ?? []), seed !== undefined ? `seed ${seed}` : `run ${i}`]);
let green = 0;
let ran = 0;
const started = Date.now();
for (let i = 1; i <= runs && !session.interrupted; i++) {
  const seed = randomSeeds ? randomInt(0, 2 ** 32) : undefined;
  console.log(`\nsanam: run ${i}/${runs}${seed !== undefined ? ` (SANAM_TEST_SEED=${seed})` : ''}${filters.length ? ` of ${filters.join(' ')}` : ''}`);
  const t0 = Date.now();
  const { code, report } = await runOnce(i, seed);
  if (session.interrupted) break;
  ran++;
  const r = failuresOf(report);
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (!r) {
    note('(vitest wrote no report: it crashed or was killed)', seed, i);
    console.log(`sanam: run ${i}/${runs}: no report (exit ${code}), ${secs} s`);
    continue;
  }
  for (const f of r.failures) note(f, seed, i);
  // A non-zero exit with every test passed: an unhandled error or a leaked handle that vitest counts as failure.
  if (code !== 0 && !r.failures.length) note('(exit non-zero with no failed test: an unhandled error, see that run\'s output)', seed, i);
  if (code === 0 && !r.failures.length) green++;
  console.log(`sanam: run ${i}/${runs}: ${r.passed} passed, ${r.failed} failed of ${r.total}, ${secs} s`);
}

const done = session.interrupted ? 'interrupted after' : 'finished';
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`\nsanam: test:repeat ${done} ${ran} run(s) in ${minutes} min: ${green} green of ${ran}; reports in ${outDir}`);
if (!tally.size) {
  if (!session.interrupted) console.log('sanam: no test failed in any run');
  session.finish(session.interrupted ? 130 : 0);
} else {
  console.log(`sanam: ${tally.size} test(s) failed at least once:`);
  for (const [name, where] of [...tally].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))) {
    console.log(`  ${where.length}/${ran}  ${name}  [${where.join(', ')}]`);
  }
  session.finish(1);
}
