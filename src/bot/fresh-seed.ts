/**
 * Where the bot's game randomness comes from: match seeds, the practice opponent's decision seeds, a league's
 * pairing seed. In play: the CSPRNG. Under test only, SANAM_TEST_SEED (which the test suite always sets, see
 * test/support/seed.ts) makes each seed a function of that seed, a label and how many seeds the label has had in
 * this process, so a bot test plays the same games every run and a failing one replays exactly. Ignored under
 * NODE_ENV=production: a seed anyone can compute would tell them every hidden card.
 */
import { createHash, randomBytes } from 'node:crypto';

const counts = new Map<string, number>();

/** `bytes` random bytes as hex; `label` (e.g. the two players' ids) keeps concurrent matches' test seeds apart. */
export function freshSeed(bytes: 16 | 32, label: string): string {
  const base = process.env.SANAM_TEST_SEED;
  if (!base || process.env.NODE_ENV === 'production') return randomBytes(bytes).toString('hex');
  const n = counts.get(label) ?? 0;
  counts.set(label, n + 1);
  return createHash('sha256').update(`sanam-bot:${base}:${label}:${n}`).digest('hex').slice(0, bytes * 2);
}
