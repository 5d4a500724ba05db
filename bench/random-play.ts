/** What the random-game benches share: the seeded xorshift pick, and timing a batch of games in wall and CPU time. */
import { loadavg } from 'node:os';
import { apply, currentPrompt, legalActions, result, type EngineEvent, type MatchState } from '../src/engine/index.js';

/** A seeded uniform pick in [0, n): the same seed gives the same games on every machine. */
export function prng(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x % n;
  };
}

export interface Timed {
  actions: number;
  sec: number;
  cpuSec: number;
  /** The 1-minute load average, mean of before and after: on a shared machine the wall figures measure it. */
  load: number;
}

/** Plays games 0…n-1 (`play` returns a game's action count), timed in wall-clock and this process's CPU seconds. */
export function timeGames(n: number, play: (i: number) => number): Timed {
  let actions = 0;
  const load0 = loadavg()[0]!;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) actions += play(i);
  const sec = (performance.now() - t0) / 1000;
  const used = process.cpuUsage(c0);
  return { actions, sec, cpuSec: (used.user + used.system) / 1e6, load: (load0 + loadavg()[0]!) / 2 };
}

/**
 * Plays a created Fadalgia match to its end with seeded uniform picks (never conceding or cancelling); `each`
 * sees every applied step. Returns the number of actions.
 */
export function playRandom(created: MatchState, seed: number, each?: (s: MatchState, n: number, events: EngineEvent[]) => void): number {
  let s = created;
  const rnd = prng(seed);
  let n = 0;
  while (!result(s)) {
    const p = currentPrompt(s)!;
    const acts = legalActions(s, p.seat).filter((x) => x.type !== 'concede' && !(x.type === 'answer' && x.choice[0] === 'cancel'));
    const r = apply(s, acts[rnd(acts.length)]!);
    if (!r.ok) throw new Error(`action ${n}: ${r.error.message.en}`);
    s = r.state;
    n++;
    each?.(s, n, r.events);
  }
  return n;
}
