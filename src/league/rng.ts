/**
 * Seeded randomness for pairings: the league's stored seed plus a label (e.g. "round:3") gives the same
 * stream on every machine, so a round can be re-derived and audited. sfc32 seeded through SHA-256.
 */
import { createHash } from 'node:crypto';

export interface Rng { next(): number; int(maxExclusive: number) : number }

export function seededRng(seed: string, label: string): Rng {
  const h = createHash('sha256').update(`${seed}:${label}`).digest();
  let a = h.readUInt32LE(0); let b = h.readUInt32LE(4); let c = h.readUInt32LE(8); let d = h.readUInt32LE(12);
  const next = () => {
    a |= 0; b |= 0; c |= 0; d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return { next, int: (max) => Math.floor(next() * max) };
}

export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A stable per-player number from the seed: the last tiebreaker, so equal records still sort the same way everywhere. */
export function seededKey(seed: string, id: string): string {
  return createHash('sha256').update(`${seed}:tie:${id}`).digest('hex');
}
