/**
 * The practice opponent against a uniformly random player, per game module: win rates of `easy` and
 * `normal` over seeded games (seats alternated, the AI's sampling seeded by game and decision), and the
 * wall-clock time of `normal` decisions against its budget (p50 / p99 / max). An unfinished game (decision
 * cap) counts as not won. Sizes: PRACTICE_BENCH_GAMES (default 40 per level and game; the target
 * is 200), PRACTICE_BENCH_MS (normal's budget in the win-rate games, default 50 ms), PRACTICE_AI_MS (the
 * budget whose timing is measured, default 1000 ms, on PRACTICE_BENCH_TIMED decisions per game, default 10;
 * 0 skips the timing). PRACTICE_BENCH_ONLY (games) and PRACTICE_BENCH_LEVELS (easy,normal) pick what runs,
 * so that the 200-game runs can go one game and one level at a time. PRACTICE_BENCH_CLOCK=cpu measures
 * normal's win-rate budget in CPU time of this process instead of wall time, so that a run on a machine
 * shared with other work plays as a quiet machine would (the decision timing always uses wall time).
 * The machine is shared: the load average and the CPU seconds of each run are printed with the figures, and
 * each win rate with its Wilson 95 % interval. Each line ends with the target and whether this run met
 * it (normal ≥ 95 %, easy ≥ 65 % of games won; p99 ≤ budget + 10 %); a run of fewer than 200 games says so,
 * since the target is stated over 200. A wall-clock budget on a loaded machine buys fewer iterations than on
 * a quiet one, so a loaded run understates the level.
 */
import { loadavg } from 'node:os';
import { apply, type MatchState } from '../src/engine/index.js';
import type { Seat } from '../src/engine/core/view-types.js';
import { samplingRng } from '../src/engine/determinize-kit.js';
import { easyMove, randomMove } from '../src/ai/policies.js';
import { searchMove } from '../src/ai/mcts.js';
import { actingSeat, moves } from '../src/ai/moves.js';
import { practiceAiConfig } from '../src/config.js';
import { createGame, playGame, precon, type Policy } from '../src/ai/selfplay.js';

const GAMES = ['tiny', 'spirit-duel', 'summoner-master', 'fadalgia'];
const n = Number(process.env.PRACTICE_BENCH_GAMES ?? 40);
const searchMs = Number(process.env.PRACTICE_BENCH_MS ?? 50);
const timedBudget = practiceAiConfig().budgetMs;
const timedPerGame = Number(process.env.PRACTICE_BENCH_TIMED ?? 10);
const only = process.env.PRACTICE_BENCH_ONLY?.split(',');
const cpuClock = process.env.PRACTICE_BENCH_CLOCK === 'cpu';
const cpuNow = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
// Any other word (e.g. "none") runs no win-rate games: only the decision timing.
const levels = (process.env.PRACTICE_BENCH_LEVELS?.split(',') ?? ['easy', 'normal']).filter((l): l is 'easy' | 'normal' => l === 'easy' || l === 'normal');

/** Wilson score interval at 95 % for k successes in n trials, in percent. */
function wilson(k: number, total: number): [number, number] {
  if (total === 0) return [0, 100];
  const z = 1.959964;
  const p = k / total;
  const d = 1 + (z * z) / total;
  const mid = (p + (z * z) / (2 * total)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / total + (z * z) / (4 * total * total))) / d;
  return [100 * Math.max(0, mid - half), 100 * Math.min(1, mid + half)];
}
const cpuSeconds = (since: NodeJS.CpuUsage) => { const c = process.cpuUsage(since); return (c.user + c.system) / 1e6; };

function winRate(game: string, level: 'easy' | 'normal'): { wins: number; finished: number; lost: number[] } {
  let wins = 0;
  const lost: number[] = [];
  let finished = 0;
  for (let i = 0; i < n; i++) {
    const ai = (i % 2) as Seat;
    const rng = samplingRng(`bench-random:${game}:${i}`);
    const random: Policy = (s, seat) => randomMove(s, seat, rng);
    const mine: Policy = level === 'easy'
      ? (s, seat, d) => easyMove(s, seat, `${game}:${i}:${d}`)
      : (s, seat, d) => searchMove(s, seat, `${game}:${i}:${d}`, { budgetMs: searchMs, ...(cpuClock ? { now: cpuNow } : {}) })?.action ?? null;
    const p = playGame(precon(game, i), i, ai === 0 ? [mine, random] : [random, mine]);
    if (p.winner === ai) wins++;
    else lost.push(i);
    if (p.finished) finished++;
    // Long runs (200 games on a loaded machine) say how far they are, on stderr, apart from the figures.
    if ((i + 1) % 20 === 0) console.error(`# ${game} ${level}: ${wins}/${i + 1} won; games not won: ${lost.join(' ') || 'none'}`);
  }
  return { wins, finished, lost };
}

/**
 * Decision times of `normal` at the production budget, at positions of seeded random games (as many games as
 * it takes to find PRACTICE_BENCH_TIMED positions with a real choice, every fifth such position timed).
 */
function decisionTimes(game: string): number[] {
  const times: number[] = [];
  for (let g = 7; g < 47 && times.length < timedPerGame; g++) {
    let s: MatchState = createGame(precon(game, g), g);
    const rng = samplingRng(`bench-timed:${game}:${g}`);
    let choices = 0;
    for (let d = 0; d < 2000 && times.length < timedPerGame; d++) {
      const who = actingSeat(s);
      if (who === null) break;
      if (moves(s, who).length > 1 && choices++ % 5 === 4) {
        const t0 = performance.now();
        searchMove(s, who, `timed:${g}:${d}`, { budgetMs: timedBudget });
        times.push(performance.now() - t0);
      }
      const r = apply(s, randomMove(s, who, rng)!);
      if (!r.ok) throw new Error(r.error.message.en);
      s = r.state;
    }
  }
  return times.sort((a, b) => a - b);
}

const TARGET = { easy: 65, normal: 95 } as const;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

const q = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0;

console.log(`# practice AI vs random: ${n} games per level and game, normal at ${searchMs} ms ${cpuClock ? 'of CPU' : 'wall'} per decision; load ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
for (const game of GAMES.filter((g) => !only || only.includes(g))) {
  for (const level of levels) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const r = winRate(game, level);
    const pct = (100 * r.wins) / n;
    const [lo, hi] = wilson(r.wins, n);
    const small = n < 200 ? `, only ${n} of the target's 200 games` : '';
    console.log(`bench practice.${game}.${level}.win-rate ${pct.toFixed(1)} % (Wilson 95 % ${lo.toFixed(1)}–${hi.toFixed(1)} %; ${r.wins}/${n} won, ${r.finished} finished; ${((performance.now() - t0) / 1000).toFixed(0)} s wall, ${cpuSeconds(c0).toFixed(0)} CPU-s, load ${loadavg()[0]!.toFixed(2)}; target ≥ ${TARGET[level]} %: ${verdict(pct >= TARGET[level])}${small})`);
  }
  if (timedPerGame <= 0) continue;
  const times = decisionTimes(game);
  console.log(`bench practice.${game}.normal.decision-ms p50 ${q(times, 0.5).toFixed(0)} p99 ${q(times, 0.99).toFixed(0)} max ${(times.at(-1) ?? 0).toFixed(0)} ms (budget ${timedBudget} ms, ${times.length} decisions; load ${loadavg()[0]!.toFixed(2)}; target p99 ≤ ${Math.round(timedBudget * 1.1)} ms: ${verdict(q(times, 0.99) <= timedBudget * 1.1)})`);
}
