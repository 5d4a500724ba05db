/**
 * The practice AI off the main thread. A search takes its whole time budget (1 s by default) of pure CPU;
 * on the main thread it would hold every other interaction's acknowledgement. One worker thread by default
 * (PRACTICE_AI_WORKERS), decisions queued in order.
 *
 * A decision's clock starts when its worker has loaded (announcesReady): a first decision is not failed for
 * the seconds a loaded machine takes to compile the engine in a fresh worker. A search that still outlives
 * its limit (the machine is too slow for the budget, or the worker is stuck) is not left to chance: the worker
 * is replaced and the decision is taken again at the `easy` level with the same seed, a function of the
 * position and the seed alone (no clock), cheap, and just as blind to the hidden cards. Only a crash, or a
 * fallback that also times out, fails the request (the caller then leaves the decision to the timers).
 */
import type { Action } from '../engine/core/api-types.js';
import { createWorkerPool, WorkerTimeoutError } from '../workers/pool.js';
import type { DecideInput } from './decide.js';
import { practiceAiConfig } from '../config.js';

/** `fallback`: the search timed out and this is the `easy` answer for the same position and seed. */
export interface AiDecision { action: Action | null; ms: number; fallback?: true }

export interface AiPool {
  decide(input: DecideInput): Promise<AiDecision>;
  close(): Promise<void>;
}

/** `easy` scores each answer once on one sample (~100 ms of CPU in a wide position): a minute is a stuck worker. */
const FALLBACK_LIMIT_MS = 60_000;

export function createAiPool(opts: { size?: number; timeoutMs?: number; fallbackTimeoutMs?: number; bootTimeoutMs?: number } = {}): AiPool {
  const here = import.meta.url;
  const fallbacks = new WeakSet<DecideInput>();
  const pool = createWorkerPool<DecideInput, AiDecision>({
    url: new URL(here.endsWith('.ts') ? './worker-boot.mjs' : './worker.js', here),
    size: opts.size ?? practiceAiConfig().workers,
    name: 'AI',
    lazy: true,
    announcesReady: true,
    ...(opts.bootTimeoutMs !== undefined ? { bootTimeoutMs: opts.bootTimeoutMs } : {}),
    // Generous: the search stops itself at its budget; this only catches a worker that cannot keep it.
    timeoutMs: (input) => (fallbacks.has(input) ? (opts.fallbackTimeoutMs ?? FALLBACK_LIMIT_MS) : (opts.timeoutMs ?? (input.budgetMs ?? 1000) * 5 + 10_000)),
    message: (id, input) => ({ id, input }),
    result: (msg) => (msg.error !== undefined ? { ok: false, error: String(msg.error) } : { ok: true, value: { action: (msg.action as Action | null | undefined) ?? null, ms: Number(msg.ms ?? 0) } }),
  });
  const decide = async (input: DecideInput): Promise<AiDecision> => {
    try {
      return await pool.run(input);
    } catch (err) {
      if (!(err instanceof WorkerTimeoutError && err.phase === 'task')) throw err;
      const again: DecideInput = { state: input.state, seat: input.seat, level: 'easy', seed: input.seed };
      fallbacks.add(again);
      return { ...(await pool.run(again)), fallback: true };
    }
  };
  return { decide, close: () => pool.close() };
}
