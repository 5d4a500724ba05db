/**
 * 514.6 and 516.6: a Break Combination or a Line change verified again when its Interfere Step closes. The Seal
 * gone, charmed (its controller changed), turned to Stone or forbidden: the order does nothing. Written against
 * the survivors of the `--all-files` mutation run of resolve.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import { act, build, decks, zone, zoneOf, type Game } from './helpers.js';
import { ANSWERS, dataOf, resolveAll, seal } from './resolve-kit.js';

const main = seal('main', { combos: [{ id: 'tech', name: 'Tech', reqs: [{ k: 'element', v: 'fire' }], at: 7, atkMp: 1 }] } as never);
const sup = seal('sup');

/** Seat 0's Combined Main M (on the Df Line, its Support S under it) and a plain Seal P; seat 1 holds `x`. */
function board(answer: string): Game {
  return build([
    { zones: { df: [{ card: 'main', as: 'M', state: { combo: 'tech' } }], at: [{ card: 'sup', as: 'P' }], support: [{ card: 'sup', as: 'S', state: { supportOf: 'M' } }], hand: ['flame-trooper'], ...decks() } },
    { zones: { at: ['cliff-golem'], hand: [{ card: answer, as: 'x' }], ...decks() } },
  ], { cards: [main, sup, ...ANSWERS] } as never);
}

describe('514.6 the Break verified again', () => {
  it('514.6 a Main returned to the hand in the Interfere Step: nothing is broken', () => {
    const g = board('bounce');
    act(g, 0, `brk:${g.id('M')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('M')}`);
    resolveAll(g);
    expect(zone(g, 'field', 0).map((o) => o.id)).toEqual([g.id('P')]);
  });

  it('514.6 §15 Charm a Main charmed in the Interfere Step is no longer the breaker\'s: it stays Combined with its Support, both now the opponent\'s', () => {
    const g = board('charm');
    act(g, 0, `brk:${g.id('M')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('M')}`);
    resolveAll(g);
    expect(dataOf(g, g.id('M')).combo).toBe('tech');
    expect(zone(g, 'support', 1).map((o) => o.id)).toEqual([g.id('S')]);
    expect(zone(g, 'field', 0).map((o) => o.id)).toEqual([g.id('P')]);
  });

  it('514.6 §15 Stone a Main turned to Stone in the Interfere Step cannot Break: it stays Combined', () => {
    const g = board('stone');
    act(g, 0, `brk:${g.id('M')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('M')}`);
    resolveAll(g);
    expect(dataOf(g, g.id('M')).combo).toBe('tech');
    expect(zoneOf(g, g.id('S'))).toBe('support');
  });
});

describe('516.6 the Line change verified again', () => {
  it('516.6 a Seal returned to the hand in the Interfere Step: no Line changes', () => {
    const g = board('bounce');
    act(g, 0, `ln:${g.id('P')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('P')}`);
    resolveAll(g);
    expect(zone(g, 'field', 0).map((o) => [o.card, dataOf(g, o.id).line])).toEqual([['main', 'df']]);
  });

  for (const [answer, why] of [['charm', 'charmed: its controller changed'], ['halt', 'forbidden to change Line']] as const) {
    it(`516.6 a Seal ${why} in the Interfere Step stays on its Line`, () => {
      const g = board(answer);
      act(g, 0, `ln:${g.id('P')}`);
      act(g, 1, `cast:${g.id('x')}:tg:${g.id('P')}`);
      resolveAll(g);
      expect(dataOf(g, g.id('P')).line).toBe('at');
    });
  }
});
