import { describe, expect, it } from 'vitest';
import {
  emptyStack, hold, nextTrigger, openWindow, passPriority, popItem, pushItem, resolved, takeTrigger, type PendingTrigger, type StageTable,
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

  it('afterResolve hears who controlled the item, whether the stack is empty and whether the window had settled (hold)', () => {
    type W2 = 'fight';
    const infos: unknown[] = [];
    // Fadalgia's shape: 601.6 while items remain, the window's first seat until it settled, then the active seat (601.7).
    const t2: StageTable<S, W2> = {
      fight: { rule: 'f', first: (s) => (s.active === 0 ? 1 : 0), afterResolve: (s, r) => (infos.push({ ...r }), !r.empty && r.ctrl !== null ? r.ctrl : r.settled ? s.active : s.active === 0 ? 1 : 0), close: () => null },
    };
    const s: S = { active: 0, log: [] };
    const st = emptyStack<string, W2>();
    openWindow(t2, s, st, 'fight');
    pushItem(t2, s, st, 'trigger', 0); // an opening trigger, before anyone held priority
    hold(st); // a non-empty stack does not settle the window
    expect(st.prio!.settled).toBeUndefined();
    passPriority(t2, s, st, 1);
    passPriority(t2, s, st, 0);
    popItem(st);
    resolved(t2, s, st, 0);
    expect(st.prio).toEqual({ window: 'fight', seat: 1, passes: 0 });
    hold(st);
    expect(st.prio!.settled).toBe(true);
    pushItem(t2, s, st, 'spell', 1);
    pushItem(t2, s, st, 'answer', 0);
    passPriority(t2, s, st, 1);
    passPriority(t2, s, st, 0);
    popItem(st);
    resolved(t2, s, st, 0);
    expect(st.prio).toMatchObject({ seat: 0, settled: true }); // 601.6: the controller of what left
    passPriority(t2, s, st, 0);
    passPriority(t2, s, st, 1);
    popItem(st);
    resolved(t2, s, st, 1);
    expect(st.prio).toMatchObject({ seat: 0 }); // settled and empty: the active seat
    expect(infos).toEqual([{ ctrl: 0, empty: true, settled: false }, { ctrl: 0, empty: false, settled: true }, { ctrl: 1, empty: true, settled: true }]);
  });
});
