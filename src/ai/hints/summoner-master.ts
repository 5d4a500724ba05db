/** Summoner Master: the Shrine Level gap (lost at 15) and the Seals in the Lines. */
import type { Seat } from '../../engine/core/view-types.js';
import type { SummonerMasterView } from '../../engine/games/summoner-master/view-types.js';

export function summonerMasterHint(v: SummonerMasterView, seat: Seat): number {
  const me = v.players[seat];
  const them = v.players[1 - seat]!;
  return (them.shrineLevel - me.shrineLevel) / 6 + (me.atLine.length + me.dfLine.length - them.atLine.length - them.dfLine.length) / 8;
}
