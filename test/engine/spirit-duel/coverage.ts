/**
 * Spirit Duel rule coverage: how many paragraph ids of the rule text (the ids /rule gives them, from
 * src/rules/model parseSpiritDuel) are named in the title of a test or describe block under test/.
 * Run: npx tsx test/engine/spirit-duel/coverage.ts [--list]
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSpiritDuel } from '../../../src/rules/model/parse-guides.js';
import { DEFAULT_RULES_DIR } from '../../../src/rules/model/build.js';
import { testTitles } from '../../support/test-titles.js';

const here = dirname(fileURLToPath(import.meta.url));

export function spiritDuelCoverage(testRoot = resolve(here, '../..')): { total: number; covered: string[]; missing: string[] } {
  const ids = parseSpiritDuel(readFileSync(join(DEFAULT_RULES_DIR, 'spirit-duel.th.txt'), 'utf8')).filter((e) => e.parent !== null).map((e) => e.id);
  const titles = testTitles(testRoot);
  const named = (id: string) => new RegExp(`(?<![\\w.:])${id.replace(/[.:]/g, '\\$&')}(?![.]?\\d)`).test(titles);
  const covered = ids.filter(named);
  return { total: ids.length, covered, missing: ids.filter((id) => !covered.includes(id)) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const c = spiritDuelCoverage();
  console.log(`spirit-duel rule coverage: ${c.covered.length}/${c.total} paragraph ids named by a test title`);
  if (process.argv.includes('--list') || c.missing.length) for (const id of c.missing) console.log(`  missing ${id}`);
}
