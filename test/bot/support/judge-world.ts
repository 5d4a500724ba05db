/**
 * The judge tests' world: a MatchService and a JudgeService on a private prefix of the real Redis, and matches
 * of any game started from their preconstructed decks with the initial state kept (as /match challenge does).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { createEngine } from '../../../src/match/engine-adapter.js';
import { MatchService, type MatchMeta } from '../../../src/match/service.js';
import type { KeyValueRepo } from '../../../src/store/kv.js';
import type { MatchStore } from '../../../src/store/types.js';
import { JudgeService } from '../../../src/bot/judge/service.js';
import { keepInitial } from '../../../src/match/history.js';
import { precon, seedOf } from '../../../src/ai/selfplay.js';
import { openRedis } from './harness.js';

export const P = ['100000000000000001', '100000000000000002'];
export const JUDGE = '100000000000000009';

export interface JudgeWorld {
  engine: ReturnType<typeof createEngine>;
  store: MatchStore;
  kv: KeyValueRepo;
  service: MatchService;
  judge: JudgeService;
  newMatch(game: string): Promise<string>;
}

/** Registers the world's beforeAll/afterAll; its fields are set once beforeAll has run. */
export function judgeWorld(tag: string): JudgeWorld {
  const engine = createEngine({ includeTestOnly: true });
  let n = 0;
  const w = { engine } as JudgeWorld;
  w.newMatch = async (game) => {
    const matchId = `${tag}${(n++).toString().padStart(3, '0')}${randomBytes(3).toString('hex')}`;
    const setup = precon(game, n);
    const meta = { game, format: setup.format, p0: P[0]!, p1: P[1]!, lang: 'en', guild: 'g', channel: 'c', thread: `t${matchId}`, board: 'b', startedAt: '0', d0: 'x', d1: 'y', series: '1', challenger: P[0]! } as MatchMeta;
    const m = await w.service.create({ setup: { matchId, game, format: setup.format, seed: seedOf(n), challenger: 0, seats: [{ name: 'A', deck: setup.decks[0] }, { name: 'B', deck: setup.decks[1] }] }, meta, interactionId: `create-${matchId}`, now: 1 });
    await keepInitial(w.kv, matchId, m!.snap.state);
    return matchId;
  };
  beforeAll(async () => {
    ({ store: w.store, kv: w.kv } = await openRedis(tag));
    w.service = new MatchService(w.store, engine);
    w.judge = new JudgeService(w.store, w.service, engine, w.kv);
  });
  afterAll(async () => { await w.kv?.close(); await w.store?.close(); });
  return w;
}
