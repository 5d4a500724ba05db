/** What the random-game benches share: the seeded xorshift pick, and timing a batch of games in wall and CPU time. */
import { loadavg } from 'node:os';
import { apply, createMatch, currentPrompt, isRuleError, legalActions, PRECONS, result, type EngineEvent, type MatchState } from '../src/engine/index.js';

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

/**
 * Seed i of the keyword bench: a third of the games in Starter - Type C, two different shipped decks, every
 * pairing over the seeds. The engine benches and the trace share it so that their figures describe the same games.
 */
export function keywordMatch(i: number): MatchState {
  const format = i % 3 === 2 ? 'starter-c' : 'standard';
  const decks = PRECONS.filter((p) => p.format === format);
  const a = i % decks.length;
  const b = (a + 1 + (Math.floor(i / decks.length) % (decks.length - 1))) % decks.length;
  const seed = (i * 2654435761 >>> 0).toString(16).padStart(8, '0').repeat(8);
  const created = createMatch({ matchId: `kw-${i}`, game: 'fadalgia', format, seed, seats: [{ name: 'A', deck: decks[a]!.deck }, { name: 'B', deck: decks[b]!.deck }], challenger: (i % 2) as 0 | 1 });
  if (isRuleError(created)) throw new Error(created.message.en);
  return created;
}
