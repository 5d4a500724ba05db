import { afterEach, describe, expect, it } from 'vitest';
import { background, every, failureStreak, listener, processHandlers, resetStreaks, type SuperviseLog } from '../../src/supervise.js';

/** A log that keeps its lines, and a hand-driven timer: no real time passes in these tests. */
function recorder() {
  const lines: { level: string; obj: object; msg: string }[] = [];
  const log: SuperviseLog = {
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
  };
  return { log, lines };
}

function manualClock() {
  const queue: { fn: () => void; ms: number; id: number }[] = [];
  let id = 0;
  return {
    queue,
    setTimeout: (fn: () => void, ms: number) => { queue.push({ fn, ms, id: ++id }); return id; },
    clearTimeout: (h: unknown) => { const i = queue.findIndex((q) => q.id === h); if (i >= 0) queue.splice(i, 1); },
    /** Fires the one armed timer and lets its pass settle; returns the delay it had been armed with. */
    async fire(): Promise<number> {
      const next = queue.shift();
      if (!next) throw new Error('nothing armed');
      next.fn();
      for (let i = 0; i < 20; i++) await Promise.resolve();
      return next.ms;
    },
  };
}

afterEach(() => resetStreaks());

describe('supervised background work (issue 27)', () => {
  it('a loop whose task rejects keeps running, logs once per failure streak, backs off, and logs its recovery', async () => {
    const { log, lines } = recorder();
    const clock = manualClock();
    let down = true;
    let runs = 0;
    const loop = every(log, 'sweep', 1000, async () => { runs++; if (down) throw new Error('store unavailable'); }, { ...clock, maxBackoffMs: 8000 });
    const delays: number[] = [];
    for (let i = 0; i < 6; i++) delays.push(await clock.fire());
    expect(runs).toBe(6);
    expect(delays).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
    expect(lines.filter((l) => l.level === 'warn')).toHaveLength(1);
    expect(failureStreak('sweep')).toBe(6);
    down = false;
    await clock.fire();
    expect(lines.at(-1)).toMatchObject({ level: 'info', obj: { task: 'sweep', failures: 6 } });
    expect(await clock.fire()).toBe(1000);
    expect(lines).toHaveLength(2);
    await loop.stop();
    expect(clock.queue).toHaveLength(0);
  });

  it('a task that throws synchronously is the same failure, and the loop goes on', async () => {
    const { log, lines } = recorder();
    const clock = manualClock();
    every(log, 'sync', 10, () => { throw new Error('boom'); }, clock);
    await clock.fire();
    await clock.fire();
    expect(clock.queue).toHaveLength(1);
    expect(lines).toHaveLength(1);
  });

  it('fire-and-forget work and async listeners never leave an unhandled rejection', async () => {
    const { log, lines } = recorder();
    const seen: unknown[] = [];
    const onUnhandled = (r: unknown) => seen.push(r);
    process.on('unhandledRejection', onUnhandled);
    try {
      background(log, 'publish', Promise.reject(new Error('discord down')));
      background(log, 'publish', () => { throw new Error('sync'); });
      listener(log, 'click', async (_x: number) => { throw new Error('listener'); })(1);
      await new Promise((r) => setImmediate(r));
      await new Promise((r) => setImmediate(r));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(seen).toEqual([]);
    expect(lines.map((l) => l.msg)).toEqual([expect.stringContaining('publish failed'), expect.stringContaining('click failed')]);
    expect(failureStreak('publish')).toBe(2);
  });
});

describe('what the process does with failures nothing caught (issue 27, README "Reliability")', () => {
  it('an unhandled rejection is logged and the process carries on; an uncaught exception is logged and exits with 1', () => {
    const errors: { obj: object; msg: string }[] = [];
    const exits: number[] = [];
    const log = { warn: () => {}, info: () => {}, error: (obj: object, msg: string) => errors.push({ obj, msg }) };
    const h = processHandlers(log, (c) => exits.push(c));
    h.onRejection(new Error('store unavailable'));
    expect(exits).toEqual([]);
    expect(errors[0]!.msg).toMatch(/carries on/);
    h.onException(new Error('broken invariant'), 'uncaughtException');
    expect(exits).toEqual([1]);
    expect(errors[1]).toMatchObject({ obj: { origin: 'uncaughtException' } });
  });
});
