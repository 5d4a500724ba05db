import { describe, expect, it } from 'vitest';
import { MatchService, type MatchMeta } from '../../src/bot/match-service.js';
import { promptRefOf } from '../../src/bot/custom-id.js';
import { resolveAnswer } from '../../src/bot/prompt-components.js';
import { standInEngine } from './support/stand-in-engine.js';
import { standInStore } from './support/memory-store.js';

const meta: MatchMeta = { game: 'fadalgia', format: 'standard', p0: '100000000000000001', p1: '100000000000000002', lang: 'en', guild: 'g', channel: 'c',
  thread: 't', board: 'b', startedAt: '0', d0: 'precon:st01', d1: 'precon:st01', series: '1', challenger: '100000000000000001' };

async function fresh() {
  const store = standInStore();
  const svc = new MatchService(store, standInEngine);
  const m = await svc.create({ setup: { matchId: 'abcdef123456', game: 'fadalgia', format: 'standard', seed: 'ab'.repeat(32),
    seats: [{ name: 'A', deck: {} }, { name: 'B', deck: {} }], challenger: 0 }, meta, interactionId: 'create', now: 1 });
  return { store, svc, m: m! };
}

const click = (svc: MatchService, userId: string, interactionId: string, version: number, promptId: string, index: number) =>
  svc.act({ matchId: 'abcdef123456', userId, interactionId, now: 2, expected: { version, promptRef: promptRefOf(promptId) },
    decide: (p, seat) => resolveAnswer(p!, seat, { kind: 'option', index }) });

describe('match service', () => {
  it('applies a click of the seat that must act', async () => {
    const { svc, m } = await fresh();
    const caller = m.prompt!.seat;
    const r = await click(svc, caller === 0 ? meta.p0 : meta.p1, 'i1', 0, m.prompt!.promptId, 0);
    expect(r.kind).toBe('applied');
    expect((await svc.load('abcdef123456'))!.snap.version).toBe(1);
  });

  it('two concurrent clicks on the same prompt apply once; the other is told the board changed', async () => {
    const { svc, m } = await fresh();
    const user = m.prompt!.seat === 0 ? meta.p0 : meta.p1;
    const [a, b] = await Promise.all([click(svc, user, 'i1', 0, m.prompt!.promptId, 0), click(svc, user, 'i2', 0, m.prompt!.promptId, 1)]);
    expect([a.kind, b.kind].sort()).toEqual(['applied', 'stale']);
    expect((await svc.load('abcdef123456'))!.snap.version).toBe(1);
  });

  it('a re-delivered interaction id applies once, even when it looks current', async () => {
    const { svc, m } = await fresh();
    const user = m.prompt!.seat === 0 ? meta.p0 : meta.p1;
    expect((await click(svc, user, 'same', 0, m.prompt!.promptId, 0)).kind).toBe('applied');
    const now = (await svc.load('abcdef123456'))!;
    const again = await svc.act({ matchId: 'abcdef123456', userId: now.prompt!.seat === 0 ? meta.p0 : meta.p1, interactionId: 'same', now: 3,
      expected: { version: 1, promptRef: promptRefOf(now.prompt!.promptId) }, decide: (p, seat) => resolveAnswer(p!, seat, { kind: 'option', index: 0 }) });
    expect(again.kind).toBe('duplicate');
    expect(await svc.log('abcdef123456')).toHaveLength(1);
  });

  it('a foreign user and the waiting seat change nothing', async () => {
    const { svc, m } = await fresh();
    expect((await click(svc, '999999999999999999', 'i1', 0, m.prompt!.promptId, 0)).kind).toBe('foreign');
    const other = m.prompt!.seat === 0 ? meta.p1 : meta.p0;
    expect((await click(svc, other, 'i2', 0, m.prompt!.promptId, 0)).kind).toBe('not-turn');
    expect((await svc.load('abcdef123456'))!.snap.version).toBe(0);
  });

  it('concede retries on conflict and lands on the fresh state', async () => {
    const { store, svc } = await fresh();
    let raced = false;
    const realCommit = store.commit.bind(store);
    store.commit = async (input) => {
      if (!raced) { raced = true; const s = (await store.load('abcdef123456'))!; await realCommit({ matchId: input.matchId, expectedVersion: s.version, interactionId: 'racer', state: s.state, entry: '{}', now: 3 }); }
      return realCommit(input);
    };
    const r = await svc.act({ matchId: 'abcdef123456', userId: meta.p1, interactionId: 'c1', now: 3, anyTime: true,
      decide: (_p, seat) => ({ ok: true, action: { type: 'concede', seat } }) });
    expect(r.kind).toBe('applied');
    expect((await svc.load('abcdef123456'))!.snap).toMatchObject({ version: 2, status: 'finished' });
  });

  it('a rule error is returned with its section and nothing is saved', async () => {
    const { svc } = await fresh();
    // Play to the first turn, then try to attack (the stand-in forbids it on turn 1, citing 304.3.1).
    let m = (await svc.load('abcdef123456'))!;
    for (let i = 0; m.prompt!.kind !== 'priority'; i++) {
      await click(svc, m.prompt!.seat === 0 ? meta.p0 : meta.p1, `s${i}`, m.snap.version, m.prompt!.promptId, 0);
      m = (await svc.load('abcdef123456'))!;
    }
    const attack = m.prompt!.options.findIndex((o) => o.id === 'attack');
    const r = await click(svc, m.prompt!.seat === 0 ? meta.p0 : meta.p1, 'atk', m.snap.version, m.prompt!.promptId, attack);
    expect(r).toMatchObject({ kind: 'rule-error', error: { rule: '304.3.1' } });
    expect((await svc.load('abcdef123456'))!.snap.version).toBe(m.snap.version);
  });
});
