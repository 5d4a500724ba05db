import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seededBlock } from '../../src/engine/core/sha256.js';
import { seedHexFor } from '../support/seed.js';

const reference = (seed: string, counter: number) => createHash('sha256').update(`${seed}:${counter}`).digest();

describe('the RNG block hash is plain SHA-256', () => {
  it('matches node:crypto for many seeds and counters, including multi-block counters and seed switches', () => {
    const seeds = Array.from({ length: 12 }, (_, i) => seedHexFor(`sha256:${i}`));
    const counters = [0, 1, 2, 9, 10, 99, 100, 12345, 2 ** 31, Number.MAX_SAFE_INTEGER];
    for (let round = 0; round < 3; round++) {
      for (const seed of seeds) {
        for (const c of counters) expect(Buffer.from(seededBlock(seed, c)).equals(reference(seed, c))).toBe(true);
      }
    }
  });

  it('takes node:crypto itself for seeds that are not one 64-character block', () => {
    for (const seed of ['short', 'x'.repeat(65), 'ก'.repeat(64)]) {
      expect(Buffer.from(seededBlock(seed, 7)).equals(reference(seed, 7))).toBe(true);
    }
  });
});
