/** The tiny game's sample of what `seat` cannot see: both decks and the other hand, redealt per owner. */
import type { Seat } from '../../core/view-types.js';
import { zoneTable } from '../../core/zones.js';
import { kernelHiddenSlots, redeal, samplingRng } from '../../determinize-kit.js';
import type { TinyState } from './module.js';

// The visibilities of tiny's zones (module.ts keeps its table private); the sample needs nothing else.
const VISIBILITY = zoneTable([
  { name: 'deck', visibility: 'nobody', ordered: true, perPlayer: true },
  { name: 'hand', visibility: 'owner', ordered: false, perPlayer: true },
  { name: 'stack', visibility: 'public', ordered: true, perPlayer: false },
  { name: 'grave', visibility: 'public', ordered: true, perPlayer: true },
]);

export function determinizeTiny(state: TinyState, seat: Seat, seed: string): TinyState {
  const s = structuredClone(state);
  redeal(kernelHiddenSlots(s.zones, VISIBILITY, seat), samplingRng(seed));
  return s;
}
