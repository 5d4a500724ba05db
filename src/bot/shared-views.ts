/**
 * Views built once per match version and shared (issue 34): the board, its image, the turn summary and both
 * hand panels all read the same spectator and seat views of a version, and each used to build its own. The
 * match service hands out one parsed state per match version in a process (its cache), so the views are kept
 * per state object: the spectator view and each seat's are built at most once per version, and they go with
 * the state when the service lets it go (a WeakMap, no bound to keep). Consumers treat views as read-only.
 */
import type { EnginePort } from '../match/engine-port.js';
import type { Viewer } from '../engine/core/view-types.js';
import type { AnyView } from '../engine/index.js';

/** `engine` with viewFor remembered per state object and viewer; every other function is `engine`'s own. */
export function shareViews(engine: EnginePort): EnginePort {
  const views = new WeakMap<object, Map<Viewer, AnyView>>();
  const shared = Object.create(engine) as EnginePort;
  shared.viewFor = (state, viewer) => {
    if (typeof state !== 'object' || state === null) return engine.viewFor(state, viewer);
    let byViewer = views.get(state);
    if (!byViewer) { byViewer = new Map(); views.set(state, byViewer); }
    let view = byViewer.get(viewer);
    if (!view) { view = engine.viewFor(state, viewer); byViewer.set(viewer, view); }
    return view;
  };
  return shared;
}
