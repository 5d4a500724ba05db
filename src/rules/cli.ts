/**
 * npm run --silent rule -- [--json] [--game G] [--limit N] "<query>" ["<query>" ...]
 * Each argument is one query. --json prints one JSON array with one answer (an array of results) per query.
 */
import { GAMES, type GameId } from './model/types.js';
import { answer, getRuleSearch } from './index.js';

function usage(msg: string): never {
  console.error(`${msg}\nusage: npm run --silent rule -- [--json] [--game ${GAMES.join('|')}] [--limit N] "<query>" ...`);
  process.exit(2);
}

const args = process.argv.slice(2);
let json = false;
let game: GameId | undefined;
let limit = 5;
const queries: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (a === '--json') json = true;
  else if (a === '--game') {
    const g = args[++i];
    if (!g || !(GAMES as readonly string[]).includes(g)) usage(`--game must be one of ${GAMES.join(', ')}`);
    game = g as GameId;
  } else if (a === '--limit') {
    const n = Number(args[++i]);
    if (!Number.isInteger(n) || n < 1 || n > 100) usage('--limit must be an integer from 1 to 100');
    limit = n;
  } else if (a === '--') continue;
  else if (a.startsWith('--')) usage(`unknown option ${a}`);
  else queries.push(a);
}
if (queries.length === 0) usage('give at least one query');

const search = getRuleSearch();
const answers = queries.map((q) => answer(search, q, { limit, ...(game ? { game } : {}) }));
if (json) {
  process.stdout.write(`${JSON.stringify(answers)}\n`);
} else {
  answers.forEach((results, i) => {
    console.log(`\n» ${queries[i]}`);
    if (results.length === 0) console.log('  (no match)');
    for (const r of results) {
      console.log(`\n  [${r.id}] ${r.title}  · ${r.doc} · score ${r.score}`);
      console.log(r.text.split('\n').map((l) => `    ${l}`).join('\n'));
    }
  });
}
