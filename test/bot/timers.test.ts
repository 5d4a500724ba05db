import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { Prompt } from '../../src/engine/core/api-types.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { TimerService, timeoutChoice } from '../../src/bot/timers.js';
import { advance, MATCH_ID, memoryStore, newMatch, userOf } from './support/real-match.js';

async function setup() {
  let now = 1_000_000;
  const { store, service, match } = await newMatch(memoryStore(() => now), now);
  const said: string[] = [];
  const applied: number[] = [];
  const timers = new TimerService(store, service, { decisionMs: 10_000, warnBeforeMs: 3_000, graceMs: 5_000, sweepMs: 100 }, pino({ level: 'silent' }), () => now);
  timers.setEffects({ say: async (_m, content) => { said.push(content); }, applied: async (o) => { applied.push(o.after.snap.version); await timers.arm(o.after); } });
  return { store, service, timers, said, applied, match, advance: (ms: number) => { now += ms; }, now: () => now };
}

describe('decision timers (store deadlines)', () => {
  it('warn, then auto-pass where passing is legal; nothing fires early', async () => {
    const { timers, said, applied, advance: tick, service, now } = await setup();
    const m = await advance(service, (x) => x.prompt?.kind === 'priority' && x.prompt.options.some((o) => o.group === 'pass'), now());
    await timers.arm(m);
    tick(6_000); expect(await timers.sweep()).toBe(0);
    tick(1_000); expect(await timers.sweep()).toBe(1);
    expect(said[0]).toMatch(/3 seconds left/);
    tick(2_999); expect(await timers.sweep()).toBe(0);
    tick(1); expect(await timers.sweep()).toBe(1);
    expect(said[1]).toMatch(/passes automatically/);
    expect(applied).toEqual([m.snap.version + 1]);
    const last = (await service.log(MATCH_ID)).at(-1)!;
    expect(last.action).toMatchObject({ type: 'answer', seat: m.prompt!.seat, choice: [m.prompt!.options.find((o) => o.group === 'pass')!.id] });
  });

  it('a graceful stop waits for the pass in flight: its automatic pass is committed and announced first', async () => {
    const { timers, advance: tick, service, now } = await setup();
    const m = await advance(service, (x) => x.prompt?.kind === 'priority' && x.prompt.options.some((o) => o.group === 'pass'), now());
    await timers.arm(m);
    tick(7_000); expect(await timers.sweep()).toBe(1); // the warning
    tick(3_000);
    // The announcement is slow (a Discord request under load): the process is asked to stop meanwhile.
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const said: string[] = [];
    timers.setEffects({ say: async (_m, content) => { await gate; said.push(content); }, applied: async () => {} });
    const pass = timers.sweep();
    let stopped = false;
    const stopping = timers.stop().then(() => { stopped = true; });
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    expect(await timers.sweep()).toBe(0); // one pass at a time
    release();
    await stopping;
    expect(said.some((c) => /passes automatically/.test(c))).toBe(true);
    expect(await pass).toBe(1);
  });

  it('a deadline armed for an old board re-arms the current decision instead of acting', async () => {
    const { timers, applied, match, advance: tick, service, store, now } = await setup();
    await timers.arm(match);
    // The player answers; the process dies before re-arming, so the old deadline stays.
    await advance(service, (x) => x.snap.version === 1, now());
    tick(20_000);
    expect(await timers.sweep()).toBe(1);
    expect(applied).toEqual([]);
    const again = await store.claimDue(Number.MAX_SAFE_INTEGER);
    expect(again).toHaveLength(1);
    expect(JSON.parse(again[0]!.payload)).toMatchObject({ version: 1 });
  });

  it('101.3.3.6 with no pass option: a last call, then the silent player concedes and loses', async () => {
    const { timers, said, advance: tick, service, match } = await setup();
    expect(timeoutChoice(match.prompt!)).toBeNull();
    await timers.arm(match);
    tick(7_000); await timers.sweep();
    tick(3_000); await timers.sweep();
    expect(said.at(-1)).toMatch(/must decide within 5 seconds/);
    tick(4_999); await timers.sweep();
    expect((await service.load(MATCH_ID))!.snap.status).toBe('active');
    tick(1); await timers.sweep();
    expect(said.at(-1)).toMatch(/concedes/);
    const end = (await service.load(MATCH_ID))!;
    expect(end.snap.status).toBe('finished');
    expect(realEngine.result(end.state)!.winner).toBe(1 - match.prompt!.seat);
    void userOf;
  });

  it('the timeout choice: pass when offered, none for optional prompts, else a last call', () => {
    const base: Prompt = { promptId: 'p', seat: 0, kind: 'priority', label: { th: '', en: '' }, options: [{ id: 'cast', label: { th: '', en: '' } }, { id: 'p1', label: { th: '', en: '' }, group: 'pass' }], min: 1, max: 1 };
    expect(timeoutChoice(base)).toEqual(['p1']);
    expect(timeoutChoice({ ...base, kind: 'optional', options: [base.options[0]!], min: 0 })).toEqual([]);
    expect(timeoutChoice({ ...base, kind: 'targets', options: [base.options[0]!] })).toBeNull();
    expect(timeoutChoice({ ...base, kind: 'number', options: [], min: 0, max: 3 })).toBeNull();
  });
});
