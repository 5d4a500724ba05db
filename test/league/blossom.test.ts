/** The blossom matching against exhaustive search on small random graphs (weights, cardinality, odd sizes). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maxWeightMatching, type WeightedEdge } from '../../src/league/blossom.js';

/** Best (size, weight) over every matching, by recursion on the lowest unmatched vertex. */
function brute(n: number, edges: WeightedEdge[], maxCard: boolean): { size: number; weight: number } {
  const w = new Map<string, number>();
  for (const e of edges) { const k = `${Math.min(e.u, e.v)}-${Math.max(e.u, e.v)}`; w.set(k, Math.max(w.get(k) ?? -Infinity, e.w)); }
  const better = (a: { size: number; weight: number }, b: { size: number; weight: number }) =>
    maxCard ? (a.size !== b.size ? a.size > b.size : a.weight > b.weight) : a.weight > b.weight;
  const go = (used: number): { size: number; weight: number } => {
    let i = 0;
    while (i < n && used & (1 << i)) i++;
    if (i >= n) return { size: 0, weight: 0 };
    let best = go(used | (1 << i));
    for (let j = i + 1; j < n; j++) {
      if (used & (1 << j)) continue;
      const ww = w.get(`${i}-${j}`);
      if (ww === undefined) continue;
      const r = go(used | (1 << i) | (1 << j));
      const cand = { size: r.size + 1, weight: r.weight + ww };
      if (better(cand, best)) best = cand;
    }
    return best;
  };
  return go(0);
}

function measure(n: number, edges: WeightedEdge[], mate: number[]) {
  let size = 0; let weight = 0;
  for (let v = 0; v < n; v++) {
    const m = mate[v]!;
    if (m === -1) continue;
    expect(mate[m]).toBe(v);
    if (v < m) {
      const ws = edges.filter((e) => (e.u === v && e.v === m) || (e.u === m && e.v === v)).map((e) => e.w);
      expect(ws.length).toBeGreaterThan(0);
      size++; weight += Math.max(...ws);
    }
  }
  return { size, weight };
}

const graph = fc.integer({ min: 1, max: 10 }).chain((n) => fc.record({
  n: fc.constant(n),
  edges: fc.array(fc.record({ u: fc.integer({ min: 0, max: n - 1 }), v: fc.integer({ min: 0, max: n - 1 }), w: fc.integer({ min: -20, max: 60 }) }), { maxLength: 30 })
    .map((es) => {
      const seen = new Set<string>();
      return es.filter((e) => { const k = `${Math.min(e.u, e.v)}-${Math.max(e.u, e.v)}`; if (e.u === e.v || seen.has(k)) return false; seen.add(k); return true; });
    }),
  maxCard: fc.boolean(),
}));

describe('maximum-weight matching (blossom)', () => {
  it('finds the weight (and, with maxCardinality, the size) of an exhaustive search', () => {
    fc.assert(fc.property(graph, ({ n, edges, maxCard }) => {
      const got = measure(n, edges, maxWeightMatching(n, edges, maxCard));
      const want = brute(n, edges, maxCard);
      if (maxCard) expect(got.size).toBe(want.size);
      expect(got.weight).toBe(want.weight);
    }), { numRuns: 800, seed: 1405 });
  }, 60_000);

  it('perfect mode (duals from each vertex\'s heaviest edge) on complete graphs of even order gives the heaviest perfect matching', () => {
    const complete = fc.integer({ min: 1, max: 5 }).chain((h) => fc.array(fc.integer({ min: -50, max: 1000 }), { minLength: h * (2 * h - 1), maxLength: h * (2 * h - 1) }).map((ws) => {
      const n = 2 * h; const edges: WeightedEdge[] = []; let k = 0;
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) edges.push({ u: i, v: j, w: ws[k++]! });
      return { n, edges };
    }));
    fc.assert(fc.property(complete, ({ n, edges }) => {
      const got = measure(n, edges, maxWeightMatching(n, edges, true, true));
      expect(got.size).toBe(n / 2);
      expect(got.weight).toBe(brute(n, edges, true).weight);
    }), { numRuns: 800, seed: 1406 });
    expect(() => maxWeightMatching(3, [{ u: 0, v: 1, w: 1 }], true, true)).toThrow(/perfect/);
  }, 60_000);

  it('needs blossoms: an odd cycle with a pendant edge', () => {
    // Triangle 0-1-2 with 2-3: the best is 0-1 + 2-3, reachable only through the shrunk triangle.
    const edges = [{ u: 0, v: 1, w: 6 }, { u: 1, v: 2, w: 10 }, { u: 0, v: 2, w: 5 }, { u: 2, v: 3, w: 7 }];
    expect(maxWeightMatching(4, edges)).toEqual([1, 0, 3, 2]);
  });

  it('refuses non-integer weights', () => {
    expect(() => maxWeightMatching(2, [{ u: 0, v: 1, w: 0.5 }])).toThrow(/integers/);
  });
});
