import { describe, expect, it } from 'vitest';
import { createRenderPool, RenderBusyError } from '../../src/bot/render-pool.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { seedHexFor } from '../support/seed.js';

const view = () => {
  const p = realEngine.precons();
  const s = realEngine.createMatch({ matchId: 'abc123abc123', game: 'fadalgia', format: 'standard', seed: seedHexFor('render-pool:match'), seats: [{ name: 'A', deck: p[0]!.deck }, { name: 'B', deck: p[1]!.deck }], challenger: 0 });
  return realEngine.viewFor(s, 'spectator');
};

describe('render pool (worker threads)', () => {
  it('renders PNG boards off the main thread and refuses at once when the queue is full', async () => {
    const pool = createRenderPool({ size: 1, maxQueue: 1 });
    try {
      const v = view();
      const [a, b, c] = await Promise.allSettled([pool.render(v), pool.render(v), pool.render(v)]);
      expect(a.status).toBe('fulfilled');
      expect(b.status).toBe('fulfilled');
      expect(c.status === 'rejected' && c.reason instanceof RenderBusyError).toBe(true);
      const png = (a as PromiseFulfilledResult<Buffer>).value;
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    } finally {
      await pool.close();
    }
  });
});
