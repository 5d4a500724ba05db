/**
 * An effect's "draw N" with no pile named (§15 q6): from the fuller deck by the public counts, the Seal deck on a
 * tie, then the other when one runs out. Written against the survivors of the `--all-files` run of draw.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef, Verb } from '../../../src/engine/games/summoner-master/types.js';
import { act, build, cardsOf, passUntil } from './helpers.js';

const T = { th: 'x', en: 'x' };
const drawer = (n: number): CardDef => ({
  id: 'drawer', kind: 'seal', name: T, types: ['Knight'], elements: ['fire'], castMp: 1, atkMp: 1, level: 1, at: 5, df: 5, sp: 1,
  combos: [], triggers: [], statics: [], keywords: {}, text: T,
  skills: [{ id: 'draw', name: T, mp: 0, text: T, do: [{ v: 'draw', n, player: 'self' }] as Verb[] }],
});

function drawWith(n: number, sealDeck: string[], mysticDeck: string[]): string[] {
  const g = build([
    { zones: { at: [{ card: 'drawer', as: 'D' }], hand: ['flame-trooper'], sealDeck, mysticDeck } },
    { zones: { at: ['cliff-golem'], sealDeck: ['tide-warrior'], mysticDeck: ['water-shield'] } },
  ], { cards: [drawer(n)] } as never);
  act(g, 0, `sk:${g.id('D')}:draw`);
  passUntil(g, (x) => !x.s.stack.items.length && !x.s.frames.length);
  return cardsOf(g, 'hand', 0).filter((c) => c !== 'flame-trooper');
}

describe('§15 q6 an effect\'s "draw N"', () => {
  it('§15 q6 each card comes from the fuller deck: 3 Seals and 1 Mystic give 2 Seals', () => {
    expect(drawWith(2, ['tide-warrior', 'tide-warrior', 'tide-warrior'], ['water-shield'])).toEqual(['tide-warrior', 'tide-warrior']);
  });

  it('§15 q6 the Seal deck on a tie, then the fuller one: 1 and 1 give a Seal, then the Mystic', () => {
    expect(drawWith(2, ['tide-warrior'], ['water-shield'])).toEqual(['tide-warrior', 'water-shield']);
  });

  it('§15 q6 more Mystics: the Mystic deck first', () => {
    expect(drawWith(1, ['tide-warrior'], ['water-shield', 'water-shield'])).toEqual(['water-shield']);
  });

  it('§15 q6 an empty deck is passed over, and with both empty the draw ends without a loss', () => {
    expect(drawWith(2, [], ['water-shield', 'water-shield'])).toEqual(['water-shield', 'water-shield']);
    expect(drawWith(3, ['tide-warrior'], [])).toEqual(['tide-warrior']);
  });
});
