/** Deck lists through the registry's generic API (parse, validate per format, precons, card names) and the card set's data. */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/engine/games/index.js';
import { SM_CARDS } from '../../../src/engine/games/summoner-master/cards/catalog.js';
import type { SmDeck } from '../../../src/engine/games/summoner-master/deck.js';

const sm = GAMES.get('summoner-master')!;
const decks = sm.decks!;

describe('Summoner Master decks through the registry', () => {
  it('is registered and offered, with the ranked format first', () => {
    // Registered for every layer, but offered to players only once the bot is wired for it (issue 13).
    expect(GAMES.ids({ includeTestOnly: true })).toContain('summoner-master');
    expect(sm.formats!.map((f) => f.id)).toEqual(['ranked', 'casual']);
  });

  it('§1.3 parses a pasted list into the Seal and Mystic piles (English or Thai names, ids, counts)', () => {
    const r = decks.parse('# my deck\n3 Lava Kaijuu\nlava-wolf x2\nสายฟ้าฟาด\n');
    expect(r.ok && r.deck).toEqual({ seals: ['lava-kaijuu', 'lava-kaijuu', 'lava-kaijuu', 'lava-wolf', 'lava-wolf'], mystics: ['thunder-strike'] });
    const bad = decks.parse('3 Lava Kaijuu\nNo Such Card');
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors[0]!.message.th).toContain('บรรทัด 2');
      expect(bad.errors[0]!.message.en).toContain('Line 2');
    }
  });

  it('§15 q1 ranked needs 30 Seals + 30 Mystics and at most 3 copies; casual accepts 25 + 20 with at most 3 Seal / 2 Mystic copies', () => {
    const precon = decks.precons()[0]!.deck as SmDeck;
    expect(decks.validate(precon, 'casual')).toEqual([]);
    expect(decks.validate(precon, 'ranked').map((e) => e.code).sort()).toEqual(['deck/mystic-count', 'deck/seal-count']);
    const four = { seals: [...precon.seals, 'lava-wolf'], mystics: precon.mystics };
    expect(decks.validate(four, 'casual').map((e) => e.code)).toContain('deck/copies');
    expect(decks.validate({ seals: ['thunder-strike'], mystics: [] }, 'casual')[0]!.code).toBe('deck/seal-pile');
    expect(decks.validate('nonsense', 'casual')[0]!.code).toBe('deck/shape');
    expect(decks.validate(precon, 'no-such')[0]!.code).toBe('deck/format');
  });

  it('ships at least four preconstructed decks of 25 + 20 that pass the casual rules', () => {
    const p = decks.precons();
    expect(p.length).toBeGreaterThanOrEqual(4);
    for (const d of p) {
      const deck = d.deck as SmDeck;
      expect([deck.seals.length, deck.mystics.length]).toEqual([25, 20]);
      expect(decks.validate(deck, d.format)).toEqual([]);
      expect(d.name.th && d.name.en).toBeTruthy();
    }
    expect(decks.cardNames(p[0]!.deck).some((n) => n.en === 'Lava Kaijuu' && n.th === 'ลาวาไคจู')).toBe(true);
  });

  it('every card has a Thai and an English name, and every Mystic its text in both', () => {
    for (const c of Object.values(SM_CARDS)) {
      expect(c.name.th, c.id).toBeTruthy();
      expect(c.name.en, c.id).toBeTruthy();
      if (c.kind === 'mystic') expect(c.text.th && c.text.en, c.id).toBeTruthy();
    }
  });
});
