/**
 * How good a position is for a seat, in [0, 1]: 1 won, 0 lost, 0.5 drawn; before the end, a per-game hint
 * read from the SPECTATOR view (public information only) of the game's hint (hints/): the resource each game
 * is lost on, and what wins it later.
 */
import { result, viewFor, type MatchState } from '../engine/index.js';
import type { Seat } from '../engine/core/view-types.js';
import { advantage } from './hints/index.js';

const squash = (x: number) => 0.5 + 0.45 * Math.tanh(x);

export function evaluate(s: MatchState, seat: Seat): number {
  const r = result(s);
  if (r) return r.winner === null ? 0.5 : r.winner === seat ? 1 : 0;
  return squash(advantage(viewFor(s, 'spectator'), seat));
}
