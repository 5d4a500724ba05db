import { describe, expect, it } from 'vitest';
import {
  emptyStack, nextTrigger, openWindow, passPriority, popItem, pushItem, resolved, takeTrigger, type PendingTrigger, type StageTable,
} from '../../../src/engine/core/kernel.js';

const trig = (ctrl: 0 | 1, src: string, batch?: number): PendingTrigger => ({ ctrl, src, card: src, ability: 0, ...(batch !== undefined ? { batch } : {}) });

describe('kernel: trigger ordering (APNAP)', () => {
  it('the active player puts theirs first, then the other; each orders their own', () => {
    const pending = [trig(1, 'b1'), trig(0, 'a1'), trig(0, 'a2')];
    const d1 = nextTrigger(pending, 0)!;
    expect(d1.seat).toBe(0);
    expect(d1.triggers.map((x) => x.src)).toEqual(['a1', 'a2']);
    takeTrigger(pending, d1.choices[1]!);
    const d2 = nextTrigger(pending, 0)!;
    expect(d2.choices.length).toBe(1);
    takeTrigger(pending, d2.choices[0]!);
    const d3 = nextTrigger(pending, 0)!;
    expect(d3.seat).toBe(1);
    takeTrigger(pending, d3.choices[0]!);
    expect(nextTrigger(pending, 0)).toBeNull();
  });

  it('a later batch waits for every earlier trigger, whoever controls it', () => {
    const pending = [trig(0, 'late', 1), trig(1, 'early')];
    expect(nextTrigger(pending, 0)!.triggers.map((x) => x.src)).toEqual(['early']);
  });
});

type W = 'main' | 'declare' | 'block';
interface S { active: 0 | 1; log: string[] }
const table: StageTable<S, W> = {
  main: { rule: 'm', first: (s) => s.active, close: (s) => (s.log.push('main closed'), null) },
  declare: { rule: 'd', first: (s) => (s.active === 0 ? 1 : 0), close: () => 'block' },
  block: { rule: 'b', first: (s) => s.active, afterResolve: (s) => (s.active === 0 ? 1 : 0), close: () => null },
};

describe('kernel: stack, priority and the stage table', () => {
  it('each window gives priority first to the seat its row names; closing opens the next row', () => {
    const s: S = { active: 0, log: [] };
    const st = emptyStack<string, W>();
    openWindow(table, s, st, 'declare');
    expect(st.prio).toEqual({ window: 'declare', seat: 1, passes: 0 });
    expect(passPriority(table, s, st, 1)).toEqual({ k: 'continue' });
    expect(passPriority(table, s, st, 0)).toEqual({ k: 'closed', window: 'declare', next: 'block' });
    expect(st.prio).toEqual({ window: 'block', seat: 0, passes: 0 });
  });

  it('an added item gives the other seat priority; two passes resolve; afterResolve names who is next', () => {
    const s: S = { active: 0, log: [] };
    const st = emptyStack<string, W>();
    openWindow(table, s, st, 'block');
    passPriority(table, s, st, 0);
    pushItem(table, s, st, 'bolt', 1);
    expect(st.prio).toEqual({ window: 'block', seat: 0, passes: 0 });
    passPriority(table, s, st, 0);
    expect(passPriority(table, s, st, 1)).toEqual({ k: 'resolve' });
    expect(popItem(st)).toBe('bolt');
    resolved(table, s, st);
    expect(st.prio).toEqual({ window: 'block', seat: 1, passes: 0 });
  });

  it('without afterResolve, the window\'s first seat gets priority after a resolution; close may end priority', () => {
    const s: S = { active: 1, log: [] };
    const st = emptyStack<string, W>();
    openWindow(table, s, st, 'main');
    pushItem(table, s, st, 'x', 1);
    passPriority(table, s, st, 0);
    passPriority(table, s, st, 1);
    popItem(st);
    resolved(table, s, st);
    expect(st.prio!.seat).toBe(1);
    passPriority(table, s, st, 1);
    expect(passPriority(table, s, st, 0)).toEqual({ k: 'closed', window: 'main', next: null });
    expect(st.prio).toBeNull();
    expect(s.log).toEqual(['main closed']);
  });

  it('a pass by a seat without priority is an engine bug', () => {
    const st = emptyStack<string, W>();
    openWindow(table, { active: 0, log: [] }, st, 'main');
    expect(() => passPriority(table, { active: 0, log: [] }, st, 1)).toThrow(/without priority/);
  });
});
