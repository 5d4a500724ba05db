/**
 * The game loop (loop.ts) and its extension points (hooks.ts): the §3.5 "then end the Main Step" plan carried
 * out by the loop, and the loop's and registry's engine-bug guards (issue 31, mutation testing).
 */
import { describe, expect, it, vi } from 'vitest';
import { createBus } from '../../../src/engine/core/kernel.js';
import { SUBS, TASKS } from '../../../src/engine/games/summoner-master/hooks.js';
import { run } from '../../../src/engine/games/summoner-master/loop.js';
import { act, build, decks, offered, prompt, type Game } from './helpers.js';

const position = (): Game => build([
  { zones: { at: [{ card: 'tide-warrior', as: 'a' }], hand: ['flame-trooper'], ...decks() } },
  { zones: { at: [{ card: 'storm-falcon', as: 'x' }], hand: ['water-shield'], ...decks() } },
]);

describe('§3.5 the loop and the Main Step', () => {
  it('§3.5 an order given with the end of the Main Step: once its Interfere Steps pass, the step ends without asking the turn player again', () => {
    const g = position();
    act(g, 0, `e.atk:${g.id('a')}:tg:${g.id('x')}`);
    expect(g.s.thenEnd).toBe(0);
    for (let i = 0; i < 40 && g.s.step === 'main' && prompt(g)?.kind === 'priority' && (g.s.stack.items.length || prompt(g)!.seat === 1); i++) act(g, prompt(g)!.seat, 'pass');
    expect(g.s.step).not.toBe('main');
    expect(g.s.thenEnd).toBeUndefined();
  });

  it('§3.5 a pass by the turn player with nothing pending ends the Main Step at once (the opponent gets no Main Step turn)', () => {
    const g = position();
    expect(g.s.step).toBe('main');
    act(g, 0, 'pass');
    expect(g.s.step).not.toBe('main');
    expect(prompt(g)?.seat).toBe(1);
  });

  it('§3.5 with one option (pass) and a hand that might act, the seat is still asked', () => {
    const g = position();
    act(g, 0, 'pass');
    // Seat 1 holds a Mystic: the Second Interfere Step asks it even though passing may be all it can do.
    expect(prompt(g)?.kind).toBe('priority');
    expect(offered(g, 1)).toContain('pass');
  });
});

describe('loop and hooks: engine-bug guards', () => {
  it('a queued task with no handler is an engine bug', () => {
    const g = position();
    g.s.prompt = null;
    g.s.tasks.push({ k: 'no-such-task', seat: 0 });
    expect(() => run(g.s, createBus(SUBS, g.s))).toThrow('engine bug: no task handler no-such-task');
  });

  it('a loop that never settles is stopped after its guard, not run forever', () => {
    const g = position();
    const calls = { n: 0 };
    TASKS.set('test-forever', (s) => {
      calls.n++;
      s.tasks.push({ k: 'test-forever', seat: 0 });
    });
    try {
      g.s.prompt = null;
      g.s.tasks.push({ k: 'test-forever', seat: 0 });
      expect(() => run(g.s, createBus(SUBS, g.s))).toThrow('engine bug: the Summoner Master loop did not settle');
      expect(calls.n).toBe(100_000);
    } finally {
      TASKS.delete('test-forever');
    }
  });

  it('the stat layers refuse to read keywords before the keyword files are assembled', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/engine/games/summoner-master/hooks.js');
    expect(() => fresh.keywordEffects({} as never, 'x', [])).toThrow('engine bug: Summoner Master keywords not assembled');
    vi.resetModules();
  });
});
