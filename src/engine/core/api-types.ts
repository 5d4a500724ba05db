/**
 * The engine's public contract, shared by every game module and consumed by the bot, the practice AI,
 * the playouts and the renderer (through views). Everything here is plain JSON-serialisable data.
 */
import type { Seat, Text, Viewer } from './view-types.js';
import type { ShuffleSecret } from './commitments.js';
import type { ScenarioBuilder } from './scenario.js';
import type { AdjustOp } from './adjust-types.js';
import type { ViewParts, ViewPatch } from './view-patch.js';

/** A player's mistake, as a value. `rule` names the section it rests on, e.g. '304.3.1'. */
export interface RuleError {
  code: string;
  rule: string;
  message: Text;
}

/** One choice the deciding seat can make. `id` is short and stable ([A-Za-z0-9:._-], ≤ 40 chars) so it fits a Discord custom id. */
export interface PromptOption {
  id: string;
  label: Text;
  /** The object this option is about, when there is one (a card in hand, a unit, a Break entry...). */
  objectId?: string;
  /** Groups options for display, e.g. 'cast', 'attack', 'activate', 'stream', 'pass'. */
  group?: string;
  /** Section this option rests on, for a "quote rule" button. */
  rule?: string;
  /**
   * Set by the engine from the option's object and that object's zone visibility (never from names):
   * 'private' when choosing or showing it would reveal what the opponent cannot see (a card in hand, a
   * face-down card, a hidden payment); 'public' otherwise.
   */
  visibility?: 'public' | 'private';
  /**
   * Set by the engine's read of a prompt (core/twins.ts): this option does exactly what the earlier option
   * `twinOf` does, with another copy of the same card from the same hidden zone. Both stay legal answers;
   * a surface shows only the first, so a player is never offered two buttons that read the same.
   */
  twinOf?: string;
  /**
   * Answering this option also ends the current step once what it starts is carried out: the player's own
   * choice, made with their last order (Summoner Master's Main Step, §3.5). It does what the same option without
   * it does, then "pass"; a surface may show these apart from the plain options.
   */
  endsStep?: true;
}

export type PromptKind =
  | 'first-player-method' // coin flip or rock-paper-scissors (101.2)
  | 'coin-call'
  | 'rps'
  | 'choose-first' // the winner of the method (or the previous game's loser) picks who goes first
  | 'reshuffle' // 100.4: the opponent may ask for one more shuffle
  | 'priority' // cast / activate / attack / place stream / pass (601, 502)
  | 'refresh-options' // 501.5 life draw, 501.6 flip Mana to Stream
  | 'targets'
  | 'attack-target'
  | 'blockers'
  | 'order-triggers'
  | 'optional' // a "may" effect (606.4.2.1)
  | 'discard' // to hand size (503.5.2) or by an effect
  | 'mana-payment'
  | 'choose-cards' // search, order cards to a pile (401.3), choose a Terrain to keep (303.3.1)...
  | 'number' // 101.6: a non-negative integer
  | 'manual-adjust' // a card the engine cannot model: the controller states what it did
  | 'confirm'; // the opponent confirms a manual adjustment

export interface Prompt {
  promptId: string;
  seat: Seat;
  kind: PromptKind;
  label: Text;
  options: PromptOption[];
  /** How many options the answer picks (inclusive). For 'number' prompts, the allowed range of the number. */
  min: number;
  max: number;
  rule?: string;
}

/** Everything a seat can send. The seat is always set by the caller from the authenticated user, never from client input. */
export type Action =
  | { type: 'answer'; seat: Seat; promptId: string; choice: string[] }
  | { type: 'answer-number'; seat: Seat; promptId: string; value: number }
  /**
   * Fadalgia 405.2: the owner arranges their grave freely, at any time, without a prompt. It is not in
   * legalActions (any permutation is legal) and leaves the pending prompt valid. `order` is bottom first.
   */
  | { type: 'arrange-grave'; seat: Seat; order: string[] }
  | { type: 'concede'; seat: Seat };

/** Facts about what happened, public or addressed to one seat. The bot turns them into log lines. */
export interface EngineEvent {
  kind: string;
  /** null = public; a seat = only that seat may see this event (e.g. the card it drew). */
  audience: Seat | null;
  text: Text;
  rule?: string;
  data?: Record<string, unknown>;
}

export type ApplyResult<S> =
  | { ok: true; state: S; events: EngineEvent[] }
  | { ok: false; error: RuleError };

export interface ShuffleCommitment {
  /** Running index of the shuffle in this match. */
  n: number;
  seat: Seat;
  pile: string;
  /** SHA-256 hex of the resulting order and a per-shuffle secret; revealed at the end of the match. */
  commitment: string;
}

export interface MatchResult {
  winner: Seat | null;
  reason: Text;
  rule?: string;
  turns: number;
}

/** A format a game offers (Fadalgia: 'standard', 'starter-c'). */
export interface FormatInfo {
  id: string;
  name: Text;
}

export type DeckParse = { ok: true; deck: unknown; cardCount: number } | { ok: false; errors: RuleError[] };

/** A ready-made deck. */
export interface PreconInfo {
  id: string;
  name: Text;
  format: string;
  deck: unknown;
}

/** Deck lists of one game: parsing pasted text, validating for a format, ready-made decks. */
export interface DeckSupport {
  /** `extra`: a server's card-set definitions (already validated by `cardSets.parse`) that names may resolve to. */
  parse(text: string, extra?: readonly unknown[]): DeckParse;
  validate(deck: unknown, format: string, extra?: readonly unknown[]): RuleError[];
  precons(): PreconInfo[];
  /** The names of the cards in a deck (both languages), for leak checks and autocomplete. */
  cardNames(deck: unknown): Text[];
}

/** One reason a card set is refused: the card (its id, or null for the file), the field's path, and what is wrong. */
export interface CardSetIssue {
  card: string | null;
  /** Dotted path inside the card, e.g. 'effects.0.amount.upTo'. */
  field: string;
  message: Text;
}

export type CardSetParse = { ok: true; cards: unknown[] } | { ok: false; errors: CardSetIssue[] };

/** What /cards show, the editor and deck resolution need of one definition, whatever the game. */
export interface CardSummary {
  id: string;
  name: Text;
  /** The card's type in the game's own terms (Unit, Spirit, Seal...). */
  type: Text;
  /** Cost, stats and keywords as one short line, e.g. "Cost 3 · ATK 4 / HP 5". */
  stats: Text;
  text: Text;
}

/**
 * Cards as data a community writes (the card-sets issue). A set file is parsed (YAML, JSON or CSV) outside the
 * engine into plain objects; the game validates them whole here. A match pins its cards by keeping the
 * definitions its decks use in its state: a setup's `extraCards` (validated definitions) are stored by `create`
 * and looked up after the shipped catalogue, so replays, rewinds and cold loads never read a server's newer set.
 */
export interface CardSetSupport {
  /**
   * Validates a whole set: every error names the card and field; a definition the engine cannot run is refused,
   * never kept dormant. `known`: ids the set may refer to beyond itself (the shipped cards and the server's
   * other sets); a set's ids may not reuse any of them.
   */
  parse(cards: readonly unknown[], opts?: { known?: ReadonlySet<string> }): CardSetParse;
  /** The shipped cards as the same data a community writes: `parse(shipped())` gives identical definitions. */
  shipped(): unknown[];
  /** A CSV row (stats and keywords only) as a definition to validate; absent: the game takes no CSV. */
  fromCsvRow?(row: Readonly<Record<string, string>>): unknown;
  /** A validated definition, summarised for display. */
  summary(def: unknown): CardSummary;
}

/** What a game module exposes. The core's dispatch functions route to it by `state.game`. */
export interface GameModule<S, V> {
  id: string;
  /** Shown in /match challenge and /deck choices. */
  name?: Text;
  /** Formats offered, the default first (a game with one format lists one). */
  formats?: FormatInfo[];
  decks?: DeckSupport;
  /** The game's card language, for server card sets (absent: the game takes no community cards yet). */
  cardSets?: CardSetSupport;
  /** Builds positions from a description (tests, puzzles, judge tools). */
  scenario?: ScenarioBuilder<S>;
  /** Validates a setup and starts the match (a RuleError for a bad setup). */
  create(setup: unknown): S | RuleError;
  apply(state: S, action: Action): ApplyResult<S>;
  legalActions(state: S, seat: Seat): Action[];
  prompt(state: S): Prompt | null;
  viewFor(state: S, viewer: Viewer): V;
  /** The three views of a state at once, each equal to viewFor's (absent: viewFor three times). */
  viewsFor?(state: S): ViewSet<V>;
  /** JSON.stringify of each of viewsFor's views, byte for byte (absent: JSON.stringify). */
  viewsJson?(views: ViewSet<V>): ViewSet<string>;
  /**
   * What changed in viewsFor's views since version `base` (core/view-patch.ts), the public parts once and each
   * seat's own apart; the full form when `base` is null or not the version last patched for the match.
   * Absent: the parts are compared by JSON.stringify of each.
   */
  viewsPatch?(views: ViewSet<V>, base: number | null): ViewPatch;
  /** One view cut into parts for a patch (core/view-patch.ts), from cached pieces (absent: genericParts). */
  viewParts?(view: V): ViewParts;
  result(state: S): MatchResult | null;
  commitments(state: S): ShuffleCommitment[];
  /** The secrets behind the commitments; only once the match has ended. */
  revealShuffles(state: S): ShuffleSecret[] | RuleError;
  /** A sample of the hidden information `seat` cannot see, consistent with what it has seen (src/engine/determinize.ts). */
  determinize?(state: S, seat: Seat, seed: string): S;
  /**
   * A judge's manual adjustment (core/adjust-types.ts), already parsed: the new state (version + 1) and a public
   * log line, or a RuleError naming why the game cannot do it. Absent: the game supports none.
   */
  adjust?(state: S, op: AdjustOp): ApplyResult<S>;
  /** A stored state of an older schema read as this engine's (identity for a current one): what `stateHash` hashes. */
  upgrade?(state: S): S;
  /** The card definition id of object `objectId` (undefined when there is none): tells apart copies of one card. */
  cardOf?(state: S, objectId: string): string | undefined;
  /** Where a public object is, as a player finds it on the board ("At Line #2 of B"): tells apart two of one name. */
  place?(state: S, objectId: string): Text | undefined;
  /** Why `seat` cannot play its hand card `objectId` now, with the paragraph that says so; null when it can. */
  whyNotPlayable?(state: S, seat: Seat, objectId: string): RuleError | null;
}

/** One state's views for both seats and the spectator. */
export interface ViewSet<V> {
  0: V;
  1: V;
  spectator: V;
}
