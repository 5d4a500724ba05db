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
  /** Serialized engine state (JSON). Opaque to the store. */
  state: string;
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
}

export interface CommitInput {
  matchId: string;
  expectedVersion: number;
  interactionId: string;
  state: string;
  /** The log entry for the new version (expectedVersion + 1). */
  entry: string;
  now: number;
  /** Marks the match finished: it is archived (kept readable for the archive TTL) and leaves the active lists. */
  finished?: boolean;
  /** Replace or add meta fields in the same atomic write. */
  meta?: Record<string, string>;
}

export type CommitResult =
  | { ok: true; version: number }
  | { ok: false; reason: 'duplicate' | 'conflict' | 'not-found'; version: number };

export interface Deadline {
  matchId: string;
  /** Names the timer within the match, e.g. "turn:12" or "afk:p1"; scheduling the same key again replaces it. */
  key: string;
  dueAt: number;
  payload: string;
}

export interface MatchStore {
  readonly kind: 'redis' | 'memory';
  /** Creates a match at version 0. Fails with 'conflict' if the match id exists. */
  create(input: CreateInput): Promise<CommitResult>;
  load(matchId: string): Promise<MatchSnapshot | null>;
  commit(input: CommitInput): Promise<CommitResult>;
  /** Log entries with version > afterVersion, in order. */
  readLog(matchId: string, afterVersion?: number): Promise<LogEntry[]>;
  /** Active (not finished) match ids a user takes part in. */
  listActive(userId?: string): Promise<string[]>;
  scheduleDeadline(d: Deadline): Promise<void>;
  cancelDeadline(matchId: string, key: string): Promise<void>;
  /**
   * Claims up to `limit` deadlines due at or before `now`. Each deadline is handed to exactly one caller
   * across all processes; a claimed deadline is gone from the store.
   */
  claimDue(now: number, limit?: number): Promise<Deadline[]>;
  /** Liveness for health checks and the bot's "try again" path. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Thrown (never returned) when the backing store cannot be reached; callers answer "try again". */
export class StoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreUnavailableError';
  }
}
