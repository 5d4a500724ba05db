/** Random playouts, part 3 of 4: one part per file so that vitest runs them in parallel workers. See helpers/playout.ts. */
import { describe, it } from 'vitest';
import { GAMES, PARTS, runPart } from './helpers/playout.js';

describe('random playouts', () => {
  it(`${GAMES / PARTS} of ${GAMES} seeded random games end naturally with every invariant holding after every action (part 3 of ${PARTS})`, () => runPart(3), 900_000);
});
