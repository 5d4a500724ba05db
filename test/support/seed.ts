/**
 * The one place the tests' randomness comes from. A run has one test seed: a 32-bit unsigned integer, DEFAULT_TEST_SEED
 * unless SANAM_TEST_SEED says otherwise. Every game a test plays with "any" seed (a match seed, a random player's choices,
 * fast-check's runs, the bot's own match seeds under test) is derived from it and a label naming the use, so a run is
 * the same games every time and a failure replays exactly with `SANAM_TEST_SEED=<seed> npx vitest run <file>`.
 * Tests that need one particular game (a golden file, a scenario found on a known seed) keep their literal seeds.
 */
import { createHash } from 'node:crypto';

export const SEED_ENV = 'SANAM_TEST_SEED';
/** The seed when SANAM_TEST_SEED is unset: the games `npm test` and CI play. */
export const DEFAULT_TEST_SEED = 1;

/** Reads a seed as SANAM_TEST_SEED gives it (decimal, or 0x hex); anything else is refused, never silently replaced. */
export function parseTestSeed(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_TEST_SEED;
  const s = raw.trim();
  const n = /^0x[0-9a-f]+$/i.test(s) ? Number.parseInt(s, 16) : /^\d+$/.test(s) ? Number(s) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 0 || n > 0xffff_ffff) throw new Error(`${SEED_ENV}=${raw}: a test seed is an integer from 0 to 4294967295`);
  return n;
}

/** This run's test seed. */
export const TEST_SEED = parseTestSeed(process.env[SEED_ENV]);

/** How to replay: the line a failure message carries. */
export const replayHint = (seed = TEST_SEED) => `${SEED_ENV}=${seed}`;

const digest = (label: string, seed: number) => createHash('sha256').update(`sanam-test:${seed}:${label}`).digest();

/** A 64-hex match seed for `label` (e.g. 'metrics:match'), the form createMatch takes. */
export function seedHexFor(label: string, seed = TEST_SEED): string {
  return digest(label, seed).toString('hex');
}

/** A 31-bit positive integer for `label`: a fast-check seed or a test PRNG's start (never 0, which xorshift refuses). */
export function seedIntFor(label: string, seed = TEST_SEED): number {
  return (digest(label, seed).readUInt32BE(0) & 0x7fff_ffff) || 1;
}

/**
 * Runs `check` (a seeded assertion or property) and, when it fails, rethrows with the seed and the env var that
 * replays it in the message, keeping the original error as `cause`. Works for sync and async checks.
 */
export function withSeed<T>(label: string, check: () => T, seed = TEST_SEED): T {
  const annotate = (err: unknown): never => {
    const base = err instanceof Error ? err.message : String(err);
    const e = new Error(`${base}\n[seeded test '${label}': seed ${seed}; replay with ${replayHint(seed)}]`, { cause: err });
    if (err instanceof Error && err.stack) e.stack = `${e.message}\n${err.stack.split('\n').slice(1).join('\n')}`;
    throw e;
  };
  let out: T;
  try {
    out = check();
  } catch (err) {
    return annotate(err);
  }
  if (out instanceof Promise) return out.catch(annotate) as T;
  return out;
}

/** fast-check parameters for a property with no literal seed of its own: its runs follow the test seed (fast-check prints it on failure too). */
export function fcSeed(label: string): { seed: number } {
  return { seed: seedIntFor(`fast-check:${label}`) };
}
