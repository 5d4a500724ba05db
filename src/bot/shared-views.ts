/**
 * Views built once per match version and shared (issue 34): the board, its image, the turn summary and both
 * hand panels all read the same spectator and seat views of a version, and each used to build its own. The
 * match service hands out one parsed state per match version in a process (its cache), so the views are kept
 * per state object, and they go with the state when the service lets it go (a WeakMap, no bound to keep).
 * Consumers treat views as read-only.
 *
 * A board needs the spectator view alone; a board with open hand panels needs a seat view per panel too, and
 * then the engine's viewsFor builds the three together (public parts once, shared), cheaper than one by one.
 * `prepare` builds what the publisher will read, while the version's commit travels to the store
 * (MatchService.setWhileCommitting) or when it loads the version to show it. A view handed out once is handed
 * out again for that state and viewer.
 */
import type { EnginePort } from '../match/engine-port.js';
import type { Viewer } from '../engine/core/view-types.js';
import type { ViewSet } from '../engine/core/api-types.js';
import type { AnyView } from '../engine/index.js';

export interface SharedViews extends EnginePort {
  /** Builds (once) the views of `state` a reader will ask for: the spectator's, or all three when `several`. */
  prepare(state: unknown, several: boolean): void;
}

/** `engine` with viewFor / viewsFor remembered per state object; every other function is `engine`'s own. */
export function shareViews(engine: EnginePort): SharedViews {
  const shared = Object.create(engine) as SharedViews;
  const together = engine.viewsFor?.bind(engine);
  const singles = new WeakMap<object, Map<Viewer, AnyView>>();
  const sets = new WeakMap<object, ViewSet<AnyView>>();
  const isKey = (state: unknown): state is object => typeof state === 'object' && state !== null;
  shared.viewFor = (state, viewer) => {
    if (!isKey(state)) return engine.viewFor(state, viewer);
    let byViewer = singles.get(state);
    let view = byViewer?.get(viewer) ?? sets.get(state)?.[viewer];
    if (!view) {
      view = engine.viewFor(state, viewer);
      if (!byViewer) singles.set(state, (byViewer = new Map()));
      byViewer.set(viewer, view);
    }
    return view;
  };
  if (together) {
    shared.viewsFor = (state) => {
      if (!isKey(state)) return together(state);
      let set = sets.get(state);
      if (!set) sets.set(state, (set = together(state)));
      return set;
    };
  }
  shared.prepare = (state, several) => {
    if (several && shared.viewsFor) shared.viewsFor(state);
    else shared.viewFor(state, 'spectator');
  };
  return shared;
}
