/**
 * The practice AI off the main thread. A search takes its whole time budget (1 s by default) of pure CPU;
 * on the main thread it would hold every other interaction's acknowledgement. One worker thread by default
 * (PRACTICE_AI_WORKERS), decisions queued in order; a crashed or stuck worker is replaced and its request
 * fails (the caller leaves the decision to the timers).
 */
import type { Action } from '../engine/core/api-types.js';
import { createWorkerPool } from '../workers/pool.js';
import type { DecideInput } from './decide.js';
import { practiceAiConfig } from '../config.js';

export interface AiDecision { action: Action | null; ms: number }

export interface AiPool {
  decide(input: DecideInput): Promise<AiDecision>;
  close(): Promise<void>;
}

export function createAiPool(opts: { size?: number; timeoutMs?: number } = {}): AiPool {
  const here = import.meta.url;
  const pool = createWorkerPool<DecideInput, AiDecision>({
    url: new URL(here.endsWith('.ts') ? './worker-boot.mjs' : './worker.js', here),
    size: opts.size ?? practiceAiConfig().workers,
    name: 'AI',
    lazy: true,
    // Generous: the search stops itself at its budget; this only catches a stuck worker.
    timeoutMs: (input) => opts.timeoutMs ?? (input.budgetMs ?? 1000) * 5 + 10_000,
    message: (id, input) => ({ id, input }),
    result: (msg) => (msg.error !== undefined ? { ok: false, error: String(msg.error) } : { ok: true, value: { action: (msg.action as Action | null | undefined) ?? null, ms: Number(msg.ms ?? 0) } }),
  });
  return { decide: (input) => pool.run(input), close: () => pool.close() };
}
