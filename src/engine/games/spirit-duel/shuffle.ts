/** A committed deck shuffle (the match's start, a deck search): the order and a salt kept as a secret, its commitment public. */
import type { Seat } from '../../core/kernel.js';
import { nextSalt, shuffleInPlace } from '../../core/rng.js';
import { obj } from './board.js';
import type { SDState } from './state.js';

export function shuffleDeck(s: SDState, seat: Seat): void {
  const ids = s.zones.zones[`${seat}:deck`]!;
  shuffleInPlace(s.rng, ids);
  // A new array: apply() shares the previous state's shuffle list (it is never changed once written).
  s.shuffles = [...s.shuffles, { n: s.shuffles.length, seat, pile: 'deck', order: ids.map((id) => obj(s, id).card), salt: nextSalt(s.rng) }];
}
