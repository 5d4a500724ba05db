/**
 * The basic verbs of the card language (verbs.ts): destroy a Mystic (701), draw from a named deck or a chosen one
 * (401.3.1), Curses and Freeze's Line change (§14.5), counters stripped (smn:fixed-charging.2), Sacrifice (§11.3),
 * random discard (702), Shrine → hand (§5), "up to N" (§10.5). Written against the survivors of the `--all-files`
 * run of verbs.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import { act, cardsOf, offered, prompt, zoneOf } from './helpers.js';
import { board, charges, go, mp, protect, sealCard, setMp } from './verb-kit.js';

const oppSeal = { target: { kind: 'seal' as const, side: 'opp' as const } };

describe('701 destroy', () => {
  it('701 destroying a targeted Mystic sends it to its owner\'s Shrine', () => {
    const g = board([{ v: 'destroy', who: 'target' }], {}, { arena: [{ card: 'relic', as: 'R' }] }, { target: { kind: 'mystic', side: 'opp' } });
    go(g, g.id('R'));
    expect(cardsOf(g, 'shrine', 1)).toEqual(['relic']);
  });

  it('701 destroying "up to 2" targeted Mystics destroys both, not only the first', () => {
    const g = board([{ v: 'destroy', who: 'target' }], {}, { arena: [{ card: 'relic', as: 'R' }, { card: 'relic', as: 'Q' }] }, { target: { kind: 'mystic', side: 'opp', upTo: 2 } });
    go(g, g.id('R'), g.id('Q'));
    expect(cardsOf(g, 'shrine', 1)).toEqual(['relic', 'relic']);
    expect(cardsOf(g, 'field', 1)).toEqual([]);
  });

  it('701 smn:twinkling a targeted Seal protected from Seals of other names is not destroyed', () => {
    const g = board([{ v: 'destroy', who: 'target' }], {}, { at: [{ card: 'plain', as: 'X' }] }, oppSeal);
    protect(g, g.id('X'), 'elsewhere');
    go(g, g.id('X'));
    expect(zoneOf(g, g.id('X'))).toBe('field');
  });
});

describe('401.3.1 drawing from a deck', () => {
  const decks = { sealDeck: ['plain', 'plain', 'plain'], mysticDeck: ['relic'] };
  it('401.3.1 "draw from the Mystic deck" takes Mystics though the Seal deck is fuller; "from the Seal deck" Seals', () => {
    const g = board([{ v: 'draw', n: 1, from: 'mystic' }, { v: 'draw', n: 2, from: 'seal' }], decks);
    go(g);
    expect(cardsOf(g, 'hand', 0).sort()).toEqual(['plain', 'plain', 'plain', 'relic']);
  });

  it('401.3.1 "draw N, each from the deck you choose": asked per card while both decks have cards', () => {
    const g = board([{ v: 'draw', n: 2, from: 'choose' }], { sealDeck: ['plain', 'plain'], mysticDeck: ['relic'] });
    go(g);
    expect([prompt(g)?.kind, prompt(g)?.rule, offered(g, 0)]).toEqual(['optional', '401.3.1', ['dc:sealDeck', 'dc:mysticDeck']]);
    expect(prompt(g)?.options.map((o) => o.label.en)).toEqual(['Seal deck', 'Mystic deck']);
    act(g, 0, 'dc:mysticDeck');
    // The Mystic deck is empty now: the second card comes from the Seal deck without a question.
    expect(cardsOf(g, 'hand', 0).sort()).toEqual(['plain', 'plain', 'relic']);
    expect(cardsOf(g, 'sealDeck', 0)).toEqual(['plain']);
  });

  it('401.3.1 a chosen draw of 3 asks again after each card, with the count left', () => {
    const g = board([{ v: 'draw', n: 3, from: 'choose' }], { sealDeck: ['plain', 'plain'], mysticDeck: ['relic', 'relic'] });
    go(g);
    act(g, 0, 'dc:sealDeck');
    expect(prompt(g)?.label.en).toContain('2 left');
    act(g, 0, 'dc:mysticDeck');
    act(g, 0, 'dc:sealDeck');
    expect(cardsOf(g, 'hand', 0).sort()).toEqual(['plain', 'plain', 'plain', 'relic']);
    expect(prompt(g)?.rule).not.toBe('401.3.1');
  });

  it('401.3.1 with one deck left, every card comes from it without a question', () => {
    const g = board([{ v: 'draw', n: 2, from: 'choose' }], { sealDeck: ['plain', 'plain', 'plain'] });
    go(g);
    expect(cardsOf(g, 'hand', 0)).toEqual(['plain', 'plain', 'plain']);
    expect(cardsOf(g, 'sealDeck', 0)).toEqual(['plain']);
  });

  it('401.3.1 nothing to draw: both decks empty, or a count of 0 or less, asks nothing', () => {
    const g = board([{ v: 'draw', n: 2, from: 'choose' }, { v: 'mp', by: 1 }]);
    setMp(g, 1, 1);
    go(g);
    expect([cardsOf(g, 'hand', 0), mp(g, 0)]).toEqual([['plain'], 2]);
    for (const n of [{ count: { zone: 'hand', side: 'own' }, times: -1 }, { count: { zone: 'remove', side: 'own' } }]) {
      const h = board([{ v: 'draw', n, from: 'choose' }], { sealDeck: ['plain'], mysticDeck: ['relic'] });
      go(h);
      expect(cardsOf(h, 'hand', 0)).toEqual(['plain']);
      expect(prompt(h)?.rule).not.toBe('401.3.1');
    }
  });
});

describe('709 Curses by effect', () => {
  const watcher = sealCard('watcher', { triggers: [{ on: 'opp-line-change', do: [{ v: 'mp', by: 1 }], text: { th: 'w', en: 'w' } }] });
  /** Seat 0's watcher gains 1 Mp whenever a Seal of seat 1 changes Line; S curses X with `curse`. */
  function cursed(curse: string, line: 'at' | 'df', state: Record<string, unknown> = {}) {
    const g = board([{ v: 'curse', who: 'target', curse, turns: 1 }], { at: [{ card: 'watcher', as: 'W' }] }, { [line]: [{ card: 'plain', as: 'X', state }] }, { ...oppSeal, cards: [watcher] });
    setMp(g, 1, 1);
    go(g, g.id('X'));
    return { heard: mp(g, 0) - 1, zone: cardsOf(g, 'shrine', 1).length ? 'shrine' : zoneOf(g, g.id('X')), line: g.s.zones.objs[g.id('X')]?.data?.line };
  }

  it('709 Death destroys the Seal', () => {
    expect(cursed('death', 'at').zone).toBe('shrine');
  });

  it('§14.5 Freeze moves a Seal on the At Line to the Df Line, a Line change the opponent\'s Seals hear', () => {
    expect(cursed('freeze', 'at')).toEqual({ heard: 1, zone: 'field', line: 'df' });
  });

  it('§14.5 Freeze on a Seal already on the Df Line changes no Line', () => {
    expect(cursed('freeze', 'df')).toEqual({ heard: 0, zone: 'field', line: 'df' });
  });

  it('§14.5 a second Freeze is refused, so it moves nothing; other Curses move no Seal', () => {
    expect(cursed('freeze', 'at', { curses: [{ kind: 'freeze', left: 2 }] })).toEqual({ heard: 0, zone: 'field', line: 'at' });
    expect(cursed('poison', 'at')).toEqual({ heard: 0, zone: 'field', line: 'at' });
  });
});

describe('smn:fixed-charging.2 counters stripped', () => {
  it('smn:fixed-charging.2 strip-counters takes Charge Counters, never Fixed Charge Counters; a Seal without counters is untouched', () => {
    const g = board([{ v: 'strip-counters', who: 'opp-seals' }], {}, { at: [{ card: 'plain', as: 'X', counters: { charge: 2, fcc: 1 } }, { card: 'plain', as: 'Y' }] });
    go(g);
    expect(g.s.zones.objs[g.id('X')]!.counters).toEqual({ fcc: 1 });
    expect(g.s.zones.objs[g.id('Y')]!.counters).toBeUndefined();
  });
});

describe('§11.3 Sacrifice', () => {
  const verbs = [{ v: 'sacrifice', req: { k: 'type', v: 'Knight' }, then: [{ v: 'mp', by: 2 }] }, { v: 'mp', by: 1 }];
  /** Seat 0: S, A (a Knight), B (a Beast), C (a Knight of seat 1's, controlled by seat 0). */
  const sacBoard = () => {
    const g = board(verbs, { at: [{ card: 'plain', as: 'A' }, { card: 'other', as: 'B' }] }, { at: [{ card: 'plain', as: 'C', ctrl: 0 }] });
    setMp(g, 1, 1);
    go(g);
    return g;
  };

  it('§11.3 only your own other Seals meeting the requirement are offered (not [S], not a Seal you control but do not own)', () => {
    const g = sacBoard();
    const p = prompt(g)!;
    expect([p.kind, p.rule, p.seat]).toEqual(['optional', '§11.3', 0]);
    expect(p.options.map((o) => [o.id, o.group])).toEqual([[`sac:${g.id('A')}`, 'sacrifice'], ['skip', undefined]]);
  });

  it('§11.3 the Seal sacrificed goes to the Shrine, and what follows "if you do" runs before the rest', () => {
    const g = sacBoard();
    act(g, 0, `sac:${g.id('A')}`);
    expect(cardsOf(g, 'shrine', 0)).toEqual(['plain']);
    expect(mp(g, 0)).toBe(4);
  });

  it('§11.3 not sacrificing skips what follows "if you do"; with no Seal to sacrifice nothing is asked', () => {
    const g = sacBoard();
    act(g, 0, 'skip');
    expect([cardsOf(g, 'shrine', 0), mp(g, 0)]).toEqual([[], 2]);
    const h = board(verbs);
    setMp(h, 1, 1);
    go(h);
    expect(mp(h, 0)).toBe(2);
    expect(prompt(h)?.rule).not.toBe('§11.3');
  });
});

describe('702 random discard, §5 Shrine to hand', () => {
  it('702 the opponent discards N cards at random, as many as they hold at most', () => {
    const two = board([{ v: 'discard-random', n: 2 }], {}, { hand: ['plain', 'other', 'relic'] });
    go(two);
    expect([cardsOf(two, 'hand', 1).length, cardsOf(two, 'shrine', 1).length]).toEqual([1, 2]);
    const few = board([{ v: 'discard-random', n: 2 }], {}, { hand: ['plain'] });
    go(few);
    expect([cardsOf(few, 'hand', 1).length, cardsOf(few, 'shrine', 1)]).toEqual([0, ['plain']]);
    const none = board([{ v: 'discard-random', n: 1 }, { v: 'mp', by: 1 }]);
    setMp(none, 1, 1);
    go(none);
    expect(mp(none, 0)).toBe(2);
  });

  it('§5 smn:twinkling Shrine → hand offers your Shrine cards but a Twinkling-locked one, and returns the one chosen', () => {
    const g = board([{ v: 'shrine-to-hand' }], { shrine: [{ card: 'plain', as: 'L', state: { shrineLocked: true } }, { card: 'other', as: 'O' }] });
    go(g);
    expect([prompt(g)?.kind, prompt(g)?.rule, offered(g, 0)]).toEqual(['choose-cards', '§5', [`sh:${g.id('O')}`]]);
    act(g, 0, `sh:${g.id('O')}`);
    expect(cardsOf(g, 'hand', 0).sort()).toEqual(['other', 'plain']);
    expect(cardsOf(g, 'shrine', 0)).toEqual(['plain']);
  });

  it('§5 Shrine → hand with only a locked card asks nothing', () => {
    const g = board([{ v: 'shrine-to-hand' }, { v: 'mp', by: 1 }], { shrine: [{ card: 'plain', state: { shrineLocked: true } }] });
    setMp(g, 1, 1);
    go(g);
    expect(mp(g, 0)).toBe(2);
  });
});

describe('§10.5 "up to N" and the verbs the engine knows', () => {
  it('§10.5 "up to N" asks the controller for 0..N first', () => {
    const g = board([{ v: 'mp', by: { upTo: 2 } }]);
    setMp(g, 1, 1);
    go(g);
    expect([prompt(g)?.kind, prompt(g)?.rule, offered(g, 0)]).toEqual(['optional', '§10.5', ['n:0', 'n:1', 'n:2']]);
    act(g, 0, 'n:2');
    expect(mp(g, 0)).toBe(3);
  });

  it('a verb with no handler is an engine bug, reported as one', () => {
    const g = board([{ v: 'bogus' }]);
    expect(() => go(g)).toThrow(/no handler for verb bogus/);
    expect(charges(g, g.id('S'))).toBe(0);
  });
});
