/**
 * The `normal` level: single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse
 * 2012). Every iteration draws a new sample of the hidden cards from what the deciding seat has seen
 * (engine/determinize.ts) and walks one tree whose edges are choices named by what the option says (moves.ts
 * moveKey), so the same choice in different samples shares statistics; a choice not available in a sample is skipped there, and
 * UCB counts how often each was available. Playouts are random with a lean towards acting, cut after a
 * number of decisions and scored by the public evaluation. The real hidden state is never read: only the
 * deciding seat's own prompt comes from it, which that seat sees anyway.
 */
import { apply, type Action, type MatchState } from '../engine/index.js';
import type { Seat } from '../engine/core/view-types.js';
import { nextInt, type RngState } from '../engine/core/rng.js';
import { determinize } from '../engine/determinize.js';
import { samplingRng } from '../engine/determinize-kit.js';
import { evaluate } from './evaluate.js';
import { scoreMoves } from './policies.js';
import { actingSeat, committedMoves, eagerness, moveKey } from './moves.js';

export interface SearchLimits {
  /** Stop after this long (wall clock, checked between iterations). */
  budgetMs?: number;
  /** Stop after this many iterations (tests use this: the result is then a function of the seed). */
  iterations?: number;
  /** Decisions played at random before a playout is scored. */
  playoutDepth?: number;
  now?: () => number;
}

interface Node {
  /** Who chose the edge into this node (its statistics are from that seat's side). */
  mover: Seat | null;
  visits: number;
  reward: number;
  avail: number;
  children: Map<string, Node>;
}

const EXPLORE = 0.7;
const PRIOR_VISITS = 3;

const node = (mover: Seat | null): Node => ({ mover, visits: 0, reward: 0, avail: 0, children: new Map() });

function ucb(child: Node): number {
  if (child.visits === 0) return Infinity;
  return child.reward / child.visits + EXPLORE * Math.sqrt(Math.log(Math.max(1, child.avail)) / child.visits);
}

/** A random answer, leaning away from passing so that playouts move the game on. */
function playoutMove(s: MatchState, seat: Seat, rng: RngState): Action | null {
  const ms = committedMoves(s, seat);
  if (!ms.length) return null;
  if (ms.length > 1 && nextInt(rng, 4) !== 0) {
    const eager = ms.filter((m) => eagerness(s, m) > 0);
    if (eager.length) return eager[nextInt(rng, eager.length)]!;
  }
  return ms[nextInt(rng, ms.length)]!;
}

export interface SearchResult {
  action: Action;
  iterations: number;
  /** Visits per root choice, for tests and the bench. */
  visits: Record<string, number>;
}

export function searchMove(root: MatchState, seat: Seat, seed: string, limits: SearchLimits = {}): SearchResult | null {
  // A declaration begun is followed through (moves.ts committedMoves): cancelling it loops, in the tree and in play.
  const rootMoves = committedMoves(root, seat);
  if (rootMoves.length === 0) return null;
  if (rootMoves.length === 1) return { action: rootMoves[0]!, iterations: 0, visits: {} };
  const now = limits.now ?? Date.now;
  const started = now();
  const maxIter = limits.iterations ?? Infinity;
  const budget = limits.budgetMs ?? (limits.iterations ? Infinity : 1000);
  const depth = limits.playoutDepth ?? 10;
  const rng = samplingRng(`mcts:${seed}`);
  const tree = node(null);
  // The easy level's judgement of each root answer, on one sample, as a few virtual playouts: with little
  // time the search starts from it, with more the playouts outweigh it. It gets at most a quarter of the
  // budget (answers not scored by then start without a prior), so a wide position cannot overrun it.
  const priorSample = determinize(root, seat, `${seed}:prior`);
  const priorStop = budget === Infinity ? undefined : { at: started + budget / 4, now };
  for (const { move, score } of scoreMoves(priorSample, seat, priorStop)) {
    const k = moveKey(priorSample, move);
    // Equal choices (two copies of a card) share one key: the best score of them stands for it.
    const had = tree.children.get(k);
    if (had && had.reward >= Math.min(1, Math.max(0, score)) * PRIOR_VISITS) continue;
    const c = had ?? node(seat);
    c.visits = c.avail = PRIOR_VISITS;
    c.reward = Math.min(1, Math.max(0, score)) * PRIOR_VISITS;
    tree.children.set(k, c);
  }
  let it = 0;
  // Stop when one more iteration (as long as the longest so far) would overrun the budget.
  let longest = 0;
  for (;;) {
    const t = now();
    if (it >= maxIter || (budget !== Infinity && t - started + longest > budget)) break;
    let s = determinize(root, seat, `${seed}:${it}`);
    it++;
    const path: Node[] = [tree];
    let cur = tree;
    // Selection and expansion.
    for (;;) {
      const who = actingSeat(s);
      if (who === null) break;
      const legal = committedMoves(s, who);
      if (!legal.length) break;
      // One entry per key: equal choices (two copies of a card) are one choice.
      const byKey = new Map<string, Action>();
      for (const a of legal) { const k = moveKey(s, a); if (!byKey.has(k)) byKey.set(k, a); }
      const keyed = [...byKey].map(([k, a]) => ({ a, k }));
      for (const { k } of keyed) { const c = cur.children.get(k); if (c) c.avail++; }
      const fresh = keyed.filter(({ k }) => !cur.children.has(k));
      let pick: { a: Action; k: string };
      if (fresh.length) {
        pick = fresh[nextInt(rng, fresh.length)]!;
        const c = node(who);
        c.avail = 1;
        cur.children.set(pick.k, c);
      } else {
        pick = keyed.reduce((b, x) => (ucb(cur.children.get(x.k)!) > ucb(cur.children.get(b.k)!) ? x : b));
      }
      const r = apply(s, pick.a);
      if (!r.ok) { cur.children.delete(pick.k); break; }
      s = r.state;
      cur = cur.children.get(pick.k)!;
      path.push(cur);
      if (fresh.length) break;
    }
    // Playout.
    for (let d = 0; d < depth; d++) {
      const who = actingSeat(s);
      if (who === null) break;
      const m = playoutMove(s, who, rng);
      if (!m) break;
      const r = apply(s, m);
      if (!r.ok) break;
      s = r.state;
    }
    // Backpropagation, each node from its mover's side.
    const score = evaluate(s, seat);
    for (const n of path) {
      n.visits++;
      if (n.mover !== null) n.reward += n.mover === seat ? score : 1 - score;
    }
    longest = Math.max(longest, now() - t);
  }
  const visits: Record<string, number> = {};
  let best: Action = rootMoves[0]!;
  let bestVisits = -1;
  for (const a of rootMoves) {
    const c = tree.children.get(moveKey(root, a));
    const v = c?.visits ?? 0;
    visits[moveKey(root, a)] = v;
    // The most visited root choice (robust child); ties go to the higher mean.
    if (v > bestVisits || (v === bestVisits && c && v > 0 && c.reward / v > (tree.children.get(moveKey(root, best))?.reward ?? 0) / Math.max(1, bestVisits))) { best = a; bestVisits = v; }
  }
  return { action: best, iterations: it, visits };
}
