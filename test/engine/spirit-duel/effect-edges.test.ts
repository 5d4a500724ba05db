/**
 * Three edges of effects.ts that effect-details.test.ts left open (issue 31: its rerun's survivors): the
 * prompt kind of each question, an "up to N" damage that is not capped by the damage there is (only healing
 * is), and Equipment unequipped to the discard pile.
 */
import { describe, expect, it } from 'vitest';
import { cardsIn } from '../../../src/engine/core/kernel.js';
import type { SDState } from '../../../src/engine/games/spirit-duel/state.js';
import { answer, build, ids, prompt } from './helpers.js';
import { card, magic, playQuestionCards } from './question-cards.js';


describe('sd:turn.4 the card language: question kinds and caps', () => {
  it('sd:turn.4 an amount and a target are asked as targets, a discard as a discard, a search as a choice of cards', () => {
    const kinds: Record<string, string> = { 'T-HEAL3': 'targets', 'T-FREEZE': 'targets', 'T-TOSS': 'discard', 'T-SEEK': 'choose-cards' };
    const asked: string[] = [];
    playQuestionCards((s, c) => {
      expect(prompt(s).kind).toBe(kinds[c]);
      asked.push(c);
    });
    expect(asked).toEqual(Object.keys(kinds));
  });

  it('sd:battle.3 "deal up to 2 damage to the attack target" offers 0–2 on an undamaged Spirit (only healing stops at the damage there is)', () => {
    const cards = [card('T-JAB', 'spirit', { atk: 1, hp: 9, triggers: [{ on: 'attacks', whose: 'this', effects: [{ do: 'damage', target: { ref: 'attack-target' }, amount: { upTo: 2 } }] }] })];
    const { s, id } = build([{ zones: { spirits: [{ card: 'T-JAB', as: 'j' }] } }, { zones: { spirits: [{ card: 'SD-010', as: 'g' }] } }], { cards, step: 'battle' });
    expect(ids(answer(s, `atk:${id('j')}:${id('g')}`))).toEqual(['n:0', 'n:1', 'n:2']);
  });

  it('sd:field.3 "unequip each opposing Spirit to the discard pile" discards the Equipment and says so', () => {
    const cards = [magic('T-STRIP', [{ do: 'unequip', target: { each: { side: 'opponents' } }, to: 'discard' }])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-STRIP', as: 'x' }] } }, { zones: { spirits: [{ card: 'SD-014', as: 'bear' }], equipment: [{ card: 'SD-302', attachedTo: 'bear' }] } }], { cards });
    const s: SDState = answer(s0, `mag:${id('x')}`);
    expect(cardsIn(s.zones, 'discard', 1).map((x) => s.zones.objs[x]!.card)).toEqual(['SD-302']);
    expect(s.log.at(-1)).toMatchObject({ rule: 'sd:field.3', text: { en: 'Stone Shield is unequipped to the discard pile' } });
  });
});
