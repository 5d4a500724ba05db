/**
 * The two cheap policies: `random` (a uniformly random answer: the bench's opponent) and `easy` (the
 * practice level: one sample of the hidden cards, each answer tried on it, the best position by the public
 * evaluation, eager moves first on ties). Neither reads the hidden state: `easy` looks only at a sample.
 */
import { apply, type Action, type MatchState } from '../engine/index.js';
import type { Seat } from '../engine/core/view-types.js';
import { nextInt, type RngState } from '../engine/core/rng.js';
import { determinize } from '../engine/determinize.js';
import { samplingRng } from '../engine/determinize-kit.js';
import { evaluate } from './evaluate.js';
import { actingSeat, committedMoves, eagerness, moveKey, moves } from './moves.js';

export function randomMove(s: MatchState, seat: Seat, rng: RngState): Action | null {
  const ms = moves(s, seat);
  return ms.length ? ms[nextInt(rng, ms.length)]! : null;
}

/** Follow-up answers looked at when a move leads to another decision of the same seat (an attack, then its target). */
const FOLLOW_DEPTH = 2;
const FOLLOW_WIDTH = 8;

/** The position after `m` when the seat answers its own follow-up prompts greedily (a declared action is judged completed). */
export function valueAfter(s: MatchState, seat: Seat, depth: number): number {
  if (depth <= 0 || actingSeat(s) !== seat) return evaluate(s, seat);
  let best = -Infinity;
  for (const m of committedMoves(s, seat).slice(0, FOLLOW_WIDTH)) {
    const r = apply(s, m);
    if (r.ok) best = Math.max(best, valueAfter(r.state, seat, depth - 1) + 0.02 * eagerness(s, m));
  }
  return best === -Infinity ? evaluate(s, seat) : best;
}

export function easyMove(s: MatchState, seat: Seat, seed: string): Action | null {
  const ms = committedMoves(s, seat);
  if (ms.length <= 1) return ms[0] ?? null;
  const sample = determinize(s, seat, `easy:${seed}`);
  const rng = samplingRng(`easy-ties:${seed}`);
  let best: Action | null = null;
  let bestScore = -Infinity;
  const allowed = new Set(ms.map((m) => moveKey(s, m)));
  for (const { move, score } of scoreMoves(sample, seat)) {
    if (!allowed.has(moveKey(sample, move))) continue;
    // A small random term breaks ties between equal answers without always taking the first.
    const tied = score + nextInt(rng, 1000) / 1e6;
    if (tied > bestScore) { best = move; bestScore = tied; }
  }
  return best ?? ms[0]!;
}

/**
 * Every answer of `seat` on a sample, scored as `easy` scores it (also the search's prior). With `stopAt`,
 * answers not reached by then are left out: scoring a position with many answers costs up to ~100 ms of CPU,
 * which the search's time budget must cover.
 */
export function scoreMoves(sample: MatchState, seat: Seat, stopAt?: { at: number; now: () => number }): Array<{ move: Action; score: number }> {
  const out: Array<{ move: Action; score: number }> = [];
  for (const m of moves(sample, seat)) {
    if (stopAt && stopAt.now() > stopAt.at) break;
    const r = apply(sample, m);
    if (r.ok) out.push({ move: m, score: valueAfter(r.state, seat, FOLLOW_DEPTH) + 0.02 * eagerness(sample, m) });
  }
  return out;
}
