/**
 * Standings in the order of the Magic Tournament Rules, section 3.1 and Appendix C: match points, then
 * opponents' match-win % (OMW%), game-win % (GW%), opponents' game-win % (OGW%).
 *
 * - Match points: win 3, draw 1, loss 0; a bye is a match win and a 2–0 game win.
 * - Game points: 3 per game won, 1 per drawn game; unplayed games are worth nothing.
 * - MW% = match points / (3 × rounds played), GW% = game points / (3 × games played); each at least 0.33.
 *   The player's own percentages count their byes (Appendix C: "3-2-0 including a first-round bye" is
 *   9/(5×3) = 0.60).
 * - OMW% and OGW% average the opponents' (floored) percentages over the rounds the player actually met an
 *   opponent: a bye brings no opponent, so it is left out.
 * - Dropped players keep their results and their place; their percentages use the rounds they played.
 * The last tiebreaker is a seeded hash, so ties are broken the same way on every machine.
 */
import type { League, LeagueMatch, Player } from './model.js';
import { seededKey } from './rng.js';

export const FLOOR = 0.33;

export interface Record { wins: number; losses: number; draws: number; byes: number }

export interface StandingRow {
  rank: number;
  id: string;
  name: string;
  matchPoints: number;
  record: Record;
  roundsPlayed: number;
  mwp: number;
  gwp: number;
  omw: number;
  ogw: number;
  dropped: boolean;
  disqualified: boolean;
  opponents: string[];
}

interface Tally { mp: number; rounds: number; gp: number; games: number; record: Record; opponents: string[] }

/** Which matches count: the Swiss (or round-robin) phase when there is one, every match otherwise. */
export function countedMatches(l: League): LeagueMatch[] {
  const main = l.roundList.filter((r) => r.phase !== 'elim');
  const rounds = main.length ? main : l.roundList;
  return rounds.flatMap((r) => r.matches).filter((m) => m.result);
}

export function tally(players: readonly Player[], matches: readonly LeagueMatch[]): Map<string, Tally> {
  const t = new Map<string, Tally>();
  for (const p of players) {
    // Rounds missed by a late entrant: match losses 0–2 with no opponent.
    t.set(p.id, { mp: 0, rounds: p.missedRounds, gp: 0, games: 2 * p.missedRounds, record: { wins: 0, losses: p.missedRounds, draws: 0, byes: 0 }, opponents: [] });
  }
  for (const m of matches) {
    const r = m.result!;
    const ta = t.get(m.a);
    if (m.b === null) {
      if (!ta) continue;
      ta.mp += 3; ta.rounds += 1; ta.gp += 6; ta.games += 2; ta.record.wins += 1; ta.record.byes += 1;
      continue;
    }
    const tb = t.get(m.b);
    const games = r.a + r.b + r.d;
    const side = (me: Tally | undefined, mine: number, theirs: number, opp: string) => {
      if (!me) return;
      me.rounds += 1;
      me.games += games;
      me.gp += 3 * mine + r.d;
      me.opponents.push(opp);
      if (r.doubleLoss || mine < theirs) me.record.losses += 1;
      else if (mine > theirs) { me.mp += 3; me.record.wins += 1; } else { me.mp += 1; me.record.draws += 1; }
    };
    side(ta, r.a, r.b, m.b);
    side(tb, r.b, r.a, m.a);
  }
  return t;
}

export const pct = (num: number, den: number) => (den > 0 ? Math.max(FLOOR, num / den) : FLOOR);

export function standings(l: League, matches: readonly LeagueMatch[] = countedMatches(l)): StandingRow[] {
  const t = tally(l.players, matches);
  const mwp = new Map<string, number>();
  const gwp = new Map<string, number>();
  for (const [id, x] of t) { mwp.set(id, pct(x.mp, 3 * x.rounds)); gwp.set(id, pct(x.gp, 3 * x.games)); }
  const avg = (ids: string[], m: Map<string, number>) => (ids.length ? ids.reduce((s, id) => s + (m.get(id) ?? FLOOR), 0) / ids.length : FLOOR);
  const rows = l.players.map((p) => {
    const x = t.get(p.id)!;
    return {
      rank: 0, id: p.id, name: p.name, matchPoints: x.mp, record: x.record, roundsPlayed: x.rounds,
      mwp: mwp.get(p.id)!, gwp: gwp.get(p.id)!, omw: avg(x.opponents, mwp), ogw: avg(x.opponents, gwp),
      dropped: p.droppedAfter !== undefined, disqualified: p.disqualified === true, opponents: x.opponents,
    };
  });
  const key = new Map(l.players.map((p) => [p.id, seededKey(l.seed, p.id)]));
  const EPS = 1e-12;
  const cmp = (a: number, b: number) => (Math.abs(a - b) < EPS ? 0 : b - a);
  rows.sort((a, b) => (Number(a.disqualified) - Number(b.disqualified)) || (b.matchPoints - a.matchPoints) || cmp(a.omw, b.omw)
    || cmp(a.gwp, b.gwp) || cmp(a.ogw, b.ogw) || key.get(a.id)!.localeCompare(key.get(b.id)!));
  rows.forEach((r, i) => { r.rank = i + 1; });
  return rows;
}
