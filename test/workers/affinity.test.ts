/**
 * A task bound to a worker (a render worker keeps each match's last view) runs in that worker, even while
 * another worker is free; unbound tasks still go to any free worker.
 */
import { describe, expect, it } from 'vitest';
import { createWorkerPool } from '../../src/workers/pool.js';

describe('worker pool affinity', () => {
  it('runs bound tasks in their worker only, unbound ones anywhere', async () => {
    const pool = createWorkerPool<string, number>({
      url: new URL('./fixtures/thread-id-worker.mjs', import.meta.url), size: 2, name: 'ids',
      timeoutMs: () => 30_000, message: (id, input) => ({ id, input }), result: (msg) => ({ ok: true, value: Number(msg.value) }),
    });
    try {
      const bound0 = await Promise.all(Array.from({ length: 6 }, (_, i) => pool.run(`a${i}`, 0)));
      const bound1 = await Promise.all(Array.from({ length: 6 }, (_, i) => pool.run(`b${i}`, 3)));
      expect(new Set(bound0).size).toBe(1);
      expect(new Set(bound1).size).toBe(1);
      expect(bound0[0]).not.toBe(bound1[0]);
      const free = await Promise.all(Array.from({ length: 6 }, (_, i) => pool.run(`c${i}`)));
      expect(new Set(free)).toEqual(new Set([bound0[0], bound1[0]]));
    } finally {
      await pool.close();
    }
  }, 60_000);
});
