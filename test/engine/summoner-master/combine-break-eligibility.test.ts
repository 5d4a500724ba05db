/**
 * Which Supports a Combination may use and when a Break may be ordered (512.3, 513.4; eligibility.ts
 * supportSets, supportOk, canBreak): the sets of Supports a player chooses from (each set once, at most 8), a
 * Mystic attached to another Seal, Break outside the Main Step, on a Seal that is not Combined, and under a
 * Stone Curse. Each position makes the checked rule the only thing that decides (issue 31).
 */
import { describe, expect, it } from 'vitest';
import { supportOk } from '../../../src/engine/games/summoner-master/eligibility.js';
import type { CardDef } from '../../../src/engine/games/summoner-master/types.js';
import { act, build, decks, offered, orders, type Game } from './helpers.js';

const T = { th: 'x', en: 'x' };
const opp = { zones: { at: ['cliff-golem'], ...decks() } };
/** A Seal whose Triple Combination "pair" needs two [Water] Supports. */
const captain: CardDef = {
  id: 'captain', kind: 'seal', name: { th: 'captain', en: 'captain' }, types: ['Knight'], elements: ['fire'], castMp: 1, atkMp: 0, level: 1, at: 5, df: 5, sp: 1,
  combos: [{ id: 'pair', name: 'Pair', reqs: [{ k: 'element', v: 'water' }, { k: 'element', v: 'water' }], at: 9 }],
  skills: [], triggers: [], statics: [], keywords: {}, text: T,
} as CardDef;

/** The sets of Supports the player may choose for `main`'s option `opt`, each sorted: one set comes in the order's option, several in the prompt after it. */
function supportChoices(g: Game, main: string, opt: string): string[][] {
  const ids = offered(g, 0);
  const one = ids.find((x) => x.startsWith(`cmb:${main}:opt:${opt}:set:`));
  if (one) return [one.split(':set:')[1]!.split('.').sort()];
  act(g, 0, `cmb:${main}:opt:${opt}`);
  return offered(g, 0).filter((x) => x.startsWith('set:')).map((x) => x.slice(4).split('.').sort());
}

describe('§8.1 512.3 the sets of Supports', () => {
  it('§8.1 512.3 two Supports that each meet either requirement make one set, not one per order', () => {
    // The Supports sit after the hand so that their ids (9 and 10) sort differently as text and as numbers.
    const g = build([{ zones: { at: [{ card: 'captain', as: 'main' }], hand: Array(7).fill('flame-trooper'), df: [{ card: 'tide-warrior', as: 'a' }, { card: 'tide-warrior', as: 'b' }], ...decks() } }, opp], { cards: [captain] } as never);
    expect(supportChoices(g, g.id('main'), 'pair')).toEqual([[g.id('a'), g.id('b')].sort()]);
  });

  it('§8.1 512.3 two Supports that meet only one requirement each in one order make one set', () => {
    const mixed: CardDef = { ...captain, id: 'mixed', combos: [{ id: 'duo', name: 'Duo', reqs: [{ k: 'element', v: 'water' }, { k: 'element', v: 'light' }], at: 9 }] } as CardDef;
    const g = build([{ zones: { at: [{ card: 'mixed', as: 'main' }, { card: 'tide-warrior', as: 'w' }, { card: 'dawn-knight', as: 'l' }], hand: ['flame-trooper'], ...decks() } }, opp], { cards: [mixed] } as never);
    expect(supportChoices(g, g.id('main'), 'duo')).toEqual([[g.id('w'), g.id('l')].sort()]);
  });

  it('§8.1 512.3 five Supports for two like requirements: the player chooses among at most 8 of the 10 different sets', () => {
    const g = build([{ zones: { at: [{ card: 'captain', as: 'main' }], df: Array(5).fill('tide-warrior'), hand: ['flame-trooper'], ...decks() } }, opp], { cards: [captain] } as never);
    const sets = supportChoices(g, g.id('main'), 'pair');
    expect(sets).toHaveLength(8);
    expect(new Set(sets.map((x) => x.join('.'))).size).toBe(8);
  });

  it('§8.1 512.3 a Support is a Seal of your own: the opponent\'s Seal that meets the requirement is not one', () => {
    const g = build([{ zones: { at: [{ card: 'dawn-knight', as: 'main' }, { card: 'light-guardian-ninja', as: 'n' }], hand: ['flame-trooper'], ...decks() } }, { zones: { at: [{ card: 'light-guardian-ninja', as: 'theirs' }], ...decks() } }]);
    expect(supportOk(g.s, 0, g.id('main'), g.id('n'))).toBe(true);
    expect(supportOk(g.s, 0, g.id('main'), g.id('theirs'))).toBe(false);
  });

  it('§8.1 512.3 a Mystic attached to another Seal does not stop a Support', () => {
    // Dawn Knight's Sunrise Blade needs one [Light] Support: the Ninja; the Holy Sword is on the Tide Warrior.
    const g = build([{ zones: { at: [{ card: 'dawn-knight', as: 'main' }, 'light-guardian-ninja', { card: 'tide-warrior', as: 't' }], arena: [{ card: 'holy-sword', attachedTo: 't' }], hand: ['flame-trooper'], ...decks() } }, opp]);
    expect(orders(g, 0)).toContain(`cmb:${g.id('main')}`);
  });
});

describe('§8.2 513.4 when a Break may be ordered', () => {
  const combined = (state: Record<string, unknown> = {}) => ({ card: 'dawn-knight', as: 'main', state: { combo: 'sunrise', combinedAt: 2, ...state } });

  it('§8.2 513.4 Break is ordered only in your own Main Step: not in your Interfere Step', () => {
    const main = build([{ zones: { at: [combined(), 'light-guardian-ninja'], hand: ['flame-trooper'], ...decks() } }, opp]);
    expect(offered(main, 0)).toContain(`brk:${main.id('main')}`);
    const int1 = build([{ zones: { at: [combined(), 'light-guardian-ninja'], hand: ['flame-trooper'], ...decks() } }, opp], { step: 'int1', priority: { seat: 0 } });
    expect(offered(int1, 0)).toContain('pass');
    expect(offered(int1, 0).filter((x) => x.startsWith('brk:'))).toEqual([]);
  });

  it('§8.2 513.4 only a Combined Seal is offered Break', () => {
    const g = build([{ zones: { at: [{ card: 'dawn-knight', as: 'k' }, 'light-guardian-ninja', 'tide-warrior'], hand: ['flame-trooper'], ...decks() } }, opp]);
    expect(orders(g, 0)).toContain(`ln:${g.id('k')}`);
    expect(offered(g, 0).filter((x) => x.startsWith('brk:'))).toEqual([]);
  });

  it('§8.2 513.4 §15 a Stone Curse forbids ordering a Break (the curse rules win over 513.4.5)', () => {
    const stone = build([{ zones: { at: [combined({ curses: [{ kind: 'stone', left: 2 }] }), 'tide-warrior'], hand: ['flame-trooper'], ...decks() } }, opp]);
    expect(offered(stone, 0)).toContain('pass');
    expect(offered(stone, 0)).not.toContain(`brk:${stone.id('main')}`);
  });
});
