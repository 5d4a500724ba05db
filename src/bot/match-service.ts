/**
 * Load → engine.apply → compare-and-set save. The store's commit is the only arbiter: a click carries the
 * version it was drawn at, so a lost race or a second click on the same prompt is refused ("stale") and a
 * re-delivered interaction is refused by its id ("duplicate"). Actions not tied to a drawn board (concede,
 * timers) retry on conflict against the fresh state. Holds no match state between calls.
 *
 * A commit whose outcome is unknown (the store timed out or the connection dropped after sending it) is
 * resolved before answering: the same commit is sent again, and the store's checks (interaction id seen,
 * then version) tell whether the first one landed. A 'duplicate' answer for our own interaction id means it
 * did: the caller gets 'applied' with the match as stored, so it publishes the board and arms the timer.
 */
import type { Action, ApplyResult, EngineEvent, Prompt, RuleError } from '../engine/core/api-types.js';
import type { Seat } from '../engine/core/view-types.js';
import { StoreUnavailableError, type CommitInput, type CommitResult, type MatchSnapshot, type MatchStore } from '../store/types.js';
import { promptRefOf } from './custom-id.js';
import { clickRef } from './autopass/click-ref.js';
import type { EnginePort, FormatId, GameId, MatchSetupInput } from './engine-port.js';

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
}

export interface LoadedMatch {
  snap: MatchSnapshot;
  state: unknown;
  meta: MatchMeta;
  prompt: Prompt | null;
}

export interface LogRecord {
  by: string;
  action: Action | null;
  events: EngineEvent[];
  at: number;
  /** Answers the bot gave in the same commit for players who left them to it (autopass/chain.ts), in order. */
  auto?: Action[];
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
export type ApplyExtender = (engine: EnginePort, match: LoadedMatch, res: ApplyResult<unknown>) => Promise<ApplyResult<unknown>>;

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

export function seatOf(meta: MatchMeta, userId: string): Seat | null {
  if (meta.p0 === userId) return 0;
  if (meta.p1 === userId) return 1;
  return null;
}

const MAX_ATTEMPTS = 5;

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
}

export class MatchService {
  private readonly resolveForMs: number;
  private hold: HoldHook | null = null;
  private extend: ApplyExtender | null = null;

  constructor(private readonly store: MatchStore, private readonly engine: EnginePort, opts: MatchServiceOptions = {}) {
    this.resolveForMs = opts.resolveForMs ?? 20_000;
  }

  /** Installed by the timer service, which ends every hold from the store's deadlines. */
  setHold(hook: HoldHook): void { this.hold = hook; }
  setExtender(extend: ApplyExtender): void { this.extend = extend; }

  parse(snap: MatchSnapshot): LoadedMatch {
    const state = JSON.parse(snap.state) as unknown;
    return { snap, state, meta: snap.meta as unknown as MatchMeta, prompt: snap.status === 'finished' ? null : this.engine.currentPrompt(state) };
  }

  async load(matchId: string): Promise<LoadedMatch | null> {
    const snap = await this.store.load(matchId);
    return snap ? this.parse(snap) : null;
  }

  async create(input: { setup: MatchSetupInput; meta: MatchMeta; interactionId: string; now: number }): Promise<LoadedMatch | null> {
    const state = this.engine.createMatch(input.setup);
    const res = await this.store.create({
      matchId: input.setup.matchId,
      state: JSON.stringify(state),
      meta: { ...input.meta },
      participants: [input.meta.p0, input.meta.p1],
      interactionId: input.interactionId,
      now: input.now,
      // The thread leads back to its match (/match in a thread) for exactly as long as the match is kept.
      links: [threadLink(input.meta.thread)],
    });
    if (!res.ok) return null;
    return this.load(input.setup.matchId);
  }

  /** The latest match played in a thread (a series reuses its thread), while that match is kept. */
  inThread(threadId: string): Promise<string | null> {
    return this.store.findLink(threadLink(threadId));
  }

  async act(input: ActInput): Promise<ActOutcome> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const match = await this.load(input.matchId);
      if (!match) return { kind: 'not-found' };
      const seat = seatOf(match.meta, input.userId);
      if (seat === null) return { kind: 'foreign' };
      if (match.snap.status === 'finished') return { kind: 'finished', match };
      if (input.expected) {
        const ref = input.expected.promptRef;
        const promptMatches = ref === undefined || (match.prompt !== null && (promptRefOf(match.prompt.promptId) === ref || clickRef(match.prompt) === ref));
        if (match.snap.version !== input.expected.version || !promptMatches) return { kind: 'stale', match };
      }
      if (!input.anyTime && (!match.prompt || match.prompt.seat !== seat)) return { kind: 'not-turn', match, seat };
      const decision = input.decide(match.prompt, seat, match);
      if (!decision.ok) return { kind: 'rejected', reason: decision.reason, match };
      if (decision.action.seat !== seat) throw new Error('action seat differs from the authenticated seat');
      const applied = this.engine.apply(match.state, decision.action);
      const res = this.extend ? await this.extend(this.engine, match, applied) : applied;
      if (!res.ok) return { kind: 'rule-error', error: res.error, match };
      // Checked by the engine first, so a refused answer is explained now, privately, not at the hold's end.
      if (this.hold && !input.release && decision.action.type === 'answer' && (await this.hold(match, decision.action))) return { kind: 'held', match };
      const finished = this.engine.result(res.state) !== null;
      const record: LogRecord = { by: input.userId, action: decision.action, events: res.events, at: input.now, ...('auto' in res && res.auto ? { auto: res.auto as Action[] } : {}) };
      const commit = await this.commitResolved({
        matchId: input.matchId,
        expectedVersion: match.snap.version,
        interactionId: input.interactionId,
        state: JSON.stringify(res.state),
        entry: JSON.stringify(record),
        now: input.now,
        ...(finished ? { finished: true } : {}),
      });
      if (commit.ok) {
        const snap: MatchSnapshot = { ...match.snap, version: commit.version, state: JSON.stringify(res.state), status: finished ? 'finished' : 'active', updatedAt: input.now };
        const after: LoadedMatch = { snap, state: res.state, meta: match.meta, prompt: finished ? null : this.engine.currentPrompt(res.state) };
        return { kind: 'applied', before: match, after, events: res.events, finished, seat };
      }
      if (commit.reason === 'duplicate') return this.landed(input, match, seat);
      if (commit.reason === 'not-found') return { kind: 'not-found' };
      // conflict: somebody else committed first.
      if (input.expected) {
        const fresh = await this.load(input.matchId);
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
    const after = await this.load(input.matchId);
    if (!after) return { kind: 'not-found' };
    const mine = (await this.store.readLog(input.matchId, before.snap.version)).find((e) => e.interactionId === input.interactionId);
    const events = mine ? (JSON.parse(mine.entry) as LogRecord).events : [];
    return { kind: 'applied', before, after, events, finished: after.snap.status === 'finished', seat };
  }

  async log(matchId: string): Promise<LogRecord[]> {
    return (await this.store.readLog(matchId)).map((e) => JSON.parse(e.entry) as LogRecord);
  }
}
