/**
 * Board images off the main thread. Painting a board is synchronous native work (~50–130 ms on a busy board);
 * on the main thread it would delay the acknowledgement of every other interaction past Discord's 3 s under
 * load. A small pool of worker threads renders spectator views; the main thread only posts JSON and gets
 * PNG bytes back. A full queue refuses at once (the publisher then sends the embed board for that update),
 * so a burst degrades the picture, never the responsiveness.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BoardView } from '../render/index.js';
import type { RenderBoard } from './context.js';
import { metrics } from '../metrics/registry.js';

export interface RenderPoolOptions {
  /** Worker threads; default: one less than the cores, at least 1, at most 4. */
  size?: number;
  /** Renders waiting beyond the ones in progress; more are refused. */
  maxQueue?: number;
  timeoutMs?: number;
}

interface Task { id: number; view: BoardView; resolve: (b: Buffer) => void; reject: (e: Error) => void; timer?: NodeJS.Timeout }
interface Slot { worker: Worker; task: Task | null }

export class RenderBusyError extends Error {}

export interface RenderPool { render: RenderBoard; close(): Promise<void>; readonly size: number }

export function createRenderPool(opts: RenderPoolOptions = {}): RenderPool {
  const size = opts.size ?? Math.max(1, Math.min(4, availableParallelism() - 1));
  const maxQueue = opts.maxQueue ?? size * 4;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const here = import.meta.url;
  // Under tsx (npm start, tests) the worker needs the TypeScript loader too; a built .js file does not.
  const ts = here.endsWith('.ts');
  const workerUrl = new URL(ts ? './render-worker-boot.mjs' : './render-worker.js', here);
  const queue: Task[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot => {
    const worker = new Worker(workerUrl);
    worker.unref();
    const slot: Slot = { worker, task: null };
    worker.on('message', (msg: { id: number; png?: Uint8Array; error?: string }) => {
      const task = slot.task;
      if (!task || task.id !== msg.id) return;
      slot.task = null;
      clearTimeout(task.timer);
      if (msg.png) task.resolve(Buffer.from(msg.png.buffer, msg.png.byteOffset, msg.png.byteLength));
      else task.reject(new Error(msg.error ?? 'render failed'));
      pump();
    });
    worker.on('error', (err) => fail(slot, err));
    worker.on('exit', (code) => { if (!closed) fail(slot, new Error(`render worker exited with ${code}`)); });
    return slot;
  };

  const fail = (slot: Slot, err: Error) => {
    const task = slot.task;
    slot.task = null;
    if (task) { clearTimeout(task.timer); task.reject(err); }
    if (closed) return;
    const i = slots.indexOf(slot);
    if (i >= 0) { void slot.worker.terminate(); slots[i] = spawn(); }
    pump();
  };

  const pump = () => {
    for (const slot of slots) {
      if (slot.task || queue.length === 0) continue;
      const task = queue.shift()!;
      slot.task = task;
      task.timer = setTimeout(() => fail(slot, new Error('render timed out')), timeoutMs);
      slot.worker.postMessage({ id: task.id, view: task.view });
    }
  };

  for (let i = 0; i < size; i++) slots.push(spawn());
  const unwatchQueue = metrics.watchRenderQueue(() => queue.length);

  return {
    size,
    render(view) {
      if (closed) return Promise.reject(new Error('render pool closed'));
      const busy = slots.every((s) => s.task);
      if (busy && queue.length >= maxQueue) return Promise.reject(new RenderBusyError('render queue full'));
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ id: nextId++, view, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      unwatchQueue();
      for (const t of queue.splice(0)) t.reject(new Error('render pool closed'));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
