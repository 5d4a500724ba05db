/**
 * Board images off the main thread. Painting a board is synchronous native work (~50–130 ms on a busy board);
 * on the main thread it would delay the acknowledgement of every other interaction past Discord's 3 s under
 * load. A small pool of worker threads renders spectator views; the main thread only posts JSON and gets
 * PNG bytes back. A full queue refuses at once (the publisher then sends the embed board for that update),
 * so a burst degrades the picture, never the responsiveness.
 */
import { availableParallelism } from 'node:os';
import type { BoardView } from '../render/index.js';
import type { RenderBoard } from './ports.js';
import { metrics } from '../metrics/registry.js';
import { createWorkerPool } from '../workers/pool.js';

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
  const pool = createWorkerPool<BoardView, Buffer>({
    url: new URL(here.endsWith('.ts') ? './render-worker-boot.mjs' : './render-worker.js', here),
    size,
    name: 'render',
    // A render's limit counts from its worker having loaded the renderer (seconds under tsx on a loaded machine).
    announcesReady: true,
    timeoutMs: () => timeoutMs,
    message: (id, view) => ({ id, view }),
    result: (msg) => {
      const png = msg.png as Uint8Array | undefined;
      return png ? { ok: true, value: Buffer.from(png.buffer, png.byteOffset, png.byteLength) } : { ok: false, error: String(msg.error ?? 'render failed') };
    },
  });
  const unwatchQueue = metrics.watchRenderQueue(() => pool.queued());

  return {
    size,
    render(view) {
      if (pool.busy() && pool.queued() >= maxQueue) return Promise.reject(new RenderBusyError('render queue full'));
      return pool.run(view);
    },
    async close() {
      unwatchQueue();
      await pool.close();
    },
  };
}
