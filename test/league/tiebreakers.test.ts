/**
 * Tiebreakers of the Magic Tournament Rules (section 3.1, Appendix C "Tiebreaker Explanation").
 * The match-point, game-point and match-win % figures are the appendix's own worked examples (as published
 * on blogs.magicjudges.org/rules/mtr-appendix-c). The OMW%, GW% and OGW% figures below are our own worked
 * example, built on those three players and computed by hand from the appendix's definitions: it adds the
 * bye (left out of opponents' percentages) and the drop (floored at 0.33, rounds actually played).
 */
import { describe, expect, it } from 'vitest';
import { pct, standings, tally } from '../../src/league/standings.js';
import type { Player } from '../../src/league/model.js';
import { league, m, round, uid } from './fixtures.js';

const P = (id: string): Player => ({ id, name: id, deckRef: '', deck: null, joinedAt: 0, missedRounds: 0 });

describe('MTR Appendix C — match and game points', () => {
  it('6–2–0 is 18 match points and 4–2–2 is 14', () => {
    const f = (k: number) => `f${k}`;
    const ms = [
      ...[0, 1, 2, 3, 4, 5].map((k) => m('x', f(k), 2, 0)), m('x', f(6), 0, 2), m('x', f(7), 0, 2),
      ...[0, 1, 2, 3].map((k) => m('y', f(k), 2, 0)), m('y', f(4), 0, 2), m('y', f(5), 0, 2), m('y', f(6), 1, 1, 1), m('y', f(7), 0, 0, 1),
    ];
    const t = tally([P('x'), P('y')], ms);
    expect(t.get('x')!.mp).toBe(18);
    expect(t.get('y')!.mp).toBe(14);
  });

  it('2–0–0 gives 6 and 0 game points, 2–1–0 gives 6 and 3, 2–0–1 gives 7 and 1', () => {
    for (const [s, want] of [[[2, 0, 0], [6, 0]], [[2, 1, 0], [6, 3]], [[2, 0, 1], [7, 1]]] as const) {
      const t = tally([P('a'), P('b')], [m('a', 'b', s[0], s[1], s[2])]);
      expect([t.get('a')!.gp, t.get('b')!.gp]).toEqual(want);
    }
  });
});

/**
 * One 8-round event: A completes 5–2–1, B goes 1–3–0 and drops, C has a first-round bye, goes 3–2–0 and
 * drops — the appendix's three players — and X met all three and had a bye.
 */
function event() {
  const [A, B, C, X] = [uid(1), uid(2), uid(3), uid(4)];
  const F = (k: number) => uid(100 + k);
  const l = league(4);
  l.players.push(...Array.from({ length: 12 }, (_, k) => P(F(k))));
  l.players.find((p) => p.id === B)!.droppedAfter = 4;
  l.players.find((p) => p.id === C)!.droppedAfter = 5;
  l.roundList = [
    round(1, [m(A, X, 2, 0), m(B, F(0), 2, 1), m(C, null, 2, 0), m(F(1), F(2), 2, 0)]),
    round(2, [m(A, F(3), 2, 0), m(X, B, 2, 1), m(C, F(4), 2, 0), m(X, null, 2, 0)]),
    round(3, [m(A, F(5), 2, 0), m(B, F(6), 0, 2), m(C, F(7), 1, 2)]),
    round(4, [m(A, F(8), 2, 0), m(B, F(9), 0, 2), m(C, F(10), 0, 2)]),
    round(5, [m(A, F(11), 2, 0), m(X, C, 1, 2)]),
    round(6, [m(A, F(1), 0, 2)]),
    round(7, [m(A, F(2), 0, 2)]),
    round(8, [m(A, F(3), 1, 1, 1)]),
  ];
  return { l, A, B, C, X };
}

describe('MTR Appendix C — match-win percentage (the appendix examples)', () => {
  it('5–2–1 over 8 rounds: 16/(8×3) = 0.667', () => {
    const { l, A } = event();
    const row = standings(l).find((r) => r.id === A)!;
    expect(row.record).toMatchObject({ wins: 5, losses: 2, draws: 1 });
    expect(row.mwp).toBeCloseTo(16 / 24, 10);
    expect(row.mwp.toFixed(3)).toBe('0.667');
  });

  it('1–3–0 then withdraws: 3/(4×3) = 0.25, so 0.33 is used; the dropped player stays in the standings', () => {
    const { l, B } = event();
    const row = standings(l).find((r) => r.id === B)!;
    expect(row.record).toMatchObject({ wins: 1, losses: 3, draws: 0 });
    expect(row.roundsPlayed).toBe(4);
    expect(row.mwp).toBe(0.33);
    expect(row.dropped).toBe(true);
  });

  it('3–2–0 including a first-round bye, then withdraws: 9/(5×3) = 0.60 (the bye counts for the player)', () => {
    const { l, C } = event();
    const row = standings(l).find((r) => r.id === C)!;
    expect(row.record).toMatchObject({ wins: 3, losses: 2, byes: 1 });
    expect(row.mwp).toBeCloseTo(0.6, 10);
  });
});

describe('OMW%, GW%, OGW% with a bye and drops (our example on the appendix players)', () => {
  it('OMW% averages A, B, C (0.667, 0.33, 0.60) = 0.5322 and leaves the bye out', () => {
    const { l, X } = event();
    const row = standings(l).find((r) => r.id === X)!;
    expect(row.opponents).toHaveLength(3);
    expect(row.omw).toBeCloseTo((16 / 24 + 0.33 + 0.6) / 3, 10);
    expect(row.omw.toFixed(4)).toBe('0.5322');
  });

  it('GW%: games 0–2, 2–1, 1–2 and a bye as 2–0 are 15 game points of 30 = 0.50', () => {
    const { l, X } = event();
    expect(standings(l).find((r) => r.id === X)!.gwp).toBeCloseTo(0.5, 10);
  });

  it('OGW%: A 34/51, B 9/30 floored to 0.33, C 21/36 → 0.5267', () => {
    const { l, X } = event();
    const row = standings(l).find((r) => r.id === X)!;
    expect(row.ogw).toBeCloseTo((34 / 51 + 0.33 + 21 / 36) / 3, 10);
    expect(row.ogw.toFixed(4)).toBe('0.5267');
  });

  it('the floor applies to each percentage: 3/21 of game points is 0.33', () => {
    expect(pct(3, 21)).toBe(0.33);
    expect(pct(0, 0)).toBe(0.33);
  });

  it('orders by match points, then OMW%, then GW%, then OGW%', () => {
    const l = league(4);
    const [p1, p2, p3, p4] = [uid(1), uid(2), uid(3), uid(4)];
    // p1 and p2 are both 1–1 against the same two opponents (equal OMW%); p1 won more games (9/15 vs 6/15).
    l.roundList = [round(1, [m(p1, p4, 2, 0), m(p3, p2, 2, 0)]), round(2, [m(p3, p1, 2, 1), m(p2, p4, 2, 1)])];
    const rows = standings(l);
    expect(rows.map((r) => r.id)).toEqual([p3, p1, p2, p4]);
    expect(rows[1]!.omw).toBe(rows[2]!.omw);
    expect(rows[1]!.gwp).toBeCloseTo(0.6, 10);
    expect(rows[2]!.gwp).toBeCloseTo(0.4, 10);
    // Six players: p1 and p2 both 1–0–1 with equal games, but p1's opponents won more: OMW% decides.
    const six = league(6);
    const [q1, q2, q3, q4, q5, q6] = [1, 2, 3, 4, 5, 6].map(uid) as [string, string, string, string, string, string];
    six.roundList = [round(1, [m(q1, q3, 2, 0), m(q2, q4, 2, 0), m(q5, q6, 2, 0)]), round(2, [m(q3, q5, 2, 0), m(q6, q4, 2, 0), m(q1, q2, 1, 1, 1)])];
    const rs = standings(six);
    const r1 = rs.find((r) => r.id === q1)!; const r2 = rs.find((r) => r.id === q2)!;
    expect([r1.matchPoints, r2.matchPoints]).toEqual([4, 4]);
    expect(r1.gwp).toBe(r2.gwp);
    expect(r1.omw).toBeCloseTo((0.5 + 4 / 6) / 2, 10);
    expect(r2.omw).toBeCloseTo((0.33 + 4 / 6) / 2, 10);
    expect(r1.rank).toBeLessThan(r2.rank);
  });
});
