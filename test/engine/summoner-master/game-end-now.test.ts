/**
 * §13.1 (703.3): the game ends the moment a Shrine Level reaches 15, in the middle of an effect too; nothing
 * after that moment is carried out (checks.ts: a loss check reports that it acted, so the loop stops there).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../../src/engine/games/summoner-master/types.js';
import { act, build, cardsOf, decks, level, m, passUntil } from './helpers.js';

const T = { th: 'x', en: 'x' };
/** "Destroy 1 Seal of your own, then draw 1 card": the destroyed Seal's Level goes to its owner's Shrine first. */
const ruin: CardDef = {
  id: 'ruin-caller', kind: 'seal', name: { th: 'ruin-caller', en: 'ruin-caller' }, types: ['Knight'], elements: ['fire'], castMp: 1, atkMp: 0, level: 1, at: 5, df: 5, sp: 1,
  combos: [], triggers: [], statics: [], keywords: {}, text: T,
  skills: [{ id: 'ruin', name: T, mp: 0, target: { kind: 'seal', side: 'own' }, do: [{ v: 'destroy', who: 'target' }, { v: 'draw', n: 1 }], text: T }],
} as CardDef;

describe('§13.1 the end of the game', () => {
  it('§13.1 703.3 a Shrine Level reaching 15 ends the game at once: the rest of the Skill (the draw) is not carried out', () => {
    // Shrine Level 13 (four Cliff Golems of Level 3 and a Flame Trooper of Level 1); Dawn Knight is Level 2.
    const shrine13 = ['cliff-golem', 'cliff-golem', 'cliff-golem', 'cliff-golem', 'flame-trooper'];
    const g = build([
      { zones: { at: [{ card: 'ruin-caller', as: 'r' }, { card: 'dawn-knight', as: 'k' }], hand: ['flame-trooper'], shrine: shrine13, ...decks() } },
      { zones: { at: ['cliff-golem'], ...decks() } },
    ], { cards: [ruin] } as never);
    const hand = cardsOf(g, 'hand', 0).length;
    act(g, 0, `sk:${g.id('r')}:ruin:tg:${g.id('k')}`);
    passUntil(g, () => !!m.result(g.s));
    expect(level(g, 0)).toBe(15);
    expect(m.result(g.s)).toMatchObject({ winner: 1, rule: '§13.1' });
    expect(cardsOf(g, 'hand', 0)).toHaveLength(hand);
  });
});
