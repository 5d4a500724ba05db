/**
 * §4: every procedure declared onto the stack is announced, and the public pending list numbers each one by its
 * place among the procedures declared in the match (windows.ts numbered), so a new one is told from one seen before.
 */
import { describe, expect, it } from 'vitest';
import { act, build, decks, m, passUntil } from './helpers.js';

describe('§4 the public numbers of declared procedures', () => {
  it('§4 the first procedure declared is d1, the answer to it d2, and the next one after both resolved d3', () => {
    const g = build([
      { zones: { at: [{ card: 'tide-warrior', as: 'k' }, { card: 'tide-warrior', as: 'k2' }], hand: ['flame-trooper'], ...decks() } },
      { zones: { at: [{ card: 'cliff-golem', as: 'c' }], hand: [{ card: 'water-shield', as: 'w' }], ...decks() } },
    ]);
    const pending = () => m.viewFor(g.s, 'spectator').pendingBy;
    act(g, 0, `ln:${g.id('k')}`);
    expect(pending()).toEqual([{ id: 'd1', seat: 0, kind: 'line' }]);
    act(g, 1, `cast:${g.id('w')}:tg:${g.id('c')}`);
    expect(pending()).toEqual([{ id: 'd1', seat: 0, kind: 'line' }, { id: 'd2', seat: 1, kind: 'cast' }]);
    passUntil(g, (x) => x.s.stack.items.length === 0);
    act(g, 0, `ln:${g.id('k2')}`);
    expect(pending()).toEqual([{ id: 'd3', seat: 0, kind: 'line' }]);
  });
});
