/**
 * What `npm run mutate -- <target>` mutates and which tests judge the mutants. Each target lists the rules
 * code of one game (not its judge tools, views or AI helpers) and only the test files that check those
 * rules by behaviour; the seeded random playouts are left out because one costs minutes per mutant.
 *
 * `mutate` is the core a default run covers (Spirit Duel's battle, turn and Trap rules; Summoner Master's order eligibility, Interfere windows and loss checks); `more` is the rest
 * of the game's rules code, added by SANAM_MUTATE_ALL=1 (`npm run mutate -- <target> --all-files`). On the
 * shared 2-core machine a mutant costs about 4 s (vitest reloads the test file), so the whole of Spirit
 * Duel (2,599 mutants) or Summoner Master (4,766) is hours; the core is minutes.
 */
import { readdirSync } from 'node:fs';

const SD = 'src/engine/games/spirit-duel';
const SM = 'src/engine/games/summoner-master';
const FK = 'src/engine/games/fadalgia/keywords';

/**
 * Every test file of a game's folder except the named ones, so that a new rules test judges mutants without
 * being listed here. Left out: the seeded random playouts and set-wide sweeps (minutes per mutant), the
 * coverage and import-graph checks (they test no behaviour), and tests of the AI and the bot's press counts.
 */
function ruleTests(dir, without) {
  return readdirSync(dir).filter((f) => f.endsWith('.test.ts') && !without.includes(f.slice(0, -'.test.ts'.length)))
    .sort().map((f) => `${dir}/${f}`);
}

export const mutationTargets = {
  'spirit-duel': {
    mutate: ['battle', 'turn', 'traps'].map((f) => `${SD}/${f}.ts`),
    more: ['effects', 'legal', 'play', 'triggers', 'setup', 'loop', 'board', 'hooks', 'decks'].map((f) => `${SD}/${f}.ts`),
    tests: ruleTests('test/engine/spirit-duel', ['playouts', 'community-set', 'coverage']),
  },
  'summoner-master': {
    mutate: ['eligibility', 'windows', 'checks'].map((f) => `${SM}/${f}.ts`),
    more: ['turn', 'combat', 'draw', 'effects', 'orders', 'resolve', 'curses', 'verbs', 'verbs-orders', 'verbs-zones', 'zones', 'triggers',
      'targets', 'setup', 'deck', 'loop', 'hooks', 'stats'].map((f) => `${SM}/${f}.ts`).concat(`${SM}/keywords/*.ts`),
    tests: ruleTests('test/engine/summoner-master', ['playouts', 'community-set', 'coverage', 'no-cycles', 'deciding', 'fewer-presses']),
  },
  // Ten keyword files with rules weight (606.5.x): combat, protection, timing and zone-change keywords.
  'fadalgia-keywords': {
    mutate: ['double-attack', 'high-speed', 'unblockable', 'immortal', 'resist', 'defend', 'non-break', 'assassinate',
      'stampede', 'after-life'].map((f) => `${FK}/${f}.ts`),
    tests: ['606-5-combat', '606-5-static', '606-5-static-activated', '606-5-triggers', '606-5-cast', '606-5-gaps', '606-abilities', '609-combat']
      .map((f) => `test/engine/rules/${f}.test.ts`).concat('test/engine/kernel/keywords.test.ts'),
  },
};

/** The target of this run: SANAM_MUTATE, set by scripts/mutate.mjs (Stryker's workers inherit it). */
export function targetName() {
  const name = process.env.SANAM_MUTATE ?? 'spirit-duel';
  if (!(name in mutationTargets)) throw new Error(`unknown mutation target ${name}; one of ${Object.keys(mutationTargets).join(', ')}`);
  return name;
}

/** The files this run mutates: the target's core, and with SANAM_MUTATE_ALL=1 the rest of its rules code. */
export function filesToMutate(name) {
  const t = mutationTargets[name];
  return process.env.SANAM_MUTATE_ALL === '1' ? [...t.mutate, ...(t.more ?? [])] : t.mutate;
}
