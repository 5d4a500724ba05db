/**
 * Two bot processes' decision timers on one store and one shared key-value repository, each with its own
 * match cache (as on Redis). A re-arm of a decision whose write lands after another process claimed that
 * deadline (arm() reads the prompt's clock first, so under load its write can come late) puts the same
 * deadline back, unleased, and a second process claims it again. What players see must still happen once
 * per deadline: one automatic pass announcement, one last call, one concession. On each store with its
 * key-value repository (the timers' marks live there): in memory, embedded, and Redis (shared by processes).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { MatchService } from '../../src/match/service.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { createMemoryKv, type KeyValueRepo } from '../../src/store/kv.js';
import { createEmbeddedKv } from '../../src/store/embedded/kv.js';
import { createEmbeddedStore } from '../../src/store/embedded/match-store.js';
import type { MatchStore } from '../../src/store/types.js';
import { TimerService, timeoutChoice } from '../../src/bot/timers.js';
import { advance, MATCH_ID, memoryStore, newMatch } from './support/real-match.js';
import { openRedis } from './support/harness.js';

const CFG = { decisionMs: 10_000, warnBeforeMs: 3_000, graceMs: 5_000, sweepMs: 100, leaseMs: 30_000 };

type Backend = (clock: () => number) => Promise<{ store: MatchStore; kv: KeyValueRepo }>;
const DAY = 24 * 3_600_000;
const BACKENDS: Array<[string, Backend]> = [
  ['memory', async (clock) => ({ store: memoryStore(clock), kv: createMemoryKv(clock) })],
  ['embedded', async (clock) => {
    const dir = mkdtempSync(join(tmpdir(), 'sanam-reclaim-'));
    return { store: createEmbeddedStore({ dir, idleTtlMs: DAY, archiveTtlMs: DAY, clock }) as MatchStore, kv: createEmbeddedKv(dir, clock) };
  }],
  // Redis keeps its own time for TTLs: these are a day and more, far beyond the test.
  ['redis', async () => { const { store, kv } = await openRedis('reclaim'); return { store, kv }; }],
];

const opened: Array<{ close(): Promise<void> }> = [];
afterEach(async () => { for (const o of opened.splice(0)) await o.close(); });

async function twoProcesses(open: Backend) {
  let now = 1_000_000;
  const clock = () => now;
  const { store: raw, kv } = await open(clock);
  opened.push(raw, kv);
  const { store, service, match } = await newMatch(raw, now);
  const said: string[] = [];
  // Process A's commits can be held at the store, to let process B's fire overlap A's.
  let hold: Promise<void> | null = null;
  let held: () => void = () => {};
  const reached = new Promise<void>((r) => { held = r; });
  const storeA = new Proxy(store, {
    get(target, prop, receiver) {
      if (prop === 'commit') return async (c: Parameters<MatchStore['commit']>[0]) => { if (hold) { held(); await hold; } return target.commit(c); };
      const v = Reflect.get(target, prop, receiver) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  }) as MatchStore;
  const make = (s: MatchStore, svc: MatchService) => {
    const t = new TimerService(s, svc, CFG, pino({ level: 'silent' }), clock, kv);
    t.setEffects({ say: async (_m, content) => { said.push(content); }, applied: async (o) => { await t.arm(o.after); } });
    return t;
  };
  const a = make(storeA, new MatchService(storeA, realEngine));
  const b = make(store, new MatchService(store, realEngine));
  return {
    a, b, store, service, match, said, advance: (ms: number) => { now += ms; }, now: clock,
    holdCommitsOfA: () => { let release!: () => void; hold = new Promise((r) => { release = r; }); return { reached, release: () => { hold = null; release(); } }; },
  };
}

const count = (said: string[], re: RegExp) => said.filter((c) => re.test(c)).length;

describe.each(BACKENDS)('decision timers across processes, %s store: a re-armed deadline claimed again', (_name, open) => {
  it('an automatic pass (101.3.3.6) is announced once when a second process fires the same deadline while the first commits', async () => {
    const w = await twoProcesses(open);
    const m = await advance(w.service, (x) => x.prompt?.kind === 'priority' && x.prompt.options.some((o) => o.group === 'pass'), w.now());
    await w.a.arm(m);
    w.advance(7_000); expect(await w.a.sweep()).toBe(1); // the warning
    w.advance(3_000);
    const gate = w.holdCommitsOfA();
    const firstFire = w.a.sweep();
    await gate.reached; // A claimed the deadline and is committing its pass
    // A re-arm begun before the deadline (same version, warned already) lands now: the same deadline, unleased.
    await w.b.arm(m, w.now() - 1);
    expect(await w.b.sweep()).toBe(1);
    gate.release();
    expect(await firstFire).toBe(1);
    const log = await w.store.readLog(MATCH_ID);
    expect(log.filter((e) => e.interactionId === `timer:${m.snap.version}:act`)).toHaveLength(1);
    expect(count(w.said, /passes automatically/)).toBe(1);
    expect(count(w.said, /seconds left/)).toBe(1);
  });

  it('101.3.3.6 a last call is given once, and the concession keeps its time, when the deadline is claimed again after it', async () => {
    const w = await twoProcesses(open);
    expect(timeoutChoice(w.match.prompt!)).toBeNull();
    await w.a.arm(w.match);
    w.advance(7_000); await w.a.sweep();
    w.advance(3_000); expect(await w.a.sweep()).toBe(1);
    expect(count(w.said, /must decide within 5 seconds/)).toBe(1);
    // A late re-arm (begun before the deadline) puts the fired deadline back; the other process claims it.
    w.advance(1_000);
    await w.b.arm(w.match, w.now() - 2_000);
    expect(await w.b.sweep()).toBe(1);
    expect(count(w.said, /must decide within/)).toBe(1);
    // The concession still comes 5 s after the last call, not 5 s after the second claim.
    w.advance(3_999); await w.a.sweep(); await w.b.sweep();
    expect((await w.service.load(MATCH_ID))!.snap.status).toBe('active');
    w.advance(1); await w.a.sweep(); await w.b.sweep();
    expect((await w.service.load(MATCH_ID))!.snap.status).toBe('finished');
    expect(count(w.said, /concedes/)).toBe(1);
  });
});
