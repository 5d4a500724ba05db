/**
 * Per-game evaluation hints: a position's advantage for a seat in the game's own units, read from a view (the
 * spectator view of a sample: public facts of a state the AI drew itself, never the real hidden state). A game
 * without a hint is judged only at its end. The hints read the view contract (view-types.ts), not a game's
 * internal state, so a game may restructure its state without touching them.
 */
import type { AnyView } from '../../engine/index.js';
import type { Seat } from '../../engine/core/view-types.js';
import { fadalgiaHint } from './fadalgia.js';
import { spiritDuelHint } from './spirit-duel.js';
import { summonerMasterHint } from './summoner-master.js';
import { tinyHint } from './tiny.js';

/** The seat's advantage (positive: better for `seat`); about 1 is a clear but not decisive edge. */
export type EvalHint = (view: never, seat: Seat) => number;

const HINTS: Record<string, EvalHint> = {
  tiny: tinyHint,
  'spirit-duel': spiritDuelHint,
  'summoner-master': summonerMasterHint,
  fadalgia: fadalgiaHint,
};

export function advantage(view: AnyView, seat: Seat): number {
  const h = HINTS[view.game];
  return h ? h(view as never, seat) : 0;
}
