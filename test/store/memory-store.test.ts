import { describe, expect, it } from 'vitest';
import { MemoryMatches, createMemoryStore } from '../../src/store/memory-store.js';

describe('in-process match store', () => {
  it('expires by its injected clock: idle TTL refreshed by commits, archive TTL once finished', async () => {
    let now = 1_000;
    const store = createMemoryStore({ idleTtlMs: 100, archiveTtlMs: 1_000, clock: () => now });
    const base = { state: '{}', meta: {}, participants: ['u1'], now: 0 };
    await store.create({ ...base, matchId: 'idle', interactionId: 'c1' });
    await store.create({ ...base, matchId: 'done', interactionId: 'c2' });
    now += 90;
    expect(await store.commit({ matchId: 'idle', expectedVersion: 0, interactionId: 'a', state: '{}', entry: '{}', now: 0 })).toMatchObject({ ok: true });
    expect(await store.commit({ matchId: 'done', expectedVersion: 0, interactionId: 'b', state: '{}', entry: '{}', now: 0, finished: true })).toMatchObject({ ok: true });
    now += 90;
    expect(await store.listActive('u1')).toEqual(['idle']);
    now += 20;
    expect(await store.load('idle')).toBeNull();
    expect(await store.load('done')).toMatchObject({ status: 'finished' });
    now += 1_000;
    expect(await store.load('done')).toBeNull();
    expect(store.data.matches.size).toBe(0);
  });

  it('lets several store objects share one set of matches, as connections share a Redis', async () => {
    const data = new MemoryMatches();
    const a = createMemoryStore({ idleTtlMs: 60_000, archiveTtlMs: 60_000, data });
    const b = createMemoryStore({ idleTtlMs: 60_000, archiveTtlMs: 60_000, data });
    await a.create({ matchId: 'm', state: '{}', meta: {}, participants: [], interactionId: 'c', now: 0 });
    expect(await b.commit({ matchId: 'm', expectedVersion: 0, interactionId: 'x', state: '{"b":1}', entry: '{}', now: 1 })).toEqual({ ok: true, version: 1 });
    expect(await a.load('m')).toMatchObject({ version: 1, state: '{"b":1}' });
    await a.close();
    expect(await b.load('m')).toMatchObject({ version: 1 });
  });

  it('hands out copies: changing a loaded snapshot or log entry changes nothing stored', async () => {
    const store = createMemoryStore({ idleTtlMs: 60_000, archiveTtlMs: 60_000 });
    const meta = { game: 'fadalgia' };
    await store.create({ matchId: 'm', state: '{}', meta, participants: [], interactionId: 'c', now: 0 });
    meta.game = 'changed';
    await store.commit({ matchId: 'm', expectedVersion: 0, interactionId: 'x', state: '{}', entry: '{"e":1}', now: 1 });
    const snap = await store.load('m');
    snap!.meta.game = 'mutated';
    (await store.readLog('m'))[0]!.entry = 'mutated';
    expect((await store.load('m'))!.meta).toEqual({ game: 'fadalgia' });
    expect((await store.readLog('m'))[0]!.entry).toBe('{"e":1}');
  });
});
