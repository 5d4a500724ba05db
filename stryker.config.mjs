// @ts-check
/**
 * StrykerJS mutation testing, opt-in (`npm run mutate -- <target>`, scripts/mutate.mjs; never part of npm test).
 * The target (scripts/mutate-targets.mjs) picks the files to mutate and the tests that judge them; the
 * incremental file per target makes a rerun test only the mutants whose code or tests changed.
 */
import { filesToMutate, targetName } from './scripts/mutate-targets.mjs';

const name = targetName();
/**
 * `--all-files` runs keep their own incremental file and reports, so the core's figures stay the core's.
 * SANAM_MUTATE_PART names a slice of a game scored with its own `--mutate` files in its own incremental file,
 * so that two people can score different files of one game at once and both commit their results.
 */
const part = process.env.SANAM_MUTATE_PART ? `-${process.env.SANAM_MUTATE_PART.replace(/[^a-z0-9-]/gi, '')}` : '';
const run = `${name}${process.env.SANAM_MUTATE_ALL === '1' ? '-all' : ''}${part}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './scripts/stryker-wording-ignorer.mjs'],
  ignorers: ['wording'],
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  mutate: filesToMutate(name),
  coverageAnalysis: 'perTest',
  // The machine is shared: one test process at a time unless SANAM_MUTATE_CONCURRENCY says more.
  concurrency: Number(process.env.SANAM_MUTATE_CONCURRENCY) || 1,
  incremental: true,
  // Committed (reports/mutation/ is not): a later session's run reuses every result whose code and tests did not
  // change, and results of files outside this run's --mutate are kept, so a game can be scored file by file.
  incrementalFile: `reports/mutation-incremental/${run}.json`,
  ignoreStatic: true,
  // Up to 8 processes share 2 cores: the dry run (all the target's tests, with per-test coverage) took over
  // Stryker's default 5 minutes at load 16-24, and a slow mutant run is not a timeout mutant.
  dryRunTimeoutMinutes: 30,
  timeoutMS: 60_000,
  timeoutFactor: 3,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${run}.html` },
  jsonReporter: { fileName: `reports/mutation/${run}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: true },
  thresholds: { high: 80, low: 60, break: null },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['reports', 'bench', 'docker', 'sanam-data', 'demo-out', 'coverage', 'dist'],
};
