import { defineConfig } from 'vitest/config';
import { mutationTargets, targetName } from './scripts/mutate-targets.mjs';

/**
 * The vitest configuration Stryker's vitest runner uses (stryker.config.mjs): only the chosen target's rule
 * tests (scripts/mutate-targets.mjs), in one worker, so a run costs minutes. The seeded random playouts are
 * left out: they check invariants, not rules, and one of them takes minutes per mutant.
 */
export default defineConfig({
  test: {
    include: mutationTargets[targetName()].tests,
    setupFiles: ['test/support/seed-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
