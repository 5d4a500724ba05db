/**
 * A small pool of worker threads running one kind of task (board images, the practice AI's search): CPU work that
 * would otherwise hold the main thread, and with it every other interaction's acknowledgement. Tasks are served
 * in order, one per worker; a crashed or stuck worker is replaced and its task fails, so the caller falls back.
 */
import { Worker } from 'node:worker_threads';

export interface WorkerPoolOptions<I, O> {
  /** The worker script (under tsx, a boot file that loads the TypeScript one). */
  url: URL;
  size: number;
  /** Named in the errors: "render timed out", "AI worker exited with 1". */
  name: string;
  /** Start the workers at the first task rather than at once. */
  lazy?: boolean;
  /**
   * The worker posts `{ ready: true }` once its modules are loaded, and a task's `timeoutMs` counts from then:
   * loading (under tsx, compiling the engine) can take many seconds on a loaded machine, and is not the task
   * being slow. Until then the task is held to `bootTimeoutMs` instead (default 120 s).
   */
  announcesReady?: boolean;
  bootTimeoutMs?: number;
  timeoutMs(input: I): number;
  /** The message posted to the worker for a task. */
  message(id: number, input: I): unknown;
  /** The worker's answer to a task, or the error it reported. */
  result(msg: { id: number } & Record<string, unknown>): { ok: true; value: O } | { ok: false; error: string };
}

export interface WorkerPool<I, O> {
  /**
   * `worker`: the index of the worker that must run the task (modulo the pool's size), for a task that reads
   * what an earlier task left in its worker (a render worker's last view of a match); any free worker without.
   */
  run(input: I, worker?: number): Promise<O>;
  /** Every worker has a task. */
  busy(): boolean;
  /** Tasks waiting for a worker. */
  queued(): number;
  close(): Promise<void>;
}

interface Task<I, O> { id: number; input: I; worker?: number; resolve: (o: O) => void; reject: (e: Error) => void; timer?: NodeJS.Timeout }
interface Slot<I, O> { worker: Worker; task: Task<I, O> | null; ready: boolean }

/** A task that outlived its time limit (the worker was replaced); a caller may retry or fall back on it. */
export class WorkerTimeoutError extends Error {
  constructor(name: string, readonly phase: 'task' | 'boot') {
    super(phase === 'boot' ? `${name} worker did not start in time` : `${name} timed out`);
    this.name = 'WorkerTimeoutError';
  }
}

export function createWorkerPool<I, O>(opts: WorkerPoolOptions<I, O>): WorkerPool<I, O> {
  const queue: Task<I, O>[] = [];
  let slots: Slot<I, O>[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot<I, O> => {
    const worker = new Worker(opts.url);
    worker.unref();
    const slot: Slot<I, O> = { worker, task: null, ready: !opts.announcesReady };
    worker.on('message', (msg: { id: number } & Record<string, unknown>) => {
      if (msg.ready === true && !slot.ready) {
        slot.ready = true;
        if (slot.task) startClock(slot, slot.task);
        return;
      }
      const task = slot.task;
      if (!task || task.id !== msg.id) return;
      slot.task = null;
      clearTimeout(task.timer);
      const r = opts.result(msg);
      if (r.ok) task.resolve(r.value);
      else task.reject(new Error(r.error));
      pump();
    });
    worker.on('error', (err) => fail(slot, err));
    worker.on('exit', (code) => { if (!closed) fail(slot, new Error(`${opts.name} worker exited with ${code}`)); });
    return slot;
  };

  const fail = (slot: Slot<I, O>, err: Error) => {
    const task = slot.task;
    slot.task = null;
    if (task) { clearTimeout(task.timer); task.reject(err); }
    if (closed) return;
    const i = slots.indexOf(slot);
    // The worker is being replaced; failing to terminate one that already died changes nothing.
    if (i >= 0) { slot.worker.terminate().catch(() => undefined); slots[i] = spawn(); }
    pump();
  };

  /** The task's time limit: its own once the worker is ready, the boot limit before. */
  const startClock = (slot: Slot<I, O>, task: Task<I, O>) => {
    clearTimeout(task.timer);
    task.timer = slot.ready
      ? setTimeout(() => fail(slot, new WorkerTimeoutError(opts.name, 'task')), opts.timeoutMs(task.input))
      : setTimeout(() => fail(slot, new WorkerTimeoutError(opts.name, 'boot')), opts.bootTimeoutMs ?? 120_000);
  };

  const start = () => { if (!slots.length) slots = Array.from({ length: opts.size }, spawn); };

  const pump = () => {
    start();
    for (let w = 0; w < slots.length; w++) {
      const slot = slots[w]!;
      if (slot.task || queue.length === 0) continue;
      // The first task this worker may run, in order: one bound to another worker waits for that one.
      const at = queue.findIndex((t) => t.worker === undefined || t.worker % slots.length === w);
      if (at < 0) continue;
      const task = queue.splice(at, 1)[0]!;
      slot.task = task;
      startClock(slot, task);
      slot.worker.postMessage(opts.message(task.id, task.input));
    }
  };

  if (!opts.lazy) start();

  return {
    run(input, worker) {
      if (closed) return Promise.reject(new Error(`${opts.name} pool closed`));
      return new Promise<O>((resolve, reject) => {
        queue.push({ id: nextId++, input, worker, resolve, reject });
        pump();
      });
    },
    busy: () => slots.length > 0 && slots.every((s) => s.task),
    queued: () => queue.length,
    async close() {
      closed = true;
      for (const t of queue.splice(0)) t.reject(new Error(`${opts.name} pool closed`));
      await Promise.all(slots.map((s) => s.worker.terminate()));
      slots = [];
    },
  };
}
