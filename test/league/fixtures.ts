/** Builders for league records in tests: a league with players and hand-written matches. */
import { createLeague, join } from '../../src/league/ops.js';
import type { League, LeagueMatch, Round, Structure } from '../../src/league/model.js';

export const uid = (n: number) => String(1500000000000000000n + BigInt(n));

export function league(players: number, opts: { structure?: Structure; bestOf?: 1 | 3; rounds?: number; seed?: string } = {}): League {
  let l = createLeague({
    id: 'test1', guild: '1', channel: '2', name: 'Test', game: 'fadalgia', format: 'standard', structure: opts.structure ?? 'swiss',
    bestOf: opts.bestOf ?? 3, rounds: opts.rounds ?? 3, roundHours: 24, deckDeadline: null, organiser: uid(0), lang: 'en',
    seed: opts.seed ?? 'a1b2c3d4e5f60718', now: 0,
  });
  for (let i = 1; i <= players; i++) {
    const r = join(l, { id: uid(i), name: `P${i}`, deckRef: 'precon:x', deck: null }, i);
    if (!r.ok) throw new Error(r.code);
    l = r.league;
  }
  return l;
}

export function m(a: string, b: string | null, sa: number, sb: number, d = 0): LeagueMatch {
  return { table: 1, a, b, result: { a: sa, b: sb, d, by: b === null ? 'bye' : 'organiser' }, reports: {}, disputed: false, games: [] };
}

export function round(n: number, matches: LeagueMatch[]): Round {
  return { n, phase: 'swiss', startedAt: 0, deadline: 0, reminded: [], expired: false, closed: true, matches };
}
