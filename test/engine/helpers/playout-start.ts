import { createMatch, isRuleError, PRECONS, type MatchState } from './fadalgia-api.js';
import { prng, seedHex } from './random-player.js';
import { sweep } from '../../support/seed.js';

/** One part per file (playouts.test.ts, playouts-2…4.test.ts): vitest runs files in parallel workers. */
export const PARTS = 4;

/**
 * Game i of the random playouts: its format, decks, seed and random player, shared by the playout tests and
 * bench/playout-reach.ts so that the bench measures the very games the tests play.
 */
export function playoutStart(i: number): { state: MatchState; sizes: [number, number]; rnd: (n: number) => number } {
  const format = i % 3 === 2 ? 'starter-c' : 'standard';
  const decks = PRECONS.filter((p) => p.format === format);
  // Every part (i ≡ part mod PARTS) meets every deck in varied pairings: indexing by i alone would give each
  // part only the decks whose index shares its residue. 2k + 1 is odd, so a deck never meets itself.
  const k = Math.floor(i / PARTS);
  const a = decks[(k + i) % decks.length]!;
  const b = decks[(3 * k + i + 1) % decks.length]!;
  const created = createMatch({ matchId: `po-${i}`, game: 'fadalgia', format, seed: seedHex(sweep(i)), seats: [{ name: 'A', deck: a.deck }, { name: 'B', deck: b.deck }], challenger: (i % 2) as 0 | 1 });
  if (isRuleError(created)) throw new Error(created.message.en);
  return { state: created, sizes: [a.deck.main.length + a.deck.life.length, b.deck.main.length + b.deck.life.length], rnd: prng(sweep(i + 7)) };
}
