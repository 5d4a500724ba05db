/**
 * The practice AI's worker pool under a slow machine, with no assertion on the machine's speed: the limits
 * used here are ones a task cannot meet at any speed (an hour's search against a one-second limit) or ones it
 * meets by construction (a worker that answers in the same tick as it becomes ready).
 * - A decision's clock starts when its worker has loaded: a worker that takes longer to load than a task's
 *   limit still answers (the first-decision failure of a loaded machine, issue 37).
 * - A worker that never loads fails its task after the boot limit, as a boot timeout (not retried).
 * - A search that outlives its limit is answered at the `easy` level with the same seed: the same answer
 *   `easy` gives in this process for that position and seed, so the fallback is a function of the position
 *   and not of the machine, and it reads the position only through the same non-peeking policy.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, WorkerTimeoutError, type WorkerPool } from '../../src/workers/pool.js';
import { createAiPool, type AiPool } from '../../src/ai/pool.js';
import { decide } from '../../src/ai/decide.js';
import { actingSeat, moves } from '../../src/ai/moves.js';
import { randomMove } from '../../src/ai/policies.js';
import { createGame, precon } from '../../src/ai/selfplay.js';
import { apply, type MatchState } from '../../src/engine/index.js';
import type { Seat } from '../../src/engine/core/view-types.js';
import { samplingRng } from '../../src/engine/determinize-kit.js';
import { replayHint, seedHexFor, seedIntFor } from '../support/seed.js';

const open: Array<WorkerPool<string, string> | AiPool> = [];
afterEach(async () => {
  for (const p of open.splice(0)) await p.close();
  delete process.env.LATE_READY_BOOT_MS;
});

function echoPool(bootMs: number, limits: { timeoutMs: number; bootTimeoutMs?: number }): WorkerPool<string, string> {
  // The worker reads it when it starts (the pool is lazy: at the first task).
  process.env.LATE_READY_BOOT_MS = String(bootMs);
  const pool = createWorkerPool<string, string>({
    url: new URL('./fixtures/late-ready-worker.mjs', import.meta.url), size: 1, name: 'echo', lazy: true, announcesReady: true,
    ...(limits.bootTimeoutMs !== undefined ? { bootTimeoutMs: limits.bootTimeoutMs } : {}),
    timeoutMs: () => limits.timeoutMs,
    message: (id, input) => ({ id, input }),
    result: (msg) => ({ ok: true, value: String(msg.value) }),
  });
  open.push(pool);
  return pool;
}

/** A decision of the tiny game with several answers, reached by seeded random play. */
function widePosition(): { state: MatchState; seat: Seat } {
  let s = createGame(precon('tiny', 0), seedIntFor('ai-pool:game') % 1000);
  const rng = samplingRng(`ai-pool:${seedHexFor('ai-pool:play')}`);
  for (let n = 0; n < 400; n++) {
    const who = actingSeat(s);
    if (who === null) break;
    if (n > 2 && moves(s, who).length >= 3) return { state: s, seat: who };
    const r = apply(s, randomMove(s, who, rng)!);
    if (!r.ok) throw new Error(r.error.message.en);
    s = r.state;
  }
  throw new Error(`no position with three answers (${replayHint()})`);
}

describe('the practice AI pool on a slow machine (issue 37)', () => {
  it('a task\'s limit counts from the worker being loaded: a worker slower to load than the limit still answers', { timeout: 60_000 }, async () => {
    // Loading takes 1 s (at least, at any speed); the task's limit is 50 ms and the answer comes with "ready".
    const pool = echoPool(1_000, { timeoutMs: 50 });
    expect(await Promise.all([pool.run('first'), pool.run('second')])).toEqual(['first', 'second']);
  });

  it('a worker that never loads fails its task as a boot timeout', { timeout: 60_000 }, async () => {
    const pool = echoPool(-1, { timeoutMs: 50, bootTimeoutMs: 500 });
    const err = await pool.run('lost').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WorkerTimeoutError);
    expect((err as WorkerTimeoutError).phase).toBe('boot');
  });

  it('a search that outlives its limit is answered by easy with the same seed (deterministic, no peeking)', { timeout: 120_000 }, async () => {
    const { state, seat } = widePosition();
    const seed = seedHexFor('ai-pool:decision').slice(0, 16);
    // An hour's budget against a one-second limit: the search cannot finish in time on any machine.
    const pool = createAiPool({ size: 1, timeoutMs: 1_000 });
    open.push(pool);
    const d = await pool.decide({ state, seat, level: 'normal', seed, budgetMs: 3_600_000 });
    expect(d.fallback, replayHint()).toBe(true);
    expect(d.action).not.toBeNull();
    expect(JSON.stringify(d.action), replayHint()).toBe(JSON.stringify(decide({ state, seat, level: 'easy', seed })));
    // The replaced worker serves the next decision as usual.
    const next = await pool.decide({ state, seat, level: 'easy', seed });
    expect(next.fallback).toBeUndefined();
    expect(JSON.stringify(next.action)).toBe(JSON.stringify(d.action));
  });
});
