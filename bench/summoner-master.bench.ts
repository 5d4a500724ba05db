/**
 * Summoner Master throughput on one core: complete random games per second and actions per second with
 * the four preconstructed decks (both seats pick random legal answers, seeded), plus the largest state.
 * Prints `bench <name> <value> <unit>` lines; CPU-time figures beside wall-clock ones (the machine is shared).
 */
import { cpuUsage } from 'node:process';
import { loadavg } from 'node:os';
import { summonerMaster as m } from '../src/engine/games/summoner-master/module.js';
import { SM_PRECONS } from '../src/engine/games/summoner-master/cards/precons.js';
import type { Action } from '../src/engine/core/api-types.js';
import { prng } from './random-play.js';

function game(i: number, track: { max: number } | null): number {
  const seed = ((i * 2654435761) >>> 0).toString(16).padStart(8, '0').repeat(8);
  const c = m.create({ matchId: `b${i}`, game: 'summoner-master', format: 'casual', seed, seats: [{ name: 'A', deck: SM_PRECONS[i % 4]!.deck }, { name: 'B', deck: SM_PRECONS[(i + 1) % 4]!.deck }] });
  if ('code' in c) throw new Error(c.message.en);
  let s = c;
  const rnd = prng(i + 1);
  let n = 0;
  while (!m.result(s)) {
    const p = m.prompt(s)!;
    const real = m.legalActions(s, p.seat).filter((a: Action) => a.type === 'answer' && a.choice[0] !== 'cancel');
    const busy = real.filter((a) => a.type === 'answer' && a.choice[0] !== 'pass');
    const pool = busy.length && rnd(4) > 0 ? busy : real;
    const r = m.apply(s, pool[rnd(pool.length)]!);
    if (!r.ok) throw new Error(r.error.message.en);
    s = r.state;
    n++;
    if (track && n % 40 === 0) track.max = Math.max(track.max, JSON.stringify(s).length);
  }
  return n;
}

const track = { max: 0 };
for (let i = 0; i < 5; i++) game(1000 + i, track);
const GAMES = Number(process.env.SM_BENCH_GAMES ?? 40);
const cpu0 = cpuUsage();
const t0 = performance.now();
let actions = 0;
for (let i = 0; i < GAMES; i++) actions += game(i, null);
const wall = (performance.now() - t0) / 1000;
const cpu = cpuUsage(cpu0);
const cpuS = (cpu.user + cpu.system) / 1e6;
console.log(`bench summoner-master.games_per_s ${(GAMES / wall).toFixed(1)} games/s`);
console.log(`bench summoner-master.actions_per_s ${(actions / wall).toFixed(0)} actions/s`);
console.log(`bench summoner-master.games_per_cpu_s ${(GAMES / cpuS).toFixed(1)} games/s`);
console.log(`bench summoner-master.actions_per_cpu_s ${(actions / cpuS).toFixed(0)} actions/s`);
console.log(`bench summoner-master.actions_per_game ${(actions / GAMES).toFixed(0)} actions`);
console.log(`bench summoner-master.max_state ${(track.max / 1024).toFixed(1)} KB`);
console.log(`bench summoner-master.load ${loadavg()[0]!.toFixed(2)} load1`);
