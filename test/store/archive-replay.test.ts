/**
 * A whole match played through the bot's action path on each durable store, then read back from another
 * connection after it finished and was folded into its compressed archive: replay(setup, actions) must
 * rebuild the final state hash, and the log's event texts are re-derived from the compact entries.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { realEngine } from '../../src/match/engine-adapter.js';
import { MatchService, type MatchMeta } from '../../src/match/service.js';
import { replay } from '../../src/match/log.js';
import { chainAutomatic } from '../../src/match/autopass/chain.js';
import { DEFAULT_SETTINGS } from '../../src/match/autopass/settings.js';
import type { Action, EngineEvent } from '../../src/engine/core/api-types.js';
import { legalActions, type MatchState } from '../../src/engine/index.js';
import { RedisStore } from '../../src/store/redis-store.js';
import type { Seat } from '../../src/engine/core/view-types.js';
import { embeddedWorld, redisWorld, uniqueId, type World } from './harness.js';
import { seedHexFor } from '../support/seed.js';

const P0 = '100000000000000001';
const P1 = '100000000000000002';
const deck = (id: string) => realEngine.precons().find((p) => p.id === id)!.deck;

function prng(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x % n;
  };
}

describe.each([['redis', redisWorld], ['embedded', embeddedWorld]] as const)('archived match replay (%s)', (_name, makeWorld) => {
  let world: World;
  afterEach(async () => world?.dispose());

  it.each([['by the players alone', false], ['with the bot answering for them (autopass)', true]] as const)('replay(setup, actions) from the archive rebuilds the final state hash; the log re-derives every public event text — %s', async (_how, autopass) => {
    world = makeWorld();
    const writer = await world.connect();
    const service = new MatchService(writer, realEngine);
    // The answers the bot gives in a player's commit are logged with it and replayed the same way.
    if (autopass) service.setExtender((engine, _m, first) => chainAutomatic(engine, first, async () => DEFAULT_SETTINGS));
    const matchId = uniqueId('arch');
    const meta: MatchMeta = { game: 'fadalgia', format: 'starter-c', p0: P0, p1: P1, lang: 'th', guild: 'g', channel: 'c', thread: uniqueId('t'), board: 'b',
      startedAt: '0', d0: 'precon:starter-flame', d1: 'precon:starter-tide', series: '1', challenger: P0 };
    let m = (await service.create({
      setup: { matchId, game: 'fadalgia', format: 'starter-c', seed: seedHexFor('archive-replay:match'),
        seats: [{ name: 'สมชาย', deck: deck('starter-flame') }, { name: 'Alice', deck: deck('starter-tide') }], challenger: 0 },
      meta, interactionId: 'create', now: 1,
    }))!;
    const rnd = prng(7);
    const played: EngineEvent[][] = [];
    for (let i = 0; i < 400 && m.snap.status === 'active'; i++) {
      const seat = m.prompt!.seat;
      const acts = legalActions(m.state as MatchState, seat).filter((a) => a.type !== 'concede');
      // Long enough to be a real game, then a concession ends it.
      const pick: Action = i === 150 ? { type: 'concede', seat } : acts[rnd(acts.length)]!;
      const r = await service.act({ matchId, userId: seat === 0 ? P0 : P1, interactionId: `a${i}`, now: 1000 + i, decide: (_p, s: Seat) => ({ ok: true, action: { ...pick, seat: s } as Action }) });
      if (r.kind !== 'applied') throw new Error(`action ${i}: ${r.kind}`);
      played.push(r.events);
      m = r.after;
    }
    expect(m.snap.status).toBe('finished');
    // The Redis store folds the match into its archive after the finishing commit has answered.
    if (writer instanceof RedisStore) await writer.settled();
    const finalHash = realEngine.stateHash(m.state);

    // Another process (a new connection and service, empty cache) reads the archived match.
    const reader = new MatchService(await world.connect(), realEngine);
    const stored = (await reader.load(matchId))!;
    expect(stored.snap.status).toBe('finished');
    expect(realEngine.stateHash(stored.state)).toBe(finalHash);
    const { setup, actions } = await reader.history(matchId);
    expect(actions.map((a) => a.version)).toEqual(played.map((_, i) => i + 1));
    expect(actions.every((a) => a.by === P0 || a.by === P1)).toBe(true);
    expect(actions.some((a) => a.auto.length > 0)).toBe(autopass);
    const rebuilt = replay(realEngine, setup!, actions.map((a) => ({ action: a.action!, auto: a.auto })));
    expect(realEngine.stateHash(rebuilt)).toBe(finalHash);

    const log = await reader.log(matchId);
    expect(log.map((r) => r.events)).toEqual(played);
    expect(log.map((r) => r.at)).toEqual(played.map((_, i) => 1000 + i));
    expect(log.some((r) => r.events.some((e) => e.audience === null && /[\u0E00-\u0E7F]/.test(e.text.th)))).toBe(true);

    const store = await world.connect();
    if (store instanceof RedisStore) {
      // Folded into one key: the snapshot hash holding the compressed archive.
      const keys = await store.client.keys(`*{${matchId}}*`);
      expect(keys.map((k) => k.slice(k.indexOf('}') + 1))).toEqual([':snap']);
      expect(await store.client.hexists(keys[0]!, 'arch')).toBe(1);
      expect(await store.client.hexists(keys[0]!, 'state')).toBe(0);
    }
  }, 60_000);
});
