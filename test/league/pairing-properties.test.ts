/**
 * Property tests of the pairings over simulated events driven through the real league operations
 * (results set by the organiser, random drops). After every round: each active player plays once; the bye
 * goes to the lowest-ranked player among those with the fewest byes; no rematch (and no extra pair-down)
 * when a pairing without one existed; the same record and seed give the same round.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { drop, setResult, start } from '../../src/league/ops.js';
import { buildRound } from '../../src/league/rounds.js';
import { standings } from '../../src/league/standings.js';
import { maxWeightMatching } from '../../src/league/blossom.js';
import { pairSwiss } from '../../src/league/swiss.js';
import { bergerRound } from '../../src/league/round-robin.js';
import { bracketOrder, seedBracket } from '../../src/league/elimination.js';
import { isActive, suggestedRounds, type League, type Round } from '../../src/league/model.js';
import { league } from './fixtures.js';

function met(l: League, before: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of l.roundList.filter((x) => x.n < before)) for (const m of r.matches) if (m.b) {
    const k = [m.a, m.b].sort().join('|');
    out.set(k, (out.get(k) ?? 0) + 1);
  }
  return out;
}

type Cost = [number, number, number];
const less = (a: Cost, b: Cost) => a[0] !== b[0] ? a[0] < b[0] : a[1] !== b[1] ? a[1] < b[1] : a[2] < b[2];

/** Minimal (rematches, repeated meetings beyond the second, pair-downs) over every perfect matching of `ids` (small fields only). */
function bestPossible(ids: string[], points: Map<string, number>, m: Map<string, number>): Cost {
  let best: Cost = [Infinity, Infinity, Infinity];
  const go = (rest: string[], c: Cost) => {
    if (!less(c, best)) return;
    if (rest.length === 0) { best = c; return; }
    const [x, ...others] = rest;
    for (let i = 0; i < others.length; i++) {
      const y = others[i]!;
      const k = m.get([x!, y].sort().join('|')) ?? 0;
      go(others.filter((_, j) => j !== i), [c[0] + (k > 0 ? 1 : 0), c[1] + Math.max(0, k - 1), c[2] + (points.get(x!) !== points.get(y) ? 1 : 0)]);
    }
  };
  go(ids, [0, 0, 0]);
  return best;
}

function checkRound(before: League, r: Round): void {
  const rows = standings(before);
  const active = rows.filter((x) => { const p = before.players.find((q) => q.id === x.id)!; return isActive(p) && !p.disqualified; });
  const seen = r.matches.flatMap((x) => (x.b ? [x.a, x.b] : [x.a]));
  expect(new Set(seen).size).toBe(seen.length);
  expect(new Set(seen)).toEqual(new Set(active.map((x) => x.id)));
  const byes = r.matches.filter((x) => x.b === null);
  expect(byes.length).toBe(active.length % 2);
  if (byes.length) {
    const fewest = Math.min(...active.map((x) => x.record.byes));
    const lowest = [...active].reverse().find((x) => x.record.byes === fewest)!;
    expect(byes[0]!.a).toBe(lowest.id);
  }
  const m = met(before, r.n);
  const points = new Map(rows.map((x) => [x.id, x.matchPoints]));
  const pairs = r.matches.filter((x) => x.b !== null);
  const meetings = pairs.map((x) => m.get([x.a, x.b!].sort().join('|')) ?? 0);
  const rematches = meetings.filter((k) => k > 0).length;
  const repeats = meetings.reduce((s, k) => s + Math.max(0, k - 1), 0);
  const pairDowns = pairs.filter((x) => points.get(x.a) !== points.get(x.b!)).length;
  const ids = pairs.flatMap((x) => [x.a, x.b!]);
  if (ids.length <= 8) {
    expect([rematches, repeats, pairDowns]).toEqual(bestPossible(ids, points, m));
  } else if (rematches > 0) {
    // Was a rematch-free pairing possible? Ask for the largest matching on the edges never played.
    const edges = [];
    for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) if (!m.get([ids[i]!, ids[j]!].sort().join('|'))) edges.push({ u: i, v: j, w: 1 });
    const mate = maxWeightMatching(ids.length, edges, true);
    expect(mate.filter((x) => x >= 0).length / 2).toBeLessThan(ids.length / 2);
  }
  // Same record, same seed, same round.
  expect(buildRound(before, r.n, r.startedAt)).toEqual(r);
}

interface Sim { players: number; extraRounds: number; seed: string; results: number[]; drops: number[] }

function simulate(s: Sim): number {
  const rounds = suggestedRounds(s.players) + s.extraRounds;
  let l = league(s.players, { rounds, seed: s.seed, bestOf: 3 });
  const st = start(l, l.organiser, 1000);
  if (!st.ok) throw new Error(st.code);
  l = st.league;
  checkRound({ ...l, roundList: [] }, l.roundList[0]!);
  let k = 0; let checked = 1;
  while (l.status === 'running') {
    const cur = l.roundList[l.roundList.length - 1]!;
    const dropper = s.drops[cur.n - 1];
    if (dropper !== undefined && dropper < l.players.length) {
      const r = drop(l, l.players[dropper]!.id, l.players[dropper]!.id, 2000);
      if (r.ok) l = r.league;
    }
    // Results go straight into a copy of the record except the last one, which goes through setResult and
    // so closes the round and pairs the next through the real code path (one copy per round, not per match).
    const open = l.roundList[l.roundList.length - 1]!.n === cur.n ? l.roundList[l.roundList.length - 1]!.matches.filter((m) => !m.result) : [];
    const scoreOf = () => {
      const v = s.results[k++ % s.results.length]!;
      return v === 0 ? { a: 2, b: 0, d: 0 } : v === 1 ? { a: 1, b: 2, d: 0 } : { a: 1, b: 1, d: 1 };
    };
    if (open.length) {
      l = structuredClone(l);
      const round = l.roundList[l.roundList.length - 1]!;
      for (const m of open.slice(0, -1)) round.matches.find((x) => x.table === m.table)!.result = { ...scoreOf(), by: 'organiser' };
      const r = setResult(l, l.organiser, cur.n, open[open.length - 1]!.table, scoreOf(), 3000 + k);
      if (!r.ok) throw new Error(r.code);
      l = r.league;
    }
    if (l.roundList.length > cur.n) {
      const next = l.roundList[l.roundList.length - 1]!;
      checkRound({ ...l, roundList: l.roundList.slice(0, -1) }, next);
      checked++;
    }
  }
  expect(l.roundList.length).toBe(rounds);
  return checked;
}

const sim = (min: number, max: number) => fc.record({
  players: fc.integer({ min, max }),
  extraRounds: fc.integer({ min: 0, max: 3 }),
  seed: fc.uint8Array({ minLength: 8, maxLength: 8 }).map((b) => Buffer.from(b).toString('hex')),
  results: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 40 }),
  drops: fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 4 }),
});

/**
 * The pairing alone, on a light event model (points, byes, meetings; ranked by points, then a seeded
 * order), so that thousands of events stay cheap. The full record path is exercised by `simulate`.
 */
function simulatePairing(s: Sim): void {
  const ids = Array.from({ length: s.players }, (_, i) => `p${i}`);
  const points = new Map(ids.map((id) => [id, 0]));
  const byes = new Map(ids.map((id) => [id, 0]));
  const m = new Map<string, number>();
  const active = new Set(ids);
  const rounds = suggestedRounds(s.players) + s.extraRounds;
  let k = 0;
  for (let n = 1; n <= rounds; n++) {
    const dropper = s.drops[n - 1];
    if (dropper !== undefined && active.size > 2) active.delete(ids[dropper % ids.length]!);
    const ranked = [...active].sort((a, b) => points.get(b)! - points.get(a)! || a.localeCompare(b));
    const input = { players: ranked.map((id) => ({ id, points: points.get(id)!, byes: byes.get(id)! })), timesMet: (a: string, b: string) => m.get([a, b].sort().join('|')) ?? 0, seed: s.seed, label: `r${n}` };
    const res = pairSwiss(input);
    // Same input and seed, same pairing (checked on the first and last rounds to keep the run short).
    if (n === 1 || n === rounds) expect(pairSwiss(input)).toEqual(res);
    const seen = [...res.pairs.flat(), ...(res.bye ? [res.bye] : [])];
    expect(new Set(seen)).toEqual(active);
    expect(seen).toHaveLength(active.size);
    if (active.size % 2) {
      const fewest = Math.min(...ranked.map((id) => byes.get(id)!));
      expect(res.bye).toBe([...ranked].reverse().find((id) => byes.get(id) === fewest));
    } else expect(res.bye).toBeNull();
    const pairIds = res.pairs.flat();
    const meetings = res.pairs.map(([a, b]) => m.get([a, b].sort().join('|')) ?? 0);
    const got: Cost = [meetings.filter((x) => x > 0).length, meetings.reduce((t, x) => t + Math.max(0, x - 1), 0), res.pairs.filter(([a, b]) => points.get(a) !== points.get(b)).length];
    if (pairIds.length <= 8) expect(got).toEqual(bestPossible(pairIds, points, m));
    for (const [a, b] of res.pairs) {
      const key = [a, b].sort().join('|');
      m.set(key, (m.get(key) ?? 0) + 1);
      const v = s.results[k++ % s.results.length]!;
      if (v === 0) points.set(a, points.get(a)! + 3); else if (v === 1) points.set(b, points.get(b)! + 3); else { points.set(a, points.get(a)! + 1); points.set(b, points.get(b)! + 1); }
    }
    if (res.bye) { byes.set(res.bye, byes.get(res.bye)! + 1); points.set(res.bye, points.get(res.bye)! + 3); }
  }
}

describe('Swiss pairing properties', () => {
  it('thousands of small events (4–12 players, up to ⌈log₂ n⌉+3 rounds, drops): optimal rematches and pair-downs, bye rule, determinism', () => {
    fc.assert(fc.property(sim(4, 12), (s) => { simulatePairing(s); }), { numRuns: 2000, seed: 14 });
  }, 120_000);

  it('small events through the league record (standings, drops, results, closing rounds)', () => {
    fc.assert(fc.property(sim(4, 12), (s) => { simulate(s); }), { numRuns: 150, seed: 17 });
  }, 120_000);

  it('mid-size events (13–64 players)', () => {
    fc.assert(fc.property(sim(13, 64), (s) => { simulate({ ...s, extraRounds: Math.min(s.extraRounds, 1) }); }), { numRuns: 40, seed: 15 });
  }, 120_000);

  it('large events (65–256 players)', () => {
    fc.assert(fc.property(sim(65, 256), (s) => { simulate({ ...s, extraRounds: 0 }); }), { numRuns: 2, seed: 16 });
  }, 120_000);

  it('never stalls: 5 players for 8 rounds (more rounds than opponents) still pair every round', () => {
    expect(simulate({ players: 5, extraRounds: 5, seed: '0011223344556677', results: [0, 1, 2], drops: [] })).toBe(8);
  });

  it('a different seed gives different first-round pairings', () => {
    const a = start(league(32, { seed: '0000000000000001' }), '1', 0);
    const b = start(league(32, { seed: '0000000000000002' }), '1', 0);
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(a.info.matches.map((m) => [m.a, m.b])).not.toEqual(b.info.matches.map((m) => [m.a, m.b]));
  });
});

describe('round robin (Berger tables) and brackets', () => {
  it('everyone meets everyone exactly once, one match a round', () => {
    for (let n = 2; n <= 17; n++) {
      const ids = Array.from({ length: n }, (_, i) => i);
      const rounds = n % 2 ? n : n - 1;
      const meet = new Set<string>();
      for (let r = 1; r <= rounds; r++) {
        const pairs = bergerRound(ids, r);
        const inRound = pairs.flat().filter((x) => x !== null);
        expect(new Set(inRound).size).toBe(inRound.length);
        for (const [a, b] of pairs) if (a !== null && b !== null) meet.add([a, b].sort().join('-'));
      }
      expect(meet.size).toBe((n * (n - 1)) / 2);
    }
  });

  it('seeds 1v8, 4v5, 2v7, 3v6 and gives missing seeds as byes to the top', () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(seedBracket(['s1', 's2', 's3', 's4', 's5', 's6'])).toEqual([['s1', null], ['s4', 's5'], ['s2', null], ['s3', 's6']]);
  });
});
