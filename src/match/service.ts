/**
 * Load → engine.apply → compare-and-set save. The store's commit is the only arbiter: a click carries the
 * version it was drawn at, so a lost race or a second click on the same prompt is refused ("stale") and a
 * re-delivered interaction is refused by its id ("duplicate"). Actions not tied to a drawn board (concede,
 * timers) retry on conflict against the fresh state.
 *
 * Parsed matches are cached per process by match id and version, and an action starts from the cached copy
 * without reading the store: the commit's compare-and-set is the check that it was the latest (a stale copy
 * is refused, dropped, and the action retried on the stored match). An answer given without a commit
 * (not your turn, a rule error...) is first checked against the stored version, and load() always asks the
 * store for the version, so another process's commits are always seen.
 *
 * A commit whose outcome is unknown (the store timed out or the connection dropped after sending it) is
 * resolved before answering: the same commit is sent again, and the store's checks (interaction id seen,
 * then version) tell whether the first one landed. A 'duplicate' answer for our own interaction id means it
 * did: the caller gets 'applied' with the match as stored, so it publishes the board and arms the timer.
 */
import type { Action, ApplyResult, EngineEvent, Prompt, RuleError } from '../engine/core/api-types.js';
import type { Seat } from '../engine/core/view-types.js';
import { StoreUnavailableError, type CommitInput, type CommitResult, type MatchSnapshot, type MatchStore } from '../store/types.js';
import { promptRefOf } from './prompt-ref.js';
import { clickRef } from './autopass/click-ref.js';
import type { EnginePort, FormatId, GameId, MatchSetupInput } from './engine-port.js';
import { actionOf, autoOf, encodeLogEntry, renderLog, type LogRecord } from './log.js';
import { catchUp, latestState, snapshotDue, snapshotOf, stateVersionOf } from './delta.js';

export type { LogRecord } from './log.js';

export interface MatchMeta {
  game: GameId;
  format: FormatId;
  /** Discord user ids of seat 0 and seat 1. */
  p0: string;
  p1: string;
  lang: 'th' | 'en';
  guild: string;
  channel: string;
  thread: string;
  board: string;
  startedAt: string;
  /** Deck references (saved deck name or precon:<id>) for the next game of a series. */
  d0: string;
  d1: string;
  /** Game number within a series, from 1. */
  series: string;
  challenger: string;
  /** Set on a league game: its league (the series is the league's — no "next game" button) and match length. */
  league?: string;
  bestOf?: string;
}

export interface LoadedMatch {
  snap: MatchSnapshot;
  state: unknown;
  meta: MatchMeta;
  prompt: Prompt | null;
  /** How many logged actions this process replayed to build this copy (absent: none); see delta.ts. */
  replayed?: number;
}

export type Decision = { ok: true; action: Action } | { ok: false; reason: 'bad-choice' | 'bad-number' | 'no-default' };

export type ActOutcome =
  | { kind: 'applied'; before: LoadedMatch; after: LoadedMatch; events: EngineEvent[]; finished: boolean; seat: Seat }
  | { kind: 'stale'; match: LoadedMatch }
  | { kind: 'foreign' }
  | { kind: 'not-turn'; match: LoadedMatch; seat: Seat }
  | { kind: 'finished'; match: LoadedMatch }
  | { kind: 'not-found' }
  | { kind: 'rule-error'; error: RuleError; match: LoadedMatch }
  | { kind: 'rejected'; reason: 'bad-choice' | 'bad-number' | 'no-default'; match: LoadedMatch }
  /** The answer was recorded, not applied: it takes effect when the game's hold ends (Spirit Duel Trap windows). */
  | { kind: 'held'; match: LoadedMatch };

/** Runs after every successful apply, before the commit: may add automatic answers (autopass/chain.ts). */
export type ApplyExtender = (engine: EnginePort, match: LoadedMatch, res: ApplyResult<unknown>, action?: Action) => Promise<ApplyResult<unknown> & { auto?: Action[] }>;

/** Records an answer that must wait (true = recorded, so the state stays as it is); false = apply it now. */
export type HoldHook = (match: LoadedMatch, action: Action) => Promise<boolean>;

export interface ActInput {
  matchId: string;
  /** The acting Discord user; their seat is looked up in the match, never taken from the client. */
  userId: string;
  interactionId: string;
  now: number;
  /**
   * Set for clicks: the board version and prompt the component was drawn for. Free actions (405.2) carry
   * the version only: they answer no prompt, but still act on the state the user saw.
   */
  expected?: { version: number; promptRef?: string };
  /** Free actions (concede 100.5, arrange the grave 405.2) may be sent at any time; everything else must answer the current prompt of the acting seat. */
  anyTime?: boolean;
  /** Set by the timer that ends a hold: the answer is applied even though the window is held. */
  release?: boolean;
  decide(prompt: Prompt | null, seat: Seat, match: LoadedMatch): Decision;
}

function promptMatches(match: LoadedMatch, ref: string | undefined): boolean {
  return ref === undefined || (match.prompt !== null && (promptRefOf(match.prompt.promptId) === ref || clickRef(match.prompt) === ref));
}

function byOf(entry: string): string {
  const o = JSON.parse(entry) as { b?: string; by?: string };
  return o.b ?? o.by ?? '';
}

export function seatOf(meta: MatchMeta, userId: string): Seat | null {
  if (meta.p0 === userId) return 0;
  if (meta.p1 === userId) return 1;
  return null;
}

const MAX_ATTEMPTS = 5;

/** Meta flag of a match created with its setup kept: its log is compact (see log.ts). */
const COMPACT_LOG = 'compactLog';

export const threadLink = (threadId: string) => `thread:${threadId}`;

/** The store could not say, within the resolve budget, whether a commit landed. */
export class CommitOutcomeUnknownError extends StoreUnavailableError {
  constructor(matchId: string, options?: { cause?: unknown }) {
    super(`match ${matchId}: the store did not confirm whether the commit landed`, options);
    this.name = 'CommitOutcomeUnknownError';
  }
}

export interface MatchServiceOptions {
  /** How long an unknown commit outcome is retried before giving up (default 20 s; the interaction is deferred). */
  resolveForMs?: number;
  /** How many parsed matches this process keeps (least recently used dropped first; default 1,000). */
  cacheSize?: number;
}

export class MatchService {
  private readonly resolveForMs: number;
  private readonly cacheSize: number;
  /** Parsed matches by id, least recently used first. */
  private readonly cache = new Map<string, LoadedMatch>();
  private hold: HoldHook | null = null;
  private extend: ApplyExtender | null = null;
  private committing: ((state: unknown, matchId: string) => void) | null = null;

  constructor(private readonly store: MatchStore, private readonly engine: EnginePort, opts: MatchServiceOptions = {}) {
    this.resolveForMs = opts.resolveForMs ?? 20_000;
    this.cacheSize = opts.cacheSize ?? 1_000;
  }

  private remember(match: LoadedMatch): LoadedMatch {
    const id = match.snap.matchId;
    this.cache.delete(id);
    this.cache.set(id, match);
    if (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value!);
    return match;
  }

  /** True when the store still holds the match at this copy's version (and status). */
  private async current(match: LoadedMatch): Promise<boolean> {
    const head = await this.store.head(match.snap.matchId);
    if (head && head.version === match.snap.version && head.status === match.snap.status) return true;
    // A stale copy stays cached: loadFresh catches it up with the log after it (delta.ts).
    if (!head) this.cache.delete(match.snap.matchId);
    return false;
  }

  /** Installed by the timer service, which ends every hold from the store's deadlines. */
  setHold(hook: HoldHook): void { this.hold = hook; }
  setExtender(extend: ApplyExtender): void { this.extend = extend; }
  /**
   * Work on a new state while its commit is on its way to the store (the publisher's views of it), which the
   * process would otherwise spend waiting for the store's answer. It runs after the commit was sent and before
   * its answer is read. The state is only shown once the commit landed (views are kept by state object, and
   * only a landed commit's state is handed out); a failure here is the view's reader's to meet again.
   * Measured in issue 34: no gain at load 7–14 (no core idle during the wait), −17% wall per action at load ~1,
   * where the store's round trip after a burst of work is ~140–220 µs on a virtual machine (an idle core wakes).
   */
  setWhileCommitting(work: (state: unknown, matchId: string) => void): void { this.committing = work; }

  parse(snap: MatchSnapshot): LoadedMatch {
    const state = JSON.parse(snap.state) as unknown;
    return { snap, state, meta: snap.meta as unknown as MatchMeta, prompt: snap.status === 'finished' ? null : this.engine.currentPrompt(state) };
  }

  /** The match as stored now: the cached copy when the store's version still matches it, else read and parsed. */
  async load(matchId: string): Promise<LoadedMatch | null> {
    const cached = this.cache.get(matchId);
    if (cached && (await this.current(cached))) return this.remember(cached);
    return this.loadFresh(matchId);
  }

  private async loadFresh(matchId: string): Promise<LoadedMatch | null> {
    const stale = this.cache.get(matchId);
    const caught = stale ? await catchUp(this.engine, this.store, stale) : null;
    if (caught) return this.remember({ snap: caught.snap, state: caught.state, meta: stale!.meta, prompt: this.engine.currentPrompt(caught.state), replayed: caught.replayed });
    // One round trip where the store can: the snapshot with the log entries after its stored state.
    const loaded = this.store.loadWithTail ? await this.store.loadWithTail(matchId) : await this.store.load(matchId).then((s) => (s ? { snap: s, tail: null } : null));
    if (!loaded) {
      this.cache.delete(matchId);
      return null;
    }
    const { snap, tail } = loaded;
    if (snap.stateVersion === undefined) return this.remember(this.parse(snap));
    // Stored by delta commits: the logged actions after the stored state bring it to the version.
    const { state, replayed } = await latestState(this.engine, this.store, snap, tail);
    const { matchId: id, version, status, meta, updatedAt } = snap;
    const latest = snapshotOf({ matchId: id, version, status, meta, updatedAt }, state, undefined, snap.stateVersion);
    return this.remember({ snap: latest, state, meta: meta as unknown as MatchMeta, prompt: status === 'finished' ? null : this.engine.currentPrompt(state), replayed });
  }

  async create(input: { setup: MatchSetupInput; meta: MatchMeta; interactionId: string; now: number }): Promise<LoadedMatch | null> {
    const state = this.engine.createMatch(input.setup);
    const res = await this.store.create({
      matchId: input.setup.matchId,
      state: JSON.stringify(state),
      // The setup is kept (below), so this match's log entries can leave their event texts out.
      meta: { ...input.meta, [COMPACT_LOG]: '1' },
      participants: [input.meta.p0, input.meta.p1],
      interactionId: input.interactionId,
      now: input.now,
      // The thread leads back to its match (/match in a thread) for exactly as long as the match is kept.
      links: [threadLink(input.meta.thread)],
      // Kept with the match so that its log can be replayed (event texts, judge tools, archive checks).
      setup: JSON.stringify(input.setup),
    });
    if (!res.ok) return null;
    return this.load(input.setup.matchId);
  }

  /**
   * Stores the latest state of every live match whose stored state is older (delta commits left it behind),
   * so that loading it needs no replay. For a process about to be replaced by a build whose engine may apply
   * the logged actions differently (changed rules or state shape): run it with the old build during the
   * drain, and the new build starts from states, not from this build's log. A match this engine cannot
   * rebuild is counted as failed; one already stored at its version, or moved on meanwhile, as unchanged.
   */
  async checkpointLive(): Promise<{ written: number; unchanged: number; failed: number }> {
    const out = { written: 0, unchanged: 0, failed: 0 };
    for (const matchId of await this.store.listActive()) {
      try {
        const m = await this.load(matchId);
        // The store decides whether its state is older (it knows which version it holds); a finished or
        // vanished match, or one committed to meanwhile, is left as it is.
        const wrote = m !== null && m.snap.status === 'active' && (await this.store.checkpoint({ matchId, version: m.snap.version, state: m.snap.state }));
        out[wrote ? 'written' : 'unchanged']++;
      } catch {
        out.failed++;
      }
    }
    return out;
  }

  /** The latest match played in a thread (a series reuses its thread), while that match is kept. */
  inThread(threadId: string): Promise<string | null> {
    return this.store.findLink(threadLink(threadId));
  }

  async act(input: ActInput): Promise<ActOutcome> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      // First try from the cached copy, unchecked: the commit's compare-and-set checks it.
      const cached = attempt === 0 ? this.cache.get(input.matchId) : undefined;
      const match = cached ?? (await this.loadFresh(input.matchId));
      if (!match) return { kind: 'not-found' };
      // An answer that commits nothing is given only from the stored version.
      const answer = async (out: ActOutcome): Promise<ActOutcome | null> => (!cached || (await this.current(match)) ? out : null);
      const seat = seatOf(match.meta, input.userId);
      let early: ActOutcome | null = null;
      if (seat === null) early = { kind: 'foreign' };
      else if (match.snap.status === 'finished') early = { kind: 'finished', match };
      else if (input.expected && (match.snap.version !== input.expected.version || !promptMatches(match, input.expected.promptRef))) early = { kind: 'stale', match };
      else if (!input.anyTime && (!match.prompt || match.prompt.seat !== seat)) early = { kind: 'not-turn', match, seat };
      if (early || seat === null) {
        const out = await answer(early ?? { kind: 'foreign' });
        if (out) return out;
        continue;
      }
      const decision = input.decide(match.prompt, seat, match);
      if (!decision.ok) {
        const out = await answer({ kind: 'rejected', reason: decision.reason, match });
        if (out) return out;
        continue;
      }
      if (decision.action.seat !== seat) throw new Error('action seat differs from the authenticated seat');
      const applied = this.engine.apply(match.state, decision.action);
      const res: ApplyResult<unknown> & { auto?: Action[] } = this.extend ? await this.extend(this.engine, match, applied, decision.action) : applied;
      if (!res.ok) {
        const out = await answer({ kind: 'rule-error', error: res.error, match });
        if (out) return out;
        continue;
      }
      // Checked by the engine first, so a refused answer is explained now, privately, not at the hold's end.
      if (this.hold && !input.release && decision.action.type === 'answer') {
        if (cached && !(await this.current(match))) continue;
        if (await this.hold(match, decision.action)) return { kind: 'held', match };
      }
      const finished = this.engine.result(res.state) !== null;
      // Most commits send the action alone; the state goes with a few (delta.ts).
      const compactLog = match.snap.meta[COMPACT_LOG] === '1';
      const withState = snapshotDue({ next: match.snap.version + 1, stored: stateVersionOf(match.snap), replayed: match.replayed ?? 0, finished, compactLog });
      const state = withState ? JSON.stringify(res.state) : undefined;
      const sent = this.commitResolved({
        matchId: input.matchId,
        expectedVersion: match.snap.version,
        interactionId: input.interactionId,
        ...(state === undefined ? {} : { state }),
        entry: compactLog
          ? encodeLogEntry(input.userId, decision.action, res.events, res.auto, withState)
          // A match made without a setup (a scenario) cannot be replayed: its entries keep their events.
          : JSON.stringify({ by: input.userId, action: decision.action, events: res.events, at: input.now, ...(res.auto ? { auto: res.auto } : {}) }),
        now: input.now,
        ...(finished ? { finished: true } : {}),
      });
      // While the commit travels: the new state's prompt (an engine error in it is thrown once the commit is
      // answered, as before) and the caller's work.
      let prompt: LoadedMatch['prompt'] = null;
      let promptError: { error: unknown } | null = null;
      try { if (!finished) prompt = this.engine.currentPrompt(res.state); } catch (error) { promptError = { error }; }
      if (this.committing) {
        try { this.committing(res.state, input.matchId); } catch { /* the views are built again where they are read, and fail there */ }
      }
      const commit = await sent;
      if (commit.ok) {
        if (promptError) throw promptError.error;
        const fields = { matchId: match.snap.matchId, meta: match.snap.meta, version: commit.version, status: finished ? 'finished' as const : 'active' as const, updatedAt: input.now };
        const snap: MatchSnapshot = snapshotOf(fields, res.state, state, withState ? undefined : stateVersionOf(match.snap));
        const after = this.remember({ snap, state: res.state, meta: match.meta, prompt });
        return { kind: 'applied', before: match, after, events: res.events, finished, seat };
      }
      // On a conflict the copy stays cached, stale: the retry catches it up with the log after it.
      if (commit.reason !== 'conflict') this.cache.delete(input.matchId);
      if (commit.reason === 'duplicate') return this.landed(input, match, seat);
      if (commit.reason === 'not-found') return { kind: 'not-found' };
      // conflict: somebody else committed first (or the cached copy was behind).
      if (input.expected && !cached) {
        const fresh = await this.loadFresh(input.matchId);
        return fresh ? { kind: 'stale', match: fresh } : { kind: 'not-found' };
      }
    }
    const fresh = await this.load(input.matchId);
    return fresh ? { kind: 'stale', match: fresh } : { kind: 'not-found' };
  }

  /**
   * Commits; when the store fails without an answer, sends the same commit again (with backoff) until it
   * answers. The resend cannot apply twice: the interaction id is checked first.
   */
  private async commitResolved(c: CommitInput): Promise<CommitResult> {
    const giveUpAt = Date.now() + this.resolveForMs;
    let delay = 50;
    for (;;) {
      try {
        return await this.store.commit(c);
      } catch (err) {
        if (!(err instanceof StoreUnavailableError)) throw err;
        if (Date.now() + delay > giveUpAt) throw new CommitOutcomeUnknownError(c.matchId, { cause: err });
        await new Promise((r) => setTimeout(r, delay));
        delay = Math.min(delay * 2, 1_000);
      }
    }
  }

  /** Our interaction is already in the match: answer as if we had just applied it, with the match as stored. */
  private async landed(input: ActInput, before: LoadedMatch, seat: Seat): Promise<ActOutcome> {
    const after = await this.loadFresh(input.matchId);
    if (!after) return { kind: 'not-found' };
    const mine = (await this.store.readLog(input.matchId, before.snap.version)).find((e) => e.interactionId === input.interactionId);
    // The events are those of our action applied to the version it was committed on.
    const action = mine && mine.version === before.snap.version + 1 ? actionOf(mine) : null;
    const res = action ? this.engine.apply(before.state, action) : null;
    const events = res?.ok ? res.events : [];
    return { kind: 'applied', before, after, events, finished: after.snap.status === 'finished', seat };
  }

  /** The match's log with event texts re-derived from its setup and actions (see log.ts). */
  async log(matchId: string): Promise<LogRecord[]> {
    const [setup, entries] = await Promise.all([this.store.readSetup(matchId), this.store.readLog(matchId)]);
    return renderLog(this.engine, setup, entries);
  }

  /** What the match was created from and its ordered log: enough to replay it (judge tools, archive checks). */
  async history(matchId: string): Promise<{ setup: MatchSetupInput | null; actions: Array<{ version: number; by: string; action: Action | null; auto: Action[]; at: number }> }> {
    const [setup, entries] = await Promise.all([this.store.readSetup(matchId), this.store.readLog(matchId)]);
    return {
      setup: setup === null ? null : (JSON.parse(setup) as MatchSetupInput),
      actions: entries.map((e) => ({ version: e.version, by: byOf(e.entry), action: actionOf(e), auto: autoOf(e), at: e.at })),
    };
  }
}
