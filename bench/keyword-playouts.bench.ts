/**
 * Random games with every shipped deck (set SNM-S01 and SNM-S02, both formats): games and actions per second
 * and, per keyword of 606.5, how often the games exercised it (test/engine/helpers/keyword-tally.ts).
 * 10,000 seeds by default (BENCH_KEYWORD_GAMES overrides); CI runs 1,000 under the invariants
 * (test/engine/playouts*.test.ts). Prints `bench <name> <value> <unit>` lines, then the keyword table.
 * Target (issue 11): ≥ 150 random games/s on a quiet machine; the CPU-second figures are the ones to compare
 * on a loaded machine.
 */
import { KeywordTally } from '../test/engine/helpers/keyword-tally.js';
import { keywordMatch, playRandom, timeGames } from './random-play.js';

const GAMES = Number(process.env.BENCH_KEYWORD_GAMES ?? 10_000);

function playGame(i: number, tally: KeywordTally | null): number {
  const created = keywordMatch(i);
  return playRandom(created, i + 1, (_s, _n, events) => tally?.add(events));
}

for (let i = 0; i < 20; i++) playGame(100_000 + i, null); // warm up
const tally = new KeywordTally();
const { actions, sec, cpuSec, load } = timeGames(GAMES, (i) => playGame(i, tally));
console.log(`bench keywords.games ${GAMES} games`);
console.log(`bench keywords.random_games_per_second ${(GAMES / sec).toFixed(1)} games/s`);
console.log(`bench keywords.random_games_per_cpu_second ${(GAMES / cpuSec).toFixed(1)} games/s`);
console.log(`bench keywords.actions_per_cpu_second ${Math.round(actions / cpuSec)} actions/s`);
console.log(`bench keywords.actions_per_game ${(actions / GAMES).toFixed(1)} actions`);
console.log(`bench keywords.load_avg_1m ${load.toFixed(2)} load`);
console.log(`bench keywords.unexercised ${tally.unexercised().length} keywords${tally.unexercised().length ? ` (${tally.unexercised().join(', ')})` : ''}`);
console.log(tally.table());
