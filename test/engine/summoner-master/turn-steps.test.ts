/**
 * The subturn's steps (§3, 401) beyond what base.test.ts and deviations.test.ts check: the Draw Step's pair
 * answers and empty decks, the Discard Step's limit, the End of Subturn's countdowns and the turn passing.
 * Written against the survivors of the `--all-files` mutation run of turn.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef, Verb } from '../../../src/engine/games/summoner-master/types.js';
import { act, autopilot, build, cardsOf, decks, m, offered, orders, prompt, zone, zoneOf } from './helpers.js';

const hand = (g: ReturnType<typeof build>, seat: 0 | 1) => zone(g, 'hand', seat).length;

describe('§3.2 401.3 the Draw Step', () => {
  it('401.3.1 the first card offers the two-card answers the piles allow (Seal+Seal, Seal+Mystic, Mystic+Mystic) and no stop', () => {
    const g = build([{ zones: { at: ['tide-warrior'], ...decks() } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup' });
    expect(offered(g, 0)).toEqual(['draw2:sealDeck:sealDeck', 'draw2:sealDeck:mysticDeck', 'draw2:mysticDeck:mysticDeck', 'draw:sealDeck', 'draw:mysticDeck']);
    // A choice of one answer, each one-card answer naming its own pile.
    expect(prompt(g)?.kind).toBe('optional');
    const label = (id: string) => prompt(g)!.options.find((o) => o.id === id)!.label.en;
    expect(label('draw:sealDeck')).toMatch(/^Draw from the Seal deck, then choose$/);
    expect(label('draw:mysticDeck')).toMatch(/^Draw from the Mystic deck, then choose$/);
  });

  it('401.3.1 with the Mystic deck empty only the Seal pair and the Seal deck are offered', () => {
    const g = build([{ zones: { at: ['tide-warrior'], sealDeck: ['tide-warrior', 'cliff-golem'] } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup' });
    expect(offered(g, 0)).toEqual(['draw2:sealDeck:sealDeck', 'draw:sealDeck']);
    const h = build([{ zones: { at: ['tide-warrior'], mysticDeck: ['water-shield', 'water-shield'] } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup' });
    expect(offered(h, 0)).toEqual(['draw2:mysticDeck:mysticDeck', 'draw:mysticDeck']);
  });

  it('401.3.1 "effects may change this": with at most 3 cards, a stop ends the Draw Step and a pair after one card makes three', () => {
    const g = build([{ zones: { at: ['tide-warrior'], ...decks() } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup', config: { drawMax: 3 } } as never);
    act(g, 0, 'draw:sealDeck');
    act(g, 0, 'stop');
    expect(hand(g, 0)).toBe(1);
    expect(offered(g).some((x) => x.startsWith('draw'))).toBe(false);
    const h = build([{ zones: { at: ['tide-warrior'], ...decks() } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup', config: { drawMax: 3 } } as never);
    act(h, 0, 'draw:sealDeck');
    act(h, 0, 'draw2:mysticDeck:mysticDeck');
    expect(cardsOf(h, 'hand', 0).sort()).toEqual(['tide-warrior', 'water-shield', 'water-shield']);
    expect(offered(h).some((x) => x.startsWith('draw'))).toBe(false);
  });

  it('401.3.1 "effects may change this": with at most 1 card, a single pile gives its card without a question and no more', () => {
    const g = build([{ zones: { at: ['tide-warrior'], sealDeck: ['cliff-golem', 'cliff-golem', 'tide-warrior'] } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup', config: { drawMax: 1 } } as never);
    expect(cardsOf(g, 'hand', 0)).toEqual(['tide-warrior']);
    expect(offered(g).some((x) => x.startsWith('draw'))).toBe(false);
  });

  it('401.3.1 a pile of two offers its pair, a pile of one only the mixed pair', () => {
    const g = build([{ zones: { at: ['tide-warrior'], sealDeck: ['tide-warrior', 'cliff-golem'], mysticDeck: ['water-shield'] } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup' });
    expect(offered(g, 0)).toEqual(['draw2:sealDeck:sealDeck', 'draw2:sealDeck:mysticDeck', 'draw:sealDeck', 'draw:mysticDeck']);
    const h = build([{ zones: { at: ['tide-warrior'], sealDeck: ['tide-warrior'], mysticDeck: ['water-shield', 'water-shield'] } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup' });
    expect(offered(h, 0)).toEqual(['draw2:sealDeck:mysticDeck', 'draw2:mysticDeck:mysticDeck', 'draw:sealDeck', 'draw:mysticDeck']);
  });

  it('401.3.1 a two-card answer draws one card from each named pile and ends the Draw Step (at most 2 cards)', () => {
    const g = build([{ zones: { at: ['tide-warrior'], sealDeck: ['cliff-golem', 'tide-warrior'], mysticDeck: ['water-shield', 'water-shield'] } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup' });
    act(g, 0, 'draw2:sealDeck:mysticDeck');
    expect(cardsOf(g, 'hand', 0).sort()).toEqual(['tide-warrior', 'water-shield']);
    expect(cardsOf(g, 'sealDeck', 0)).toEqual(['cliff-golem']);
    expect(offered(g, 0).some((x) => x.startsWith('draw'))).toBe(false);
    expect(g.s.stack.prio?.window).toBe('int1');
  });

  it('401.3.1 a Seal pair takes both cards from the Seal deck', () => {
    const g = build([{ zones: { at: ['tide-warrior'], sealDeck: ['cliff-golem', 'tide-warrior', 'tide-warrior'], ...{ mysticDeck: ['water-shield'] } } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup' });
    act(g, 0, 'draw2:sealDeck:sealDeck');
    expect(cardsOf(g, 'hand', 0)).toEqual(['tide-warrior', 'tide-warrior']);
    expect(cardsOf(g, 'mysticDeck', 0)).toEqual(['water-shield']);
  });

  it('401.3.1 one card in the decks is drawn without a question (one card is the minimum) and the player does not lose', () => {
    const g = build([{ zones: { at: ['tide-warrior'], sealDeck: ['cliff-golem'] } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup' });
    expect(cardsOf(g, 'hand', 0)).toEqual(['cliff-golem']);
    expect(g.s.stack.prio?.window).toBe('int1');
    expect(g.s.players[0].cannotDraw).toBeFalsy();
    expect(m.result(g.s)).toBeNull();
  });

  it('§13.3 both decks empty when the first card must be drawn: that player loses', () => {
    const g = build([{ zones: { at: ['tide-warrior'], hand: ['cliff-golem'] } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup' });
    expect(m.result(g.s)).toMatchObject({ winner: 1 });
  });

  it('401.3.2 a player\'s first attack subturn has no draw', () => {
    const g = build([{ zones: { at: ['tide-warrior'], ...decks() }, state: { subturns: 0 } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup' });
    expect(hand(g, 0)).toBe(0);
    expect(offered(g).some((x) => x.startsWith('draw'))).toBe(false);
    expect(g.s.step).not.toBe('draw');
  });
});

describe('§3.3 the Discard Step', () => {
  it('§3.3 a hand of exactly 7 after the draw is not discarded from; 8 discards 1', () => {
    const g = build([{ zones: { at: ['tide-warrior'], hand: Array(6).fill('cliff-golem'), ...decks() } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup' });
    act(g, 0, 'draw:sealDeck');
    act(g, 0, 'stop');
    expect(prompt(g)?.kind).not.toBe('discard');
    expect(g.s.stack.prio?.window).toBe('int1');
    const h = build([{ zones: { at: ['tide-warrior'], hand: Array(7).fill('cliff-golem'), ...decks() } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup' });
    act(h, 0, 'draw:sealDeck');
    act(h, 0, 'stop');
    expect(prompt(h)?.kind).toBe('discard');
    expect([prompt(h)?.min, prompt(h)?.max, prompt(h)?.rule]).toEqual([1, 1, '§3.3']);
    act(h, 0, offered(h, 0)[0]!);
    expect(hand(h, 0)).toBe(7);
    expect(cardsOf(h, 'shrine', 0)).toEqual(['cliff-golem']);
  });
});


describe('§2.2 the first-subturn lock', () => {
  const first = () => build([
    { zones: { at: ['tide-warrior'], ...decks() }, state: { locked: true, subturns: 0 } },
    { zones: { at: ['tide-warrior'], ...decks() }, state: { locked: true, subturns: 0 } },
  ], { step: 'checkup', turn: 1 });

  it('§2.2 the defending player\'s lock is cleared at the first Check Up; the first player\'s stays for subturn 1', () => {
    const g = first();
    expect(g.s.players.map((p) => p.locked)).toEqual([true, false]);
  });

  it('§2.2 both locks are cleared at the first End of Subturn: the first player may attack in their next subturn', () => {
    const g = first();
    autopilot(g, (x) => x.s.subturn === 2);
    expect(g.s.players.map((p) => p.locked)).toEqual([false, false]);
    autopilot(g, (x) => x.s.subturn === 3 && x.s.step === 'main');
    expect(g.s.players.map((p) => p.locked)).toEqual([false, false]);
    expect(orders(g, 0).some((x) => x.startsWith('atk:'))).toBe(true);
  });
});

describe('§3.8 401.9 the End of Subturn', () => {
  it('401.9.6 a Poison or Last Dance curse that reaches 0 destroys its Seal', () => {
    const g = build([
      { zones: { at: [{ card: 'tide-warrior', as: 'p', state: { curses: [{ kind: 'poison', left: 1 }] } }, { card: 'tide-warrior', as: 'l', state: { curses: [{ kind: 'last-dance', left: 1 }] } }], ...decks() } },
      { zones: { at: ['cliff-golem'], ...decks() } },
    ]);
    autopilot(g, (x) => x.s.active === 1);
    expect(cardsOf(g, 'field', 0)).toEqual([]);
    expect(cardsOf(g, 'shrine', 0)).toEqual(['tide-warrior', 'tide-warrior']);
  });

  it('610.12.4 a PM Mystic that holds its host\'s count holds only that host: another Mystic\'s count still runs out', () => {
    const g = build([
      { zones: { at: [{ card: 'tide-warrior', as: 't' }, { card: 'cliff-golem', as: 'c' }], arena: [{ card: 'holy-sword', as: 'held', attachedTo: 't', state: { left: 1 } }, { card: 'eternal-seal', attachedTo: 'held' }, { card: 'holy-sword', as: 'free', attachedTo: 'c', state: { left: 1 } }], ...decks() } },
      { zones: { at: ['cliff-golem'], ...decks() } },
    ]);
    autopilot(g, (x) => x.s.active === 1);
    expect(zoneOf(g, g.id('held'))).toBe('field');
    expect(cardsOf(g, 'shrine', 0)).toEqual(['holy-sword']);
  });

  it('401.9.6 a Mystic with no Turn count (an unlimited one) never counts down: it stays on the field', () => {
    const g = build([{ zones: { at: ['tide-warrior'], hand: [{ card: 'altar-of-flames', as: 'altar' }], ...decks() } }, { zones: { at: ['cliff-golem'], ...decks() } }]);
    act(g, 0, `cast:${g.id('altar')}`);
    autopilot(g, (x) => x.s.subturn === 7);
    expect(cardsOf(g, 'field', 0)).toContain('altar-of-flames');
    expect(cardsOf(g, 'shrine', 0)).toEqual([]);
  });
});

describe('401.9.6 Mystic counts', () => {
  it('401.9.6 a lasting Mystic of 0 Turn goes to the Shrine at the End of the Subturn it was cast in', () => {
    const T = { th: 'x', en: 'x' };
    const brief = { id: 'brief-field', kind: 'mystic', name: T, text: T, mp: 0, int: false, attach: 'PA', turns: 0, do: [], statics: [{ stat: 'at', by: 1 }] };
    const g = build([{ zones: { at: ['tide-warrior'], hand: [{ card: 'brief-field', as: 'b' }], ...decks() } }, { zones: { at: ['cliff-golem'], ...decks() } }], { cards: [brief] } as never);
    act(g, 0, `cast:${g.id('b')}`);
    autopilot(g, (x) => x.s.step === 'main' && !x.s.stack.items.length && cardsOf(x, 'field', 0).includes('brief-field'));
    expect(cardsOf(g, 'field', 0)).toContain('brief-field');
    autopilot(g, (x) => x.s.active === 1);
    expect(cardsOf(g, 'shrine', 0)).toEqual(['brief-field']);
  });

  it('401.9.6 a Mystic placed without a count (a scenario\'s) is permanent: it never counts down, and the board still says so', () => {
    const g = build([{ zones: { at: ['tide-warrior'], arena: [{ card: 'altar-of-flames', as: 'altar' }], ...decks() } }, { zones: { at: ['cliff-golem'], ...decks() } }]);
    autopilot(g, (x) => x.s.subturn === 5);
    expect(zoneOf(g, g.id('altar'))).toBe('field');
    expect(m.viewFor(g.s, 'spectator').players[0].arena.map((x) => x.left)).toEqual([-1]);
  });
});

describe('§3.8 the turn passes', () => {
  const T = { th: 'x', en: 'x' };
  const encore: CardDef = {
    id: 'encore', kind: 'seal', name: T, types: ['Knight'], elements: ['fire'], castMp: 1, atkMp: 0, level: 1, at: 5, df: 5, sp: 1,
    combos: [], triggers: [], statics: [], keywords: {}, text: T,
    skills: [{ id: 'twice', name: T, mp: 0, text: T, do: [{ v: 'extra-subturn', player: 'self' }, { v: 'extra-subturn', player: 'self' }] as Verb[] }],
  };

  it('Encore twice: a player owed two extra subturns takes both before the other player\'s subturn', () => {
    const g = build([{ zones: { at: [{ card: 'encore', as: 'e' }], ...decks() } }, { zones: { at: ['cliff-golem'], ...decks() } }], { cards: [encore] } as never);
    act(g, 0, `sk:${g.id('e')}:twice`);
    const seen: number[] = [];
    autopilot(g, (x) => {
      if (seen.at(-1) !== x.s.subturn * 10 + x.s.active) seen.push(x.s.subturn * 10 + x.s.active);
      return x.s.subturn === 6;
    });
    // The Skill resolves and subturn 3 ends on its own (nothing left to do); then 4 and 5 are seat 0's, 6 seat 1's.
    expect(seen).toEqual([40, 50, 61]);
  });
});
