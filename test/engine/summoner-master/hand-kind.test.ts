/**
 * §9.3 505.11 the kind question at the hit, answered: one random card of the chosen kind from the opponent's hand
 * goes to the Shrine. Written against the survivors of the `--all-files` mutation run of combat.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef, Verb } from '../../../src/engine/games/summoner-master/types.js';
import { act, autopilot, build, cardsOf, decks, prompt } from './helpers.js';

const T = { th: 'x', en: 'x' };
/** A Seal whose "when it attacks" ability makes the opponent draw (a hand change with no declaration). */
const raider = (draw: Verb): CardDef => ({
  id: 'raider', kind: 'seal', name: T, types: ['Knight'], elements: ['fire'], castMp: 1, atkMp: 1, level: 1, at: 5, df: 5, sp: 1,
  combos: [], skills: [], statics: [], keywords: {}, text: T, triggers: [{ on: 'attack', do: [draw], text: T }],
} as CardDef);

describe('§9.3 505.11 the hand attack\'s kind, chosen at the hit', () => {
  it('505.11 the kind chosen at the hit (Mystic) sends a Mystic of the opponent\'s hand to the Shrine, the Seal stays, the attacker becomes Inactive', () => {
    // As in combat-steps.test.ts: the Interfere answer after the declaration brings back the question at the hit.
    const g = build([
      { zones: { at: [{ card: 'tide-warrior', as: 'a' }, { card: 'tide-warrior', as: 'b' }], hand: ['flame-trooper'], ...decks() } },
      { zones: { hand: ['cliff-golem', { card: 'dimension-rift', as: 'rift' }, 'water-shield'], ...decks() } },
    ]);
    act(g, 0, `atk:${g.id('a')}:tg:hand:seal`);
    act(g, 1, `cast:${g.id('rift')}:tg:${g.id('b')}`);
    autopilot(g, (x) => prompt(x)?.rule === '505.11');
    expect(prompt(g)?.seat).toBe(0);
    act(g, 0, 'kind:mystic');
    expect(cardsOf(g, 'hand', 1)).toEqual(['cliff-golem']);
    expect(cardsOf(g, 'shrine', 1)).toContain('water-shield');
    expect(g.s.zones.objs[g.id('a')]?.data?.active).toBe(false);
  });
  it('505.11 a declaration after the attack asks the kind again at the hit even when the opponent\'s hand is unchanged (the attacker\'s own Mystic)', () => {
    const g = build([
      { zones: { at: [{ card: 'tide-warrior', as: 'a' }, { card: 'tide-warrior', as: 'b' }], hand: ['flame-trooper', { card: 'water-shield', as: 'w0' }], ...decks() } },
      { zones: { hand: ['cliff-golem', 'water-shield'], ...decks() } },
    ]);
    act(g, 0, `atk:${g.id('a')}:tg:hand:seal`);
    act(g, 1, 'pass');
    act(g, 0, `cast:${g.id('w0')}:tg:${g.id('b')}`);
    autopilot(g, (x) => prompt(x)?.rule === '505.11');
    expect([prompt(g)?.seat, prompt(g)?.rule]).toEqual([0, '505.11']);
    expect(cardsOf(g, 'hand', 1)).toEqual(['cliff-golem', 'water-shield']);
  });
  for (const [kind, from] of [['Seal', 'seal'], ['Mystic', 'mystic']] as const) {
    it(`505.11 a hand whose ${kind} count changed since the attack without a declaration (a "when it attacks" draw) is asked about again at the hit`, () => {
      const g = build([
        { zones: { at: [{ card: 'raider', as: 'R' }], hand: ['flame-trooper'], ...decks() } },
        { zones: { hand: ['cliff-golem', 'water-shield'], ...decks() } },
      ], { cards: [raider({ v: 'draw', n: 1, from, player: 'opponent' })] } as never);
      act(g, 0, `atk:${g.id('R')}:tg:hand:seal`);
      autopilot(g, (x) => prompt(x)?.rule === '505.11');
      expect([prompt(g)?.seat, prompt(g)?.rule]).toEqual([0, '505.11']);
      expect(cardsOf(g, 'hand', 1)).toHaveLength(3);
    });
  }
});
