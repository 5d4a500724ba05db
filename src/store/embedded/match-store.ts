/**
 * The embedded match store: the default when REDIS_URL is unset. Same contract and refusals as the Redis
 * and in-process stores (the shared suite in test/store runs against all three), kept in an LMDB database
 * in DATA_DIR so that matches survive a restart. Every method is one synchronous LMDB transaction, so each
 * call is atomic, also against another process using the same directory.
 *
 * Keys of the `matches` database (ordered array keys):
 *   ['h', id]               header: snapshot without state, participants, expiry, deadlines, links
 *   ['s', id]               state JSON
 *   ['g', id]               setup (CreateInput.setup)
 *   ['a', id]               a finished match's archive (archive.ts: state, setup and log, compressed),
 *                           which replaces its state, setup and log entries
 *   ['l', id, version]      log entry
 *   ['i', id, interaction]  interaction ids already applied
 *   ['d', at, id, key]      deadline index: at = due time, or a leased claim's end (claimDue reads it in order)
 *   ['k', link]             link → match id
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
} from '../types.js';
import {
  checkCheckpoint, checkCommit, checkCreate, checkId, checkLease, checkLimit, leaseToken, checkString, checkTime, checkTtl, checkVersion,
} from '../validate.js';
import { HIGH, openEmbeddedDb, type EmbeddedDb } from './db.js';
import { decodeArchive, encodeArchive, logWindow, type Archive } from '../archive.js';

interface Header {
  snap: Omit<MatchSnapshot, 'state'>;
  createdAt: number;
  participants: string[];
  expiresAt: number;
  deadlines: Record<string, HeldDeadline>;
  links: string[];
}

interface StoredEntry { i: string; e: string; at: number }

export interface EmbeddedStoreOptions {
  /** The data directory (DATA_DIR). */
  dir: string;
  idleTtlMs: number;
  archiveTtlMs: number;
  /** Clock for expiry (the callers' `now` values are their own business, as with Redis). */
  clock?: () => number;
}

export class EmbeddedMatchStore implements MatchStore {
  readonly kind = 'embedded' as const;
  readonly dir: string;
  private readonly db: EmbeddedDb;
  private readonly idleTtlMs: number;
  private readonly archiveTtlMs: number;
  private readonly clock: () => number;
  private closed = false;

  constructor(opts: EmbeddedStoreOptions) {
    this.idleTtlMs = checkTtl('idleTtlMs', opts.idleTtlMs);
    this.archiveTtlMs = checkTtl('archiveTtlMs', opts.archiveTtlMs);
    this.clock = opts.clock ?? Date.now;
    this.db = openEmbeddedDb(opts.dir);
    this.dir = this.db.path;
  }

  private get m() {
    return this.db.matches;
  }

  async create(input: CreateInput): Promise<CommitResult> {
    this.open();
    const { matchId, interactionId, state, meta, now, participants, links, setup } = checkCreate(input);
    return this.db.tx((): CommitResult => {
      const existing = this.live(matchId);
      if (existing) {
        const seen = this.m.get(['i', matchId, interactionId]) !== undefined;
        return { ok: false, reason: seen ? 'duplicate' : 'conflict', version: existing.snap.version };
      }
      const header: Header = {
        snap: { matchId, version: 0, status: 'active', meta, updatedAt: now },
        createdAt: now, participants, expiresAt: this.clock() + this.idleTtlMs, deadlines: {}, links,
      };
      this.m.putSync(['h', matchId], header);
      this.m.putSync(['s', matchId], state);
      if (setup !== undefined) this.m.putSync(['g', matchId], setup);
      this.m.putSync(['i', matchId, interactionId], 1);
      for (const l of links) this.m.putSync(['k', l], matchId);
      return { ok: true, version: 0 };
    });
  }

  async load(matchId: string): Promise<MatchSnapshot | null> {
    this.open();
    const id = checkId('matchId', matchId);
    return this.db.tx(() => {
      const h = this.live(id);
      return h ? { ...h.snap, state: (this.m.get(['s', id]) as string | undefined) ?? this.archived(id)?.state ?? '' } : null;
    });
  }

  async head(matchId: string): Promise<{ version: number; status: MatchSnapshot['status'] } | null> {
    this.open();
    const id = checkId('matchId', matchId);
    return this.db.tx(() => {
      const h = this.live(id);
      return h ? { version: h.snap.version, status: h.snap.status } : null;
    });
  }

  async readSetup(matchId: string): Promise<string | null> {
    this.open();
    const id = checkId('matchId', matchId);
    return this.db.tx(() => {
      if (!this.live(id)) return null;
      return (this.m.get(['g', id]) as string | undefined) ?? this.archived(id)?.setup ?? null;
    });
  }

  private archived(id: string): Archive | null {
    const blob = this.m.get(['a', id]) as Uint8Array | undefined;
    return blob ? decodeArchive(Buffer.from(blob)) : null;
  }

  /** Folds a finished match's state, setup and log into one compressed value (inside the commit's transaction). */
  private fold(id: string, state: string): void {
    const log = this.entries(id, 0, Number.MAX_SAFE_INTEGER);
    const setup = (this.m.get(['g', id]) as string | undefined) ?? null;
    this.m.putSync(['a', id], encodeArchive({ state, setup, log }));
    for (const e of log) this.m.removeSync(['l', id, e.version]);
    this.m.removeSync(['s', id]);
    this.m.removeSync(['g', id]);
  }

  private entries(id: string, after: number, max: number): LogEntry[] {
    const out: LogEntry[] = [];
    for (const { key, value } of this.m.getRange({ start: ['l', id, after + 1], end: ['l', id, Number.MAX_SAFE_INTEGER], limit: max })) {
      const e = value as StoredEntry;
      out.push({ version: key[2] as number, interactionId: e.i, entry: e.e, at: e.at });
    }
    return out;
  }

  async findLink(link: string): Promise<string | null> {
    this.open();
    const name = checkId('link', link);
    return this.db.tx(() => {
      const id = this.m.get(['k', name]) as string | undefined;
      if (id === undefined) return null;
      if (this.live(id)) return id;
      this.m.removeSync(['k', name]);
      return null;
    });
  }

  async commit(input: CommitInput): Promise<CommitResult> {
    this.open();
    const { matchId, expected, interactionId, state, entry, now, patch } = checkCommit(input);
    return this.db.tx((): CommitResult => {
      const h = this.live(matchId);
      if (!h) return { ok: false, reason: 'not-found', version: 0 };
      const v = h.snap.version;
      if (this.m.get(['i', matchId, interactionId]) !== undefined) return { ok: false, reason: 'duplicate', version: v };
      if (h.snap.status !== 'active' || v !== expected) return { ok: false, reason: 'conflict', version: v };
      const version = v + 1;
      const stored: StoredEntry = { i: interactionId, e: entry, at: now };
      this.m.putSync(['l', matchId, version], stored);
      this.m.putSync(['i', matchId, interactionId], 1);
      // A delta commit (no state) leaves the state at its version; stateVersion says which.
      const stateVersion = state === undefined ? (h.snap.stateVersion ?? v) : undefined;
      if (state !== undefined) this.m.putSync(['s', matchId], state);
      h.snap = { ...withoutStateVersion(h.snap), version, updatedAt: now, meta: patch ? { ...h.snap.meta, ...patch } : h.snap.meta, status: input.finished ? 'finished' : 'active' };
      if (stateVersion !== undefined) h.snap.stateVersion = stateVersion;
      if (input.finished) {
        for (const [key, d] of Object.entries(h.deadlines)) this.m.removeSync(['d', indexedAt(d), matchId, key]);
        h.deadlines = {};
      }
      h.expiresAt = this.clock() + (input.finished ? this.archiveTtlMs : this.idleTtlMs);
      this.m.putSync(['h', matchId], h);
      if (input.finished) this.fold(matchId, state!);
      return { ok: true, version };
    });
  }

  async checkpoint(input: { matchId: string; version: number; state: string }): Promise<boolean> {
    this.open();
    const { matchId, version, state } = checkCheckpoint(input);
    return this.db.tx(() => {
      const h = this.live(matchId);
      if (!h || h.snap.version !== version || h.snap.status !== 'active' || h.snap.stateVersion === undefined) return false;
      this.m.putSync(['s', matchId], state);
      h.snap = withoutStateVersion(h.snap);
      this.m.putSync(['h', matchId], h);
      return true;
    });
  }

  async readLog(matchId: string, afterVersion = 0, limit?: number): Promise<LogEntry[]> {
    this.open();
    const id = checkId('matchId', matchId);
    const after = checkVersion('afterVersion', afterVersion);
    const max = checkLimit(limit, Number.MAX_SAFE_INTEGER);
    return this.db.tx(() => {
      const h = this.live(id);
      if (!h) return [];
      const archived = h.snap.status === 'finished' ? this.archived(id) : null;
      return archived ? logWindow(archived.log, after, max) : this.entries(id, after, max);
    });
  }

  async listActive(userId?: string): Promise<string[]> {
    this.open();
    if (userId !== undefined) checkId('userId', userId);
    return this.db.tx(() => {
      const found = this.headers().filter((h) => h.snap.status === 'active' && (userId === undefined || h.participants.includes(userId)));
      found.sort((a, b) => a.createdAt - b.createdAt || cmp(a.snap.matchId, b.snap.matchId));
      return found.map((h) => h.snap.matchId);
    });
  }

  async scheduleDeadline(d: Deadline): Promise<boolean> {
    this.open();
    const matchId = checkId('matchId', d.matchId);
    const key = checkId('deadline key', d.key);
    const dueAt = checkTime('dueAt', d.dueAt);
    const payload = checkString('payload', d.payload);
    return this.db.tx(() => {
      const h = this.live(matchId);
      if (!h || h.snap.status !== 'active') return false;
      const old = h.deadlines[key];
      if (old) this.m.removeSync(['d', indexedAt(old), matchId, key]);
      h.deadlines[key] = { dueAt, payload };
      this.m.putSync(['d', dueAt, matchId, key], payload);
      this.m.putSync(['h', matchId], h);
      return true;
    });
  }

  async cancelDeadline(matchId: string, key: string): Promise<void> {
    this.open();
    const id = checkId('matchId', matchId);
    const k = checkId('deadline key', key);
    this.db.tx(() => {
      const h = this.live(id);
      const old = h?.deadlines[k];
      if (!h || !old) return;
      this.m.removeSync(['d', indexedAt(old), id, k]);
      delete h.deadlines[k];
      this.m.putSync(['h', id], h);
    });
  }

  async claimDue(now: number, limit?: number, leaseMs?: number): Promise<Deadline[]> {
    this.open();
    checkTime('now', now);
    const max = checkLimit(limit, 100);
    const lease = checkLease(leaseMs);
    const token = lease > 0 ? leaseToken() : '';
    return this.db.tx(() => {
      const due: Array<{ at: number; matchId: string; key: string }> = [];
      // The index is in (time, matchId, key) order; a leased deadline sits at its lease's end.
      for (const { key } of this.m.getRange({ start: ['d', -Number.MAX_VALUE], end: ['d', now, HIGH] })) {
        due.push({ at: key[1] as number, matchId: key[2] as string, key: key[3] as string });
      }
      const claimed: Deadline[] = [];
      for (const d of due) {
        if (claimed.length >= max) break;
        // An expired match's entries go with it (live() drops them); those of a live match are claimed.
        const h = this.live(d.matchId);
        const held = h?.deadlines[d.key];
        if (!h || !held) continue;
        this.m.removeSync(['d', d.at, d.matchId, d.key]);
        const out: Deadline = { matchId: d.matchId, key: d.key, dueAt: held.dueAt, payload: held.payload };
        if (lease === 0) delete h.deadlines[d.key];
        else {
          held.lease = { token, until: now + lease };
          this.m.putSync(['d', held.lease.until, d.matchId, d.key], held.payload);
          out.lease = token;
        }
        this.m.putSync(['h', d.matchId], h);
        claimed.push(out);
      }
      // The contract's order: due time, then match, then key (a re-claimed lease keeps its own due time).
      return claimed.sort((a, b) => a.dueAt - b.dueAt || cmp(a.matchId, b.matchId) || cmp(a.key, b.key));
    });
  }

  async settleDeadline(d: Pick<Deadline, 'matchId' | 'key' | 'lease'>): Promise<boolean> {
    this.open();
    const id = checkId('matchId', d.matchId);
    const k = checkId('deadline key', d.key);
    return this.db.tx(() => {
      const h = this.live(id);
      const held = h?.deadlines[k];
      if (!h || !held?.lease || held.lease.token !== d.lease) return false;
      this.m.removeSync(['d', held.lease.until, id, k]);
      delete h.deadlines[k];
      this.m.putSync(['h', id], h);
      return true;
    });
  }

  async sweep(): Promise<SweepReport> {
    this.open();
    return this.db.tx(() => {
      const ids = [...this.m.getKeys({ start: ['h', ''], end: ['h', HIGH] })].map((k) => k[1] as string);
      let removed = 0;
      for (const id of ids) if (!this.live(id)) removed++;
      for (const { key, value } of [...this.m.getRange({ start: ['k', ''], end: ['k', HIGH] })]) {
        if (this.m.get(['h', value as string]) === undefined) this.m.removeSync(key);
      }
      return { removed, restored: 0 };
    });
  }

  async ping(): Promise<boolean> {
    return !this.closed;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.db.release();
  }

  /** Live headers, dropping expired matches on the way (inside a transaction). */
  private headers(): Header[] {
    const ids = [...this.m.getKeys({ start: ['h', ''], end: ['h', HIGH] })].map((k) => k[1] as string);
    return ids.map((id) => this.live(id)).filter((h): h is Header => h !== undefined);
  }

  /** The match's header if it has not expired; an expired match is deleted on sight, as Redis does with keys. */
  private live(matchId: string): Header | undefined {
    const h = this.m.get(['h', matchId]) as Header | undefined;
    if (!h) return undefined;
    if (h.expiresAt > this.clock()) return h;
    this.drop(matchId, h);
    return undefined;
  }

  private drop(matchId: string, h: Header): void {
    for (const [key, d] of Object.entries(h.deadlines)) this.m.removeSync(['d', indexedAt(d), matchId, key]);
    for (const l of h.links) if (this.m.get(['k', l]) === matchId) this.m.removeSync(['k', l]);
    for (const prefix of ['l', 'i'] as const) {
      const end = prefix === 'l' ? Number.MAX_SAFE_INTEGER : HIGH;
      const start = prefix === 'l' ? 0 : '';
      for (const k of [...this.m.getKeys({ start: [prefix, matchId, start], end: [prefix, matchId, end] })]) this.m.removeSync(k);
    }
    this.m.removeSync(['s', matchId]);
    this.m.removeSync(['g', matchId]);
    this.m.removeSync(['a', matchId]);
    this.m.removeSync(['h', matchId]);
  }

  private open(): void {
    if (this.closed) throw new StoreUnavailableError('the embedded match store is closed');
  }
}

interface HeldDeadline {
  dueAt: number;
  payload: string;
  /** A leased claim (claimDue's leaseMs): the deadline is due again at `until` unless settled. */
  lease?: { token: string; until: number };
}

/** Where a deadline sits in the ['d', time, id, key] index: its lease's end while leased, else its due time. */
function indexedAt(d: HeldDeadline): number {
  return d.lease?.until ?? d.dueAt;
}

function withoutStateVersion<T extends { stateVersion?: number }>(snap: T): T {
  const copy = { ...snap };
  delete copy.stateVersion;
  return copy;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function createEmbeddedStore(opts: EmbeddedStoreOptions): EmbeddedMatchStore {
  return new EmbeddedMatchStore(opts);
}
