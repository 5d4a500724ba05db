/**
 * Boards only move forward (issue 27). Every process may publish any match (any process handles any
 * interaction and fires any timer), and each publishes the version it loaded; without a shared record two
 * processes' edits can land out of order and leave an older board, hand panel or end message showing. So the
 * key-value store keeps, per match and published message, the last version claimed for it, and a publish goes
 * ahead only when its version is newer (KeyValueRepo.raiseTo: one atomic step in Redis, the embedded
 * transaction or memory). A process that loses the claim publishes nothing: the winner shows something newer.
 *
 * The claim is taken before the edit, so an edit claimed earlier can still land later than a newer one. The
 * publisher therefore reads the record again after each edit: a newer claim there means its edit may have
 * covered a newer one, and it edits again with the newest match (an equal claim is then allowed).
 */
import type { KeyValueRepo } from '../store/kv.js';

/** Which published message: the board (whichever message holds it this turn), the end message, one hand panel. */
export type PublishedMessage = 'board' | 'end' | `panel:${string}`;

/** As long as a board message is remembered (publisher.ts): abandoned matches' records expire. */
const PUBLISHED_TTL_MS = 30 * 24 * 3600_000;

export class PublishedVersions {
  constructor(private readonly kv: KeyValueRepo) {}

  private key(matchId: string, what: PublishedMessage): string { return `published:${matchId}:${what}`; }

  /**
   * Claims `version` of `what`: true when nothing newer was claimed before (nor the same version, unless `again`:
   * a re-edit after a lost ordering shows a version another process claimed too).
   */
  async claim(matchId: string, what: PublishedMessage, version: number, again = false): Promise<boolean> {
    const prev = await this.kv.raiseTo(this.key(matchId, what), version, PUBLISHED_TTL_MS);
    return prev === null || prev < version || (again && prev === version);
  }

  /** The newest version claimed for `what` (-1 when none). */
  async latest(matchId: string, what: PublishedMessage): Promise<number> {
    const raw = await this.kv.get(this.key(matchId, what));
    const n = raw === null ? NaN : Number(raw);
    return Number.isFinite(n) ? n : -1;
  }
}
