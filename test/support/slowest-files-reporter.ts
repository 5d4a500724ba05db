/**
 * Prints the twenty slowest test files at the end of a whole-suite run (import and set-up included), so that
 * vitest.config.ts's LONGEST_FIRST list can be refreshed from any CI log instead of guessed: on a fresh
 * machine (no results cache) that list decides which files start first and so whether both workers stay
 * busy to the end. Runs of a few files print nothing.
 */
import type { Reporter, TestModule } from 'vitest/node';

export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (modules.length < 50) return;
    const rows = modules
      .map((m) => {
        const d = m.diagnostic();
        return { file: m.relativeModuleId, s: (d.prepareDuration + d.setupDuration + d.collectDuration + d.duration) / 1000 };
      })
      .sort((a, b) => b.s - a.s)
      .slice(0, 20);
    process.stdout.write(`\nslowest test files (s, import included; vitest.config.ts LONGEST_FIRST):\n${rows.map((r) => `${r.s.toFixed(1).padStart(7)}  ${r.file}`).join('\n')}\n`);
  }
}
