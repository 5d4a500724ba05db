/**
 * The render pool posts view patches (engine core/view-patch.ts), each match's to one worker that keeps its last
 * view: the boards it paints over a match's versions are the boards of the whole views, and a worker without the
 * view a patch needs answers `needFull` rather than painting a wrong board.
 */
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { createRenderPool } from '../../src/bot/render-pool.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { legalActions, patchFor, type MatchState } from '../../src/engine/index.js';
import { renderBoard } from '../../src/render/index.js';
import { seedHexFor } from '../support/seed.js';

function versions(n: number) {
  const p = realEngine.precons();
  let s = realEngine.createMatch({ matchId: 'rpp123rpp123', game: 'fadalgia', format: 'standard', seed: seedHexFor('render-pool:patches'), seats: [{ name: 'A', deck: p[0]!.deck }, { name: 'B', deck: p[1]!.deck }], challenger: 0 });
  const out = [s];
  while (out.length < n) {
    const seat = realEngine.currentPrompt(s)!.seat;
    const acts = legalActions(s as MatchState, seat).filter((a) => a.type !== 'concede');
    const r = realEngine.apply(s, acts[out.length % acts.length]!);
    if (!r.ok) throw new Error(r.error.message.en);
    s = r.state;
    out.push(s);
  }
  return out;
}

describe('render pool with view patches', () => {
  it('paints each version of a match as its whole view paints', async () => {
    const pool = createRenderPool({ size: 2, maxQueue: 8 });
    try {
      for (const s of versions(4)) {
        const view = realEngine.viewFor(s, 'spectator');
        const [fromPool, direct] = await Promise.all([pool.render(view), renderBoard(view)]);
        expect(fromPool.equals(direct)).toBe(true);
      }
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('a worker without the base answers needFull, and paints the whole view then a patch on it', async () => {
    const worker = new Worker(new URL('../../src/bot/render-worker-boot.mjs', import.meta.url));
    const answers: Array<Record<string, unknown>> = [];
    const next = () => new Promise<Record<string, unknown>>((resolve) => {
      const take = () => (answers.length ? resolve(answers.shift()!) : setTimeout(take, 5));
      take();
    });
    worker.on('message', (m: Record<string, unknown>) => { if (m.ready !== true) answers.push(m); });
    try {
      const [s0, s1] = versions(2);
      const v0 = realEngine.viewsFor!(s0!);
      const full = realEngine.viewsPatch!(v0, null);
      const p1 = realEngine.viewsPatch!(realEngine.viewsFor!(s1!), full.version);
      expect(p1.base).toBe(full.version);
      worker.postMessage({ id: 1, patch: patchFor(p1, 'spectator') });
      expect(await next()).toEqual({ id: 1, needFull: true });
      worker.postMessage({ id: 2, patch: patchFor(full, 'spectator') });
      expect((await next()).png).toBeInstanceOf(Uint8Array);
      worker.postMessage({ id: 3, patch: patchFor(p1, 'spectator') });
      const png = (await next()).png as Uint8Array;
      expect(Buffer.from(png).equals(await renderBoard(realEngine.viewFor(s1!, 'spectator')))).toBe(true);
    } finally {
      await worker.terminate();
    }
  }, 120_000);
});
