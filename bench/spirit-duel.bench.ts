/**
 * Spirit Duel throughput on one core: complete random games per second with the four precons (both seats pick
 * uniformly among legal answers, seeded; Trap windows with nothing usable answered as the caller would), actions
 * per second, and the JSON size of the busiest state seen. CPU-time figures are printed beside the wall-clock
 * ones, with the load average, because the machine is shared.
 */
import { loadavg } from 'node:os';
import { autoAnswer, spiritDuel as sd } from '../src/engine/games/spirit-duel/module.js';
import { SD_PRECONS } from '../src/engine/games/spirit-duel/decks.js';
import type { SDState } from '../src/engine/games/spirit-duel/state.js';
import { prng } from './random-play.js';

function playGame(i: number, track: { maxState: number } | null): number {
  const seed = ((i * 2654435761) >>> 0).toString(16).padStart(8, '0').repeat(8);
  const created = sd.create({ matchId: `bench-${i}`, game: 'spirit-duel', seed, seats: [{ name: 'A', deck: SD_PRECONS[i % 4]!.deck }, { name: 'B', deck: SD_PRECONS[(i + 1) % 4]!.deck }] });
  if ('code' in created) throw new Error(created.message.en);
  let s: SDState = created;
  const rnd = prng(i + 1);
  let n = 0;
  while (!sd.result(s)) {
    const p = sd.prompt(s)!;
    const acts = sd.legalActions(s, p.seat).filter((a) => a.type !== 'concede');
    const r = sd.apply(s, autoAnswer(s) ?? acts[rnd(acts.length)]!);
    if (!r.ok) throw new Error(r.error.message.en);
    s = r.state;
    n++;
    if (track && n % 20 === 0) track.maxState = Math.max(track.maxState, JSON.stringify(s).length);
  }
  return n;
}

const track = { maxState: 0 };
for (let i = 0; i < 20; i++) playGame(1000 + i, track);
const GAMES = 200;
let actions = 0;
const load0 = loadavg()[0]!;
const c0 = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; i < GAMES; i++) actions += playGame(i, null);
const sec = (performance.now() - t0) / 1000;
const used = process.cpuUsage(c0);
const cpuSec = (used.user + used.system) / 1e6;
console.log(`bench spirit_duel.random_games_per_second ${(GAMES / sec).toFixed(1)} games/s`);
console.log(`bench spirit_duel.actions_per_second ${Math.round(actions / sec)} actions/s`);
console.log(`bench spirit_duel.random_games_per_cpu_second ${(GAMES / cpuSec).toFixed(1)} games/s`);
console.log(`bench spirit_duel.actions_per_cpu_second ${Math.round(actions / cpuSec)} actions/s`);
console.log(`bench spirit_duel.load_avg_1m ${((load0 + loadavg()[0]!) / 2).toFixed(2)} load`);
console.log(`bench spirit_duel.actions_per_game ${(actions / GAMES).toFixed(1)} actions`);
console.log(`bench spirit_duel.max_state_json ${(track.maxState / 1024).toFixed(1)} KB`);
