import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { MatchService, type MatchMeta } from '../../src/bot/match-service.js';
import { TimerService, timeoutChoice } from '../../src/bot/timers.js';
import { standInEngine } from './support/stand-in-engine.js';
import { standInStore } from './support/memory-store.js';
import type { Prompt } from '../../src/engine/core/api-types.js';

const meta: MatchMeta = { game: 'fadalgia', format: 'standard', p0: '100000000000000001', p1: '100000000000000002', lang: 'en', guild: 'g', channel: 'c',
  thread: 't', board: 'b', startedAt: '0', d0: 'a', d1: 'b', series: '1', challenger: '100000000000000001' };

async function setup() {
  let now = 1_000_000;
  const store = standInStore();
  const service = new MatchService(store, standInEngine);
  const said: string[] = [];
  const applied: number[] = [];
  const timers = new TimerService(store, service, { decisionMs: 10_000, warnBeforeMs: 3_000, graceMs: 5_000, sweepMs: 100 }, pino({ level: 'silent' }), () => now);
  timers.setEffects({ say: async (_m, content) => { said.push(content); }, applied: async (o) => { applied.push(o.after.snap.version); await timers.arm(o.after); } });
  let m = (await service.create({ setup: { matchId: 'abcdef123456', game: 'fadalgia', format: 'standard', seed: 'ab'.repeat(32), seats: [{ name: 'A', deck: {} }, { name: 'B', deck: {} }], challenger: 0 }, meta, interactionId: 'c', now }))!;
  // Reach the first turn so that the prompt has a pass option.
  while (m.prompt!.kind !== 'priority') {
    const p = m.prompt!;
    const r = await service.act({ matchId: 'abcdef123456', userId: p.seat === 0 ? meta.p0 : meta.p1, interactionId: `s${m.snap.version}`, now, decide: (pp, seat) => ({ ok: true, action: { type: 'answer', seat, promptId: pp!.promptId, choice: [pp!.options[0]!.id] } }) });
    if (r.kind !== 'applied') throw new Error(r.kind);
    m = r.after;
  }
  return { store, service, timers, said, applied, m, advance: (ms: number) => { now += ms; } };
}

describe('decision timers', () => {
  it('warn, then auto-pass where passing is legal; nothing fires early', async () => {
    const { timers, said, applied, m, advance, service } = await setup();
    await timers.arm(m);
    advance(6_000); expect(await timers.sweep()).toBe(0);
    advance(1_000); expect(await timers.sweep()).toBe(1);
    expect(said[0]).toMatch(/3 seconds left/);
    advance(2_999); expect(await timers.sweep()).toBe(0);
    advance(1); expect(await timers.sweep()).toBe(1);
    expect(said[1]).toMatch(/passes automatically/);
    expect(applied).toEqual([m.snap.version + 1]);
    const after = (await service.load('abcdef123456'))!;
    expect(after.prompt!.seat).not.toBe(m.prompt!.seat);
  });

  it('a deadline armed for an old board re-arms the current decision instead of acting', async () => {
    const { timers, applied, m, advance, service, store } = await setup();
    await timers.arm(m);
    // The player acts; the process dies before re-arming (the old deadline stays).
    const p = m.prompt!;
    await service.act({ matchId: 'abcdef123456', userId: p.seat === 0 ? meta.p0 : meta.p1, interactionId: 'x', now: 0, decide: (pp, seat) => ({ ok: true, action: { type: 'answer', seat, promptId: pp!.promptId, choice: ['pass'] } }) });
    advance(20_000);
    expect(await timers.sweep()).toBe(1);
    expect(applied).toEqual([]);
    const again = await store.claimDue(Number.MAX_SAFE_INTEGER);
    expect(again).toHaveLength(1);
    expect(JSON.parse(again[0]!.payload)).toMatchObject({ version: m.snap.version + 1 });
  });

  it('101.3.3.6 with no pass option, a last call then the silent player concedes and loses', async () => {
    const { timers, said, advance, service, m } = await setup();
    // Open a number prompt (no pass option).
    const p = m.prompt!;
    const bid = p.options.findIndex((o) => o.id === 'bid');
    const r = await service.act({ matchId: 'abcdef123456', userId: p.seat === 0 ? meta.p0 : meta.p1, interactionId: 'bid', now: 1_000_000, decide: (pp, seat) => ({ ok: true, action: { type: 'answer', seat, promptId: pp!.promptId, choice: [pp!.options[bid]!.id] } }) });
    if (r.kind !== 'applied') throw new Error(r.kind);
    await timers.arm(r.after);
    advance(7_000); await timers.sweep();
    advance(3_000); await timers.sweep();
    expect(said.at(-1)).toMatch(/must decide within 5 seconds/);
    advance(5_000); await timers.sweep();
    expect(said.at(-1)).toMatch(/concedes/);
    const end = (await service.load('abcdef123456'))!;
    expect(end.snap.status).toBe('finished');
    expect(standInEngine.result(end.state)!.winner).toBe(1 - p.seat);
  });

  it('the timeout choice: pass when offered, none for optional prompts, else a last call', () => {
    const base: Prompt = { promptId: 'p', seat: 0, kind: 'priority', label: { th: '', en: '' }, options: [{ id: 'cast', label: { th: '', en: '' } }, { id: 'p1', label: { th: '', en: '' }, group: 'pass' }], min: 1, max: 1 };
    expect(timeoutChoice(base)).toEqual(['p1']);
    expect(timeoutChoice({ ...base, kind: 'optional', options: [base.options[0]!], min: 0 })).toEqual([]);
    expect(timeoutChoice({ ...base, kind: 'targets', options: [base.options[0]!] })).toBeNull();
    expect(timeoutChoice({ ...base, kind: 'number', options: [], min: 0, max: 3 })).toBeNull();
  });
});
