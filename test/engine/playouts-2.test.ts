/** Random playouts, parts 2 and 3 of 4 (parts 0 and 1 are in playouts.test.ts). See helpers/playout.ts. */
import { describe, it } from 'vitest';
import { GAMES, runPart } from './helpers/playout.js';

describe('random playouts', () => {
  it.each([2, 3])(`${GAMES} seeded random games end naturally with every invariant holding after every action (part %i of 4)`, (part) => runPart(part), 900_000);
});
