/**
 * Samples of the hidden information, for the practice opponent's search (information-set MCTS): a state
 * in which everything `seat` can see is as it is and everything it cannot see is drawn at random from what
 * it could be. A game module may carry its own `determinize`; the games below have theirs in
 * games/<game>/determinize.ts, registered here so that module.ts stays as it is.
 *
 * Limitation (documented in every game's file): a sample redeals the multiset of hidden card identities of
 * each owner, so it assumes the other seat's deck list is known (as with open deck lists) and weighs every
 * arrangement alike; it does not infer from the other seat's play which cards it is likely to hold.
 */
import type { Seat } from './core/view-types.js';
import type { MatchState } from './index.js';
import { GAMES } from './games/index.js';
import { determinizeFadalgia } from './games/fadalgia/determinize.js';
import { determinizeSpiritDuel } from './games/spirit-duel/determinize.js';
import { determinizeSummonerMaster } from './games/summoner-master/determinize.js';
import { determinizeTiny } from './games/tiny/determinize.js';

type Sampler = (state: never, seat: Seat, seed: string) => unknown;

const SAMPLERS: Record<string, Sampler> = {
  fadalgia: determinizeFadalgia,
  'spirit-duel': determinizeSpiritDuel,
  'summoner-master': determinizeSummonerMaster,
  tiny: determinizeTiny,
};

function samplerOf(game: string): Sampler | null {
  const m = GAMES.get(game) as { determinize?: Sampler } | undefined;
  return m?.determinize ?? SAMPLERS[game] ?? null;
}

/** Whether the practice opponent can search `game`. */
export function canDeterminize(game: string): boolean {
  return samplerOf(game) !== null;
}

/** A copy of `state` with what `seat` cannot see resampled from `seed`; the same public position and seed give the same sample. */
export function determinize<S extends MatchState>(state: S, seat: Seat, seed: string): S {
  const f = samplerOf(state.game);
  if (!f) throw new Error(`no determinize for game ${state.game}`);
  return f(state as never, seat, seed) as S;
}
