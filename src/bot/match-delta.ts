/**
 * Delta commits. Most commits send the store only the action's log entry (CommitInput without `state`): the
 * stored state stays at its version, and whoever loads the match replays the log entries after it through
 * the engine's generic apply (with the automatic answers the commit applied, autopass/chain.ts). The commit
 * of every version that is a multiple of SNAPSHOT_EVERY, the last one of a match, and those of matches whose
 * log is not compact send the state: the replay on a cold load is so at most SNAPSHOT_EVERY - 1 actions, and
 * the snapshot plus the log stay the truth on their own. The rule depends on the version alone, so every
 * process agrees on it without knowing which version the stored state has. The engine is deterministic (its randomness lives in the state), so the
 * replay gives the state the committing process had, and the store's compare-and-set still orders commits.
 */
import type { LogEntry, MatchSnapshot, MatchStore } from '../store/types.js';
import { applyLogged } from './autopass/chain.js';
import type { EnginePort } from './engine-port.js';
import { actionOf, autoOf } from './match-log.js';

/**
 * A full state is stored at least every this many versions. A cold load (a process that has not seen the
 * match lately: after a restart, or one of thousands of live matches) replays on average (N - 1) / 2 logged
 * actions, each a whole engine apply and state copy, while the action path pays one JSON encoding of the state
 * every N commits: at 8 a cold load replays 3.5 actions instead of 7.5 (the capacity bench's paced load is
 * almost all cold loads, and its GC and CPU follow the replays), for about 3 µs more per hot action.
 */
export const SNAPSHOT_EVERY = 8;

/** The version of the state a snapshot holds. */
export function stateVersionOf(snap: Pick<MatchSnapshot, 'version' | 'stateVersion'>): number {
  return snap.stateVersion ?? snap.version;
}

/** Whether the commit that makes version `next` must carry the state. */
export function snapshotDue(next: number, finished: boolean, compactLog: boolean, every = SNAPSHOT_EVERY): boolean {
  return finished || !compactLog || next % every === 0;
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
function replayStep(engine: EnginePort, state: unknown, e: LogEntry): { ok: true; state: unknown } | { ok: false; cause?: unknown } {
  const action = actionOf(e);
  if (!action) return { ok: false };
  try {
    const r = applyLogged(engine, state, action, autoOf(e));
    return r.ok ? { ok: true, state: r.state } : { ok: false };
  } catch (cause) {
    return { ok: false, cause };
  }
}

/**
 * The state at `snap.version`: the stored state with the logged actions after it applied in order. `tail`:
 * those log entries when the store read them with the snapshot (MatchStore.loadWithTail), else they are read.
 */
export async function latestState(engine: EnginePort, store: MatchStore, snap: MatchSnapshot, tail?: LogEntry[] | null): Promise<{ state: unknown; json: string | undefined }> {
  const parsed = JSON.parse(snap.state) as unknown;
  if (snap.stateVersion === undefined || snap.stateVersion >= snap.version) return { state: parsed, json: snap.state };
  let state = parsed;
  const entries = tail ?? (await store.readLog(snap.matchId, snap.stateVersion, snap.version - snap.stateVersion));
  for (const e of entries) {
    const r = replayStep(engine, state, e);
    if (!r.ok) throw new ReplayDivergedError(snap.matchId, e.version, r.cause === undefined ? undefined : { cause: r.cause });
    state = r.state;
  }
  if (entries.at(-1)?.version !== snap.version) throw new ReplayDivergedError(snap.matchId, snap.version);
  return { state, json: undefined };
}

/**
 * A snapshot of `state` at `fields.version` whose `state` JSON is written only if somebody reads it: the delta
 * path never needs it, and the few readers (the first state kept for judges, tests) still get it.
 */
export function snapshotOf(fields: Omit<MatchSnapshot, 'state' | 'stateVersion'>, state: unknown, json?: string, stateVersion?: number): MatchSnapshot {
  let text = json;
  const snap = { ...fields } as MatchSnapshot;
  // The stored state's version, kept while it is older than this snapshot (the next delta counts from it).
  if (stateVersion !== undefined && stateVersion < fields.version) snap.stateVersion = stateVersion;
  Object.defineProperty(snap, 'state', { enumerable: true, configurable: true, get: () => (text ??= JSON.stringify(state)) });
  return snap;
}

/** What catchUp needs of a cached match (match-service's LoadedMatch). */
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
export async function catchUp(engine: EnginePort, store: MatchStore, copy: CachedCopy, maxActions = 2 * SNAPSHOT_EVERY): Promise<{ snap: MatchSnapshot; state: unknown } | null> {
  const { matchId, version, meta } = copy.snap;
  if (copy.snap.status !== 'active') return null;
  const entries = await store.readLog(matchId, version, maxActions + 1);
  if (entries.length === 0 || entries.length > maxActions) return null;
  let state = copy.state;
  for (const [i, e] of entries.entries()) {
    const r = e.version === version + i + 1 ? replayStep(engine, state, e) : null;
    if (!r?.ok) return null;
    state = r.state;
  }
  if (engine.result(state) !== null) return null;
  const last = entries.at(-1)!;
  const stored = Math.floor(last.version / SNAPSHOT_EVERY) * SNAPSHOT_EVERY;
  const snap = snapshotOf({ matchId, version: last.version, status: 'active', meta, updatedAt: last.at }, state, undefined, Math.max(stored, stateVersionOf(copy.snap)));
  return { snap, state };
}
