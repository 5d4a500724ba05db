/**
 * The per-process cache of parsed matches (match/service.ts) with two bot processes on one store: two
 * connections and two services, each with its own cache. A stale cached copy is refused by the store's
 * compare-and-set and the action is retried on the stored match; answers that commit nothing are checked
 * against the stored version; load() always returns the latest version.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { realEngine } from '../../src/match/engine-adapter.js';
import { promptRefOf } from '../../src/bot/custom-id.js';
import { MatchService, type LoadedMatch, type MatchMeta } from '../../src/match/service.js';
import type { Seat } from '../../src/engine/core/view-types.js';
import { embeddedWorld, memoryWorld, redisWorld, uniqueId, type World } from './harness.js';
import { seedHexFor } from '../support/seed.js';

const P0 = '100000000000000001';
const P1 = '100000000000000002';
const userOf = (seat: Seat) => (seat === 0 ? P0 : P1);
const deck = (id: string) => realEngine.precons().find((p) => p.id === id)!.deck;

describe.each([['redis', redisWorld], ['embedded', embeddedWorld], ['memory', memoryWorld]] as const)('match cache across two processes (%s)', (_name, makeWorld) => {
  let world: World;
  afterEach(async () => world?.dispose());

  async function twoProcesses() {
    world = makeWorld();
    const a = new MatchService(await world.connect(), realEngine);
    const b = new MatchService(await world.connect(), realEngine);
    const matchId = uniqueId('cache');
    const meta: MatchMeta = { game: 'fadalgia', format: 'starter-c', p0: P0, p1: P1, lang: 'en', guild: 'g', channel: 'c', thread: uniqueId('t'), board: 'b',
      startedAt: '0', d0: 'x', d1: 'y', series: '1', challenger: P0 };
    await a.create({ setup: { matchId, game: 'fadalgia', format: 'starter-c', seed: seedHexFor('service-cache:match'),
      seats: [{ name: 'A', deck: deck('starter-flame') }, { name: 'B', deck: deck('starter-tide') }], challenger: 0 }, meta, interactionId: 'create', now: 1 });
    return { a, b, matchId };
  }

  /** Answers the current prompt with its first option(s); no expected version (like a timer or free action). */
  const step = (svc: MatchService, matchId: string, m: LoadedMatch, id: string) =>
    svc.act({ matchId, userId: userOf(m.prompt!.seat), interactionId: id, now: 2,
      decide: (p, seat) => ({ ok: true, action: { type: 'answer', seat, promptId: p!.promptId, choice: p!.options.slice(0, Math.max(p!.min, 1)).map((o) => o.id) } }) });

  it('an action from a stale cached copy is refused by the store and retried on the latest version; load() sees the other process', async () => {
    const { a, b, matchId } = await twoProcesses();
    const r1 = await step(a, matchId, (await a.load(matchId))!, 'i1');
    expect(r1).toMatchObject({ kind: 'applied', after: { snap: { version: 1 } } });
    // b commits version 2; a's cache still holds version 1.
    const r2 = await step(b, matchId, (await b.load(matchId))!, 'i2');
    expect(r2).toMatchObject({ kind: 'applied', after: { snap: { version: 2 } } });
    const fromB = r2.kind === 'applied' ? r2.after : null;
    const r3 = await step(a, matchId, fromB!, 'i3');
    expect(r3).toMatchObject({ kind: 'applied', before: { snap: { version: 2 } }, after: { snap: { version: 3 } } });
    expect((await b.load(matchId))!.snap.version).toBe(3);
    const r4 = await step(b, matchId, (await b.load(matchId))!, 'i4');
    expect(r4.kind).toBe('applied');
    const seen = (await a.load(matchId))!;
    expect(seen.snap.version).toBe(4);
    expect(realEngine.stateHash(seen.state)).toBe(realEngine.stateHash(r4.kind === 'applied' ? r4.after.state : null));
    expect((await a.log(matchId)).map((r) => r.by).length).toBe(4);
  });

  it('a click is judged against the stored version, not a stale cached one', async () => {
    const { a, b, matchId } = await twoProcesses();
    const m0 = (await a.load(matchId))!; // a caches version 0
    const r = await step(b, matchId, (await b.load(matchId))!, 'i1');
    const m1 = r.kind === 'applied' ? r.after : null;
    const click = (svc: MatchService, m: LoadedMatch, id: string) => svc.act({ matchId, userId: userOf(m.prompt!.seat), interactionId: id, now: 3,
      expected: { version: m.snap.version, promptRef: promptRefOf(m.prompt!.promptId) },
      decide: (p, seat) => ({ ok: true, action: { type: 'answer', seat, promptId: p!.promptId, choice: p!.options.slice(0, Math.max(p!.min, 1)).map((o) => o.id) } }) });
    // Drawn on version 0, which is no longer the latest: stale, though a's cache is at version 0.
    expect((await click(a, m0, 'c0')).kind).toBe('stale');
    // Drawn on the latest version, which a's cache had not seen: applied.
    expect(await click(a, m1!, 'c1')).toMatchObject({ kind: 'applied', after: { snap: { version: 2 } } });
  });

  it('"not your turn" is never answered from a stale cached copy', async () => {
    const { a, b, matchId } = await twoProcesses();
    const cached = (await a.load(matchId))!;
    let m = (await b.load(matchId))!;
    for (let i = 0; m.prompt!.seat === cached.prompt!.seat; i++) {
      const r = await step(b, matchId, m, `b${i}`);
      if (r.kind !== 'applied') throw new Error(r.kind);
      m = r.after;
    }
    // a's cache says it is the other seat's turn; the store says it is this one's.
    const r = await a.act({ matchId, userId: userOf(m.prompt!.seat), interactionId: 'mine', now: 4,
      decide: (p, seat) => ({ ok: true, action: { type: 'answer', seat, promptId: p!.promptId, choice: p!.options.slice(0, Math.max(p!.min, 1)).map((o) => o.id) } }) });
    expect(r).toMatchObject({ kind: 'applied', before: { snap: { version: m.snap.version } } });
  });
  it('work on a new state runs while its commit is in flight; only a landed commit\'s state is handed out, and a failing hook does not fail the commit', async () => {
    const { a, b, matchId } = await twoProcesses();
    const seen: unknown[] = [];
    let answered = false;
    a.setWhileCommitting((state, id) => {
      // Before act() answers: the commit's answer has not been read yet.
      expect(answered).toBe(false);
      expect(id).toBe(matchId);
      seen.push(state);
      throw new Error('views broke');
    });
    const r1 = await step(a, matchId, (await a.load(matchId))!, 'w1');
    answered = true;
    expect(r1.kind).toBe('applied');
    // The very state object the hook worked on is the one the service hands out (and caches) for version 1.
    expect(seen).toHaveLength(1);
    expect(r1.kind === 'applied' && r1.after.state).toBe(seen[0]);
    expect((await a.load(matchId))!.state).toBe(seen[0]);
    // A lost race: the hook ran on a state that never landed; the retry's state is the one handed out.
    answered = false;
    await step(b, matchId, (await b.load(matchId))!, 'w2');
    const r3 = await step(a, matchId, r1.kind === 'applied' ? r1.after : (await a.load(matchId))!, 'w3');
    expect(r3).toMatchObject({ kind: 'applied', after: { snap: { version: 3 } } });
    expect(seen).toHaveLength(3);
    expect(r3.kind === 'applied' && r3.after.state).toBe(seen[2]);
    expect(seen[1]).not.toBe(seen[2]);
    expect((await a.load(matchId))!.state).toBe(seen[2]);
  });
});
