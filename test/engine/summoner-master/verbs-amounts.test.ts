/**
 * Amounts and conditions of the card language (verbs.ts `amount`, `countCards`, `condHolds`, the `if` verb): counted
 * cards by side, kind and match, times a factor; a stat of [S] or of the target, printed or as it is now (602.1.4);
 * count, Shrine Level, Mp and [S]'s own state as conditions. Written against the survivors of the `--all-files` run
 * of verbs.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import { board, go, mp, mysticCard, sealCard, setMp, settle, use } from './verb-kit.js';
import { cardsOf, type Game } from './helpers.js';

/** Mp gained by seat 0 when S's Skill gives `by` Mp; S's board: `a`, `b`. */
function gained(by: unknown, a: Record<string, unknown[]> = {}, b: Record<string, unknown[]> = {}, target?: string): number {
  const g = board([{ v: 'mp', by }], a, b, { cards: [tall], ...(target ? { target: { kind: 'seal', side: 'opp' } } : {}) });
  setMp(g, 1, 1);
  go(g, ...(target ? [g.id(target)] : []));
  return mp(g, 0) - 1;
}
/** At 9, Df 2, Level 3 (S is At 5, Df 5, Level 1). */
const tall = sealCard('tall', { at: 9, df: 2, level: 3 });
const both = { a: { hand: ['plain', 'relic'], shrine: ['plain'] }, b: { hand: ['other', 'relic', 'relic'], shrine: ['other', 'relic'] } };

describe('602.1.4 counted amounts', () => {
  it('602.1.4 cards of your hand, of the opponent\'s, of both (seat 0 holds 3 with "plain", seat 1 holds 3)', () => {
    expect(gained({ count: { zone: 'hand', side: 'own' } }, both.a, both.b)).toBe(3);
    expect(gained({ count: { zone: 'shrine', side: 'opp' } }, both.a, both.b)).toBe(2);
    expect(gained({ count: { zone: 'hand', side: 'any' } }, both.a, both.b)).toBe(6);
  });

  it('602.1.4 only cards of a kind, only cards matching, times a factor', () => {
    expect(gained({ count: { zone: 'hand', side: 'any', kind: 'mystic' } }, both.a, both.b)).toBe(3);
    expect(gained({ count: { zone: 'hand', side: 'any', match: { k: 'type', v: 'Beast' } } }, both.a, both.b)).toBe(1);
    expect(gained({ count: { zone: 'shrine', side: 'own' }, times: 3 }, both.a, both.b)).toBe(3);
  });
});

describe('602.1.4 stat amounts', () => {
  it('602.1.4 a player\'s verb counting the target\'s At reads the target, not [S] (Mp of the target\'s At, times a factor)', () => {
    const x = { at: [{ card: 'tall', as: 'X' }] };
    expect(gained({ of: 'target', stat: 'at' }, {}, x, 'X')).toBe(9);
    expect(gained({ of: 'target', stat: 'df', times: 2 }, {}, x, 'X')).toBe(4);
    expect(gained({ of: 'self', stat: 'df', times: 2 }, {}, x, 'X')).toBe(10);
  });

  it('602.1.4 "of the target" with no target chosen counts 0', () => {
    expect(gained({ of: 'target', stat: 'at' })).toBe(0);
  });

  it('602.1.4 [S]\'s stat as it is now, or printed', () => {
    const lift = (g: Game) => g.s.effects.push({ id: 'up', targets: [g.id('S')], op: { k: 'modify', stat: 'at', by: 2 }, ts: 0, duration: { k: 'end-of-turn' } } as never);
    for (const [printed, want] of [[false, 7], [true, 5]] as const) {
      const g = board([{ v: 'mp', by: { of: 'self', stat: 'at', printed } }]);
      lift(g);
      setMp(g, 1, 1);
      go(g);
      expect(mp(g, 0) - 1).toBe(want);
    }
  });

  it('602.1.4 the stat of a target gone before the verb counts 0', () => {
    const g = board([{ v: 'to-shrine', who: 'target' }, { v: 'mp', by: { of: 'target', stat: 'at' } }], {}, { at: [{ card: 'tall', as: 'X' }] }, { target: { kind: 'seal', side: 'opp' }, cards: [tall] });
    setMp(g, 1, 1);
    go(g, g.id('X'));
    expect(mp(g, 0)).toBe(1);
  });

  it('602.1.4 a Mystic has no printed At: its Skill reading its own printed At counts 0', () => {
    const totem = mysticCard('totem', { skills: [{ id: 'read', name: { th: 'r', en: 'r' }, mp: 0, text: { th: 'r', en: 'r' }, do: [{ v: 'mp', by: { of: 'self', stat: 'at', printed: true } }, { v: 'mp', by: 1 }] }] });
    const g = board([], { arena: [{ card: 'totem', as: 'M' }] }, {}, { cards: [totem] });
    setMp(g, 1, 1);
    use(g, 0, g.id('M'), 'read');
    settle(g);
    expect(mp(g, 0)).toBe(2);
  });
});

/** 1 Mp if `cond` holds when S's Skill resolves, else 0 (an `if` with no `else`). */
function holds(cond: unknown, a: Record<string, unknown[]> = {}, b: Record<string, unknown[]> = {}, pre?: (g: Game) => void): boolean {
  const g = board([{ v: 'if', cond, then: [{ v: 'mp', by: 1 }] }], a, b);
  setMp(g, 1, 1);
  pre?.(g);
  const before = mp(g, 0);
  go(g);
  return mp(g, 0) === before + 1;
}

describe('§10.2 conditions', () => {
  it('§10.2 a count between a minimum and a maximum, both ends included (seat 0 holds 2 cards)', () => {
    const hand = { hand: ['plain'] };
    const c = (m: Record<string, number>) => holds({ k: 'count', count: { zone: 'hand', side: 'own' }, ...m }, hand);
    expect([c({ min: 2 }), c({ min: 3 }), c({ max: 2 }), c({ max: 1 }), c({ min: 2, max: 2 }), c({})]).toEqual([true, false, true, false, true, true]);
  });

  it('§10.2 the Shrine Level of your side or of the opponent\'s (Levels 1 and 3)', () => {
    const a = { shrine: ['plain'] };
    const b = { shrine: ['plain', 'plain', 'plain'] };
    expect(holds({ k: 'shrine-level', side: 'own', min: 2 }, a, b)).toBe(false);
    expect(holds({ k: 'shrine-level', side: 'opp', min: 2 }, a, b)).toBe(true);
    expect(holds({ k: 'shrine-level', side: 'own', max: 1 }, a, b)).toBe(true);
  });

  it('§10.2 the Mp of your side or of the opponent\'s', () => {
    const mps = (g: Game) => setMp(g, 1, 6);
    expect(holds({ k: 'mp', side: 'own', min: 3 }, {}, {}, mps)).toBe(false);
    expect(holds({ k: 'mp', side: 'opp', min: 3 }, {}, {}, mps)).toBe(true);
  });

  it('§10.2 [S] on a Line, Combined or not, Grown or not', () => {
    expect(holds({ k: 'self', line: 'at' })).toBe(true);
    expect(holds({ k: 'self', line: 'df' })).toBe(false);
    expect(holds({ k: 'self', combined: false })).toBe(true);
    expect(holds({ k: 'self', combined: true })).toBe(false);
    expect(holds({ k: 'self', growth: false })).toBe(true);
    expect(holds({ k: 'self', growth: true })).toBe(false);
    const grown = (g: Game) => Object.assign(g.s.zones.objs[g.id('S')]!.data!, { growth: true, combo: 'pair' });
    expect(holds({ k: 'self', growth: true }, {}, {}, grown)).toBe(true);
    expect(holds({ k: 'self', combined: true }, {}, {}, grown)).toBe(true);
    expect(holds({ k: 'self', line: 'at', combined: true, growth: false }, {}, {}, grown)).toBe(false);
  });

  it('701 §10.2 a condition on [S] read by its "when destroyed" ability, from the Shrine, is false', () => {
    const victim = sealCard('victim', { triggers: [{ on: 'destroyed', do: [{ v: 'if', cond: { k: 'self' }, then: [{ v: 'mp', by: 1 }], else: [{ v: 'mp', by: 2 }] }], text: { th: 'v', en: 'v' } }] });
    const g = board([{ v: 'destroy', who: 'target' }], {}, { at: [{ card: 'victim', as: 'V' }] }, { target: { kind: 'seal', side: 'opp' }, cards: [victim] });
    setMp(g, 1, 1);
    go(g, g.id('V'));
    expect([cardsOf(g, 'shrine', 1), mp(g, 1)]).toEqual([['victim'], 3]);
  });

  it('§10.2 a condition on [S] is false once [S] left the field', () => {
    const g = board([{ v: 'to-hand', who: 'self' }, { v: 'if', cond: { k: 'self' }, then: [{ v: 'mp', by: 1 }], else: [{ v: 'mp', by: 2 }] }]);
    setMp(g, 1, 1);
    go(g);
    expect(mp(g, 0)).toBe(3);
  });
});
