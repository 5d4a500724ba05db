/**
 * League operations as pure functions: refusals change nothing, every change is audited with who and
 * when, best-of-3 series count game wins, elimination and round-robin events run to the end.
 */
import { describe, expect, it } from 'vitest';
import { drop, extend, join, lateEntry, recordGame, repair, report, setResult, start } from '../../src/league/ops.js';
import { currentRound, type League } from '../../src/league/model.js';
import { standings } from '../../src/league/standings.js';
import { league, uid } from './fixtures.js';

function ok<T>(r: { ok: true; league: League; info: T } | { ok: false; code: string }): { league: League; info: T } {
  if (!r.ok) throw new Error(`refused: ${r.code}`);
  return r;
}

/** Plays every open match of the current round: the first-listed player wins 2–1. */
function playRound(l: League, now: number): League {
  const r = currentRound(l)!;
  for (const m of r.matches) if (!m.result) l = ok(setResult(l, l.organiser, r.n, m.table, l.bestOf === 1 ? { a: 1, b: 0, d: 0 } : { a: 2, b: 1, d: 0 }, now)).league;
  return l;
}

describe('refusals change nothing', () => {
  it('joining twice, after the start, or after the deck deadline', () => {
    const l = league(4);
    expect(join(l, { id: uid(1), name: 'again', deckRef: 'x', deck: null }, 10)).toEqual({ ok: false, code: 'already-joined' });
    const deadline = { ...l, deckDeadline: 100 };
    expect(join(deadline, { id: uid(9), name: 'late', deckRef: 'x', deck: null }, 101)).toEqual({ ok: false, code: 'deck-deadline' });
    const started = ok(start(l, l.organiser, 200)).league;
    expect(join(started, { id: uid(9), name: 'late', deckRef: 'x', deck: null }, 201)).toEqual({ ok: false, code: 'not-registration' });
    expect(l.players).toHaveLength(4);
  });

  it('reports: not in the match, closed round, impossible score', () => {
    let l = ok(start(league(4), uid(0), 0)).league;
    expect(report(l, uid(9), { a: 2, b: 0, d: 0 }, 1)).toEqual({ ok: false, code: 'not-in-match' });
    expect(report(l, uid(1), { a: 2, b: 2, d: 0 }, 1)).toEqual({ ok: false, code: 'bad-score' });
    l = playRound(l, 2);
    expect(report(l, uid(1), { a: 2, b: 0, d: 0 }, 3, 1)).toEqual({ ok: false, code: 'round-closed' });
  });
});

describe('changes', () => {
  it('agreeing reports confirm; each change is in the audit log with who and when', () => {
    const l = ok(start(league(2), uid(0), 0)).league;
    const m = l.roundList[0]!.matches[0]!;
    const r1 = ok(report(l, m.a, { a: 2, b: 1, d: 0 }, 5));
    expect(r1.info).toBe('waiting');
    const r2 = ok(report(r1.league, m.b!, { a: 1, b: 2, d: 0 }, 6));
    expect(r2.info).toBe('confirmed');
    const done = r2.league;
    expect(done.roundList[0]!.matches[0]!.result).toMatchObject({ a: 2, b: 1, by: 'report' });
    expect(done.audit.filter((a) => a.action === 'report').map((a) => [a.by, a.at])).toEqual([[m.a, 5], [m.b, 6]]);
  });

  it('best-of-3: game wins accumulate from adjudicated games until one player has two', () => {
    const l = ok(start(league(2, { bestOf: 3 }), uid(0), 0)).league;
    const m = l.roundList[0]!.matches[0]!;
    const link = { round: 1, table: 1, a: m.a, b: m.b! };
    const g1 = ok(recordGame(l, link, 'game1', 'a', 10));
    expect(g1.info.decided).toBe(false);
    const again = ok(recordGame(g1.league, link, 'game1', 'a', 11));
    expect(again.league).toBe(g1.league);
    const g2 = ok(recordGame(g1.league, link, 'game2', 'b', 12));
    expect(g2.info.decided).toBe(false);
    const g3 = ok(recordGame(g2.league, link, 'game3', 'a', 13));
    expect(g3.info.decided).toBe(true);
    expect(g3.league.roundList[0]!.matches[0]!.result).toMatchObject({ a: 2, b: 1, d: 0, by: 'auto' });
    const row = standings(g3.league).find((r) => r.id === m.a)!;
    expect(row.gwp).toBeCloseTo(6 / 9, 10);
    // A game from a pairing that was replaced does not count.
    expect(recordGame(l, { ...link, b: uid(7) }, 'game9', 'a', 14)).toEqual({ ok: false, code: 'no-match' });
  });

  it('re-pairing is allowed before results only; extend moves the deadline and re-arms reminders', () => {
    let l = ok(start(league(8), uid(0), 0)).league;
    const rp = ok(repair(l, uid(0), 5));
    expect(rp.info.n).toBe(1);
    l = rp.league;
    l = ok(setResult(l, uid(0), 1, 1, { a: 2, b: 0, d: 0 }, 6)).league;
    expect(repair(l, uid(0), 7)).toEqual({ ok: false, code: 'has-results' });
    const deadline = currentRound(l)!.deadline;
    const ex = ok(extend(l, uid(0), 24, 8));
    expect(ex.info.deadline).toBe(deadline + 24 * 3600_000);
    expect(ex.league.audit.at(-1)).toMatchObject({ by: uid(0), action: 'extend', at: 8 });
  });

  it('a late entry counts the rounds it missed as losses; a disqualified player is last', () => {
    let l = ok(start(league(4), uid(0), 0)).league;
    l = playRound(l, 1);
    l = ok(lateEntry(l, uid(0), { id: uid(5), name: 'Late', deckRef: 'x', deck: null }, 2)).league;
    // Round 1 is over and round 2 already paired: both began without the late entrant.
    expect(currentRound(l)!.n).toBe(2);
    const late = standings(l).find((r) => r.id === uid(5))!;
    expect(late.record.losses).toBe(2);
    expect(late.roundsPlayed).toBe(2);
    expect(late.mwp).toBe(0.33);
    l = ok(drop(l, uid(0), uid(1), 3, true)).league;
    const rows = standings(l);
    expect(rows.at(-1)!.id).toBe(uid(1));
    expect(rows.at(-1)!.disqualified).toBe(true);
  });
});

describe('structures run to the end', () => {
  it('Swiss with a top 8 cut: the cut is seeded 1v8, 4v5, 2v7, 3v6 from the standings, then a champion', () => {
    let l = ok(start(league(12, { structure: 'swiss-top8', rounds: 3, bestOf: 1 }), uid(0), 0)).league;
    let t = 1;
    while (currentRound(l)!.phase === 'swiss') l = playRound(l, t++);
    const cut = currentRound(l)!;
    expect(cut.phase).toBe('elim');
    const seeds = standings(l).slice(0, 8).map((r) => r.id);
    expect(cut.matches.map((m) => [m.a, m.b])).toEqual([[seeds[0], seeds[7]], [seeds[3], seeds[4]], [seeds[1], seeds[6]], [seeds[2], seeds[5]]]);
    expect(setResult(l, uid(0), undefined, 1, { a: 0, b: 0, d: 1 }, t)).toEqual({ ok: false, code: 'bad-score' });
    while (l.status === 'running') l = playRound(l, t++);
    expect(l.roundList.filter((r) => r.phase === 'elim').map((r) => r.matches.length)).toEqual([4, 2, 1]);
    expect(l.roundList.at(-1)!.matches[0]!.a).toBe(seeds[0]);
  });

  it('round robin: 5 players, 5 rounds, everyone meets everyone once and has one bye', () => {
    let l = ok(start(league(5, { structure: 'round-robin' }), uid(0), 0)).league;
    let t = 1;
    while (l.status === 'running') l = playRound(l, t++);
    expect(l.roundList).toHaveLength(5);
    const pairs = l.roundList.flatMap((r) => r.matches.filter((m) => m.b).map((m) => [m.a, m.b].sort().join()));
    expect(new Set(pairs).size).toBe(10);
    for (const p of l.players) expect(l.roundList.flatMap((r) => r.matches).filter((m) => m.a === p.id && m.b === null)).toHaveLength(1);
  });

  it('single elimination of 6: the top two seeds get first-round byes', () => {
    let l = ok(start(league(6, { structure: 'single-elim', bestOf: 1 }), uid(0), 0)).league;
    const r1 = currentRound(l)!;
    expect(r1.matches.filter((m) => m.b === null).map((m) => m.a)).toEqual([l.seating[0], l.seating[1]]);
    let t = 1;
    while (l.status === 'running') l = playRound(l, t++);
    expect(l.roundList).toHaveLength(3);
  });
});
