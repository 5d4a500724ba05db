/**
 * Swiss pairing as one maximum-weight perfect matching (blossom). The vertices are the players plus, when
 * their number is odd, one bye vertex; so who gets the bye is decided inside the same optimisation as who
 * plays whom (fixing the bye first can force a rematch that another legal bye avoids: 9 players, round 7).
 *
 * Goals, in strict order — each tier is worth more than everything below it can add up to:
 *   0. (hard) the bye only to a player with the fewest byes, so nobody gets a second bye while someone has
 *      none: the bye vertex has edges to those players only;
 *   1. legality: as few rematches as possible (a heavy penalty, never a forbidden edge, so a round always
 *      pairs); among unavoidable rematches, meeting a third time is worse than a second;
 *   2. legality: the bye to the lowest-ranked eligible player (the lowest one whose bye costs no rematch);
 *   3. score-group integrity: a player floats to the adjacent score group only (each group skipped costs);
 *   4. the smallest total score gap (so five small floats beat one 7-against-1 pairing);
 *   5. a seeded random amount, so equal choices vary between events but not between runs.
 * Score groups are the distinct match-point totals among the players being paired, best first.
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

export interface SwissPairing {
  pairs: Array<[string, string]>;
  bye: string | null;
  rematches: number;
  /** Pairs across score groups (floats), and of those, pairs that skip a group. */
  pairDowns: number;
  groupSkips: number;
  /** Sum over pairs of the match-point difference. */
  scoreGap: number;
}

/** Integer weights stay exact in the matching below 2^50 (see blossom.ts). */
const WEIGHT_LIMIT = 2 ** 50;
const TIE_RANGE = 1000;

/** Players who may take the bye: those with the fewest byes so far. */
export function byeEligible(players: readonly SwissEntrant[]): Set<string> {
  const fewest = Math.min(...players.map((p) => p.byes));
  return new Set(players.filter((p) => p.byes === fewest).map((p) => p.id));
}

/** Group index of every distinct point total, best first. */
function groupIndex(players: readonly SwissEntrant[]): Map<number, number> {
  const totals = [...new Set(players.map((p) => p.points))].sort((a, b) => b - a);
  return new Map(totals.map((t, i) => [t, i]));
}

/** What one pair costs in each tier that pairs carry (the bye's rank is the bye edge's). */
function pairCost(a: SwissEntrant, b: SwissEntrant, met: number, group: Map<number, number>): { rematch: number; repeats: number; skips: number; gap: number } {
  return {
    rematch: met > 0 ? 1 : 0,
    repeats: Math.max(0, met - 1),
    skips: Math.max(0, Math.abs(group.get(a.points)! - group.get(b.points)!) - 1),
    gap: Math.abs(a.points - b.points),
  };
}

/**
 * The largest possible total of a "line" cost |x − y| over any set of `pairs` disjoint pairs drawn from
 * `values`: the top half against the bottom half. Bounds a tier's sum tightly (so weights stay small).
 */
function maxLineTotal(values: number[], pairs: number): number {
  const v = [...values].sort((a, b) => b - a);
  let s = 0;
  for (let i = 0; i < pairs && i < v.length - 1 - i; i++) s += v[i]! - v[v.length - 1 - i]!;
  return s;
}

export function pairSwiss(input: SwissInput): SwissPairing {
  const ps = input.players;
  const n = ps.length;
  if (n < 2) return { pairs: [], bye: ps[0]?.id ?? null, rematches: 0, pairDowns: 0, groupSkips: 0, scoreGap: 0 };
  const odd = n % 2 === 1;
  const pairsCount = Math.floor(n / 2);
  const group = groupIndex(ps);
  const eligible = odd ? byeEligible(ps) : new Set<string>();
  const met: number[][] = ps.map(() => new Array<number>(n).fill(0));
  let maxMet = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      met[i]![j] = input.timesMet(ps[i]!.id, ps[j]!.id);
      maxMet = Math.max(maxMet, met[i]![j]!);
    }
  }
  // Tier units from the largest total each lower tier can reach over one pairing, lowest tier first.
  const maxGap = maxLineTotal(ps.map((p) => p.points), pairsCount);
  const maxSkips = maxLineTotal(ps.map((p) => group.get(p.points)!), pairsCount);
  const maxByeRank = odd ? n - 1 : 0;
  const maxRepeats = pairsCount * Math.max(0, maxMet - 1);
  const spans = [maxGap, maxSkips, maxByeRank, maxRepeats, pairsCount];
  const unitsFor = (tie: number) => {
    const units: number[] = [];
    // The random amounts of all pairs together stay below one unit of the score gap.
    let unit = tie * Math.max(1, pairsCount);
    for (const span of spans) { units.push(unit); unit *= span + 1; }
    return { units, top: unit };
  };
  // The random tier takes whatever room the goal tiers leave (none in the largest, longest events).
  let tie = TIE_RANGE;
  while (tie > 1 && unitsFor(tie).top * 2 >= WEIGHT_LIMIT) tie = Math.floor(tie / 2);
  const { units, top } = unitsFor(tie);
  if (top * 2 >= WEIGHT_LIMIT) throw new Error(`swiss: ${n} players exceed the exact weight range`);
  const [GAP, SKIP, BYE, REPEAT, REMATCH] = units as [number, number, number, number, number];
  const rng = seededRng(input.seed, `swiss:${input.label}`);
  const edges: WeightedEdge[] = [];
  // Every perfect matching has the same number of edges, so a common base keeps weights positive
  // without changing which matching is heaviest.
  const BASE = top;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const k = pairCost(ps[i]!, ps[j]!, met[i]![j]!, group);
      const cost = REMATCH * k.rematch + REPEAT * k.repeats + SKIP * k.skips + GAP * k.gap + rng.int(tie);
      edges.push({ u: i, v: j, w: BASE - cost });
    }
  }
  if (odd) {
    for (let i = 0; i < n; i++) if (eligible.has(ps[i]!.id)) edges.push({ u: i, v: n, w: BASE - BYE * (n - 1 - i) });
  }
  const mate = maxWeightMatching(odd ? n + 1 : n, edges, true, true);
  const pairs: Array<[string, string]> = [];
  let bye: string | null = null;
  let rematches = 0; let pairDowns = 0; let groupSkips = 0; let scoreGap = 0;
  for (let i = 0; i < n; i++) {
    const j = mate[i]!;
    if (j === -1) throw new Error('swiss: the complete graph must match perfectly');
    if (j === n) { bye = ps[i]!.id; continue; }
    if (j < i) continue;
    pairs.push([ps[i]!.id, ps[j]!.id]);
    const k = pairCost(ps[i]!, ps[j]!, met[i]![j]!, group);
    rematches += k.rematch; groupSkips += k.skips; scoreGap += k.gap;
    if (k.gap > 0) pairDowns++;
  }
  return { pairs, bye, rematches, pairDowns, groupSkips, scoreGap };
}
