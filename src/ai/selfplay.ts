/**
 * Whole games between two policies over the public API, for the bench and the tests: seeded setups with
 * each game's ready-made decks, seats alternated by game number.
 */
import { apply, createMatch, isRuleError, precons, result, type Action, type MatchState } from '../engine/index.js';
import type { Seat } from '../engine/core/view-types.js';
import { actingSeat } from './moves.js';

export type Policy = (s: MatchState, seat: Seat, decision: number) => Action | null;

export interface GameSetup { game: string; format: string; decks: [unknown, unknown] }

/** Two ready-made decks of one format of `game` (different ones when the game has two). */
export function precon(game: string, index = 0): GameSetup {
  const all = precons({ includeTestOnly: true }).filter((p) => p.game === game);
  if (!all.length) throw new Error(`no ready-made deck for ${game}`);
  const format = all[0]!.format;
  const same = all.filter((p) => p.format === format);
  return { game, format, decks: [same[index % same.length]!.deck, same[(index + 1) % same.length]!.deck] };
}

export const seedOf = (i: number) => (((i + 1) * 2654435761) >>> 0).toString(16).padStart(8, '0').repeat(8);

export interface Played { winner: Seat | null; decisions: number; finished: boolean }

export function createGame(setup: GameSetup, i: number): MatchState {
  const s = createMatch<MatchState>({
    matchId: `selfplay-${i}`, game: setup.game, format: setup.format, seed: seedOf(i), challenger: 0,
    seats: [{ name: 'A', deck: setup.decks[0] }, { name: 'B', deck: setup.decks[1] }],
  });
  if (isRuleError(s)) throw new Error(`setup refused: ${s.message.en}`);
  return s;
}

export function playGame(setup: GameSetup, i: number, policies: [Policy, Policy], maxDecisions = 3000): Played {
  let s = createGame(setup, i);
  let n = 0;
  for (; n < maxDecisions; n++) {
    const seat = actingSeat(s);
    if (seat === null) break;
    const a = policies[seat](s, seat, n);
    if (!a) break;
    const r = apply(s, a);
    if (!r.ok) throw new Error(`policy of seat ${seat} chose a refused action: ${r.error.message.en}`);
    s = r.state;
  }
  const res = result(s);
  return { winner: res?.winner ?? null, decisions: n, finished: res !== null };
}
