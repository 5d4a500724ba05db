import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files, started first. Without a results cache (a fresh CI machine) vitest starts the largest
 * files first, and many of these are small files that would start late and leave one worker running alone at
 * the end. A stale entry only costs scheduling, never a test. Refreshed 2026-12-02 from the last landing's
 * slowest files (multi-process 85 s, Summoner Master playouts 84 s, start-up-exit and fresh-clone 55 s,
 * mutations 53 s) and single-file runs after that day's cuts (the Spirit Duel playouts and community set halved);
 * a whole run prints its twenty slowest files (test/support/slowest-files-reporter.ts) to refresh it from.
 */
const LONGEST_FIRST = [
  'test/bot/multi-process.test.ts',
  'test/engine/summoner-master/playouts.test.ts',
  'test/setup/fresh-clone.test.ts',
  'test/bot/start-up-exit.test.ts',
  'test/bot/authorization-matrix.test.ts',
  // 60 lines that play four whole matches through the bot (48 s): by size alone it would start among the last.
  'test/bot/press-count.test.ts',
  'test/cards/mutations.test.ts',
  'test/engine/playouts.test.ts',
  'test/engine/playouts-2.test.ts',
  'test/engine/playouts-3.test.ts',
  'test/engine/playouts-4.test.ts',
  'test/local/spirit-duel-page.test.ts',
  'test/engine/spirit-duel/community-set.test.ts',
  'test/engine/summoner-master/community-set.test.ts',
  'test/store/lease-kill.test.ts',
  'test/bot/shard-launcher.test.ts',
  'test/engine/spirit-duel/playouts.test.ts',
  'test/engine/cards/precon-playouts.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((p) => f.moduleId.replaceAll('\\', '/').endsWith(p));
      return i < 0 ? LONGEST_FIRST.length : i;
    };
    const sorted = await super.sort(files);
    return sorted.map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map((x) => x.f);
  }
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Seeds every test file from SANAM_TEST_SEED (test/support/seed.ts) and names the seed in each failure.
    setupFiles: ['test/support/seed-setup.ts'],
    testTimeout: 30_000,
    // expect.poll's own default (1 s) is a margin a loaded 2-core machine eats: wait for the condition, generously.
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 30_000,
    pool: 'forks',
    // One worker per core, at least two (vitest's default, cores - 1, runs every file one after another
    // on a 2-core machine while much of the suite waits on child processes, Redis and sockets).
    // SANAM_TEST_WORKERS overrides it.
    maxWorkers: Number(process.env.SANAM_TEST_WORKERS) || Math.max(2, availableParallelism()),
    sequence: { sequencer: LongestFirst },
    reporters: ['default', './test/support/slowest-files-reporter.ts'],
  },
});
