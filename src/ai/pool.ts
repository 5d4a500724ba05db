/**
 * The practice AI off the main thread. A search takes its whole time budget (1 s by default) of pure CPU;
 * on the main thread it would hold every other interaction's acknowledgement. One worker thread by default
 * (PRACTICE_AI_WORKERS), decisions queued in order; a crashed or stuck worker is replaced and its request
 * fails (the caller leaves the decision to the timers).
 */
import { Worker } from 'node:worker_threads';
import type { Action } from '../engine/core/api-types.js';
import type { DecideInput } from './decide.js';

export interface AiDecision { action: Action | null; ms: number }

export interface AiPool {
  decide(input: DecideInput): Promise<AiDecision>;
  close(): Promise<void>;
}

interface Task { id: number; input: DecideInput; resolve: (d: AiDecision) => void; reject: (e: Error) => void; timer?: NodeJS.Timeout }
interface Slot { worker: Worker; task: Task | null }

export function createAiPool(opts: { size?: number; timeoutMs?: number } = {}): AiPool {
  const size = opts.size ?? Math.max(1, Math.min(4, Number(process.env.PRACTICE_AI_WORKERS) || 1));
  const here = import.meta.url;
  const workerUrl = new URL(here.endsWith('.ts') ? './worker-boot.mjs' : './worker.js', here);
  const queue: Task[] = [];
  let slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot => {
    const worker = new Worker(workerUrl);
    worker.unref();
    const slot: Slot = { worker, task: null };
    worker.on('message', (msg: { id: number; action?: Action | null; ms?: number; error?: string }) => {
      const task = slot.task;
      if (!task || task.id !== msg.id) return;
      slot.task = null;
      clearTimeout(task.timer);
      if (msg.error !== undefined) task.reject(new Error(msg.error));
      else task.resolve({ action: msg.action ?? null, ms: msg.ms ?? 0 });
      pump();
    });
    worker.on('error', (err) => fail(slot, err));
    worker.on('exit', (code) => { if (!closed) fail(slot, new Error(`AI worker exited with ${code}`)); });
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
    if (!slots.length) slots = Array.from({ length: size }, spawn);
    for (const slot of slots) {
      if (slot.task || queue.length === 0) continue;
      const task = queue.shift()!;
      slot.task = task;
      // Generous: the search stops itself at its budget; this only catches a stuck worker.
      task.timer = setTimeout(() => fail(slot, new Error('AI decision timed out')), opts.timeoutMs ?? (task.input.budgetMs ?? 1000) * 5 + 10_000);
      slot.worker.postMessage({ id: task.id, input: task.input });
    }
  };

  return {
    decide(input) {
      if (closed) return Promise.reject(new Error('AI pool closed'));
      return new Promise<AiDecision>((resolve, reject) => {
        queue.push({ id: nextId++, input, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const t of queue.splice(0)) t.reject(new Error('AI pool closed'));
      await Promise.all(slots.map((s) => s.worker.terminate()));
      slots = [];
    },
  };
}
