/**
 * Views built once per match version and shared (issue 34): the board, its image, the turn summary and both
 * hand panels all read the same spectator and seat views of a version, and each used to build its own. The
 * match service hands out one parsed state per match version in a process (its cache), so the views are kept
 * per state object, and they go with the state when the service lets it go (a WeakMap, no bound to keep).
 * Consumers treat views as read-only.
 *
 * The publisher needs several views of every version it shows (the board's spectator view, a seat view per
 * open hand panel), so when the engine builds the three together (viewsFor: their public parts once, shared)
 * the first request of a version builds all three. `prepare` builds them ahead, while the version's commit is
 * on its way to the store (MatchService's whileCommitting hook).
 */
import type { EnginePort } from '../match/engine-port.js';
import type { Viewer } from '../engine/core/view-types.js';
import type { ViewSet } from '../engine/core/api-types.js';
import type { AnyView } from '../engine/index.js';

export interface SharedViews extends EnginePort {
  /** Builds (once) the views of `state`, so that the first reader finds them made. */
  prepare(state: unknown): void;
}

/** `engine` with viewFor / viewsFor remembered per state object; every other function is `engine`'s own. */
export function shareViews(engine: EnginePort): SharedViews {
  const shared = Object.create(engine) as SharedViews;
  const together = engine.viewsFor?.bind(engine);
  if (together) {
    const sets = new WeakMap<object, ViewSet<AnyView>>();
    const setOf = (state: object): ViewSet<AnyView> => {
      let set = sets.get(state);
      if (!set) sets.set(state, (set = together(state)));
      return set;
    };
    shared.viewsFor = (state) => (typeof state === 'object' && state !== null ? setOf(state) : together(state));
    shared.viewFor = (state, viewer) => (typeof state === 'object' && state !== null ? setOf(state)[viewer] : engine.viewFor(state, viewer));
    shared.prepare = (state) => { if (typeof state === 'object' && state !== null) setOf(state); };
    return shared;
  }
  const views = new WeakMap<object, Map<Viewer, AnyView>>();
  shared.viewFor = (state, viewer) => {
    if (typeof state !== 'object' || state === null) return engine.viewFor(state, viewer);
    let byViewer = views.get(state);
    if (!byViewer) { byViewer = new Map(); views.set(state, byViewer); }
    let view = byViewer.get(viewer);
    if (!view) { view = engine.viewFor(state, viewer); byViewer.set(viewer, view); }
    return view;
  };
  shared.prepare = () => {};
  return shared;
}
