import { moveOff } from '../removal.js';
import type { VerbImpl } from './types.js';
import { refUnits } from './types.js';

/** Moves units off the field to their owner's hand / grave / Outer Zone (400.3, 408). */
export const moveVerb: VerbImpl<{ verb: 'move'; to: never; zone: 'hand' | 'outer' | 'grave' }> = {
  run(g, eff, ctx) {
    for (const id of refUnits(g, eff.to, ctx)) moveOff(g, id, eff.zone, eff.zone === 'outer' ? '408.1' : '400.3');
  },
};
