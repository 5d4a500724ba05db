/** /cards show and its autocomplete find every shipped card of every game (src/bot/cards/server-cards.ts). */
import { describe, expect, it } from 'vitest';
import { shippedSummaries } from '../../src/bot/cards/server-cards.js';
import { cardSetSupport } from '../../src/engine/index.js';

describe('shipped card summaries', () => {
  for (const game of ['fadalgia', 'spirit-duel', 'summoner-master'] as const) {
    it(`${game}: one summary per shipped card, with both names and a type`, () => {
      const ids = cardSetSupport(game)!.shipped().map((c) => (c as { id: string }).id);
      const got = shippedSummaries(game);
      expect(got.map((s) => s.id)).toEqual(ids);
      for (const s of got) {
        expect(s.name.th.length * s.name.en.length, s.id).toBeGreaterThan(0);
        expect(s.type.en.length, s.id).toBeGreaterThan(0);
      }
    });
  }
});
