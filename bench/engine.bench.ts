/**
 * Engine throughput on one core: actions per second and complete random games per second (both seats
 * pick uniformly among legal answers, seeded), plus the JSON size of the busiest state seen.
 * Prints `bench <name> <value> <unit>` lines. Targets: ≥ 20,000 actions/s, ≥ 200 games/s, < 64 KB state.
 * The same figures per second of this process's CPU time are printed beside the wall-clock ones: on a
 * loaded machine the wall-clock figures mostly measure the load (the 1-minute load average is printed).
 */
import { createMatch, isRuleError, PRECONS } from '../src/engine/index.js';
import { playRandom, timeGames } from './random-play.js';

/** `track` samples the state's JSON size; null in the timed games, where serialising would be measured too. */
function playGame(i: number, track: { maxState: number } | null): number {
  const format = i % 2 ? 'starter-c' : 'standard';
  const decks = PRECONS.filter((p) => p.format === format);
  const seed = (i * 2654435761 >>> 0).toString(16).padStart(8, '0').repeat(8);
  const created = createMatch({ matchId: `bench-${i}`, game: 'fadalgia', format, seed, seats: [{ name: 'A', deck: decks[0]!.deck }, { name: 'B', deck: decks[1]!.deck }], challenger: 0 });
  if (isRuleError(created)) throw new Error(created.message.en);
  return playRandom(created, i + 1, (st, n) => {
    if (track && n % 40 === 0) track.maxState = Math.max(track.maxState, JSON.stringify(st).length);
  });
}

const track = { maxState: 0 };
for (let i = 0; i < 20; i++) playGame(1000 + i, track); // warm up
const GAMES = 300;
const { actions, sec, cpuSec, load } = timeGames(GAMES, (i) => playGame(i, null));
for (let i = 0; i < 40; i++) playGame(5000 + i, track);
console.log(`bench engine.actions_per_second ${Math.round(actions / sec)} actions/s`);
console.log(`bench engine.random_games_per_second ${(GAMES / sec).toFixed(1)} games/s`);
console.log(`bench engine.actions_per_cpu_second ${Math.round(actions / cpuSec)} actions/s`);
console.log(`bench engine.random_games_per_cpu_second ${(GAMES / cpuSec).toFixed(1)} games/s`);
console.log(`bench engine.load_avg_1m ${load.toFixed(2)} load`);
console.log(`bench engine.actions_per_game ${(actions / GAMES).toFixed(1)} actions`);
console.log(`bench engine.max_state_json ${(track.maxState / 1024).toFixed(1)} KB`);
