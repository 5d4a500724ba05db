/**
 * The in-process match store: the embedded default when REDIS_URL is unset. Same contract and same
 * refusals as the Redis store (the shared suite in test/store runs against both). Every method does all
 * its work synchronously before its promise settles, so each call is atomic within this process — the
 * in-process equivalent of one Lua script.
 */
import {
  StoreUnavailableError,
  type CommitInput,
  type CommitResult,
  type CreateInput,
  type Deadline,
  type LogEntry,
  type MatchSnapshot,
  type MatchStore,
  type SweepReport,
} from './types.js';
import {
  checkCheckpoint, checkCommit, checkCreate, checkId, checkLease, checkLimit, leaseToken, checkString, checkTime, checkTtl, checkVersion,
} from './validate.js';

interface StoredMatch {
  snap: MatchSnapshot;
  createdAt: number;
  participants: string[];
  setup: string | null;
  log: LogEntry[];
  seen: Set<string>;
  deadlines: Map<string, { dueAt: number; payload: string; lease?: { token: string; until: number } }>;
  /** Clock time after which the match is gone, like a Redis key TTL. */
  expiresAt: number;
}

/** The matches themselves; several store objects may share one, as several connections share a Redis. */
export class MemoryMatches {
  readonly matches = new Map<string, StoredMatch>();
  /** link → match id; an entry counts only while its match lives, so it expires with it. */
  readonly links = new Map<string, string>();
}

export interface MemoryStoreOptions {
  idleTtlMs: number;
  archiveTtlMs: number;
  /** Clock for expiry (the callers' `now` values are their own business, as with Redis). */
  clock?: () => number;
  /** Share matches between store objects (tests use this to stand for several connections). */
  data?: MemoryMatches;
}

export class MemoryStore implements MatchStore {
  readonly kind = 'memory' as const;
  readonly data: MemoryMatches;
  private readonly idleTtlMs: number;
  private readonly archiveTtlMs: number;
  private readonly clock: () => number;
  private closed = false;

  constructor(opts: MemoryStoreOptions) {
    this.idleTtlMs = checkTtl('idleTtlMs', opts.idleTtlMs);
    this.archiveTtlMs = checkTtl('archiveTtlMs', opts.archiveTtlMs);
    this.clock = opts.clock ?? Date.now;
    this.data = opts.data ?? new MemoryMatches();
  }

  async create(input: CreateInput): Promise<CommitResult> {
    this.open();
    const { matchId, interactionId, state, meta, now, participants, links, setup } = checkCreate(input);
    const existing = this.live(matchId);
    if (existing) {
      return { ok: false, reason: existing.seen.has(interactionId) ? 'duplicate' : 'conflict', version: existing.snap.version };
    }
    this.data.matches.set(matchId, {
      snap: { matchId, version: 0, state, status: 'active', meta, updatedAt: now },
      createdAt: now,
      participants,
      setup: setup ?? null,
      log: [],
      seen: new Set([interactionId]),
      deadlines: new Map(),
      expiresAt: this.clock() + this.idleTtlMs,
    });
    for (const l of links) this.data.links.set(l, matchId);
    return { ok: true, version: 0 };
  }

  async load(matchId: string): Promise<MatchSnapshot | null> {
    this.open();
    const m = this.live(checkId('matchId', matchId));
    return m ? { ...m.snap, meta: { ...m.snap.meta } } : null;
  }

  async head(matchId: string): Promise<{ version: number; status: MatchSnapshot['status'] } | null> {
    this.open();
    const m = this.live(checkId('matchId', matchId));
    return m ? { version: m.snap.version, status: m.snap.status } : null;
  }

  async readSetup(matchId: string): Promise<string | null> {
    this.open();
    return this.live(checkId('matchId', matchId))?.setup ?? null;
  }

  async findLink(link: string): Promise<string | null> {
    this.open();
    const id = this.data.links.get(checkId('link', link));
    if (id === undefined) return null;
    if (this.live(id)) return id;
    this.data.links.delete(link);
    return null;
  }

  async commit(input: CommitInput): Promise<CommitResult> {
    this.open();
    const { matchId, expected, interactionId, state, entry, now, patch } = checkCommit(input);
    const m = this.live(matchId);
    if (!m) return { ok: false, reason: 'not-found', version: 0 };
    const v = m.snap.version;
    if (m.seen.has(interactionId)) return { ok: false, reason: 'duplicate', version: v };
    if (m.snap.status !== 'active' || v !== expected) return { ok: false, reason: 'conflict', version: v };
    const version = v + 1;
    m.log.push({ version, interactionId, entry, at: now });
    m.seen.add(interactionId);
    // A delta commit (no state) leaves the state at its version; stateVersion says which.
    const rest = { ...m.snap };
    delete rest.stateVersion;
    m.snap = {
      ...rest,
      version,
      ...(state === undefined ? { stateVersion: m.snap.stateVersion ?? v } : { state }),
      updatedAt: now,
      meta: patch ? { ...m.snap.meta, ...patch } : m.snap.meta,
      status: input.finished ? 'finished' : 'active',
    };
    if (input.finished) m.deadlines.clear();
    m.expiresAt = this.clock() + (input.finished ? this.archiveTtlMs : this.idleTtlMs);
    return { ok: true, version };
  }

  async checkpoint(input: { matchId: string; version: number; state: string }): Promise<boolean> {
    this.open();
    const { matchId, version, state } = checkCheckpoint(input);
    const m = this.live(matchId);
    if (!m || m.snap.version !== version || m.snap.status !== 'active' || m.snap.stateVersion === undefined) return false;
    const rest = { ...m.snap };
    delete rest.stateVersion;
    m.snap = { ...rest, state };
    return true;
  }

  async readLog(matchId: string, afterVersion = 0, limit?: number): Promise<LogEntry[]> {
    this.open();
    const m = this.live(checkId('matchId', matchId));
    const after = checkVersion('afterVersion', afterVersion);
    const max = checkLimit(limit, Number.MAX_SAFE_INTEGER);
    // Entry i holds version i + 1: the log has no gaps by construction.
    return m ? m.log.slice(after, after + max).map((e) => ({ ...e })) : [];
  }

  async listActive(userId?: string): Promise<string[]> {
    this.open();
    if (userId !== undefined) checkId('userId', userId);
    const found: StoredMatch[] = [];
    for (const id of [...this.data.matches.keys()]) {
      const m = this.live(id);
      if (m && m.snap.status === 'active' && (userId === undefined || m.participants.includes(userId))) found.push(m);
    }
    // Same order as the Redis sorted sets: creation time, then id.
    found.sort((a, b) => a.createdAt - b.createdAt || (a.snap.matchId < b.snap.matchId ? -1 : 1));
    return found.map((m) => m.snap.matchId);
  }

  async scheduleDeadline(d: Deadline): Promise<boolean> {
    this.open();
    const m = this.live(checkId('matchId', d.matchId));
    const key = checkId('deadline key', d.key);
    const dueAt = checkTime('dueAt', d.dueAt);
    const payload = checkString('payload', d.payload);
    if (!m || m.snap.status !== 'active') return false;
    m.deadlines.set(key, { dueAt, payload });
    return true;
  }

  async cancelDeadline(matchId: string, key: string): Promise<void> {
    this.open();
    const m = this.live(checkId('matchId', matchId));
    m?.deadlines.delete(checkId('deadline key', key));
  }

  async claimDue(now: number, limit?: number, leaseMs?: number): Promise<Deadline[]> {
    this.open();
    checkTime('now', now);
    const max = checkLimit(limit, 100);
    const lease = checkLease(leaseMs);
    const due: Deadline[] = [];
    for (const id of [...this.data.matches.keys()]) {
      const m = this.live(id);
      if (!m) continue;
      // A leased deadline is due again when its lease runs out, not at its own due time.
      for (const [key, d] of m.deadlines) if ((d.lease?.until ?? d.dueAt) <= now) due.push({ matchId: id, key, dueAt: d.dueAt, payload: d.payload });
    }
    due.sort((a, b) => a.dueAt - b.dueAt || cmp(a.matchId, b.matchId) || cmp(a.key, b.key));
    const claimed = due.slice(0, max);
    const token = lease > 0 ? leaseToken() : '';
    for (const d of claimed) {
      const deadlines = this.data.matches.get(d.matchId)!.deadlines;
      if (lease === 0) deadlines.delete(d.key);
      else {
        deadlines.get(d.key)!.lease = { token, until: now + lease };
        d.lease = token;
      }
    }
    return claimed;
  }

  async settleDeadline(d: Pick<Deadline, 'matchId' | 'key' | 'lease'>): Promise<boolean> {
    this.open();
    const m = this.live(checkId('matchId', d.matchId));
    const key = checkId('deadline key', d.key);
    const held = m?.deadlines.get(key);
    if (!held?.lease || held.lease.token !== d.lease) return false;
    m!.deadlines.delete(key);
    return true;
  }

  async sweep(): Promise<SweepReport> {
    this.open();
    let removed = 0;
    for (const id of [...this.data.matches.keys()]) if (!this.live(id)) removed++;
    for (const [link, id] of [...this.data.links]) if (!this.data.matches.has(id)) this.data.links.delete(link);
    return { removed, restored: 0 };
  }

  async ping(): Promise<boolean> {
    return !this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  /** The match if it has not expired; an expired one is dropped on sight, as Redis does with keys. */
  private live(matchId: string): StoredMatch | undefined {
    const m = this.data.matches.get(matchId);
    if (m && m.expiresAt <= this.clock()) {
      this.data.matches.delete(matchId);
      return undefined;
    }
    return m;
  }

  private open(): void {
    if (this.closed) throw new StoreUnavailableError('the in-process match store is closed');
  }
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function createMemoryStore(opts: MemoryStoreOptions): MemoryStore {
  return new MemoryStore(opts);
}
