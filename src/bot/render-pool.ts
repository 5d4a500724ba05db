/**
 * Board images off the main thread. Painting a board is synchronous native work (~50–130 ms on a busy board);
 * on the main thread it would delay the acknowledgement of every other interaction past Discord's 3 s under
 * load. A small pool of worker threads renders spectator views; the main thread only posts JSON and gets
 * PNG bytes back. A full queue refuses at once (the publisher then sends the embed board for that update),
 * so a burst degrades the picture, never the responsiveness.
 *
 * What is posted is the view's patch (engine core/view-patch.ts) against the version last sent for its match,
 * as JSON texts of the parts that changed: a match's renders go to one worker, which keeps the match's last
 * view. Posting the whole view object cost the main thread a structured clone of it (~50 µs for a standard
 * board, bench/peer-views.bench.ts); a worker that lacks the base answers `needFull` and gets the whole view.
 */
import { availableParallelism } from 'node:os';
import type { RenderBoard } from './ports.js';
import { metrics } from '../metrics/registry.js';
import { createWorkerPool } from '../workers/pool.js';
import { createPatchMemo, viewPatch, type ReceiverPatch, type ViewParts } from '../engine/index.js';

/** A match's renders go to one worker: the one that keeps its last view. */
function workerOf(matchId: string, size: number): number {
  let h = 0;
  for (let i = 0; i < matchId.length; i++) h = (h * 31 + matchId.charCodeAt(i)) | 0;
  return Math.abs(h) % size;
}
const NEED_FULL = Symbol('need full');

export interface RenderPoolOptions {
  /** Worker threads; default: one less than the cores, at least 1, at most 4. */
  size?: number;
  /** Renders waiting beyond the ones in progress; more are refused. */
  maxQueue?: number;
  timeoutMs?: number;
}

export class RenderBusyError extends Error {}

export interface RenderPool { render: RenderBoard; close(): Promise<void>; readonly size: number }

export function createRenderPool(opts: RenderPoolOptions = {}): RenderPool {
  const size = opts.size ?? Math.max(1, Math.min(4, availableParallelism() - 1));
  const maxQueue = opts.maxQueue ?? size * 4;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const here = import.meta.url;
  // Under tsx (npm start, tests) the worker needs the TypeScript loader too; a built .js file does not.
  const pool = createWorkerPool<ReceiverPatch, Buffer | typeof NEED_FULL>({
    url: new URL(here.endsWith('.ts') ? './render-worker-boot.mjs' : './render-worker.js', here),
    size,
    name: 'render',
    // A render's limit counts from its worker having loaded the renderer (seconds under tsx on a loaded machine).
    announcesReady: true,
    timeoutMs: () => timeoutMs,
    message: (id, patch) => ({ id, patch }),
    result: (msg) => {
      if (msg.needFull === true) return { ok: true, value: NEED_FULL };
      const png = msg.png as Uint8Array | undefined;
      return png ? { ok: true, value: Buffer.from(png.buffer, png.byteOffset, png.byteLength) } : { ok: false, error: String(msg.error ?? 'render failed') };
    },
  });
  const unwatchQueue = metrics.watchRenderQueue(() => pool.queued());
  // The version of each match's view last posted (what its worker holds once that render ran): the patches' base.
  const memo = createPatchMemo<ViewParts>(256);

  return {
    size,
    async render(view) {
      // Refused before the patch is made: a patch never posted would leave the memo a version ahead.
      if (pool.queued() >= maxQueue) throw new RenderBusyError('render queue full');
      const matchId = String((view as { matchId?: unknown }).matchId ?? '');
      const worker = workerOf(matchId, size);
      const png = await pool.run(viewPatch(view, memo.matches.get(matchId)?.version ?? null, memo), worker);
      if (png !== NEED_FULL) return png;
      const full = await pool.run(viewPatch(view, null, memo), worker);
      if (full === NEED_FULL) throw new Error('render worker refused a whole view');
      return full;
    },
    async close() {
      unwatchQueue();
      await pool.close();
    },
  };
}
