/**
 * Sanam's engine: the public API. Pure functions over plain-JSON match states. Callers generate the
 * seed (crypto.randomBytes(32).toString('hex')); the engine never makes randomness itself.
 */
import type { Action, ApplyResult, MatchResult, Prompt, RuleError, ShuffleCommitment } from './core/api-types.js';
import type { Seat, Viewer } from './core/view-types.js';
import { hashState } from './core/hash.js';
import type { ShuffleSecret } from './core/commitments.js';
import { GAMES } from './games/index.js';
import { fadalgia } from './games/fadalgia/module.js';
import type { MatchSetup } from './games/fadalgia/setup.js';
import type { FState } from './games/fadalgia/types.js';
import type { FadalgiaView } from './games/fadalgia/view-types.js';

export type { Action, ApplyResult, MatchResult, Prompt, PromptOption, RuleError, ShuffleCommitment, EngineEvent, PromptKind } from './core/api-types.js';
export type { Seat, Viewer, Text } from './core/view-types.js';
export type { FadalgiaView } from './games/fadalgia/view-types.js';
export type { MatchSetup } from './games/fadalgia/setup.js';
export type { ShuffleSecret } from './core/commitments.js';
export { verifyCommitments, commitmentOf } from './core/commitments.js';
export { parseDeckList, formatDeckList, findCard, type DeckListResult, type DeckListError } from './games/fadalgia/deck-list.js';
export { validateDeck, FORMAT_RULES, type DeckCheck } from './games/fadalgia/deck-rules.js';
export { CATALOG, cardDef, deckableCards } from './games/fadalgia/cards/catalog.js';
export type { CardDef } from './games/fadalgia/cards/schema.js';
export { PRECONS, precon, type Deck, type Precon } from './games/fadalgia/cards/decks.js';
export { fadalgia };

/** The whole match state: opaque to callers (store it as JSON). Never show it: use viewFor. */
export type MatchState = FState;

/** 2: object ids are decimal strings ("17", was "o17"), so action logs of version 1 do not replay. */
export const ENGINE_VERSION = 'sanam-engine/3';

// Every function below routes by `state.game` (or `setup.game`) through the registry of game modules.

export function createMatch(setup: MatchSetup | unknown): MatchState | RuleError {
  const m = GAMES.forSetup(setup);
  if ('code' in m) return m;
  return m.create(setup) as MatchState | RuleError;
}

export function apply(state: MatchState, action: Action | unknown): ApplyResult<MatchState> {
  // The module parses untrusted actions itself (core/actions.ts), so `unknown` passes through.
  return GAMES.forState(state).apply(state, action as Action) as ApplyResult<MatchState>;
}

export function currentPrompt(state: MatchState): Prompt | null {
  return GAMES.forState(state).prompt(state);
}

export function legalActions(state: MatchState, seat: Seat): Action[] {
  return GAMES.forState(state).legalActions(state, seat);
}

export function viewFor(state: MatchState, viewer: Viewer): FadalgiaView {
  return GAMES.forState(state).viewFor(state, viewer) as FadalgiaView;
}

export function result(state: MatchState): MatchResult | null {
  return GAMES.forState(state).result(state);
}

export function commitments(state: MatchState): ShuffleCommitment[] {
  return GAMES.forState(state).commitments(state);
}

export function revealShuffles(state: MatchState): ShuffleSecret[] | RuleError {
  return GAMES.forState(state).revealShuffles(state);
}

/** Ids of the games this engine can run. */
export function gameIds(): string[] {
  return GAMES.ids();
}

/** sha256 of the canonical JSON of the state. */
export function stateHash(state: MatchState): string {
  return hashState(state);
}

export type ReplayResult = { ok: true; state: MatchState } | { ok: false; index: number; error: RuleError };

/** Rebuilds a match from its setup and action log (seed + decks + actions + engine version). */
export function replay(setup: MatchSetup | unknown, actions: unknown[]): ReplayResult {
  const s0 = createMatch(setup);
  if ('code' in s0) return { ok: false, index: -1, error: s0 };
  let s = s0;
  for (let i = 0; i < actions.length; i++) {
    const r = apply(s, actions[i]);
    if (!r.ok) return { ok: false, index: i, error: r.error };
    s = r.state;
  }
  return { ok: true, state: s };
}

export function isRuleError(x: unknown): x is RuleError {
  return !!x && typeof x === 'object' && 'code' in x && 'rule' in x && 'message' in x && !('schemaVersion' in x);
}
