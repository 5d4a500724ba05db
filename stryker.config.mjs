// @ts-check
/**
 * StrykerJS mutation testing, opt-in (`npm run mutate -- <target>`, scripts/mutate.mjs; never part of npm test).
 * The target (scripts/mutate-targets.mjs) picks the files to mutate and the tests that judge them; the
 * incremental file per target makes a rerun test only the mutants whose code or tests changed.
 */
import { filesToMutate, targetName } from './scripts/mutate-targets.mjs';

const name = targetName();

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
  incrementalFile: `reports/mutation/${name}${process.env.SANAM_MUTATE_ALL === '1' ? '-all' : ''}.incremental.json`,
  ignoreStatic: true,
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: true },
  thresholds: { high: 80, low: 60, break: null },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['reports', 'bench', 'docker', 'sanam-data', 'demo-out', 'coverage', 'dist'],
};
