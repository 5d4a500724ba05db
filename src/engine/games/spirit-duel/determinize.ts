/**
 * Spirit Duel's sample of what `seat` cannot see: both decks, the other hand and the other seat's face-down
 * Traps redealt per owner; a new engine RNG; the other seat's secret rock-paper-scissors throw redrawn;
 * shuffle secrets and the other seat's private log lines dropped.
 */
import type { Seat } from '../../core/view-types.js';
import { nextInt } from '../../core/rng.js';
import { blankSecrets, freshEngineRng, kernelHiddenSlots, redeal, samplingRng } from '../../determinize-kit.js';
import { ZONES, type Rps, type SDState } from './state.js';

const RPS: Rps[] = ['rock', 'paper', 'scissors'];

export function determinizeSpiritDuel(state: SDState, seat: Seat, seed: string): SDState {
  const s = structuredClone(state);
  const rng = samplingRng(seed);
  redeal(kernelHiddenSlots(s.zones, ZONES, seat), rng);
  const them = (1 - seat) as Seat;
  if (s.rps[them] !== null) s.rps[them] = RPS[nextInt(rng, 3)]!;
  s.rng = freshEngineRng(rng);
  s.shuffles = blankSecrets(s.shuffles);
  s.log = s.log.filter((l) => l.audience === null || l.audience === seat);
  return s;
}
