/**
 * The refusals of eligibility.ts asked directly, for what the priority prompt never offers: the opponent's
 * cards, a card in the wrong zone, a Skill the card does not have, a seat without priority, a step without a
 * window. The hand panel (why-not.ts smWhyNotCast) asks canCast about any seat's card, so its answers are shown.
 */
import { describe, expect, it } from 'vitest';
import { canAttack, canCast, canChangeLine, canCombine, canUseSkill } from '../../../src/engine/games/summoner-master/eligibility.js';
import type { CardDef } from '../../../src/engine/games/summoner-master/types.js';
import { smWhyNotCast } from '../../../src/engine/games/summoner-master/why-not.js';
import { build, decks, prompt } from './helpers.js';

const T = { th: 'x', en: 'x' };
const code = (r: { code: string; rule: string } | null) => r && `${r.code}:${r.rule}`;

describe('§9.1 605 512.1 516.1 only your own cards on the field are ordered', () => {
  // Seat 0 is in its Main Step; the opponent's Seals would otherwise be ready for every order.
  const g = build([
    { zones: { at: [{ card: 'dawn-knight', as: 'k' }, 'light-guardian-ninja'], hand: ['flame-trooper', { card: 'wind-shaman', as: 'hs' }], ...decks() } },
    { zones: { at: [{ card: 'cliff-golem', as: 'c' }, { card: 'wind-shaman', as: 'w', counters: { charge: 2 } }, { card: 'dawn-knight', as: 'ok' }, 'light-guardian-ninja'], ...decks() } },
  ]);

  it('§9.1 the opponent\'s Seal is not ordered to attack', () => {
    expect(canAttack(g.s, 0, g.id('c'))?.code).toBe('attack/not-yours');
  });

  it('605 the opponent\'s Seal is not ordered to use a Skill; nor a Seal of yours in hand (not a Twinkling)', () => {
    expect(canUseSkill(g.s, 0, g.id('w'), 'whisper')?.code).toBe('skill/not-yours');
    expect(canUseSkill(g.s, 0, g.id('hs'), 'whisper')?.code).toBe('skill/not-on-field');
  });

  it('512.1 the opponent\'s Seal is not ordered to Combine', () => {
    expect(canCombine(g.s, 0, g.id('ok'))?.code).toBe('combine/not-yours');
  });

  it('512.3 a Seal of yours with no Support that meets its requirements is not ordered to Combine', () => {
    // Dawn Knight's Sunrise Blade needs a [Light] Support: seat 1's Ninja is not seat 0's.
    const alone = build([{ zones: { at: [{ card: 'dawn-knight', as: 'k' }, 'tide-warrior'], hand: ['flame-trooper'], ...decks() } }, { zones: { at: ['light-guardian-ninja'], ...decks() } }]);
    expect(canCombine(alone.s, 0, alone.id('k'))?.code).toBe('combine/no-support');
    expect(canCombine(g.s, 0, g.id('k'))).toBeNull();
  });

  it('516.1 the opponent\'s Seal is not ordered to change Line', () => {
    expect(canChangeLine(g.s, 0, g.id('c'))?.code).toBe('line/not-yours');
  });
});

describe('605 §10.1 the Skill asked about', () => {
  const relic: CardDef = {
    id: 'skilled-relic', kind: 'mystic', name: { th: 'skilled-relic', en: 'skilled-relic' }, mp: 1, int: false, attach: 'PA', turns: -1, do: [], statics: [],
    skills: [{ id: 'glow', name: T, mp: 0, do: [{ v: 'charge', n: 1 }], text: T }], text: T,
  } as CardDef;
  const g = build([{ zones: { at: [{ card: 'tide-warrior', as: 't' }], arena: [{ card: 'holy-sword', as: 'hs', attachedTo: 't' }], hand: [{ card: 'skilled-relic', as: 'r' }], ...decks() } }, { zones: { at: ['cliff-golem'], ...decks() } }], { cards: [relic] } as never);

  it('605 a Skill the card does not have is refused: a Seal\'s, and a Mystic without Skills', () => {
    expect(canUseSkill(g.s, 0, g.id('t'), 'no-such-skill')?.code).toBe('skill/unknown');
    expect(canUseSkill(g.s, 0, g.id('hs'), 'no-such-skill')?.code).toBe('skill/unknown');
  });

  it('§10.1 a Mystic\'s Skill is ordered from the field, not from hand', () => {
    expect(canUseSkill(g.s, 0, g.id('r'), 'glow')?.code).toBe('skill/not-on-field');
  });
});

describe('§15 §4 no order outside a priority window', () => {
  it('§15 in the Draw Step (no window open) no attack is ordered', () => {
    const g = build([{ zones: { at: [{ card: 'dawn-knight', as: 'k' }], ...decks() } }, { zones: { at: ['cliff-golem'], ...decks() } }], { step: 'draw' });
    expect(prompt(g)?.kind).not.toBe('priority');
    expect(g.s.stack.prio).toBeNull();
    expect(canAttack(g.s, 0, g.id('k'))?.code).toBe('attack/timing');
  });
});

describe('§7 610 the hand panel\'s reason a card cannot be cast, for any card asked about', () => {
  // Seat 0 holds priority in its Main Step; seat 1 holds an Interfere Mystic it could otherwise cast.
  const g = build([
    { zones: { at: [{ card: 'tide-warrior', as: 'f' }], hand: ['flame-trooper'], ...decks() } },
    { zones: { at: ['tide-warrior'], hand: [{ card: 'water-shield', as: 'w' }], ...decks() } },
  ]);

  it('§4 the seat without priority casts nothing, not even an Interfere Mystic', () => {
    expect(code(smWhyNotCast(g.s, 1, g.id('w')))).toBe('cast/timing:§4');
  });

  it('610 a card that is not in your hand is not cast: one on your field, one in the opponent\'s hand', () => {
    expect(code(canCast(g.s, 0, g.id('f')))).toBe('cast/not-in-hand:610');
    expect(code(smWhyNotCast(g.s, 0, g.id('w')))).toBe('cast/not-in-hand:610');
  });
});
