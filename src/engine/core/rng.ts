/**
 * Seeded deterministic RNG whose whole state lives in the match state (boardgame.io's lesson):
 * a SHA-256 counter DRBG. The seed comes from the caller (crypto.randomBytes(32)); the engine never
 * makes randomness and the seed never leaves the state (views, events and logs are built field by field).
 */
import { seededBlock } from './sha256.js';

export interface RngState {
  seed: string;
  counter: number;
}

export function isSeed(seed: unknown): seed is string {
  return typeof seed === 'string' && /^[0-9a-f]{64}$/.test(seed);
}

/** SHA-256(`${seed}:${counter}`), then the counter moves on. A shared buffer: read it before the next block. */
function block(rng: RngState): Uint8Array {
  const h = seededBlock(rng.seed, rng.counter);
  rng.counter++;
  return h;
}

/** Uniform integer in [0, n), by rejection sampling on 48-bit words (no modulo bias). */
export function nextInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new Error(`nextInt: bad bound ${n}`);
  const range = 2 ** 48;
  const limit = range - (range % n);
  for (;;) {
    const b = block(rng);
    for (let off = 0; off + 6 <= b.length; off += 6) {
      // Big-endian 48-bit word, as Buffer.readUIntBE(off, 6).
      const v = (b[off]! * 0x100 + b[off + 1]!) * 0x100000000 + ((b[off + 2]! << 24) >>> 0) + (b[off + 3]! << 16) + (b[off + 4]! << 8) + b[off + 5]!;
      if (v < limit) return v % n;
    }
  }
}

/** 32 hex chars of secret salt (used for shuffle commitments). */
export function nextSalt(rng: RngState): string {
  return Buffer.from(block(rng).subarray(0, 16)).toString('hex');
}

/** Fisher–Yates, in place. */
export function shuffleInPlace<T>(rng: RngState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    const a = items[i] as T;
    items[i] = items[j] as T;
    items[j] = a;
  }
}
