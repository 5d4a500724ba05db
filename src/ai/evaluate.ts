/**
 * How good a position is for a seat, in [0, 1]: 1 won, 0 lost, 0.5 drawn; before the end, a per-game hint
 * read from the SPECTATOR view (public information only): the resource each game is lost on.
 */
import { result, viewFor, type AnyView, type MatchState } from '../engine/index.js';
import type { Seat } from '../engine/core/view-types.js';

const squash = (x: number) => 0.5 + 0.45 * Math.tanh(x);

/** The seat's advantage in the game's own unit (positive: better for `seat`). */
function advantage(v: AnyView, seat: Seat): number {
  const me = seat;
  const them = (1 - seat) as Seat;
  switch (v.game) {
    case 'tiny': return (v.players[me].life - v.players[them].life) / 3;
    case 'spirit-duel': return (v.players[me].soul - v.players[them].soul) / 8 + (v.players[me].spirits.filter(Boolean).length - v.players[them].spirits.filter(Boolean).length) / 6;
    case 'summoner-master': return (v.players[them].shrineLevel - v.players[me].shrineLevel) / 6 + (v.players[me].atLine.length + v.players[me].dfLine.length - v.players[them].atLine.length - v.players[them].dfLine.length) / 8;
    case 'fadalgia': return (v.players[me].lifeCount - v.players[them].lifeCount) / 3 + (v.players[me].units.length - v.players[them].units.length) / 6 + (v.players[them].mainCount - v.players[me].mainCount) / 40;
    default: return 0;
  }
}

export function evaluate(s: MatchState, seat: Seat): number {
  const r = result(s);
  if (r) return r.winner === null ? 0.5 : r.winner === seat ? 1 : 0;
  return squash(advantage(viewFor(s, 'spectator'), seat));
}
