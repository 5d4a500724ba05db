/**
 * Whom a verb affects (verbs.ts `affected`, `playerOf`): "each" Seal of a side (matching, on a Line, other than the
 * source), the sides' Seals, [S] and the target only while on the field, a target player, and the Twinkling
 * protection from Seals of other names. Written against the survivors of the `--all-files` run of verbs.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import { cardsOf } from './helpers.js';
import { board, charges, go, mp, protect, sealCard, setMp, skill, mysticCard, use, settle } from './verb-kit.js';

const give = (who: unknown) => [{ v: 'counters', who, counter: 'charge', n: 1 }];
/** Seat 0: S (At), A (At, "plain"), D (Df, "other"); seat 1: X (At, "plain"), Y (Df, "other"). */
function counted(who: unknown): Record<string, number> {
  const g = board(give(who), { at: [{ card: 'plain', as: 'A' }], df: [{ card: 'other', as: 'D' }] },
    { at: [{ card: 'plain', as: 'X' }], df: [{ card: 'other', as: 'Y' }] });
  go(g);
  return Object.fromEntries(['S', 'A', 'D', 'X', 'Y'].map((n) => [n, charges(g, g.id(n))]));
}

describe('§10 "each" and the sides\' Seals', () => {
  it('§10 each Seal of your side gets the effect, the opponent\'s none', () => {
    expect(counted({ each: 'own' })).toEqual({ S: 1, A: 1, D: 1, X: 0, Y: 0 });
  });

  it('§10 each Seal of the opponent\'s side', () => {
    expect(counted({ each: 'opp' })).toEqual({ S: 0, A: 0, D: 0, X: 1, Y: 1 });
  });

  it('§10 each Seal of both sides matching a type', () => {
    expect(counted({ each: 'any', match: { k: 'type', v: 'Beast' } })).toEqual({ S: 0, A: 0, D: 1, X: 0, Y: 1 });
  });

  it('§10 each Seal on the Df Line, of both sides', () => {
    expect(counted({ each: 'any', line: 'df' })).toEqual({ S: 0, A: 0, D: 1, X: 0, Y: 1 });
  });

  it('§10 each other Seal of your side: not [S] itself', () => {
    expect(counted({ each: 'own', other: true })).toEqual({ S: 0, A: 1, D: 1, X: 0, Y: 0 });
  });

  it('§10 your Seals, the opponent\'s Seals, all Seals', () => {
    expect(counted('own-seals')).toEqual({ S: 1, A: 1, D: 1, X: 0, Y: 0 });
    expect(counted('opp-seals')).toEqual({ S: 0, A: 0, D: 0, X: 1, Y: 1 });
    expect(counted('all-seals')).toEqual({ S: 1, A: 1, D: 1, X: 1, Y: 1 });
  });
});

describe('§5 [S] and the target only while they are on the field', () => {
  it('§5 a verb on [S] after [S] left the field does nothing (counters, Charge, Fixed Charge)', () => {
    const g = board([{ v: 'to-hand', who: 'self' }, ...give('self'), { v: 'charge', n: 1 }, { v: 'fcc', n: 1 }]);
    go(g);
    expect(cardsOf(g, 'hand', 0).sort()).toEqual(['plain', 'src']);
    expect(Object.values(g.s.zones.objs).some((o) => o.counters)).toBe(false);
  });

  it('§5 a verb on the target after it left the field does nothing', () => {
    const g = board([{ v: 'to-shrine', who: 'target' }, ...give('target')], {}, { at: [{ card: 'plain', as: 'X' }] }, { target: { kind: 'seal', side: 'opp' } });
    go(g, g.id('X'));
    expect(cardsOf(g, 'shrine', 1)).toEqual(['plain']);
    expect(Object.values(g.s.zones.objs).some((o) => o.counters)).toBe(false);
  });
});

describe('§10 the player a verb acts for', () => {
  it('§10 "the opponent" gains the Mp, not the controller', () => {
    const g = board([{ v: 'mp', by: 2, player: 'opponent' }]);
    setMp(g, 1, 1);
    go(g);
    expect([mp(g, 0), mp(g, 1)]).toEqual([1, 3]);
  });

  it('§10 a target player: the player chosen, here the controller', () => {
    const g = board([{ v: 'mp', by: 2, player: 'target' }], {}, {}, { target: { kind: 'player', side: 'any' } });
    setMp(g, 1, 1);
    go(g, 'player:0');
    expect([mp(g, 0), mp(g, 1)]).toEqual([3, 1]);
  });

  it('§10 a "target player" verb of an effect that targets nothing acts for nobody', () => {
    const g = board([{ v: 'mp', by: 2, player: 'target' }, { v: 'mp', by: 1 }]);
    setMp(g, 1, 1);
    go(g);
    expect([mp(g, 0), mp(g, 1)]).toEqual([2, 1]);
  });

  it('§10 a "target player" verb of an effect that targets a Seal acts for nobody (Mp, draw, discard, Encore)', () => {
    const g = board([
      { v: 'mp', by: 2, player: 'target' }, { v: 'draw', n: 1, player: 'target' }, { v: 'discard', player: 'target', n: 1, pick: 'random' },
      { v: 'extra-subturn', player: 'target' },
    ], { sealDeck: ['plain'], mysticDeck: ['relic'] }, { at: [{ card: 'plain', as: 'X' }], hand: ['plain'], sealDeck: ['plain'] }, { target: { kind: 'seal', side: 'opp' } });
    setMp(g, 1, 1);
    go(g, g.id('X'));
    expect([mp(g, 0), mp(g, 1)]).toEqual([1, 1]);
    expect([cardsOf(g, 'hand', 0), cardsOf(g, 'hand', 1)]).toEqual([['plain'], ['plain']]);
    expect(g.s.extraSubturns ?? []).toEqual([]);
  });
});

describe('smn:twinkling protection from Seals of other names', () => {
  it('smn:twinkling a protected Seal is not affected by the Skill of a Seal of another name, only by one of the name it names', () => {
    const rival = sealCard('rival', { skills: [skill('hit', give({ each: 'own', other: true }))] });
    const g = board(give({ each: 'own', other: true }), { at: [{ card: 'plain', as: 'P' }, { card: 'rival', as: 'R' }] }, {}, { cards: [rival] });
    protect(g, g.id('P'), 'src');
    use(g, 0, g.id('R'), 'hit');
    settle(g);
    // Each other Seal of the side: S gets one, P (protected) none.
    expect([charges(g, g.id('P')), charges(g, g.id('S'))]).toEqual([0, 1]);
    go(g);
    expect(charges(g, g.id('P'))).toBe(1);
  });

  it('smn:twinkling the source itself is always affected by its own effect, protected or not', () => {
    const g = board(give('self'));
    protect(g, g.id('S'), 'elsewhere');
    go(g);
    expect(charges(g, g.id('S'))).toBe(1);
  });

  it('smn:twinkling a Mystic\'s Skill is not a Seal\'s: it affects the protected Seal', () => {
    const totem = mysticCard('totem', { skills: [skill('bless', give('target'), { target: { kind: 'seal', side: 'own' } })] });
    const g = board([], { at: [{ card: 'plain', as: 'P' }], arena: [{ card: 'totem', as: 'M' }] }, {}, { cards: [totem] });
    protect(g, g.id('P'), 'src');
    use(g, 0, g.id('M'), 'bless', g.id('P'));
    settle(g);
    expect(charges(g, g.id('P'))).toBe(1);
  });
});
