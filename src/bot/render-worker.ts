/**
 * Worker thread of the render pool: a spectator view's patch in (engine core/view-patch.ts), PNG bytes out
 * (transferred, not copied). The worker keeps the last view of each match it rendered (the pool sends a match's
 * renders to one worker), so a patch carries only what changed; without the view the patch needs (a restart, an
 * eviction, a render lost to a timeout) it answers `needFull` and the pool sends the whole view.
 */
import { parentPort } from 'node:worker_threads';
import { renderBoard } from '../render/index.js';
import type { BoardView } from '../render/index.js';
import { applyViewPatch, type ReceiverPatch } from '../engine/index.js';

/** Matches whose last view is kept, least recently rendered out. */
const MAX_VIEWS = 64;
const views = new Map<string, BoardView>();

function keep(matchId: string, view: BoardView): void {
  if (!matchId) return;
  views.delete(matchId);
  if (views.size >= MAX_VIEWS) views.delete(views.keys().next().value!);
  views.set(matchId, view);
}

parentPort!.on('message', (msg: { id: number; patch: ReceiverPatch }) => {
  let view: BoardView | null;
  try {
    view = applyViewPatch<BoardView>(views.get(msg.patch.matchId) ?? null, msg.patch);
  } catch (err) {
    parentPort!.postMessage({ id: msg.id, error: err instanceof Error ? err.message : String(err) });
    return;
  }
  if (!view) {
    parentPort!.postMessage({ id: msg.id, needFull: true });
    return;
  }
  keep(msg.patch.matchId, view);
  renderBoard(view).then(
    (png) => {
      const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
      parentPort!.postMessage({ id: msg.id, png: bytes }, bytes.byteOffset === 0 && bytes.byteLength === png.buffer.byteLength ? [bytes.buffer as ArrayBuffer] : []);
    },
    (err: unknown) => parentPort!.postMessage({ id: msg.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
// Modules loaded: the pool starts a task's clock from here (workers/pool.ts announcesReady).
parentPort!.postMessage({ ready: true });
