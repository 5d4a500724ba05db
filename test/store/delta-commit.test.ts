/**
 * Delta commits (src/match/delta.ts) through the real action path on every store: two services on two
 * connections (two processes) play one match with random legal actions, taking turns at random. Most commits
 * send the action alone; the state is stored when it would fall MAX_TAIL versions behind, with a commit on a
 * copy that replayed COLD_REPLAY logged actions or more, and at the end. After every
 * action the other process loads the match and gets exactly the acting process's state, caught up from its
 * own stale copy with the logged actions since; a process with nothing cached gets it too, rebuilt from the
 * last stored state and the log after it; the finished match replays from its setup to the same state.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { realEngine } from '../../src/match/engine-adapter.js';
import { COLD_REPLAY, MAX_TAIL, ReplayDivergedError } from '../../src/match/delta.js';
import { replay } from '../../src/match/log.js';
import { MatchService, type LoadedMatch, type MatchMeta } from '../../src/match/service.js';
import type { MatchSetupInput } from '../../src/match/engine-port.js';
import { legalActions, type MatchState } from '../../src/engine/index.js';
import type { MatchStore } from '../../src/store/types.js';
import { embeddedWorld, memoryWorld, redisWorld, uniqueId, type World } from './harness.js';
import { seedHexFor } from '../support/seed.js';

const P0 = '100000000000000001';
const P1 = '100000000000000002';
const decks = realEngine.precons().filter((p) => p.format === 'starter-c');

function prng(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x % n;
  };
}

describe.each([['redis', redisWorld], ['embedded', embeddedWorld], ['memory', memoryWorld]] as const)('delta commits (%s)', (_name, makeWorld) => {
  let world: World;
  afterEach(async () => world?.dispose());

  it('a second process always loads the latest state; caught up from the log, it knows which version is stored, and the state is stored only every MAX_TAIL versions and at the end', async () => {
    world = makeWorld();
    const stores: MatchStore[] = [await world.connect(), await world.connect()];
    const services = stores.map((s) => new MatchService(s, realEngine));
    const matchId = uniqueId('delta');
    const meta: MatchMeta = { game: 'fadalgia', format: 'starter-c', p0: P0, p1: P1, lang: 'en', guild: 'g', channel: 'c', thread: uniqueId('t'), board: 'b',
      startedAt: '0', d0: 'x', d1: 'y', series: '1', challenger: P0 };
    const setup: MatchSetupInput = { matchId, game: 'fadalgia', format: 'starter-c', seed: seedHexFor('delta-commit:differential'),
      seats: [{ name: 'A', deck: decks[0]!.deck }, { name: 'B', deck: decks[1]!.deck }], challenger: 0 };
    let m: LoadedMatch = (await services[0]!.create({ setup, meta, interactionId: 'create', now: 1 }))!;
    const rnd = prng(0x5eed);
    const stateVersions = new Set<number>();
    for (let i = 0; i < 400 && m.snap.status === 'active'; i++) {
      const who = rnd(2);
      const seat = m.prompt!.seat;
      const acts = legalActions(m.state as MatchState, seat).filter((a) => a.type !== 'concede' && !(a.type === 'answer' && a.choice[0] === 'cancel'));
      const action = acts[rnd(acts.length)]!;
      const r = await services[who]!.act({ matchId, userId: seat === 0 ? P0 : P1, interactionId: `a-${m.snap.version + 1}`, now: 2 + i,
        expected: { version: m.snap.version }, decide: () => ({ ok: true, action }) });
      expect(r.kind, `action ${i}`).toBe('applied');
      if (r.kind !== 'applied') return;
      // The other process (its cached copy is behind) loads the version just committed, state included.
      const seen = (await services[1 - who]!.load(matchId))!;
      expect(seen.snap.version).toBe(r.after.snap.version);
      expect(realEngine.stateHash(seen.state)).toBe(realEngine.stateHash(r.after.state));
      expect(seen.snap.state).toBe(JSON.stringify(r.after.state));
      // So does a process with nothing cached (a restart): from the stored state and the log after it.
      const cold = (await new MatchService(stores[1 - who]!, realEngine).load(matchId))!;
      expect(cold.snap.version).toBe(r.after.snap.version);
      expect(cold.snap.state).toBe(JSON.stringify(r.after.state));
      const stored = (await stores[0]!.load(matchId))!;
      stateVersions.add(stored.stateVersion ?? stored.version);
      expect(stored.version - (stored.stateVersion ?? stored.version)).toBeLessThan(MAX_TAIL);
      m = seen;
    }
    expect(m.snap.status, 'the random game ends within 400 actions').toBe('finished');
    // Both copies are caught up one or two actions at a time, never cold: the state went to the store only when
    // it would have fallen MAX_TAIL behind, and at the end (version 0 is the creation's). A copy that misjudged
    // the stored version after a catch-up would have stored it again at other versions.
    const final = m.snap.version;
    expect(final, 'the game is long enough to store a state on the way').toBeGreaterThan(MAX_TAIL);
    const expected = [...Array.from({ length: Math.floor(final / MAX_TAIL) + 1 }, (_, k) => k * MAX_TAIL), final];
    expect([...stateVersions, 0].sort((a, b) => a - b).filter((v, i, a) => a.indexOf(v) === i)).toEqual([...new Set(expected)].sort((a, b) => a - b));
    const stored = (await stores[1]!.load(matchId))!;
    expect(stored).not.toHaveProperty('stateVersion');
    const { actions } = await services[1]!.history(matchId);
    const rebuilt = replay(realEngine, setup, actions.map((e) => ({ action: e.action!, auto: e.auto })));
    expect(realEngine.stateHash(rebuilt)).toBe(realEngine.stateHash(JSON.parse(stored.state)));
  }, 120_000);

  it(`a match loaded cold for every action (a process that had not seen it) is stored with the commit whose copy replayed ${COLD_REPLAY} actions: no cold load replays more`, async () => {
    world = makeWorld();
    const store = await world.connect();
    const matchId = uniqueId('cold');
    const meta: MatchMeta = { game: 'fadalgia', format: 'starter-c', p0: P0, p1: P1, lang: 'en', guild: 'g', channel: 'c', thread: uniqueId('t'), board: 'b',
      startedAt: '0', d0: 'x', d1: 'y', series: '1', challenger: P0 };
    await new MatchService(store, realEngine).create({ setup: { matchId, game: 'fadalgia', format: 'starter-c', seed: seedHexFor('delta-commit:cold'),
      seats: [{ name: 'A', deck: decks[0]!.deck }, { name: 'B', deck: decks[1]!.deck }], challenger: 0 }, meta, interactionId: 'create', now: 1 });
    const rnd = prng(0xc01d);
    const storedAt: number[] = [];
    let last = '';
    for (let i = 0; i < 3 * (COLD_REPLAY + 1) + 1; i++) {
      // A new service each time: nothing cached, so every action starts from a cold load.
      const service = new MatchService(store, realEngine);
      const m = (await service.load(matchId))!;
      // Its copy is the state the previous action's process had: rebuilt from the stored state and the log.
      if (last) expect(m.snap.state).toBe(last);
      expect(m.replayed ?? 0, `load before action ${i}`).toBeLessThanOrEqual(COLD_REPLAY);
      const seat = m.prompt!.seat;
      const acts = legalActions(m.state as MatchState, seat).filter((a) => a.type !== 'concede' && !(a.type === 'answer' && a.choice[0] === 'cancel'));
      const r = await service.act({ matchId, userId: seat === 0 ? P0 : P1, interactionId: `c-${i}`, now: 2 + i, decide: () => ({ ok: true, action: acts[rnd(acts.length)]! }) });
      expect(r.kind).toBe('applied');
      if (r.kind !== 'applied') return;
      last = JSON.stringify(r.after.state);
      const stored = (await store.load(matchId))!;
      if (stored.stateVersion === undefined) storedAt.push(stored.version);
    }
    // Replays of 0, 1, 2… actions, then the commit on a copy that replayed COLD_REPLAY carries the state.
    expect(storedAt).toEqual([1, 2, 3].map((k) => k * (COLD_REPLAY + 1)));
  });

  it('a process whose engine no longer replays the logged actions (it throws: rules changed by a deploy) refuses the load with ReplayDivergedError and does not catch a stale copy up; after the old build\'s checkpointLive it loads without a replay', async () => {
    world = makeWorld();
    const writerStore = await world.connect();
    const writer = new MatchService(writerStore, realEngine);
    // The engine of a later deploy: the same, except that an action logged before it makes it throw.
    const thrown = new TypeError("Cannot read properties of undefined (reading 'main')");
    let rulesChanged = false;
    const changed = { ...realEngine, apply: (state: unknown, action: Parameters<typeof realEngine.apply>[1]) => { if (rulesChanged) throw thrown; return realEngine.apply(state, action); } };
    const reader = new MatchService(await world.connect(), changed);
    const matchId = uniqueId('diverged');
    const meta: MatchMeta = { game: 'fadalgia', format: 'starter-c', p0: P0, p1: P1, lang: 'en', guild: 'g', channel: 'c', thread: uniqueId('t'), board: 'b',
      startedAt: '0', d0: 'x', d1: 'y', series: '1', challenger: P0 };
    let m = (await writer.create({ setup: { matchId, game: 'fadalgia', format: 'starter-c', seed: seedHexFor('delta-commit:diverged'),
      seats: [{ name: 'A', deck: decks[0]!.deck }, { name: 'B', deck: decks[1]!.deck }], challenger: 0 }, meta, interactionId: 'create', now: 1 }))!;
    const play = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const seat = m.prompt!.seat;
        const action = legalActions(m.state as MatchState, seat).find((a) => a.type !== 'concede')!;
        const r = await writer.act({ matchId, userId: seat === 0 ? P0 : P1, interactionId: `a${m.snap.version}`, now: 2, decide: () => ({ ok: true, action }) });
        if (r.kind !== 'applied') throw new Error(r.kind);
        m = r.after;
      }
    };
    await play(2);
    // The reader caches the match while its engine still replays; then the rules change and more is logged.
    expect((await reader.load(matchId))!.snap.version).toBe(2);
    await play(3);
    expect((await writerStore.load(matchId))!.stateVersion, 'the stored state is older than the match').toBeLessThan(5);
    rulesChanged = true;
    const err = await reader.load(matchId).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(ReplayDivergedError);
    expect((err as Error).cause).toBe(thrown);
    // The writer's engine still replays them: the stored match is whole, only the changed engine cannot read it.
    expect((await new MatchService(await world.connect(), realEngine).load(matchId))!.snap.version).toBe(5);
    // The drain of the old build stores the state of every live match; the new build then replays nothing.
    expect(await writer.checkpointLive()).toEqual({ written: 1, unchanged: 0, failed: 0 });
    const fresh = await new MatchService(await world.connect(), changed).load(matchId);
    expect(fresh!.snap.version).toBe(5);
    expect(realEngine.stateHash(fresh!.state)).toBe(realEngine.stateHash(m.state));
    expect(await writer.checkpointLive()).toEqual({ written: 0, unchanged: 1, failed: 0 });
  });
});
