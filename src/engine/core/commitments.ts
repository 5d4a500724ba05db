/**
 * Every shuffle publishes SHA-256(canonical {n, seat, pile, order, salt}) at once; the salt and order stay
 * in the hidden part of the state and are revealed only when the match has ended, so both players can
 * check afterwards that no pile was stacked (100.4).
 */
import type { Seat } from './view-types.js';
import type { ShuffleCommitment } from './api-types.js';
import { canonicalJson, sha256Hex } from './hash.js';

export interface ShuffleSecret {
  n: number;
  seat: Seat;
  pile: string;
  /** Card definition ids, bottom first, top last. */
  order: string[];
  salt: string;
}

export function commitmentOf(secret: ShuffleSecret): string {
  return sha256Hex(canonicalJson({ n: secret.n, seat: secret.seat, pile: secret.pile, order: secret.order, salt: secret.salt }));
}

export function toCommitment(secret: ShuffleSecret): ShuffleCommitment {
  return { n: secret.n, seat: secret.seat, pile: secret.pile, commitment: commitmentOf(secret) };
}

/** What a verifier needs: recompute each commitment from its revealed secret. */
export function verifyCommitments(commitments: ShuffleCommitment[], secrets: ShuffleSecret[]): boolean {
  if (commitments.length !== secrets.length) return false;
  return commitments.every((c, i) => {
    const s = secrets[i];
    return !!s && s.n === c.n && commitmentOf(s) === c.commitment;
  });
}
