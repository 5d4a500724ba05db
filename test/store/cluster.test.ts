/**
 * What the shared contract suite cannot see on a Redis Cluster: that a match's keys live on one node while
 * matches spread over the masters, and that sweep() scans every master, not only the one a SCAN happens to
 * reach. Runs on the local 3-master cluster of test/store/cluster.ts (skipped without redis-server).
 */
import { Cluster } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisStore } from '../../src/store/redis-store.js';
import { clusterUnavailable, clusterWorld, stopCluster } from './cluster.js';
import { uniqueId } from './harness.js';

const T0 = 1_750_000_000_000;
const skip = clusterUnavailable();
if (skip) console.warn(skip);

let world: ReturnType<typeof clusterWorld> | undefined;
afterAll(async () => { await world?.dispose(); await stopCluster(); });

describe.skipIf(skip !== null)('Redis store on a 3-master Redis Cluster', () => {
  it('sweep() restores index entries of live matches held on every master', { timeout: 30_000 }, async () => {
    world = clusterWorld();
    const store = await world.connect();
    expect(store).toBeInstanceOf(RedisStore);
    const client = (store as RedisStore).client;
    expect(client).toBeInstanceOf(Cluster);
    const cluster = client as Cluster;
    expect(cluster.nodes('master')).toHaveLength(3);

    const ids = Array.from({ length: 24 }, () => uniqueId());
    for (const matchId of ids) {
      expect(await store.create({ matchId, state: '{}', meta: { game: 'fadalgia' }, participants: ['111', '222'], interactionId: uniqueId('i'), now: T0 })).toEqual({ ok: true, version: 0 });
      expect(await store.commit({ matchId, expectedVersion: 0, interactionId: uniqueId('i'), state: '{"v":1}', entry: '{}', now: T0 + 1 })).toEqual({ ok: true, version: 1 });
    }
    // The matches landed on more than one master (24 random ids on 3 masters: all on one is ~1e-11).
    const perMaster = await Promise.all(cluster.nodes('master').map(async (node) => (await node.keys(`${world!.keyPrefix}{*}:snap`)).length));
    expect(perMaster.reduce((a, b) => a + b, 0)).toBe(ids.length);
    expect(perMaster.filter((n) => n > 0).length).toBeGreaterThan(1);

    // Lose the global indexes, as a crash between a match's script and its index writes would.
    await cluster.del(`${world.keyPrefix}active`);
    await cluster.del(`${world.keyPrefix}user:111`);
    expect(await store.listActive('111')).toEqual([]);

    const report = await store.sweep();
    expect(report.restored).toBeGreaterThanOrEqual(ids.length);
    expect((await store.listActive('111')).sort()).toEqual([...ids].sort());
    expect((await store.listActive()).sort()).toEqual([...ids].sort());
  });
});
