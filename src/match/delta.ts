/**
 * Delta commits. Most commits send the store only the action's log entry (CommitInput without `state`): the
 * stored state stays at its version, and whoever loads the match replays the log entries after it through
 * the engine's generic apply (with the automatic answers the commit applied, replay.ts). The engine is
 * deterministic (its randomness lives in the state), so the replay gives the state the committing process
 * had, and the store's compare-and-set still orders commits; the snapshot plus the log stay the truth.
 *
 * When a commit also carries the state is a trade of two costs: storing it (a JSON encoding and ~19 KB sent,
 * ~130 µs) against replaying the actions after it on every cold load (~45 µs each). A match played in one
 * process is loaded cold rarely (its copy is cached), so storing often is wasted there; a match loaded cold
 * again and again (thousands of live matches, a restart, a process that had not seen it) pays the replay
 * every time. So the state goes with a commit (snapshotDue) when
 *  - the stored state would otherwise fall MAX_TAIL versions behind: a bound on any load's replay;
 *  - the copy it was committed on had to replay COLD_REPLAY or more logged actions: the next cold load of
 *    the match replays nothing (a match loaded cold for every action replays 0–3 and is stored every 4 versions);
 *  - the match ends, or its log is not compact (it cannot be replayed).
 * A compact entry records whether its commit stored the state, so a copy caught up from the log knows which
 * version the store holds without asking (catchUp).
 */
import type { LogEntry, MatchSnapshot, MatchStore } from '../store/types.js';
import { applyLogged } from './replay.js';
import type { EnginePort } from './engine-port.js';
import { replayable } from './log.js';

/** The stored state is never this many versions behind the match: the commit that would make it so carries the state. */
export const MAX_TAIL = 32;

/** A commit on a copy built by replaying at least this many logged actions carries the state. */
export const COLD_REPLAY = 3;

/** The most logged actions a cached copy is caught up by before a full load is cheaper. */
const CATCH_UP_MAX = 16;

/** The version of the state a snapshot holds. */
export function stateVersionOf(snap: Pick<MatchSnapshot, 'version' | 'stateVersion'>): number {
  return snap.stateVersion ?? snap.version;
}

/** What decides whether the commit making version `next` carries the state (see the top of this file). */
export interface SnapshotFacts {
  next: number;
  /** The version of the state the store holds, as the committing copy knows it (never above the truth). */
  stored: number;
  /** How many logged actions were replayed to build the committing copy (0 after its own commit). */
  replayed: number;
  finished: boolean;
  compactLog: boolean;
}

export function snapshotDue(f: SnapshotFacts): boolean {
  return f.finished || !f.compactLog || f.next - f.stored >= MAX_TAIL || f.replayed >= COLD_REPLAY;
}

/** Thrown when the logged actions after a snapshot do not replay: the stored match is not what this engine made. */
export class ReplayDivergedError extends Error {
  constructor(matchId: string, version: number, options?: { cause?: unknown }) {
    super(`match ${matchId}: the logged action of version ${version} does not apply to the replayed state`, options);
    this.name = 'ReplayDivergedError';
  }
}

/**
 * A logged action applied again, or null when the engine refuses it or throws. A throw is what an engine whose
 * rules changed since the action was logged may do (a deploy between two commits of a live match): it is the
 * same divergence as a refusal, not a crash of the caller.
 */
function replayStep(engine: EnginePort, state: unknown, e: LogEntry): { ok: true; state: unknown; storesState: boolean } | { ok: false; cause?: unknown } {
  const { action, auto, storesState } = replayable(e);
  if (!action) return { ok: false };
  try {
    const r = applyLogged(engine, state, action, auto);
    return r.ok ? { ok: true, state: r.state, storesState } : { ok: false };
  } catch (cause) {
    return { ok: false, cause };
  }
}

/**
 * The state at `snap.version`: the stored state with the logged actions after it applied in order. `tail`:
 * those log entries when the store read them with the snapshot (MatchStore.loadWithTail), else they are read.
 */
export async function latestState(engine: EnginePort, store: MatchStore, snap: MatchSnapshot, tail?: LogEntry[] | null): Promise<{ state: unknown; json: string | undefined; replayed: number }> {
  const parsed = JSON.parse(snap.state) as unknown;
  if (snap.stateVersion === undefined || snap.stateVersion >= snap.version) return { state: parsed, json: snap.state, replayed: 0 };
  let state = parsed;
  const entries = tail ?? (await store.readLog(snap.matchId, snap.stateVersion, snap.version - snap.stateVersion));
  for (const e of entries) {
    const r = replayStep(engine, state, e);
    if (!r.ok) throw new ReplayDivergedError(snap.matchId, e.version, r.cause === undefined ? undefined : { cause: r.cause });
    state = r.state;
  }
  if (entries.at(-1)?.version !== snap.version) throw new ReplayDivergedError(snap.matchId, snap.version);
  return { state, json: undefined, replayed: entries.length };
}

/**
 * Where a lazy snapshot's state JSON comes from: the live state, and its text once written. Private fields
 * and one getter shared by every snapshot, not a closure per snapshot: with a getter closure of its own per
 * snapshot (most likely held by the snapshot's own map, which only a full collection frees), or with a
 * WeakMap from snapshot to state, every state an action made outlived the young generation and waited for a
 * full collection (issue 34, measured: ~7 KiB of copies per action, ~40% of what the action path promoted).
 */
class LazyState {
  readonly #live: unknown;
  #text: string | undefined;
  constructor(live: unknown, text: string | undefined) {
    this.#live = live;
    this.#text = text;
  }
  static text(s: LazyState): string {
    return (s.#text ??= JSON.stringify(s.#live));
  }
}

/** The `state` of every lazy snapshot: an own enumerable property, as a stored snapshot's (spread and JSON keep it). */
const STATE_PROPERTY: PropertyDescriptor = {
  enumerable: true,
  configurable: true,
  get(this: LazyState): string {
    return LazyState.text(this);
  },
};

/**
 * A snapshot of `state` at `fields.version` whose `state` JSON is written only if somebody reads it: the delta
 * path never needs it, and the few readers (the first state kept for judges, tests) still get it.
 */
export function snapshotOf(fields: Omit<MatchSnapshot, 'state' | 'stateVersion'>, state: unknown, json?: string, stateVersion?: number): MatchSnapshot {
  const snap = Object.assign(new LazyState(state, json), fields) as unknown as MatchSnapshot;
  // The stored state's version, kept while it is older than this snapshot (the next delta counts from it).
  if (stateVersion !== undefined && stateVersion < fields.version) snap.stateVersion = stateVersion;
  Object.defineProperty(snap, 'state', STATE_PROPERTY);
  return snap;
}

/** What catchUp needs of a cached match (service.ts's LoadedMatch). */
export interface CachedCopy { snap: MatchSnapshot; state: unknown }

/**
 * A cached copy brought to the stored version by the logged actions after it — the commits another process
 * made since — in one read of the log, without the stored state. The log is one chain of versions, each
 * committed on the one before and written in the same atomic step as the version, so the entries after the
 * copy's version are exactly the commits since, and replaying them from a copy that was stored at its version
 * gives the stored state. Null when that cannot be done exactly (nothing after the copy: the match is gone or
 * unchanged; an entry without an action, as a judge's step; a gap; a match that ended, whose status and
 * archive a full load reads); the caller then loads the match in full.
 */
export async function catchUp(engine: EnginePort, store: MatchStore, copy: CachedCopy, maxActions = CATCH_UP_MAX): Promise<{ snap: MatchSnapshot; state: unknown; replayed: number } | null> {
  const { matchId, version, meta } = copy.snap;
  if (copy.snap.status !== 'active') return null;
  const entries = await store.readLog(matchId, version, maxActions + 1);
  if (entries.length === 0 || entries.length > maxActions) return null;
  let state = copy.state;
  // The store's state is the copy's, or the latest one a commit since stored (its entry says so).
  let stored = stateVersionOf(copy.snap);
  for (const [i, e] of entries.entries()) {
    const r = e.version === version + i + 1 ? replayStep(engine, state, e) : null;
    if (!r?.ok) return null;
    state = r.state;
    if (r.storesState) stored = e.version;
  }
  if (engine.result(state) !== null) return null;
  const last = entries.at(-1)!;
  const snap = snapshotOf({ matchId, version: last.version, status: 'active', meta, updatedAt: last.at }, state, undefined, stored);
  return { snap, state, replayed: entries.length };
}
