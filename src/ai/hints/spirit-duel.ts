/** Spirit Duel: the Soul difference (lost at 0 Soul) and the Spirits on the board. */
import type { Seat } from '../../engine/core/view-types.js';
import type { SpiritDuelView } from '../../engine/games/spirit-duel/view-types.js';

export function spiritDuelHint(v: SpiritDuelView, seat: Seat): number {
  const me = v.players[seat];
  const them = v.players[1 - seat]!;
  return (me.soul - them.soul) / 8 + (me.spirits.filter(Boolean).length - them.spirits.filter(Boolean).length) / 6;
}
