/**
 * Swiss pairing as one maximum-weight perfect matching (blossom) over every pair of players. The weight of
 * a pair is a sum of priority tiers, each tier worth more than everything below it can add up to:
 *   1. meeting again (a rematch) — a heavy penalty, never a forbidden edge, so a round always pairs;
 *   1b. among unavoidable rematches, meeting a third time is worse than a second;
 *   2. a pair-down (players on different match points) — fewer is better;
 *   3. the size of the point gap;
 *   4. a seeded random amount, so equal choices vary between events but not between runs.
 * The bye is decided first, as the Magic Tournament Rules do: the lowest-ranked player among those with
 * the fewest byes (so nobody gets a second bye while someone has none).
 */
import { maxWeightMatching, type WeightedEdge } from './blossom.js';
import { seededRng } from './rng.js';

export interface SwissEntrant { id: string; points: number; byes: number }

export interface SwissInput {
  /** Active players in standings order, best first. */
  players: readonly SwissEntrant[];
  /** How many times two players already met. */
  timesMet(a: string, b: string): number;
  seed: string;
  /** Distinguishes the rounds (and re-pairings) of one event in the random stream. */
  label: string;
}

export interface SwissPairing { pairs: Array<[string, string]>; bye: string | null; rematches: number; pairDowns: number }

const TIE_RANGE = 1000;

export function byeCandidate(players: readonly SwissEntrant[]): string | null {
  if (players.length % 2 === 0) return null;
  const fewest = Math.min(...players.map((p) => p.byes));
  for (let i = players.length - 1; i >= 0; i--) if (players[i]!.byes === fewest) return players[i]!.id;
  return null;
}

export function pairSwiss(input: SwissInput): SwissPairing {
  const bye = byeCandidate(input.players);
  const ps = input.players.filter((p) => p.id !== bye);
  const n = ps.length;
  const rng = seededRng(input.seed, `swiss:${input.label}`);
  const pairsCount = Math.max(1, n / 2);
  let maxGap = 0; let maxMet = 0;
  const met: number[][] = ps.map(() => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const k = input.timesMet(ps[i]!.id, ps[j]!.id);
      met[i]![j] = k;
      maxMet = Math.max(maxMet, k);
      maxGap = Math.max(maxGap, Math.abs(ps[i]!.points - ps[j]!.points));
    }
  }
  const GAP = pairsCount * TIE_RANGE;
  const DOWN = GAP * (pairsCount * maxGap + 1);
  const REPEAT = DOWN * (pairsCount + 1);
  const REMATCH = REPEAT * (pairsCount * maxMet + 1);
  const BASE = REMATCH + REPEAT * maxMet + 1;
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const gap = Math.abs(ps[i]!.points - ps[j]!.points);
      const k = met[i]![j]!;
      const w = BASE - (k > 0 ? REMATCH + REPEAT * (k - 1) : 0) - (gap > 0 ? DOWN : 0) - GAP * gap - rng.int(TIE_RANGE);
      edges.push({ u: i, v: j, w });
    }
  }
  const mate = maxWeightMatching(n, edges, true, true);
  const pairs: Array<[string, string]> = [];
  let rematches = 0; let pairDowns = 0;
  for (let i = 0; i < n; i++) {
    const j = mate[i]!;
    if (j === -1) throw new Error('swiss: the complete graph must match perfectly');
    if (j < i) continue;
    pairs.push([ps[i]!.id, ps[j]!.id]);
    if (met[i]![j]! > 0) rematches++;
    if (ps[i]!.points !== ps[j]!.points) pairDowns++;
  }
  return { pairs, bye, rematches, pairDowns };
}
