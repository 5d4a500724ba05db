/**
 * The Redis match store. Per match, all keys share the hash tag `{matchId}`:
 *   <p>{id}:snap  hash   v, state, sv (the version of state, when older than v), status, meta (JSON), participants (JSON),
 *                        updatedAt, createdAt, setup
 *   <p>{id}:log   stream entry id `<version>-1`, fields i (interaction id), e (entry), at
 *   <p>{id}:seen  set    interaction ids already applied
 *   <p>{id}:dl    zset   deadline key → dueAt (a leased claim: the lease's end);   <p>{id}:dlp hash deadline key → payload
 *   <p>{id}:dll   hash   deadline key → `<lease token>|<dueAt>` while a leased claim holds it
 * Every change to a match is one Lua script over those keys (see redis-scripts.ts): the truth.
 * A finished match is then folded into its snap hash (archive.ts): `arch` (gzip of state, setup and log) and
 * `seenList` replace state, setup, the log stream and the seen set; the read methods read it transparently.
 *
 * Global indexes live on their own keys and are written by separate commands after the script, so they
 * are only hints: readers verify each entry against the match (a stale entry never yields a wrong
 * answer), and `sweep()` repairs what a crash between the script and the index write left behind.
 *   <p>active         zset matchId → createdAt      (active matches)
 *   <p>user:<userId>  zset matchId → createdAt      (a user's active matches)
 *   <p>parts          hash matchId → participants   (to clean user sets after a match expired)
 *   <p>deadlines      zset matchId → a due time ≤ the match's earliest deadline (never later)
 * Links (CreateInput.links) are string keys `<p>link:<name>` → matchId with the TTL of their match, refreshed
 * after every commit; findLink() checks that the match still exists.
 */
import { Cluster, type Redis, type Result } from 'ioredis';
import type { Logger } from '../log.js';
import { openRedis, translateRedisError, type RedisConnectionOptions } from './redis-connection.js';
import { decodeArchive, encodeArchiveAsync, logWindow, type Archive } from './archive.js';
import { ARCHIVE_LUA, CANCEL_LUA, CHECKPOINT_LUA, CLAIM_LUA, COMMIT_LUA, CREATE_LUA, LINK_TTL_LUA, SCHEDULE_LUA, SETTLE_LUA } from './redis-scripts.js';
import type {
  CommitInput,
  CommitResult,
  CreateInput,
  Deadline,
  LogEntry,
  MatchSnapshot,
  MatchStore,
  SweepReport,
} from './types.js';
import {
  StoreInputError, checkCheckpoint, checkCommit, checkCreate, checkId, checkLease, checkLimit, leaseToken, checkString, checkTime, checkTtl, checkVersion,
} from './validate.js';

type Arg = string | number;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    sanamCreate(...args: Arg[]): Result<[string, number], Context>;
    sanamCommit(...args: Arg[]): Result<[string, number, string?, string?, string?], Context>;
    sanamLinkTtl(...args: Arg[]): Result<number, Context>;
    sanamSchedule(...args: Arg[]): Result<string | null, Context>;
    sanamCancel(...args: Arg[]): Result<number, Context>;
    sanamClaim(...args: Arg[]): Result<[string[], string], Context>;
    sanamSettle(...args: Arg[]): Result<number, Context>;
    sanamArchive(...args: Array<Arg | Buffer>): Result<number, Context>;
    sanamCheckpoint(...args: Arg[]): Result<number, Context>;
  }
}

export interface RedisStoreOptions extends RedisConnectionOptions {
  /** Prefix of every key (default "sanam:"); lets several deployments or test runs share one Redis. */
  keyPrefix?: string;
  /** An active match with no commit for this long expires (default 168 h). */
  idleTtlMs?: number;
  /** A finished match stays readable, with its log, this long (default 90 days). */
  archiveTtlMs?: number;
  logger?: Logger;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export class RedisStore implements MatchStore {
  readonly kind = 'redis' as const;
  private readonly p: string;
  private readonly idleTtlMs: number;
  private readonly archiveTtlMs: number;
  private readonly log: Logger | undefined;
  /** Work sent after a commit without waiting for it (link TTLs, a finished match's indexes and archive); close() waits. */
  private readonly pending = new Set<Promise<void>>();
  /** When this process last refreshed a live match's links (oldest first, bounded). */
  private readonly linksRefreshed = new Map<string, number>();

  constructor(
    readonly client: Redis | Cluster,
    opts: Pick<RedisStoreOptions, 'keyPrefix' | 'idleTtlMs' | 'archiveTtlMs' | 'logger'> = {},
  ) {
    this.p = opts.keyPrefix ?? 'sanam:';
    if (/[{}*?[\]\s\\]/.test(this.p)) throw new StoreInputError('keyPrefix must not contain braces, glob characters or spaces');
    this.idleTtlMs = checkTtl('idleTtlMs', opts.idleTtlMs ?? 168 * HOUR);
    this.archiveTtlMs = checkTtl('archiveTtlMs', opts.archiveTtlMs ?? 90 * DAY);
    this.log = opts.logger;
    // defineCommand sends EVALSHA and falls back to EVAL on NOSCRIPT (e.g. after a Redis restart).
    client.defineCommand('sanamCreate', { numberOfKeys: 6, lua: CREATE_LUA });
    client.defineCommand('sanamCommit', { numberOfKeys: 6, lua: COMMIT_LUA });
    client.defineCommand('sanamSchedule', { numberOfKeys: 4, lua: SCHEDULE_LUA });
    client.defineCommand('sanamCancel', { numberOfKeys: 3, lua: CANCEL_LUA });
    client.defineCommand('sanamClaim', { numberOfKeys: 3, lua: CLAIM_LUA });
    client.defineCommand('sanamSettle', { numberOfKeys: 3, lua: SETTLE_LUA });
    client.defineCommand('sanamLinkTtl', { numberOfKeys: 1, lua: LINK_TTL_LUA });
    client.defineCommand('sanamArchive', { numberOfKeys: 3, lua: ARCHIVE_LUA });
    client.defineCommand('sanamCheckpoint', { numberOfKeys: 1, lua: CHECKPOINT_LUA });
  }

  private k(matchId: string, part: 'snap' | 'log' | 'seen' | 'dl' | 'dlp' | 'dll'): string {
    return `${this.p}{${matchId}}:${part}`;
  }
  private get activeKey(): string {
    return `${this.p}active`;
  }
  private get partsKey(): string {
    return `${this.p}parts`;
  }
  private get deadlinesKey(): string {
    return `${this.p}deadlines`;
  }
  private linkKey(link: string): string {
    return `${this.p}link:${link}`;
  }
  private userKey(userId: string): string {
    return `${this.p}user:${userId}`;
  }

  private async run<T>(op: string, f: () => Promise<T>): Promise<T> {
    try {
      return await f();
    } catch (err) {
      throw translateRedisError(err, op);
    }
  }

  async create(input: CreateInput): Promise<CommitResult> {
    const { matchId, interactionId, state, meta, now, participants, links, setup } = checkCreate(input);
    const [status, version] = await this.run('create', () =>
      this.client.sanamCreate(
        this.k(matchId, 'snap'), this.k(matchId, 'seen'), this.k(matchId, 'log'), this.k(matchId, 'dl'), this.k(matchId, 'dlp'), this.k(matchId, 'dll'),
        interactionId, state, JSON.stringify(meta), JSON.stringify(participants), now, this.idleTtlMs, JSON.stringify(links), setup ?? '',
      ),
    );
    if (status !== 'ok') return { ok: false, reason: status as 'duplicate' | 'conflict', version: Number(version) };
    // A link is the way back to the match (e.g. from its thread): written before answering, not a hint.
    await this.run('create', () => Promise.all(links.map((l) => this.client.set(this.linkKey(l), matchId, 'PX', this.idleTtlMs))));
    // Separate commands, not MULTI: these keys live in different Cluster slots.
    await this.hint('create', () =>
      Promise.all([
        this.client.zadd(this.activeKey, now, matchId),
        this.client.hset(this.partsKey, matchId, JSON.stringify(participants)),
        ...participants.map((u) => this.client.zadd(this.userKey(u), now, matchId)),
      ]),
    );
    return { ok: true, version: 0 };
  }

  async load(matchId: string): Promise<MatchSnapshot | null> {
    checkId('matchId', matchId);
    const fields = await this.run('load', () => this.client.hmget(this.k(matchId, 'snap'), ...SNAP_FIELDS));
    return this.snapshot(matchId, fields);
  }

  /**
   * The snapshot and the log entries after its stored state in one round trip: the last TAIL entries of the
   * log are read with it (pipelined), and the part after the stored state's version up to the snapshot's is
   * kept. A later commit landing between the two reads only adds entries past the version, which are dropped.
   * Null tail: not all there (the caller reads the log from the stored state's version).
   */
  async loadWithTail(matchId: string): Promise<{ snap: MatchSnapshot; tail: LogEntry[] | null } | null> {
    checkId('matchId', matchId);
    const res = await this.run('load', () =>
      this.client.pipeline().hmget(this.k(matchId, 'snap'), ...SNAP_FIELDS).xrevrange(this.k(matchId, 'log'), '+', '-', 'COUNT', TAIL).exec());
    const [[err1, fields], [err2, rows]] = res! as [[Error | null, Array<string | null>], [Error | null, Array<[string, string[]]>]];
    if (err1 || err2) throw translateRedisError(err1 ?? err2, 'load');
    const snap = await this.snapshot(matchId, fields);
    if (!snap) return null;
    if (snap.stateVersion === undefined) return { snap, tail: [] };
    const from = snap.stateVersion;
    const tail = rows.map(entryOf).filter((e) => e.version > from && e.version <= snap.version).reverse();
    return { snap, tail: tail.length === snap.version - from ? tail : null };
  }

  private async snapshot(matchId: string, [v, state, status, meta, updatedAt, sv]: Array<string | null>): Promise<MatchSnapshot | null> {
    if (v === null || v === undefined) return null;
    const archived = state === null && status === 'finished' ? await this.archive(matchId) : null;
    return {
      matchId,
      version: Number(v),
      ...(sv !== null && sv !== undefined && archived === null ? { stateVersion: Number(sv) } : {}),
      state: state ?? archived?.state ?? '',
      status: status === 'finished' ? 'finished' : 'active',
      meta: JSON.parse(meta ?? '{}') as Record<string, string>,
      updatedAt: Number(updatedAt),
    };
  }

  async checkpoint(input: { matchId: string; version: number; state: string }): Promise<boolean> {
    const { matchId, version, state } = checkCheckpoint(input);
    return (await this.run('checkpoint', () => this.client.sanamCheckpoint(this.k(matchId, 'snap'), version, state))) === 1;
  }

  async head(matchId: string): Promise<{ version: number; status: MatchSnapshot['status'] } | null> {
    checkId('matchId', matchId);
    const [v, status] = await this.run('head', () => this.client.hmget(this.k(matchId, 'snap'), 'v', 'status'));
    return v === null ? null : { version: Number(v), status: status === 'finished' ? 'finished' : 'active' };
  }

  async readSetup(matchId: string): Promise<string | null> {
    checkId('matchId', matchId);
    const setup = await this.run('readSetup', () => this.client.hget(this.k(matchId, 'snap'), 'setup'));
    if (setup !== null) return setup;
    return (await this.archive(matchId))?.setup ?? null;
  }

  /** The archived form of a finished match, or null when it is live (or gone). */
  private async archive(matchId: string): Promise<Archive | null> {
    const blob = await this.run('archive', () => this.client.hgetBuffer(this.k(matchId, 'snap'), 'arch'));
    return blob ? decodeArchive(blob) : null;
  }

  /**
   * Folds a finished match into one compressed record. Safe to repeat and to race: the script writes only on
   * the finished version it was built from, once. A crash before it leaves the match readable as it was, and
   * sweep() archives it later.
   */
  private async fold(matchId: string, version: number): Promise<void> {
    const [state, setup] = await this.client.hmget(this.k(matchId, 'snap'), 'state', 'setup');
    if (state === null || state === undefined) return;
    const [log, seenIds] = await Promise.all([this.readLog(matchId), this.client.smembers(this.k(matchId, 'seen'))]);
    const blob = await encodeArchiveAsync({ state, setup: setup ?? null, log });
    await this.client.sanamArchive(this.k(matchId, 'snap'), this.k(matchId, 'log'), this.k(matchId, 'seen'), version, blob, `\n${seenIds.join('\n')}\n`);
  }

  async commit(input: CommitInput): Promise<CommitResult> {
    const checked = checkCommit(input);
    const { matchId, expected, interactionId, state, entry, now } = checked;
    const patch = checked.patch === undefined ? '' : JSON.stringify(checked.patch);
    const finished = input.finished === true;
    const [status, version, parts, links, ttl] = await this.run('commit', () =>
      this.client.sanamCommit(
        this.k(matchId, 'snap'), this.k(matchId, 'log'), this.k(matchId, 'seen'), this.k(matchId, 'dl'), this.k(matchId, 'dlp'), this.k(matchId, 'dll'),
        expected, interactionId, state ?? '', entry, now, finished ? '1' : '0', patch, this.idleTtlMs, this.archiveTtlMs, state === undefined ? '0' : '1',
        this.linksDue(matchId) ? '1' : '0',
      ),
    );
    if (status !== 'ok') return { ok: false, reason: status as 'duplicate' | 'conflict' | 'not-found', version: Number(version) };
    if (finished) {
      this.linksRefreshed.delete(matchId);
      // After the answer, not before it: the match is committed and readable as it is (every read method
      // reads either form), the indexes are hints, and a process that dies first leaves the fold to sweep().
      this.background(async () => {
        await this.hint('commit links', () => Promise.all([
          this.unindex(matchId, parseParts(parts)),
          ...parseParts(links).map((l) => this.client.sanamLinkTtl(this.linkKey(l), matchId, Number(ttl))),
        ]));
        await this.hint('archive', () => this.fold(matchId, Number(version)));
      });
    } else if (links) this.refreshLinks(matchId, parseParts(links));
    return { ok: true, version: Number(version) };
  }

  /** Whether this process should refresh a live match's links after its next commit (see refreshLinks). */
  private linksDue(matchId: string): boolean {
    const now = Date.now();
    const last = this.linksRefreshed.get(matchId);
    return last === undefined || now - last >= Math.ceil(this.idleTtlMs / 100) || now < last;
  }

  /**
   * A live match's links get the idle TTL plus a margin of 1%, refreshed at most once per margin by this
   * process: a link so outlives its match by at most the margin (findLink checks the match itself) and costs
   * no command on most commits. The refresh is sent after the commit without waiting: every later command on
   * this connection sees it, and the commit answers one round trip sooner.
   */
  private refreshLinks(matchId: string, links: string[]): void {
    // Redis TTLs run on real time, so this does too (not on the callers' `now`).
    const now = Date.now();
    const margin = Math.ceil(this.idleTtlMs / 100);
    // Remembered for a match without links too, so that its commits stop asking for them.
    this.linksRefreshed.delete(matchId);
    this.linksRefreshed.set(matchId, now);
    if (this.linksRefreshed.size > 20_000) this.linksRefreshed.delete(this.linksRefreshed.keys().next().value!);
    if (links.length === 0) return;
    this.background(() => this.hint('commit links', () =>
      Promise.all(links.map((l) => this.client.sanamLinkTtl(this.linkKey(l), matchId, this.idleTtlMs + margin)))));
  }

  /** Work sent after a commit has answered (never throws: hint() logs); settled() and close() wait for it. */
  private background(task: () => Promise<void>): void {
    const p = task();
    this.pending.add(p);
    // then(f, f), not finally(): finally's promise would carry a rejection of p on, unhandled.
    const forget = () => { this.pending.delete(p); };
    p.then(forget, forget);
  }

  /** Resolves once the work this process sent after its commits (link TTLs, index updates, archiving) is done. */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  async findLink(link: string): Promise<string | null> {
    const key = this.linkKey(checkId('link', link));
    const id = await this.run('findLink', () => this.client.get(key));
    if (id === null) return null;
    const live = await this.run('findLink', () => this.client.exists(this.k(id, 'snap')));
    return live === 1 ? id : null;
  }

  async readLog(matchId: string, afterVersion = 0, limit?: number): Promise<LogEntry[]> {
    checkId('matchId', matchId);
    const after = checkVersion('afterVersion', afterVersion);
    const start = `${after + 1}-0`;
    const max = checkLimit(limit, Number.MAX_SAFE_INTEGER);
    const rows = await this.run('readLog', () =>
      limit === undefined
        ? this.client.xrange(this.k(matchId, 'log'), start, '+')
        : this.client.xrange(this.k(matchId, 'log'), start, '+', 'COUNT', max),
    );
    if (rows.length === 0) {
      const archived = await this.archive(matchId);
      if (archived) return logWindow(archived.log, after, max);
    }
    return rows.map(entryOf);
  }

  async listActive(userId?: string): Promise<string[]> {
    const key = userId === undefined ? this.activeKey : this.userKey(checkId('userId', userId));
    const ids = await this.run('listActive', () => this.client.zrange(key, 0, -1));
    const statuses = await this.run('listActive', () =>
      Promise.all(ids.map((id) => this.client.hget(this.k(id, 'snap'), 'status'))),
    );
    const live: string[] = [];
    const stale: string[] = [];
    ids.forEach((id, i) => (statuses[i] === 'active' ? live : stale).push(id));
    if (stale.length) {
      await this.hint('listActive repair', () => Promise.all([this.forget(stale), this.client.zrem(key, ...stale)]));
    }
    return live;
  }

  async scheduleDeadline(d: Deadline): Promise<boolean> {
    const matchId = checkId('matchId', d.matchId);
    const key = checkId('deadline key', d.key);
    const dueAt = checkTime('dueAt', d.dueAt);
    const payload = checkString('payload', d.payload);
    const earliest = await this.run('scheduleDeadline', () =>
      this.client.sanamSchedule(this.k(matchId, 'snap'), this.k(matchId, 'dl'), this.k(matchId, 'dlp'), this.k(matchId, 'dll'), key, dueAt, payload),
    );
    if (earliest === null) return false;
    // LT: the index may only move earlier here; an early entry costs a claimer one empty look, a late one
    // would delay a timer.
    await this.hint('scheduleDeadline', () => this.client.zadd(this.deadlinesKey, 'LT', Number(earliest), matchId));
    return true;
  }

  async cancelDeadline(matchId: string, key: string): Promise<void> {
    checkId('matchId', matchId);
    checkId('deadline key', key);
    // The index entry is left as it is: too early is harmless, and claimDue corrects it.
    await this.run('cancelDeadline', () => this.client.sanamCancel(this.k(matchId, 'dl'), this.k(matchId, 'dlp'), this.k(matchId, 'dll'), key));
  }

  async claimDue(now: number, limit?: number, leaseMs?: number): Promise<Deadline[]> {
    checkTime('now', now);
    const max = checkLimit(limit, 100);
    const lease = checkLease(leaseMs);
    const token = lease > 0 ? leaseToken() : '';
    const until = lease > 0 ? String(now + lease) : '';
    const claimed: Deadline[] = [];
    // An index entry may be early (its deadline was cancelled, rescheduled later or taken by another
    // process); each round fixes the entries it read, so a few rounds get past them instead of answering
    // "nothing due" while later entries are due.
    for (let round = 0; round < 8 && claimed.length < max; round++) {
      const want = max - claimed.length;
      const ids = await this.run('claimDue', () => this.client.zrangebyscore(this.deadlinesKey, '-inf', now, 'LIMIT', 0, want));
      if (ids.length === 0) break;
      const per = Math.max(1, Math.floor(want / ids.length));
      const batches = await this.run('claimDue', () =>
        Promise.all(ids.map((id) => this.client.sanamClaim(this.k(id, 'dl'), this.k(id, 'dlp'), this.k(id, 'dll'), now, per, until, token))),
      );
      batches.forEach(([flat], i) => {
        const matchId = ids[i]!;
        for (let j = 0; j + 2 < flat.length; j += 3) {
          const d: Deadline = { matchId, key: flat[j]!, dueAt: Number(flat[j + 1]), payload: flat[j + 2]! };
          if (token) d.lease = token;
          claimed.push(d);
        }
      });
      await this.hint('claimDue index', () => Promise.all(ids.map((id, i) => this.reindexDeadline(id, batches[i]![1]))));
    }
    // Same order as the in-process store.
    return claimed.sort((a, b) => a.dueAt - b.dueAt || cmp(a.matchId, b.matchId) || cmp(a.key, b.key));
  }

  async settleDeadline(d: Pick<Deadline, 'matchId' | 'key' | 'lease'>): Promise<boolean> {
    const matchId = checkId('matchId', d.matchId);
    const key = checkId('deadline key', d.key);
    if (!d.lease) return false;
    // The index entry is left: it points at the lease's end, too early at worst, and claimDue corrects it.
    const removed = await this.run('settleDeadline', () =>
      this.client.sanamSettle(this.k(matchId, 'dl'), this.k(matchId, 'dlp'), this.k(matchId, 'dll'), key, d.lease!));
    return removed === 1;
  }

  /**
   * Sets the deadline index entry of a match to the earliest due time just read, then re-reads and lowers
   * it if a deadline was scheduled meanwhile: a concurrent scheduler's LT write either lands after this
   * write or its deadline is seen by the re-read, so the entry never ends up later than the truth.
   */
  private async reindexDeadline(matchId: string, earliest: string): Promise<void> {
    if (earliest === '') await this.client.zrem(this.deadlinesKey, matchId);
    else await this.client.zadd(this.deadlinesKey, Number(earliest), matchId);
    const again = await this.client.zrange(this.k(matchId, 'dl'), 0, 0, 'WITHSCORES');
    if (again.length === 2) await this.client.zadd(this.deadlinesKey, 'LT', Number(again[1]), matchId);
  }

  async sweep(): Promise<SweepReport> {
    return this.run('sweep', async () => {
      let removed = 0;
      let restored = 0;
      // 1. Index entries whose match expired or finished.
      const indexed = await this.client.zrange(this.activeKey, 0, -1);
      const statuses = await Promise.all(indexed.map((id) => this.client.hget(this.k(id, 'snap'), 'status')));
      const stale = indexed.filter((_, i) => statuses[i] !== 'active');
      if (stale.length) await this.forget(stale);
      removed += stale.length;
      const dlIds = await this.client.zrange(this.deadlinesKey, 0, -1);
      const dlLive = await Promise.all(dlIds.map((id) => this.client.exists(this.k(id, 'dl'))));
      const dlStale = dlIds.filter((_, i) => dlLive[i] === 0);
      if (dlStale.length) await this.client.zrem(this.deadlinesKey, ...dlStale);
      removed += dlStale.length;
      // 2. Live matches the indexes missed (a process died between a script and its index write). SCAN sees
      // one node's keys only: on a Cluster every master is scanned.
      const pattern = `${this.p}{*}:snap`;
      const nodes: Redis[] = this.client instanceof Cluster ? this.client.nodes('master') : [this.client];
      for (const node of nodes) {
        let cursor = '0';
        do {
          const [next, keys] = await node.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
          cursor = next;
          const counts = await Promise.all(
            keys.map((snapKey) => this.restore(snapKey.slice(this.p.length + 1, snapKey.length - '}:snap'.length))),
          );
          restored += counts.reduce((a, b) => a + b, 0);
        } while (cursor !== '0');
      }
      return { removed, restored };
    });
  }

  private async restore(matchId: string): Promise<number> {
    const [status, parts, createdAt, v, state] = await this.client.hmget(this.k(matchId, 'snap'), 'status', 'participants', 'createdAt', 'v', 'state');
    // A process that died between a finishing commit and its archive left the match unfolded.
    if (status === 'finished' && state !== null) await this.fold(matchId, Number(v));
    if (status !== 'active') return 0;
    let restored = 0;
    const score = Number(createdAt ?? 0);
    restored += await this.client.zadd(this.activeKey, 'NX', score, matchId);
    await this.client.hset(this.partsKey, matchId, parts ?? '[]');
    for (const u of parseParts(parts ?? '[]')) await this.client.zadd(this.userKey(u), 'NX', score, matchId);
    const first = await this.client.zrange(this.k(matchId, 'dl'), 0, 0, 'WITHSCORES');
    if (first.length === 2) restored += await this.client.zadd(this.deadlinesKey, 'LT', 'CH', Number(first[1]), matchId);
    return restored;
  }

  /** Drops matches (expired or finished) from every index; participants come from the parts hash. */
  private async forget(matchIds: string[]): Promise<void> {
    const parts = await this.client.hmget(this.partsKey, ...matchIds);
    await Promise.all(matchIds.map((id, i) => this.unindex(id, parseParts(parts[i] ?? '[]'))));
  }

  private async unindex(matchId: string, participants: string[]): Promise<void> {
    await Promise.all([
      this.client.zrem(this.activeKey, matchId),
      this.client.hdel(this.partsKey, matchId),
      this.client.zrem(this.deadlinesKey, matchId),
      ...participants.map((u) => this.client.zrem(this.userKey(u), matchId)),
    ]);
  }

  /**
   * Runs an index write. The match itself is already committed, so a failure here is logged, not thrown:
   * the reader's verification hides the stale hint and sweep() repairs it.
   */
  private async hint(op: string, f: () => Promise<unknown>): Promise<void> {
    try {
      await f();
    } catch (err) {
      this.log?.warn({ op, err: (err as Error).message }, 'match store: index update failed; sweep() will repair it');
    }
  }

  async ping(): Promise<boolean> {
    if (this.client.status !== 'ready') return false;
    try {
      return (await this.client.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.settled();
    try {
      await this.client.quit();
    } catch {
      this.client.disconnect();
    }
  }
}

const SNAP_FIELDS = ['v', 'state', 'status', 'meta', 'updatedAt', 'sv'] as const;
/**
 * Log entries read with a snapshot by loadWithTail. A match loaded cold again and again is stored with every
 * commit whose copy replayed 3 actions (match/delta.ts COLD_REPLAY), so its tail is 0–3 and fits. A match
 * played in one process may be up to 31 versions past its stored state; its first cold load (a restart, an
 * evicted copy) then reads the log in a second round trip, rather than every cold load reading 32 entries.
 */
const TAIL = 8;

/** A log stream row (id `<version>-1`, fields i, e, at) as a LogEntry. */
function entryOf([id, fields]: [string, string[]]): LogEntry {
  const f: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) f[fields[i]!] = fields[i + 1]!;
  return { version: Number(id.slice(0, id.indexOf('-'))), interactionId: f.i ?? '', entry: f.e ?? '', at: Number(f.at) };
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function parseParts(json: string | undefined): string[] {
  if (!json) return [];
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Connects (plain URL, Sentinel or Cluster) and returns the store; see redis-connection.ts for the failure policy. */
export async function createRedisStore(opts: RedisStoreOptions): Promise<RedisStore> {
  const client = await openRedis(opts);
  return new RedisStore(client, opts);
}
