/**
 * Deck lists (deck.ts, §1.3, §15 q1) at their edges: the line forms a pasted list may use, counts out of range,
 * the exact minimum pile sizes and copy limits of each format, and the shape of a deck (issue 31).
 */
import { describe, expect, it } from 'vitest';
import { parseSmDeck, validateSmDeck } from '../../../src/engine/games/summoner-master/deck.js';
import { SM_CARDS } from '../../../src/engine/games/summoner-master/cards/catalog.js';
import { mysticCard, sealCard } from './verb-kit.js';

const ids = (kind: 'seal' | 'mystic') => Object.values(SM_CARDS).filter((c) => c.kind === kind).map((c) => c.id);
/** The first `size` ids of `copies` copies each of the shipped cards of one kind. */
const pile = (kind: 'seal' | 'mystic', size: number, copies: number) => ids(kind).flatMap((id) => Array(copies).fill(id)).slice(0, size);
const codes = (d: unknown, format: string, extra: unknown[] = []) => validateSmDeck(d, format, extra).map((e) => e.code);

describe('§1.3 a pasted deck list', () => {
  it('§1.3 "N name", "Nx name", "name x N" and a bare name (count 1); blank and # lines skipped; the card count', () => {
    const r = parseSmDeck('\n  # comment\n2 Lava Wolf\n2x lava-wolf\nlava-wolf x 2\nLava Kaijuu\n   \n');
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.deck).toEqual({ seals: [...Array(6).fill('lava-wolf'), 'lava-kaijuu'], mystics: [] });
      expect(r.cardCount).toBe(7);
    }
  });

  it('§1.3 a Mystic goes to the Mystic pile and counts in the card count', () => {
    const r = parseSmDeck('thunder-strike x3\nlava-wolf');
    expect(r.ok && r.deck).toEqual({ seals: ['lava-wolf'], mystics: ['thunder-strike', 'thunder-strike', 'thunder-strike'] });
    expect(r.ok && r.cardCount).toBe(4);
  });

  it('§1.3 a count of 0 or above 60 is refused with its line number; 60 is accepted', () => {
    const r = parseSmDeck('lava-wolf\n0 lava-wolf\n61 lava-wolf');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.map((e) => [e.code, e.rule])).toEqual([['deck/line', '§1.3'], ['deck/line', '§1.3']]);
      expect(r.errors.map((e) => e.message.en)).toEqual(['Line 2: unknown card "0 lava-wolf"', 'Line 3: unknown card "61 lava-wolf"']);
    }
    const ok = parseSmDeck('60 lava-wolf');
    expect(ok.ok && ok.cardCount).toBe(60);
    // Two-digit counts and a spaced "x" on either side.
    const forms = parseSmDeck('12 lava-wolf\n2 x lava-wolf\nlava-wolf x12\nlava-wolf x 3');
    expect(forms.ok && forms.cardCount).toBe(12 + 2 + 12 + 3);
  });

  it("§1.3 a server set's card is found by its id after the shipped cards", () => {
    const mine = sealCard('server-knight');
    expect(parseSmDeck('server-knight').ok).toBe(false);
    const r = parseSmDeck('2 server-knight', [mine]);
    expect(r.ok && (r.deck as { seals: string[] }).seals).toEqual(['server-knight', 'server-knight']);
  });
});

describe('§1.3 §15 q1 deck construction per format', () => {
  it('§15 q1 ranked: exactly 30 + 30 passes; 29 Seals or 29 Mystics fails the matching count only', () => {
    expect(codes({ seals: pile('seal', 30, 3), mystics: pile('mystic', 30, 3) }, 'ranked')).toEqual([]);
    expect(codes({ seals: pile('seal', 29, 3), mystics: pile('mystic', 30, 3) }, 'ranked')).toEqual(['deck/seal-count']);
    expect(codes({ seals: pile('seal', 30, 3), mystics: pile('mystic', 29, 3) }, 'ranked')).toEqual(['deck/mystic-count']);
  });

  it('§15 q1 copies: 3 of a Seal or a Mystic pass in ranked, 4 fail (each name once); casual allows only 2 of a Mystic', () => {
    const seals = pile('seal', 30, 3);
    const mystics = pile('mystic', 30, 3);
    expect(codes({ seals: [...seals, seals[0]], mystics }, 'ranked')).toEqual(['deck/copies']);
    expect(codes({ seals, mystics: [...mystics, mystics[0], mystics[3]] }, 'ranked')).toEqual(['deck/copies', 'deck/copies']);
    const errs = validateSmDeck({ seals, mystics: [...mystics, mystics[0]] }, 'ranked');
    expect(errs[0]!.rule).toBe('§15');
    expect(codes({ seals: pile('seal', 25, 3), mystics: pile('mystic', 20, 2) }, 'casual')).toEqual([]);
    expect(codes({ seals: pile('seal', 25, 3), mystics: pile('mystic', 20, 3) }, 'casual')).toContain('deck/copies');
  });

  it('§1.3 a card in the wrong pile is reported (each one) before any count', () => {
    expect(codes({ seals: ['thunder-strike'], mystics: ['lava-wolf', 'lava-wolf'] }, 'ranked')).toEqual(['deck/seal-pile', 'deck/mystic-pile', 'deck/mystic-pile']);
    expect(codes({ seals: ['no-such'], mystics: [] }, 'casual')).toEqual(['deck/seal-pile']);
  });

  it("§1.3 a deck's shape: two lists of card ids", () => {
    for (const bad of [null, {}, { seals: [] }, { seals: [], mystics: 'x' }, { seals: [1], mystics: [] }, { seals: [], mystics: [null] }]) {
      expect(codes(bad, 'casual')).toEqual(['deck/shape']);
    }
    expect(codes({ seals: [], mystics: [] }, 'casual')).toEqual(['deck/seal-count', 'deck/mystic-count']);
  });

  it("§1.3 a server set's cards count in their own pile; unknown format first", () => {
    const k = sealCard('server-knight');
    const r = mysticCard('server-relic');
    const seals = [...pile('seal', 24, 3), 'server-knight'];
    const mystics = [...pile('mystic', 19, 2), 'server-relic'];
    expect(codes({ seals, mystics }, 'casual', [k, r])).toEqual([]);
    expect(codes({ seals: [...seals, 'server-knight', 'server-knight', 'server-knight'], mystics }, 'casual', [k, r])).toEqual(['deck/copies']);
    expect(codes({ seals: mystics, mystics: seals }, 'casual', [k, r])[0]).toBe('deck/seal-pile');
    expect(codes(null, 'no-such')).toEqual(['deck/format']);
    expect(validateSmDeck(null, 'no-such')[0]!.rule).toBe('§1.3');
  });

  it('§1.3 every construction error names its rule: §1.3 for the piles and shape, §15 for copies', () => {
    const rules = (d: unknown) => validateSmDeck(d, 'ranked').map((e) => `${e.code} ${e.rule}`);
    expect(rules('x')).toEqual(['deck/shape §1.3']);
    expect(rules({ seals: ['thunder-strike'], mystics: ['lava-wolf'] })).toEqual(['deck/seal-pile §1.3', 'deck/mystic-pile §1.3']);
    expect(rules({ seals: [], mystics: Array(4).fill('thunder-strike') })).toEqual(['deck/seal-count §1.3', 'deck/mystic-count §1.3', 'deck/copies §15']);
  });
});
