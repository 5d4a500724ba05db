/**
 * The two stores must behave identically: random sequences of operations (fast-check) run against the
 * in-process store and the Redis store side by side, and every answer must be the same.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/store/memory-store.js';
import { createRedisStore } from '../../src/store/redis-store.js';
import type { MatchStore } from '../../src/store/types.js';
import { DEFAULT_TTL, REDIS_URL, deleteKeys } from './harness.js';
import { fcSeed } from '../support/seed.js';

const T0 = 1_750_000_000_000;
const users = ['u1', 'u2', 'u3'];

const match = fc.integer({ min: 0, max: 2 });
const iid = fc.integer({ min: 0, max: 5 }).map((n) => `i${n}`);
const op = fc.oneof(
  fc.record({ op: fc.constant('create' as const), m: match, iid, a: fc.integer({ min: 0, max: 2 }), b: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ op: fc.constant('commit' as const), m: match, iid, expected: fc.integer({ min: 0, max: 4 }), finished: fc.boolean(), meta: fc.option(fc.constantFrom('a', 'b', 'ฟ'), { nil: undefined }) }),
  fc.record({ op: fc.constant('schedule' as const), m: match, key: fc.constantFrom('turn', 'afk', 'x'), due: fc.integer({ min: 0, max: 20 }) }),
  fc.record({ op: fc.constant('cancel' as const), m: match, key: fc.constantFrom('turn', 'afk', 'x') }),
  fc.record({ op: fc.constant('claim' as const), now: fc.integer({ min: 0, max: 25 }) }),
  fc.record({ op: fc.constant('list' as const), user: fc.option(fc.constantFrom(...users), { nil: undefined }) }),
  fc.record({ op: fc.constant('read' as const), m: match, after: fc.integer({ min: 0, max: 3 }) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

async function apply(store: MatchStore, run: string, o: Op, step: number): Promise<unknown> {
  const id = (m: number) => `${run}-m${m}`;
  switch (o.op) {
    case 'create':
      return store.create({ matchId: id(o.m), state: `{"c":${step}}`, meta: { game: 'fadalgia' }, participants: [users[o.a]!, users[o.b]!], interactionId: o.iid, now: T0 + step });
    case 'commit':
      return store.commit({
        matchId: id(o.m), expectedVersion: o.expected, interactionId: o.iid, state: `{"s":${step}}`, entry: `{"e":${step}}`, now: T0 + step,
        finished: o.finished, ...(o.meta ? { meta: { k: o.meta } } : {}),
      });
    case 'schedule':
      return store.scheduleDeadline({ matchId: id(o.m), key: o.key, dueAt: T0 + o.due, payload: `{"p":${step}}` });
    case 'cancel':
      return store.cancelDeadline(id(o.m), o.key);
    case 'claim':
      return store.claimDue(T0 + o.now, 100);
    case 'list':
      return store.listActive(o.user);
    case 'read':
      return Promise.all([store.load(id(o.m)), store.readLog(id(o.m), o.after)]);
  }
}

describe('memory and Redis stores agree', () => {
  const prefix = `sanamtest:${randomUUID().slice(0, 8)}:`;
  let redis: MatchStore | undefined;
  afterAll(async () => {
    await redis?.close();
    await deleteKeys(prefix);
  });

  it('gives the same answer to every operation of random sequences', async () => {
    redis = await createRedisStore({ url: REDIS_URL, keyPrefix: prefix, ...DEFAULT_TTL });
    const r = redis;
    let runNo = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 40 }), async (ops) => {
        const run = `r${runNo++}`;
        const mem = createMemoryStore(DEFAULT_TTL);
        // listActive covers every match in the store: compare only this run's matches.
        const mine = (x: unknown) => (Array.isArray(x) && x.every((v) => typeof v === 'string') ? x.filter((v: string) => v.startsWith(`${run}-`)) : x);
        for (const [step, o] of ops.entries()) {
          const [a, b] = await Promise.all([apply(mem, run, o, step), apply(r, run, o, step)]);
          expect(mine(b), `step ${step}: ${JSON.stringify(o)}`).toEqual(mine(a));
        }
        // Leave no due deadline behind for the next run's claims.
        expect(await r.claimDue(T0 + 1_000, 1_000)).toEqual(await mem.claimDue(T0 + 1_000, 1_000));
      }),
      { numRuns: 60, ...fcSeed('store-differential') },
    );
  });
});
