/**
 * Building a league's next round from its record: Swiss from the standings, round robin from the Berger
 * table, elimination from the bracket (seeded from the standings for a top cut). Pure: the same record
 * gives the same round.
 */
import { isActive, type League, type LeagueMatch, type Round, type Score } from './model.js';
import { pairSwiss } from './swiss.js';
import { bergerRound, roundRobinRounds } from './round-robin.js';
import { nextBracketRound, seedBracket } from './elimination.js';
import { standings } from './standings.js';

export const HOUR = 3600_000;

export function topCut(l: League): number {
  return l.structure === 'swiss-top4' ? 4 : l.structure === 'swiss-top8' ? 8 : 0;
}

export function cutSize(l: League): number {
  const want = topCut(l);
  const active = l.players.filter((p) => isActive(p) && !p.disqualified).length;
  let size = 1;
  while (size * 2 <= Math.min(want, active)) size *= 2;
  return size >= 2 ? size : 0;
}

export const hasElimination = (l: League) => l.structure === 'single-elim' || topCut(l) > 0;

/** Rounds of the first phase (Swiss or round robin); elimination rounds follow until one player is left. */
export function mainPhaseRounds(l: League): number {
  if (l.structure === 'single-elim') return 0;
  if (l.structure === 'round-robin') return roundRobinRounds(l.seating.length);
  return l.rounds;
}

export function winnerOf(m: LeagueMatch): string | null {
  const r = m.result;
  if (!r || r.doubleLoss) return null;
  if (m.b === null) return m.a;
  return r.a > r.b ? m.a : r.b > r.a ? m.b : null;
}

function byeMatch(table: number, id: string): LeagueMatch {
  return { table, a: id, b: null, result: { a: 2, b: 0, d: 0, by: 'bye' }, reports: {}, disputed: false, games: [] };
}

function pairMatch(table: number, a: string, b: string): LeagueMatch {
  return { table, a, b, reports: {}, disputed: false, games: [] };
}

function timesMetFn(l: League): (a: string, b: string) => number {
  const met = new Map<string, number>();
  for (const r of l.roundList) for (const m of r.matches) {
    if (m.b === null) continue;
    const k = m.a < m.b ? `${m.a}|${m.b}` : `${m.b}|${m.a}`;
    met.set(k, (met.get(k) ?? 0) + 1);
  }
  return (a, b) => met.get(a < b ? `${a}|${b}` : `${b}|${a}`) ?? 0;
}

function phaseOf(l: League, n: number): Round['phase'] {
  return n <= mainPhaseRounds(l) ? (l.structure === 'round-robin' ? 'round-robin' : 'swiss') : 'elim';
}

/** Pairs of the next round, or null when the event is over. */
export function buildRound(l: League, n: number, now: number, label = `round:${n}`): Round | null {
  const main = mainPhaseRounds(l);
  const deadline = now + l.roundHours * HOUR;
  // A late entrant's missed rounds (1..missedRounds) already count as losses: never paired in them (a re-pair
  // of the round they joined during must not give them a second result for it).
  const playing = (id: string) => { const p = l.players.find((x) => x.id === id); return !!p && isActive(p) && !p.disqualified && !(phaseOf(l, n) !== 'elim' && p.missedRounds >= n); };
  const matches: LeagueMatch[] = [];
  const push = (a: string | null, b: string | null) => {
    const xs = [a, b].filter((x): x is string => x !== null && playing(x));
    if (xs.length === 2) matches.push(pairMatch(matches.length + 1, xs[0]!, xs[1]!));
    else if (xs.length === 1) matches.push(byeMatch(0, xs[0]!));
  };
  let phase: Round['phase'];
  if (n <= main && l.structure !== 'round-robin') {
    phase = 'swiss';
    const rows = standings(l).filter((r) => playing(r.id));
    const res = pairSwiss({
      players: rows.map((r) => ({ id: r.id, points: r.matchPoints, byes: r.record.byes })),
      timesMet: timesMetFn(l), seed: l.seed, label,
    });
    for (const [a, b] of res.pairs) push(a, b);
    if (res.bye) push(res.bye, null);
  } else if (n <= main) {
    phase = 'round-robin';
    for (const [a, b] of bergerRound(l.seating, n)) push(a, b);
  } else {
    phase = 'elim';
    const prev = l.roundList.filter((r) => r.phase === 'elim');
    let pairs: Array<[string, string | null]>;
    if (prev.length === 0) {
      const seeds = l.structure === 'single-elim'
        ? l.seating.filter(playing)
        : standings(l).filter((r) => playing(r.id)).slice(0, cutSize(l)).map((r) => r.id);
      if (seeds.length < 2) return null;
      pairs = seedBracket(seeds);
    } else {
      const last = prev[prev.length - 1]!;
      const winners = [...last.matches].sort((x, y) => x.table - y.table).map(winnerOf).filter((w): w is string => w !== null && playing(w));
      if (winners.length < 2) return null;
      pairs = nextBracketRound(winners);
    }
    // Elimination keeps the bracket's order: tables follow it, byes included.
    for (const [a, b] of pairs) {
      const t = matches.length + 1;
      if (b !== null && playing(a) && playing(b)) matches.push(pairMatch(t, a, b));
      else if (playing(a)) matches.push(byeMatch(t, a));
      else if (b !== null && playing(b)) matches.push(byeMatch(t, b));
    }
    return { n, phase, startedAt: now, deadline, reminded: [], expired: false, closed: false, matches };
  }
  // Byes sit at the last table.
  const played = matches.filter((m) => m.b !== null);
  const byes = matches.filter((m) => m.b === null);
  const all = [...played, ...byes].map((m, i) => ({ ...m, table: i + 1 }));
  return { n, phase, startedAt: now, deadline, reminded: [], expired: false, closed: false, matches: all };
}

/** A score is legal for the match length: Bo1 is one game (or none, an unplayed draw); Bo3 ends at two wins. */
export function validScore(s: Score, bestOf: 1 | 3, elim: boolean): boolean {
  if (elim && s.a === s.b) return false;
  if (bestOf === 1) return s.a + s.b + s.d <= 1;
  if (s.a > 2 || s.b > 2 || (s.a === 2 && s.b === 2)) return false;
  return s.a + s.b + s.d <= 3;
}
