/**
 * The part of the engine the bot uses, in one interface. The composition root binds it to src/engine;
 * tests can bind it to a stand-in. The bot never touches an engine state except through these functions,
 * and treats the state as opaque JSON.
 */
import type { Action, ApplyResult, MatchResult, Prompt, RuleError, ShuffleCommitment, ViewSet } from '../engine/core/api-types.js';
import type { Seat, Text, Viewer } from '../engine/core/view-types.js';
import type { AnyView } from '../engine/index.js';
import type { ViewPatch } from '../engine/core/view-patch.js';

/** A game id from the engine's registry ('fadalgia', ...): the bot lists games and formats from `games()`. */
export type GameId = string;
/** A format id of a game ('standard', 'starter-c', ...). */
export type FormatId = string;

export interface GameInfo {
  id: GameId;
  name: Text;
  formats: Array<{ id: FormatId; name: Text }>;
}

export interface MatchSetupInput {
  matchId: string;
  game: GameId;
  format: FormatId;
  /** 64 hex characters from crypto.randomBytes(32): the caller owns the entropy, the engine owns the RNG. */
  seed: string;
  seats: [{ name: string; deck: unknown }, { name: string; deck: unknown }];
  firstPlayer?: { previousLoser?: Seat };
  challenger: Seat;
  /** Spirit Duel's turn time (sd:goal.2), from the server's settings; unset: the game's default. */
  turnSeconds?: number;
  /** The server-set definitions the decks use: the match keeps them in its state (pinned, src/cards/pin.ts). */
  extraCards?: unknown[];
}

export interface PreconDeck {
  id: string;
  name: Text;
  game: GameId;
  format: FormatId;
  deck: unknown;
}

export type ParsedDeck = { ok: true; deck: unknown; cardCount: number } | { ok: false; errors: RuleError[] };

export interface RevealedShuffle {
  n: number;
  seat: Seat;
  pile: string;
  commitment: string;
  /** Whatever the engine reveals to let anyone recompute the commitment (secret, order...). */
  reveal: string;
}

export interface EnginePort {
  createMatch(setup: MatchSetupInput): unknown;
  apply(state: unknown, action: Action): ApplyResult<unknown>;
  currentPrompt(state: unknown): Prompt | null;
  /** Any game's view, discriminated by `view.game`; every view has the CommonView fields. */
  viewFor(state: unknown, viewer: Viewer): AnyView;
  /** The three views at once (public parts built once and shared: read-only), each equal to viewFor's. */
  viewsFor?(state: unknown): ViewSet<AnyView>;
  /** JSON.stringify of each of viewsFor's views, byte for byte, from cached pieces. */
  viewsJson?(views: ViewSet<AnyView>): ViewSet<string>;
  /** What changed in viewsFor's views since version `base`, public parts once, each seat's own apart (engine core/view-patch.ts). */
  viewsPatch?(views: ViewSet<AnyView>, base: number | null): ViewPatch;
  result(state: unknown): MatchResult | null;
  commitments(state: unknown): ShuffleCommitment[];
  revealShuffles(state: unknown): RevealedShuffle[];
  /** Once the match has ended: how many shuffles it had, and whether every revealed order hashes to its commitment. */
  verifyShuffles(state: unknown): { count: number; verified: boolean };
  stateHash(state: unknown): string;
  /** The games offered to players, with their formats (the default first). */
  games(): GameInfo[];
  /** `extra`: the server's card-set definitions names may resolve to (after the shipped cards). */
  parseDeckList(text: string, game?: GameId, extra?: readonly unknown[]): ParsedDeck;
  validateDeck(deck: unknown, format: FormatId, game?: GameId, extra?: readonly unknown[]): RuleError[];
  precons(): PreconDeck[];
  /** The names of the cards in a deck (both languages); `extra` (a server's card sets) names server cards too. */
  cardNames(deck: unknown, game?: GameId, extra?: readonly unknown[]): Text[];
  /** Why `seat` cannot cast the card `objectId` from its hand now (with the rule section), or null if it can. */
  whyNotPlayable(state: unknown, seat: Seat, objectId: string): RuleError | null;
  /** Units on the field that cannot attack yet by 304.3.1 (High Speed and the like excepted). Public information. */
  notYetAttacking(state: unknown): string[];
}
