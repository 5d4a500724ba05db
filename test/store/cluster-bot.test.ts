/**
 * The bot on a Redis Cluster: the real discord.js client and the emulator, the match store and the bot's
 * records (decks, challenges) on the local 3-master cluster of test/store/cluster.ts through ioredis' Cluster
 * client. A challenge is accepted and played for several decisions; every applied action is in the log once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisKv } from '../../src/store/kv.js';
import type { RedisStore } from '../../src/store/redis-store.js';
import type { MatchStore } from '../../src/store/types.js';
import { startHarness, type Harness } from '../bot/support/harness.js';
import { challenge, Driver } from '../bot/support/driver.js';
import { clusterUnavailable, clusterWorld, stopCluster } from './cluster.js';

const skip = clusterUnavailable();
if (skip) console.warn(skip);

let h: Harness | undefined;
let world: ReturnType<typeof clusterWorld> | undefined;
let store: MatchStore;

beforeAll(async () => {
  if (skip) return;
  world = clusterWorld();
  store = await world.connect();
  h = await startHarness();
  const kv = createRedisKv({ client: (store as RedisStore).client, prefix: `${world.keyPrefix}bot:` });
  await h.startBot({ store, kv });
}, 30_000);
afterAll(async () => { await h?.close(); await world?.dispose(); await stopCluster(); });

describe.skipIf(skip !== null)('bot end to end on a 3-master Redis Cluster', () => {
  it('a challenge is accepted and played; each decision is committed once; sweep() runs across the masters', { timeout: 60_000 }, async () => {
    const game = await challenge(h!.emu, h!.kv);
    const d = new Driver(h!.emu, store, game);
    for (let i = 0; i < 6; i++) expect(await d.step()).toBe(true);
    const m = await d.load();
    expect(m.snap.version).toBeGreaterThanOrEqual(6);
    const log = await store.readLog(game.matchId);
    expect(log.map((e) => e.version)).toEqual(Array.from({ length: m.snap.version }, (_, i) => i + 1));
    expect(new Set(log.map((e) => e.interactionId)).size).toBe(log.length);
    expect(await store.listActive(m.meta.p0)).toContain(game.matchId);
    expect(await store.sweep()).toEqual({ removed: 0, restored: 0 });
  });
});
