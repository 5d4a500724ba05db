/**
 * Summoner Master rule coverage: which sections of our digest (data/rules/summoner-master-base.md, its
 * `## N.` and `### N.M` headings, named `§N` / `§N.M`) and which entries of the Nihil text (the /rule ids
 * `smn:<keyword>` and `smn:<keyword>.<n>` from src/rules/model parseNihil) are named in the title of a test
 * or describe block under test/. A title naming `§9` does not cover `§9.1`, nor the reverse.
 * Run: npx tsx test/engine/summoner-master/coverage.ts [--list]
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseNihil } from '../../../src/rules/model/parse-guides.js';
import { DEFAULT_RULES_DIR } from '../../../src/rules/model/build.js';
import { testTitles } from '../../support/test-titles.js';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The digest's numbered sections that hold rules themselves: every `### N.M`, and every `## N.` without
 * subsections (`§0`, `§2`… hold their text directly; `§9` is only the heading of `§9.1`–`§9.5`, as Spirit
 * Duel's section headings are only the parents of their paragraphs).
 */
export function digestSections(): string[] {
  const heads: string[] = [];
  for (const line of readFileSync(join(DEFAULT_RULES_DIR, 'summoner-master-base.md'), 'utf8').split('\n')) {
    const m = /^#{2,3}\s+(\d+(?:\.\d+)?)\.?\s/.exec(line);
    if (m && !heads.includes(`§${m[1]}`)) heads.push(`§${m[1]}`);
  }
  return heads.filter((h) => !heads.some((k) => k.startsWith(`${h}.`)));
}

export function nihilIds(): string[] {
  return parseNihil(readFileSync(join(DEFAULT_RULES_DIR, 'summoner-master-nihil.th.txt'), 'utf8')).map((e) => e.id);
}

export function summonerMasterCoverage(testRoot = resolve(here, '../..')): { total: number; covered: string[]; missing: string[] } {
  const ids = [...digestSections(), ...nihilIds()];
  const titles = testTitles(testRoot);
  // `§9` must not count for `§9.1` (nor `§1` for `§13`); `smn:vanish` must not count for `smn:vanish.1`.
  const named = (id: string) => new RegExp(`(?<![\\w.:§])${id.replace(/[.:]/g, '\\$&')}(?![.]?\\d)`).test(titles);
  const covered = ids.filter(named);
  return { total: ids.length, covered, missing: ids.filter((id) => !covered.includes(id)) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const c = summonerMasterCoverage();
  console.log(`summoner-master rule coverage: ${c.covered.length}/${c.total} digest sections and Nihil entries named by a test title`);
  if (process.argv.includes('--list') || c.missing.length) for (const id of c.missing) console.log(`  missing ${id}`);
}
