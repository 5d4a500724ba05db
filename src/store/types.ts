/**
 * The match store contract. Two implementations (Redis, in-process memory) must behave identically;
 * the shared test suite in test/store runs against both.
 *
 * A match is a snapshot (state JSON + version) plus an append-only action log whose entries carry
 * versions 1..N with no gaps, a set of interaction ids already applied, and per-match deadlines.
 * A commit is one atomic compare-and-set: duplicate interaction id or wrong expected version are
 * refused before anything is written.
 */

export interface MatchSnapshot {
  matchId: string;
  version: number;
  /** Serialized engine state (JSON) at `stateVersion`. Opaque to the store. */
  state: string;
  /**
   * The version `state` belongs to, present only when it is older than `version`: the commits after it sent
   * no state (CommitInput.state), and the caller rebuilds the latest state by replaying their log entries
   * (readLog(matchId, stateVersion)). Absent: `state` is at `version`.
   */
  stateVersion?: number;
  status: 'active' | 'finished';
  /** Small public metadata the bot needs without parsing the state (game, seats' user ids, channel/thread ids...). */
  meta: Record<string, string>;
  /** Epoch ms of the last commit (set by the caller: the store has no opinion on clocks). */
  updatedAt: number;
}

export interface LogEntry {
  version: number;
  interactionId: string;
  /** Serialized action/event record (JSON). Opaque to the store. */
  entry: string;
  at: number;
}

export interface CreateInput {
  matchId: string;
  state: string;
  meta: Record<string, string>;
  /** User ids that take part, for listing a user's matches. */
  participants: string[];
  interactionId: string;
  /** The creation record stored as log entry version 0 is NOT written; the log starts at version 1. */
  now: number;
  /**
   * Names that lead to this match while it lives (e.g. "thread:<channel id>"), found with findLink(). A link
   * expires with its match; a later match created with the same link takes it over.
   */
  links?: string[];
  /**
   * What the match was created from (serialized, opaque to the store), kept with the match and its archive so
   * that the match can be replayed from its setup and ordered log (readSetup + readLog).
   */
  setup?: string;
}

export interface CommitInput {
  matchId: string;
  expectedVersion: number;
  interactionId: string;
  /**
   * The new state; omitted, the stored state stays as it was (a delta commit: the log entry alone records
   * the change, and load() reports the older stateVersion). A finishing commit must carry it.
   */
  state?: string;
  /** The log entry for the new version (expectedVersion + 1). */
  entry: string;
  now: number;
  /**
   * Marks the match finished: it is archived (kept readable with its log for the archive TTL), leaves the
   * active lists and loses its pending deadlines. A finished match accepts no further commit ('conflict').
   */
  finished?: boolean;
  /** Replace or add meta fields in the same atomic write. */
  meta?: Record<string, string>;
}

/**
 * `version` is the match's current version after the call (0 with 'not-found'). Checks run in this order:
 * not-found, duplicate (interaction id already applied), conflict (finished, or wrong expected version).
 */
export type CommitResult =
  | { ok: true; version: number }
  | { ok: false; reason: 'duplicate' | 'conflict' | 'not-found'; version: number };

export interface Deadline {
  matchId: string;
  /** Names the timer within the match, e.g. "turn:12" or "afk:p1"; scheduling the same key again replaces it. */
  key: string;
  dueAt: number;
  payload: string;
  /**
   * Set on a deadline claimed with a lease (claimDue's leaseMs): the claim's token, to hand back to
   * settleDeadline once the deadline has been acted on.
   */
  lease?: string;
}

export interface MatchStore {
  /** redis: shared and durable; embedded: durable on this machine (DATA_DIR); memory: this process only. */
  readonly kind: 'redis' | 'memory' | 'embedded';
  /** Creates a match at version 0. Fails with 'conflict' if the match id exists. */
  create(input: CreateInput): Promise<CommitResult>;
  load(matchId: string): Promise<MatchSnapshot | null>;
  /**
   * Optional: load() and, in the same step, the log entries after the snapshot's stateVersion up to its
   * version (`tail`, null when the store did not get all of them and the caller must readLog). The Redis
   * store reads both in one round trip; a store without it is read with load() then readLog().
   */
  loadWithTail?(matchId: string): Promise<{ snap: MatchSnapshot; tail: LogEntry[] | null } | null>;
  /**
   * Stores `state` as a live match's state at `version`, when the match is still at exactly that version and
   * its stored state is older (a delta commit left it behind): afterwards load() needs no replay. The caller
   * passes the state the log leads to (its engine rebuilt it). A process about to be replaced by a build
   * whose engine may replay logged actions differently calls this for every live match first (see
   * MatchService.checkpointLive). Returns whether it wrote; nothing else changes (version, log, TTLs).
   */
  checkpoint(input: { matchId: string; version: number; state: string }): Promise<boolean>;
  /** The version and status alone (no state): a cheap check that a cached copy is still the latest. */
  head(matchId: string): Promise<{ version: number; status: MatchSnapshot['status'] } | null>;
  /** The setup given at create (CreateInput.setup), also after the match is finished and archived; null if none. */
  readSetup(matchId: string): Promise<string | null>;
  /** The id of the live match a link (see CreateInput.links) leads to, or null. */
  findLink(link: string): Promise<string | null>;
  commit(input: CommitInput): Promise<CommitResult>;
  /** Log entries with version > afterVersion, in order; at most `limit` of them when given. */
  readLog(matchId: string, afterVersion?: number, limit?: number): Promise<LogEntry[]>;
  /** Active (not finished) match ids a user takes part in. */
  listActive(userId?: string): Promise<string[]>;
  /**
   * Schedules (or replaces, by key) a deadline. Returns false, and stores nothing, when the match does not
   * exist or is finished: a timer must never outlive its match.
   */
  scheduleDeadline(d: Deadline): Promise<boolean>;
  cancelDeadline(matchId: string, key: string): Promise<void>;
  /**
   * Claims up to `limit` deadlines due at or before `now`. Each claim hands a deadline to exactly one caller
   * across all processes.
   * - Without `leaseMs` (or 0), a claimed deadline is gone from the store: at most once, lost if the caller
   *   dies before acting on it.
   * - With `leaseMs`, the claim is a lease: the deadline stays, hidden from claimers until `now + leaseMs`,
   *   then is due again (with a new token) unless the caller settled it (settleDeadline) or it was
   *   rescheduled or cancelled meanwhile. A caller killed between claim and settle so loses nothing; its
   *   handler must be idempotent (the timers check the match version), since a slow caller whose lease ran
   *   out may act on it as well as the next claimer. A re-claimed deadline keeps its own dueAt.
   */
  claimDue(now: number, limit?: number, leaseMs?: number): Promise<Deadline[]>;
  /**
   * Ends a leased claim: removes the deadline if it is still held by that lease (d.lease); a deadline
   * rescheduled, cancelled or re-claimed since is left as it is. Returns whether it was removed.
   */
  settleDeadline(d: Pick<Deadline, 'matchId' | 'key' | 'lease'>): Promise<boolean>;
  /**
   * Housekeeping, safe to run from every process at any time (e.g. at start-up and every few minutes):
   * drops expired matches (memory) or repairs the global indexes, which are only hints (Redis).
   */
  sweep(): Promise<SweepReport>;
  /** Liveness for health checks and the bot's "try again" path. Never throws. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface SweepReport {
  /** Index entries (or in-process matches) removed because their match expired or finished. */
  removed: number;
  /** Index entries added back for live matches the indexes had missed. */
  restored: number;
}

/**
 * Thrown (never returned) when the backing store cannot be reached; callers answer "try again".
 * A commit that fails this way may or may not have been applied (the reply was lost): retrying with the
 * same interaction id is safe — it answers 'duplicate' if the first attempt landed.
 */
export class StoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreUnavailableError';
  }
}
