/**
 * The public engine API with Fadalgia's own types, for Fadalgia's tests: the public `MatchState` is opaque
 * and `viewFor` returns any game's view; these tests read Fadalgia's state and view, and say so here once.
 */
import * as engine from '../../../src/engine/index.js';
import type { FadalgiaView, Viewer } from '../../../src/engine/index.js';

export * from '../../../src/engine/index.js';
export type MatchState = engine.FadalgiaState;

export function viewFor(state: engine.MatchState, viewer: Viewer): FadalgiaView {
  const v = engine.viewFor(state, viewer);
  if (v.game !== 'fadalgia') throw new Error(`not a Fadalgia view: ${v.game}`);
  return v;
}

export function createMatch(setup: unknown): MatchState | engine.RuleError {
  return engine.createMatch<MatchState>(setup);
}
