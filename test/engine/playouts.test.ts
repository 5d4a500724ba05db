/** Random playouts, parts 0 and 1 of 4 (parts 2 and 3 are in playouts-2.test.ts, so two workers share them). See helpers/playout.ts. */
import { describe, it } from 'vitest';
import { GAMES, runPart } from './helpers/playout.js';

describe('random playouts', () => {
  it.each([0, 1])(`${GAMES} seeded random games end naturally with every invariant holding after every action (part %i of 4)`, (part) => runPart(part), 900_000);
});
