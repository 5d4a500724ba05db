/**
 * A Spirit's values as board.ts reads them (issue 31: surviving mutants of board.ts): which Spirits a Field's
 * `affects` filter takes, at each bound (sd:field.1); a Field or Equipment bonus of one stat leaves the other
 * alone (sd:field.1, sd:field.2); only a haste Equipment lets a new Spirit attack (sd:summon.4); the top card is
 * drawn and every draw is logged (sd:turn.3, sd:goal.2); a destruction is logged under its rule (sd:battle.3).
 */
import { describe, expect, it } from 'vitest';
import { cardsIn } from '../../../src/engine/core/kernel.js';
import { atkOf, maxHpOf, obj } from '../../../src/engine/games/spirit-duel/board.js';
import type { ScenarioCard } from '../../../src/engine/core/scenario.js';
import type { SDState } from '../../../src/engine/games/spirit-duel/state.js';
import { answer, build, prompt, refuse } from './helpers.js';
import { card, type Def } from './question-cards.js';

/** The ATK bonus a +1 ATK Field owned by A, with this `affects`, gives each named Spirit (A's: a*, B's: b*). */
function bonus(affects: Def, spirits: [Sp[], Sp[]]): Record<string, number> {
  const cards = [card('T-AURA', 'field', { atk: 1, affects })];
  const names = spirits.flat().map((x) => x.as!);
  const plain = build([{ zones: { spirits: spirits[0] } }, { zones: { spirits: spirits[1] } }], { cards });
  const { s, id } = build([{ zones: { spirits: spirits[0], field: ['T-AURA'] } }, { zones: { spirits: spirits[1] } }], { cards });
  return Object.fromEntries(names.map((n) => [n, atkOf(s, id(n)) - atkOf(plain.s, plain.id(n))]));
}

type Sp = Extract<ScenarioCard, { card: string }>;
const imp = (as: string, state?: Def): Sp => ({ card: 'SD-011', as, ...(state ? { state } : {}) }); // cost 1, ATK 1
const pup = (as: string): Sp => ({ card: 'SD-001', as }); // cost 1, ATK 2
const knight = (as: string): Sp => ({ card: 'SD-012', as }); // cost 2, ATK 3
const bear = (as: string): Sp => ({ card: 'SD-014', as }); // cost 3, ATK 4

describe('sd:field.1 the Spirits a Field affects', () => {
  it('sd:field.1 side: yours, opponents, any (the Field\'s owner is A)', () => {
    const both: [Sp[], Sp[]] = [[imp('a')], [imp('b')]];
    expect(bonus({ side: 'yours' }, both)).toEqual({ a: 1, b: 0 });
    expect(bonus({ side: 'opponents' }, both)).toEqual({ a: 0, b: 1 });
    expect(bonus({ side: 'any' }, both)).toEqual({ a: 1, b: 1 });
  });

  it('sd:field.1 one card id only', () => {
    expect(bonus({ side: 'any', card: 'SD-011' }, [[imp('a')], [pup('b')]])).toEqual({ a: 1, b: 0 });
  });

  it('sd:field.1 cost bounds are inclusive: minCost 2 and maxCost 2 on costs 1, 2, 3', () => {
    const costs: [Sp[], Sp[]] = [[imp('c1'), knight('c2'), bear('c3')], []];
    expect(bonus({ side: 'any', minCost: 2 }, costs)).toEqual({ c1: 0, c2: 1, c3: 1 });
    expect(bonus({ side: 'any', maxCost: 2 }, costs)).toEqual({ c1: 1, c2: 1, c3: 0 });
  });

  it('sd:field.1 printed ATK bounds are inclusive: minAtk 3 and maxAtk 3 on ATK 2, 3, 4', () => {
    const atks: [Sp[], Sp[]] = [[pup('a2'), knight('a3')], [bear('a4')]];
    expect(bonus({ side: 'any', minAtk: 3 }, atks)).toEqual({ a2: 0, a3: 1, a4: 1 });
    expect(bonus({ side: 'any', maxAtk: 3 }, atks)).toEqual({ a2: 1, a3: 1, a4: 0 });
  });

  it('sd:field.1 damaged Spirits only; Spirits summoned this turn only', () => {
    expect(bonus({ side: 'any', damaged: true }, [[imp('hurt', { damage: 1 }), imp('whole')], []])).toEqual({ hurt: 1, whole: 0 });
    expect(bonus({ side: 'any', summonedThisTurn: true }, [[imp('fresh', { summonedTurn: 2 }), imp('old', { summonedTurn: 1 })], []])).toEqual({ fresh: 1, old: 0 });
  });
});

describe('sd:field.1 sd:field.2 a bonus of one stat', () => {
  it('sd:field.1 Smouldering Volcano (+1 ATK) leaves HP alone; Enchanted Forest (+1 HP) leaves ATK alone', () => {
    const volcano = build([{ zones: { spirits: [pup('p')], field: ['SD-202'] } }, {}]);
    expect([atkOf(volcano.s, volcano.id('p')), maxHpOf(volcano.s, volcano.id('p'))]).toEqual([3, 2]);
    const forest = build([{ zones: { spirits: [pup('p')], field: ['SD-201'] } }, {}]);
    expect([atkOf(forest.s, forest.id('p')), maxHpOf(forest.s, forest.id('p'))]).toEqual([2, 3]);
  });

  it('sd:summon.4 sd:field.2 a Spirit summoned this turn may not attack with a Stone Shield (no haste); with a haste Equipment it may', () => {
    const cards = [card('T-SPURS', 'equipment', { keywords: ['haste'] })];
    const { s, id } = build([
      {
        zones: {
          spirits: [{ card: 'SD-011', as: 'shielded', state: { summonedTurn: 2 } }, { card: 'SD-011', as: 'spurred', state: { summonedTurn: 2 } }],
          equipment: [{ card: 'SD-302', attachedTo: 'shielded' }, { card: 'T-SPURS', attachedTo: 'spurred' }],
        },
      },
      {},
    ], { cards, step: 'battle' });
    expect(prompt(s).options.map((o) => o.id)).toEqual([`atk:${id('spurred')}:soul`, 'end']);
    expect(refuse(s, `atk:${id('shielded')}:soul`)).toEqual({ code: 'attack/summoned', rule: 'sd:summon.4' });
  });
});

const hand = (s: SDState, p: 0 | 1) => cardsIn(s.zones, 'hand', p).map((i) => obj(s, i).card);
const logged = (s: SDState, from: number) => s.log.slice(from).map((l) => [l.rule ?? null, l.actor, l.audience, l.text.en]);

describe('sd:turn.3 drawing', () => {
  it('sd:turn.3 the turn\'s draw takes the top card (the last of the deck list), logged publicly and, with its name, to its player only', () => {
    const { s: s0 } = build([{}, { zones: { deck: ['SD-001', 'SD-012', 'SD-014'] } }]);
    const n = s0.log.length;
    const s = answer(s0, 'end');
    expect(hand(s, 1)).toEqual(['SD-014']);
    expect(logged(s, n)).toContainEqual(['sd:turn.3', 1, null, 'B draws a card']);
    expect(logged(s, n)).toContainEqual(['sd:turn.3', 1, 1, 'You draw Forest Bear']);
  });

  it('sd:goal.2 drawing from an empty deck is logged for its player under sd:goal.2, and loses', () => {
    const { s: s0 } = build([{}, { zones: { deck: [] } }]);
    const n = s0.log.length;
    const s = answer(s0, 'end');
    expect(logged(s, n)).toContainEqual(['sd:goal.2', 1, null, 'B must draw from an empty deck']);
    expect(s.result?.winner).toBe(0);
  });
});

describe('sd:battle.3 a destruction', () => {
  it('sd:battle.3 a Spirit destroyed by Fireball is logged under sd:battle.3', () => {
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'SD-101', as: 'fb' }] } }, { zones: { spirits: [imp('i')] } }]);
    const n = s0.log.length;
    const s = answer(s0, `mag:${id('fb')}:${id('i')}`);
    expect(logged(s, n)).toContainEqual(['sd:battle.3', null, null, 'Mischief Imp is destroyed']);
  });
});
