/**
 * What a Break (514.7) and a Line change (516.7) do when they resolve, beyond base.test.ts. Written against the
 * survivors of the `--all-files` mutation run of resolve.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../../src/engine/games/summoner-master/types.js';
import { act, build, decks, passUntil, type Game } from './helpers.js';

const T = { th: 'x', en: 'x' };
const main: CardDef = {
  id: 'main', kind: 'seal', name: T, types: ['Knight'], elements: ['fire'], castMp: 1, atkMp: 1, level: 1, at: 5, df: 5, sp: 1,
  combos: [{ id: 'tech', name: 'Tech', reqs: [{ k: 'element', v: 'fire' }], at: 7, atkMp: 1 }], skills: [], triggers: [], statics: [], keywords: {}, text: T,
} as CardDef;
const resolveAll = (g: Game) => passUntil(g, (x) => !x.s.stack.items.length && !x.s.frames.length);
const dataOf = (g: Game, id: string) => g.s.zones.objs[id]!.data as { line?: string; active?: boolean };

describe('516 Line change', () => {
  it('516.7 a Seal on the Df Line moves to the At Line', () => {
    const g = build([{ zones: { df: [{ card: 'tide-warrior', as: 't' }], hand: ['flame-trooper'], ...decks() } }, { zones: { at: ['cliff-golem'], ...decks() } }]);
    act(g, 0, `ln:${g.id('t')}`);
    resolveAll(g);
    expect(dataOf(g, g.id('t')).line).toBe('at');
  });
});

describe('514 Break Combination', () => {
  it('514.7 the Supports are placed beside the Main, on its Line, Active', () => {
    const g = build([
      { zones: { df: [{ card: 'main', as: 'M', state: { combo: 'tech' } }], support: [{ card: 'lava-wolf', as: 'S', state: { supportOf: 'M' } }], hand: ['flame-trooper'], ...decks() } },
      { zones: { at: ['cliff-golem'], ...decks() } },
    ], { cards: [main] } as never);
    act(g, 0, `brk:${g.id('M')}`);
    resolveAll(g);
    const sup = Object.values(g.s.zones.objs).find((o) => o.card === 'lava-wolf')!;
    expect(sup.zone).toBe('field');
    expect([dataOf(g, sup.id).line, dataOf(g, sup.id).active]).toEqual(['df', true]);
  });
});
