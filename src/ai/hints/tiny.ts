/** tiny: the life difference (the game is lost at 0 life). */
import type { Seat } from '../../engine/core/view-types.js';
import type { TinyView } from '../../engine/games/tiny/view-types.js';

export function tinyHint(v: TinyView, seat: Seat): number {
  return (v.players[seat].life - v.players[1 - seat]!.life) / 3;
}
