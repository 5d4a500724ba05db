/**
 * The rules that react instead of being called (hooks.ts): what counts as a destruction for "when destroyed"
 * triggers, Equipment following only its own Spirit, one Field, "attacked" only when a Spirit is, the 0-HP
 * check after an effect, and the end of the game when both players lose at once (issue 31: surviving
 * mutants of hooks.ts).
 */
import { describe, expect, it } from 'vitest';
import { cardsIn } from '../../../src/engine/core/kernel.js';
import type { SDState } from '../../../src/engine/games/spirit-duel/state.js';
import { answer, build } from './helpers.js';
import { card, magic } from './question-cards.js';

const zone = (s: SDState, z: string, p: 0 | 1) => cardsIn(s.zones, z, p).map((i) => s.zones.objs[i]!.card);
const logged = (s: SDState, from: number) => s.log.slice(from).filter((l) => l.audience === null).map((l) => [l.rule ?? null, l.text.en]);

describe('sd:summon.3 what is not a destruction', () => {
  it('sd:summon.3 sd:field.1 a sacrificed material, a Spirit returned to hand and a destroyed Field set off no "when a Spirit is destroyed" trigger; a destroyed Spirit does', () => {
    const cards = [
      card('T-MOURN', 'spirit', { atk: 1, hp: 9, triggers: [{ on: 'destroyed', whose: 'any', effects: [{ do: 'gain-soul', player: 'you', amount: 1 }] }] }),
      magic('T-RECALL', [{ do: 'return-to-hand', target: { choose: { side: 'opponents' } } }]),
      magic('T-QUAKE', [{ do: 'destroy-field' }]),
    ];
    const { s: s0, id } = build([
      { zones: { hand: ['SD-002', 'T-RECALL', 'T-QUAKE', 'SD-101'].map((c) => ({ card: c, as: c })), spirits: [{ card: 'SD-001', as: 'pup' }] }, state: { core: 10 } },
      { zones: { spirits: ['T-MOURN', { card: 'SD-012', as: 'knight' }, { card: 'SD-011', as: 'theirImp' }], field: ['SD-201'] } },
    ], { cards });
    let s = answer(s0, `evo:${id('SD-002')}:${id('pup')}`);
    s = answer(s, `mag:${id('T-RECALL')}:${id('knight')}`);
    s = answer(s, `mag:${id('T-QUAKE')}`);
    expect([zone(s, 'discard', 0).includes('SD-001'), zone(s, 'hand', 1), zone(s, 'discard', 1)]).toEqual([true, ['SD-012'], ['SD-201']]);
    expect(s.soul[1]).toBe(15);
    s = answer(s, `mag:${id('SD-101')}:${id('theirImp')}`);
    expect(s.soul[1]).toBe(16);
  });
});

describe('sd:field.3 Equipment leaves with its own Spirit', () => {
  it('sd:field.3 sd:battle.3 Fireball leaves Iron Knight at exactly 0 HP: it is destroyed, its Thunder Blade goes with it (logged under sd:field.3), the Bear keeps its Stone Shield', () => {
    const { s: s0, id } = build([
      { zones: { hand: [{ card: 'SD-101', as: 'fb' }] } },
      { zones: { spirits: [{ card: 'SD-014', as: 'bear' }, { card: 'SD-012', as: 'knight' }], equipment: [{ card: 'SD-302', attachedTo: 'bear' }, { card: 'SD-301', attachedTo: 'knight' }] } },
    ]);
    const n = s0.log.length;
    const s = answer(s0, `mag:${id('fb')}:${id('knight')}`);
    expect([zone(s, 'spirits', 1), zone(s, 'equipment', 1)]).toEqual([['SD-014'], ['SD-302']]);
    expect(zone(s, 'discard', 1).sort()).toEqual(['SD-012', 'SD-301']);
    expect(logged(s, n)).toContainEqual(['sd:field.3', 'Thunder Blade goes to Discard with its Spirit']);
  });

  it('sd:field.1 a new Field sends the old one to Discard, logged under sd:field.1', () => {
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'SD-203', as: 'lake' }] } }, { zones: { field: ['SD-201'] } }]);
    const n = s0.log.length;
    const s = answer(s0, `fld:${id('lake')}`);
    expect([cardsIn(s.zones, 'field').map((x) => s.zones.objs[x]!.card), zone(s, 'discard', 1)]).toEqual([['SD-203'], ['SD-201']]);
    expect(logged(s, n)).toContainEqual(['sd:field.1', 'Enchanted Forest goes to Discard (one Field at a time)']);
  });
});

describe('sd:battle.5 a Soul attack attacks no Spirit', () => {
  it('sd:battle.5 "when a Spirit is attacked" does not fire on an attack on the Soul', () => {
    const cards = [card('T-EYE', 'spirit', { atk: 1, hp: 3, triggers: [{ on: 'attacked', whose: 'any', effects: [{ do: 'gain-soul', player: 'you', amount: 1 }] }] })];
    const { s: s0, id } = build([{ zones: { spirits: [{ card: 'SD-014', as: 'bear' }, 'T-EYE'] } }, {}], { cards, step: 'battle' });
    let s = answer(s0, `atk:${id('bear')}:soul`);
    while (s.prompt?.kind === 'optional') s = answer(s, 'no-trap');
    expect([s.soul[0], s.soul[1]]).toEqual([15, 11]);
  });
});

describe('sd:goal.1 both players losing at once', () => {
  it('sd:goal.1 both Souls at 0 at once: a draw, under sd:goal.1, and the log says so', () => {
    const cards = [magic('T-RUIN', [{ do: 'damage-soul', player: 'both', amount: 15 }])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-RUIN', as: 'r' }] } }, {}], { cards });
    const n = s0.log.length;
    const s = answer(s0, `mag:${id('r')}`);
    expect(s.result).toMatchObject({ winner: null, rule: 'sd:goal.1', reason: { en: 'Both players lose at once: a draw' } });
    expect(logged(s, n).at(-1)).toEqual(['sd:goal.1', 'Game over: Both players lose at once: a draw']);
  });

  it('sd:goal.1 sd:goal.2 one loser: the Soul that fell to 0, or the draw from an empty deck, is the reason', () => {
    const cards = [magic('T-RUIN', [{ do: 'damage-soul', player: 'opponent', amount: 15 }]), magic('T-STUDY', [{ do: 'draw', player: 'you', amount: 1 }])];
    const soul = build([{ zones: { hand: [{ card: 'T-RUIN', as: 'r' }] } }, {}], { cards });
    expect(answer(soul.s, `mag:${soul.id('r')}`).result).toMatchObject({ winner: 0, rule: 'sd:goal.1', reason: { en: "B's Soul fell to 0" } });
    const deck = build([{ zones: { hand: [{ card: 'T-STUDY', as: 'd' }], deck: [] } }, {}], { cards });
    expect(answer(deck.s, `mag:${deck.id('d')}`).result).toMatchObject({ winner: 1, rule: 'sd:goal.2', reason: { en: 'A had to draw from an empty deck' } });
  });

  it('sd:goal.1 the game ends at once: a trigger still waiting does not resolve after it', () => {
    const cards = [
      magic('T-END', [{ do: 'destroy', target: { each: { side: 'opponents' } } }, { do: 'damage-soul', player: 'opponent', amount: 15 }]),
      card('T-PHOENIX', 'spirit', { atk: 1, hp: 1, triggers: [{ on: 'destroyed', whose: 'this', effects: [{ do: 'gain-soul', player: 'you', amount: 5 }] }] }),
    ];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-END', as: 'e' }] } }, { zones: { spirits: ['T-PHOENIX'] } }], { cards });
    const s = answer(s0, `mag:${id('e')}`);
    expect(s.result).toMatchObject({ winner: 0 });
    expect(s.soul[1]).toBe(0);
    expect(s.log.at(-1)!.text.en).toBe("Game over: B's Soul fell to 0");
  });

  it('sd:goal.1 sd:goal.2 one player out of Soul while the other draws from an empty deck: a draw that cites the Soul rule', () => {
    const cards = [magic('T-PACT', [{ do: 'damage-soul', player: 'opponent', amount: 15 }, { do: 'draw', player: 'you', amount: 1 }])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-PACT', as: 'p' }], deck: [] } }, {}], { cards });
    const s = answer(s0, `mag:${id('p')}`);
    expect(s.result).toMatchObject({ winner: null, rule: 'sd:goal.1' });
  });
});
