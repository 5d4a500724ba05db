import { destroy } from '../removal.js';
import type { VerbImpl } from './types.js';
import { refUnits } from './types.js';

/** 607.3 */
export const destroyVerb: VerbImpl<{ verb: 'destroy'; to: never }> = {
  run(g, eff, ctx) {
    for (const id of refUnits(g, eff.to, ctx)) destroy(g, id, '607.3');
  },
};
