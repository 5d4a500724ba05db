/**
 * The brute-force oracle for Swiss pairing, shared by the property tests and bench/league-pairing.bench.ts.
 */
import { maxWeightMatching } from '../../src/league/blossom.js';

/**
 * The brute-force oracle: every bye choice and every perfect matching of a small field, scored in the goal
 * order of swiss.ts (written out again here, independently): fewest rematches, fewest meetings beyond the
 * second, the bye as low in the standings as possible (among the players with the fewest byes), fewest
 * score groups skipped by floats, smallest total point gap.
 */
export type Cost = [number, number, number, number, number];
export const less = (a: Cost, b: Cost) => { for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!; return false; };

export interface Field { ranked: string[]; points: Map<string, number>; byes: Map<string, number>; met: Map<string, number> }

const groupsOf = new WeakMap<Field, number[]>();
function pairCostOf(f: Field, x: string, y: string): Cost {
  let groups = groupsOf.get(f);
  if (!groups) { groups = [...new Set(f.ranked.map((id) => f.points.get(id)!))].sort((a, b) => b - a); groupsOf.set(f, groups); }
  const k = f.met.get(x < y ? `${x}|${y}` : `${y}|${x}`) ?? 0;
  const skip = Math.max(0, Math.abs(groups.indexOf(f.points.get(x)!) - groups.indexOf(f.points.get(y)!)) - 1);
  return [k > 0 ? 1 : 0, Math.max(0, k - 1), 0, skip, Math.abs(f.points.get(x)! - f.points.get(y)!)];
}
const add = (a: Cost, b: Cost): Cost => a.map((v, i) => v + b[i]!) as Cost;

export function costOf(f: Field, pairs: ReadonlyArray<readonly [string, string]>, bye: string | null): Cost {
  let c: Cost = [0, 0, bye === null ? 0 : f.ranked.length - 1 - f.ranked.indexOf(bye), 0, 0];
  for (const [x, y] of pairs) c = add(c, pairCostOf(f, x, y));
  return c;
}

export function bestPossible(f: Field): Cost {
  const fewest = Math.min(...f.ranked.map((id) => f.byes.get(id)!));
  let best: Cost = [Infinity, Infinity, Infinity, Infinity, Infinity];
  const go = (rest: string[], c: Cost, byeOpen: boolean) => {
    if (!less(c, best)) return;
    if (rest.length === 0) { best = c; return; }
    const [x, ...others] = rest;
    if (byeOpen && f.byes.get(x!) === fewest) go(others, add(c, [0, 0, f.ranked.length - 1 - f.ranked.indexOf(x!), 0, 0]), false);
    for (let i = 0; i < others.length; i++) go(others.filter((_, j) => j !== i), add(c, pairCostOf(f, x!, others[i]!)), byeOpen);
  };
  go(f.ranked, [0, 0, 0, 0, 0], f.ranked.length % 2 === 1);
  return best;
}

/** Fewest rematches possible, for any field size: pairs minus the largest matching on fresh edges (bye edges count as fresh). */
export function fewestRematches(f: Field): number {
  const n = f.ranked.length;
  const fewest = Math.min(...f.ranked.map((id) => f.byes.get(id)!));
  const edges = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (!f.met.get([f.ranked[i]!, f.ranked[j]!].sort().join('|'))) edges.push({ u: i, v: j, w: 1 });
  if (n % 2) for (let i = 0; i < n; i++) if (f.byes.get(f.ranked[i]!) === fewest) edges.push({ u: i, v: n, w: 1 });
  const mate = maxWeightMatching(n + (n % 2), edges, true);
  // A maximum matching can always hold the bye edge (swap it in for an eligible player's pair), so the
  // player pairs that can be fresh are its size less the bye; every other pair is a rematch.
  const fresh = mate.filter((x) => x >= 0).length / 2 - (n % 2);
  return Math.floor(n / 2) - fresh;
}

