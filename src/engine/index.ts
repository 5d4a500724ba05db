/**
 * Sanam's engine: the public API. Pure functions over plain-JSON match states. Callers generate the
 * seed (crypto.randomBytes(32).toString('hex')); the engine never makes randomness itself.
 */
import type { Action, ApplyResult, MatchResult, Prompt, RuleError, ShuffleCommitment, ViewSet } from './core/api-types.js';
import type { Seat, Viewer } from './core/view-types.js';
import { hashState } from './core/hash.js';
import type { ShuffleSecret } from './core/commitments.js';
import type { CardSetSupport, DeckParse, FormatInfo, PreconInfo } from './core/api-types.js';
import type { ScenarioDescription, ScenarioResult } from './core/scenario.js';
import type { Text } from './core/view-types.js';
import { ruleError } from './core/text.js';
import { markTwins, tellApart } from './core/twins.js';
import { isJudgeAdjust, parseAdjustOp } from './core/adjust-types.js';
import { GAMES, type GameViews } from './games/index.js';
import { genericParts, genericViewsPatch, viewPatchOfParts, type PatchMemo, type ReceiverPatch, type ViewParts, type ViewPatch } from './core/view-patch.js';
import { fadalgia } from './games/fadalgia/module.js';
import type { MatchSetup } from './games/fadalgia/setup.js';
import type { FState } from './games/fadalgia/types.js';

export type { Action, ApplyResult, MatchResult, Prompt, PromptOption, RuleError, ShuffleCommitment, EngineEvent, PromptKind, ViewSet } from './core/api-types.js';
export type { Seat, Viewer, Text } from './core/view-types.js';
export type { FadalgiaView } from './games/fadalgia/view-types.js';
export type { MatchSetup } from './games/fadalgia/setup.js';
export type { ShuffleSecret } from './core/commitments.js';
export type { CommonView, CommonPlayerView, NamedCard } from './core/view-types.js';
export type { FormatInfo, PreconInfo, DeckParse, CardSetSupport, CardSetIssue, CardSetParse, CardSummary } from './core/api-types.js';
export type { GameViews } from './games/index.js';
export type { TinyBoardView } from './games/tiny/view-types.js';
export type { ScenarioDescription, ScenarioResult } from './core/scenario.js';
export type { AdjustOp, JudgeAdjustAction } from './core/adjust-types.js';
export { verifyCommitments, commitmentOf } from './core/commitments.js';
export { applyViewPatch, createPatchMemo, patchFor, receiverPatchJson, viewPatchJson, type PatchMemo, type ViewParts, type ViewPatch, type ViewPatchPart, type ReceiverPatch } from './core/view-patch.js';
export { parseDeckList, formatDeckList, findCard, type DeckListResult, type DeckListError } from './games/fadalgia/deck-list.js';
export { validateDeck, FORMAT_RULES, type DeckCheck } from './games/fadalgia/deck-rules.js';
export { CATALOG, cardDef, deckableCards } from './games/fadalgia/cards/catalog.js';
export type { CardDef } from './games/fadalgia/cards/schema.js';
export { PRECONS, precon, type Deck, type Precon } from './games/fadalgia/cards/decks.js';
export { fadalgia };

/**
 * The whole match state: opaque to callers (store it as JSON). Never show it: use viewFor. Only `game` and
 * `version` are part of the contract; tests of one game read that game's own state type (e.g. FadalgiaState).
 */
export interface MatchState {
  readonly game: string;
  readonly version: number;
}

/** Fadalgia's state type, for Fadalgia's own tests and tools. */
export type FadalgiaState = FState;

/** Every game's view, discriminated by `game`. */
export type AnyView = GameViews[keyof GameViews];
export type GameId = keyof GameViews;

/** 2: object ids are decimal strings ("17", was "o17"), so action logs of version 1 do not replay. */
/** 6: Summoner Master gives an attack, a field Skill or a Combination with its choices in one option, draws two cards in one answer and numbers its procedures (issue 30), so its action logs of version 5 do not replay. */
/** 7: Summoner Master's hand attack names its 505.11 kind in the order when the opponent holds both kinds (issue 30), so its action logs of version 6 with such an attack do not replay. */
/**
 * 8: Summoner Master's rules fixes found by mutation testing (issue 31), each changing what a version-7 log with
 * that situation replays to: the attacker chooses which Seal a hand attack turned normal attacks when several came
 * (504.6, 505.9–505.10); a Seal made Inactive in its Skill's Interfere Step fails the Skill (605 step 11); a Break
 * whose Main was charmed or turned to Stone in its Interfere Step fails (514.6); an All technique's hand attack
 * becomes an Attack All when a Seal appears (506); the Ability a player chooses to carry out first runs first
 * (§10.2); an amount "of the target" reads the target (602.1.4); "destroy up to N" Mystics destroys all N (701).
 */
export const ENGINE_VERSION = 'sanam-engine/8';

// Every function below routes by `state.game` (or `setup.game`) through the registry of game modules.

// `S extends MatchState`: a game's own tests keep their state type through apply(); callers see MatchState.

export function createMatch<S extends MatchState = MatchState>(setup: MatchSetup | unknown): S | RuleError {
  const m = GAMES.forSetup(setup);
  if ('code' in m) return m;
  return m.create(setup) as S | RuleError;
}

export function apply<S extends MatchState>(state: S, action: Action | unknown): ApplyResult<S> {
  // A judge's adjustment is logged as an action so that replays and rewinds reproduce it; it carries no seat,
  // so the bot's player path (which checks the acting seat) can never send one.
  if (isJudgeAdjust(action)) return adjust(state, (action as { op?: unknown }).op);
  // The module parses untrusted actions itself (core/actions.ts), so `unknown` passes through.
  return GAMES.forState(state).apply(state, action as Action) as ApplyResult<S>;
}

/** A judge's manual adjustment (core/adjust-types.ts); a RuleError when the op is malformed or the game has no meaning for it. */
export function adjust<S extends MatchState>(state: S, op: unknown): ApplyResult<S> {
  const m = GAMES.forState(state);
  if (!m.adjust) return { ok: false, error: ruleError('adjust/unsupported', '100.1', `เกม ${state.game} ยังไม่รองรับการปรับแก้โดยกรรมการ`, `Game ${state.game} does not support judge adjustments`) };
  if (result(state)) return { ok: false, error: ruleError('match/ended', '101.3', 'เกมจบแล้ว', 'The game is over') };
  const parsed = parseAdjustOp(op);
  if (!parsed.ok) return { ok: false, error: ruleError('adjust/invalid', '100.1', `การปรับแก้ไม่ถูกต้อง: ${parsed.issues}`, `Invalid adjustment: ${parsed.issues}`) };
  return m.adjust(state, parsed.op) as ApplyResult<S>;
}

export function currentPrompt(state: MatchState): Prompt | null {
  const m = GAMES.forState(state);
  const p = m.prompt(state);
  // Copies of one card in a hidden zone are one choice to a player (core/twins.ts).
  const twins = p && m.cardOf ? markTwins(p, (id) => m.cardOf!(state, id)) : p;
  return twins && m.place ? tellApart(twins, (id) => m.place!(state, id)) : twins;
}

/** Why `seat` cannot play its hand card `objectId` now (RuleError with its section), or null; null too for a game without the query. */
export function whyNotPlayable(state: MatchState, seat: Seat, objectId: string): RuleError | null {
  const m = GAMES.forState(state);
  return m.whyNotPlayable ? m.whyNotPlayable(state, seat, objectId) : null;
}

export function legalActions(state: MatchState, seat: Seat): Action[] {
  return GAMES.forState(state).legalActions(state, seat);
}

export function viewFor(state: MatchState, viewer: Viewer): AnyView {
  return GAMES.forState(state).viewFor(state, viewer) as AnyView;
}

/**
 * The three views of a state (both seats and the spectator), each equal to viewFor's, built together: a game
 * may compute their public parts once and share them between the three, so they are read-only to callers.
 */
export function viewsFor(state: MatchState): ViewSet<AnyView> {
  const m = GAMES.forState(state);
  if (m.viewsFor) return m.viewsFor(state) as ViewSet<AnyView>;
  return { 0: m.viewFor(state, 0) as AnyView, 1: m.viewFor(state, 1) as AnyView, spectator: m.viewFor(state, 'spectator') as AnyView };
}

/** JSON.stringify of each of viewsFor's views, byte for byte, written from the game's cached pieces where it has them. */
export function viewsJson(views: ViewSet<AnyView>): ViewSet<string> {
  const m = GAMES.get(views.spectator.game);
  if (m?.viewsJson) return m.viewsJson(views) as ViewSet<string>;
  return { 0: JSON.stringify(views[0]), 1: JSON.stringify(views[1]), spectator: JSON.stringify(views.spectator) };
}

/** What changed in viewsFor's views since version `base` (core/view-patch.ts); the full form without a base it has. */
export function viewsPatch(views: ViewSet<AnyView>, base: number | null): ViewPatch {
  const m = GAMES.get(views.spectator.game);
  if (m?.viewsPatch) return m.viewsPatch(views, base);
  return genericViewsPatch(views, base);
}

/**
 * One view's patch against `base` (the version its one receiver holds), in a memo of the sender's own
 * (createPatchMemo): the full form when `base` is not the version last patched there for the match.
 */
export function viewPatch(view: AnyView, base: number | null, memo: PatchMemo<ViewParts>): ReceiverPatch {
  const m = GAMES.get(view.game);
  const parts = m?.viewParts ? m.viewParts(view) : genericParts(view);
  const v = view as { matchId?: unknown; version?: unknown };
  if (typeof v.matchId !== 'string' || typeof v.version !== 'number') return viewPatchOfParts(memo, '', -1, parts, null);
  return viewPatchOfParts(memo, v.matchId, v.version, parts, base);
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

/** Ids of the games offered to players (test-only games too when asked). */
export function gameIds(opts: { includeTestOnly?: boolean } = {}): string[] {
  return GAMES.ids(opts);
}

export interface GameInfo {
  id: string;
  name: Text;
  formats: FormatInfo[];
  testOnly: boolean;
}

/** The games and their formats, from the registry: what /match challenge and /deck offer. */
export function games(opts: { includeTestOnly?: boolean } = {}): GameInfo[] {
  return GAMES.modules(opts).map((m) => ({ id: m.id, name: m.name ?? { th: m.id, en: m.id }, formats: m.formats ?? [], testOnly: !!m.testOnly }));
}

function deckSupport(game: string) {
  const d = GAMES.get(game)?.decks;
  if (!d) throw new Error(`no deck support for game ${JSON.stringify(game)}`);
  return d;
}

/** Parses a pasted deck list of `game`. */
export function parseDeck(game: string, text: string, extra?: readonly unknown[]): DeckParse {
  if (!GAMES.get(game)) return { ok: false, errors: [ruleError('deck/unknown-game', '100.1', `ไม่รู้จักเกม ${game}`, `Unknown game ${game}`)] };
  return deckSupport(game).parse(text, extra);
}

/** The reasons a deck is not legal in a format of `game` (empty when it is). */
export function checkDeck(game: string, deck: unknown, format: string, extra?: readonly unknown[]): RuleError[] {
  if (!GAMES.get(game)) return [ruleError('deck/unknown-game', '100.1', `ไม่รู้จักเกม ${game}`, `Unknown game ${game}`)];
  return deckSupport(game).validate(deck, format, extra);
}

/** The card language of `game` for server card sets, or null when the game takes no community cards yet. */
export function cardSetSupport(game: string): CardSetSupport | null {
  return GAMES.get(game)?.cardSets ?? null;
}

/** Ready-made decks of every game (test-only games too when asked), tagged with their game. */
export function precons(opts: { includeTestOnly?: boolean } = {}): Array<PreconInfo & { game: string }> {
  return GAMES.modules(opts).flatMap((m) => (m.decks?.precons() ?? []).map((p) => ({ ...p, game: m.id })));
}

/**
 * Card names (both languages) in a deck of `game`; `extra`, a server's card-set definitions, names the server
 * cards too (outside a match the game's own cardNames knows only its shipped cards). A server card's id is
 * found wherever the deck holds it, whatever the game's deck shape.
 */
export function deckCardNames(game: string, deck: unknown, extra?: readonly unknown[]): Text[] {
  const names = deckSupport(game).cardNames(deck);
  const sets = cardSetSupport(game);
  if (!extra?.length || !sets) return names;
  const byId = new Map(extra.map((d) => [String((d as { id?: unknown }).id), d]));
  const seen = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      const d = byId.get(v);
      if (d && !seen.has(v)) {
        seen.add(v);
        const n = sets.summary(d).name;
        // Inside a match the game may know the card already (it is pinned there).
        if (!names.some((x) => x.th === n.th && x.en === n.en)) names.push(n);
      }
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(deck);
  return names;
}

/** Builds a position of `desc.game` from a description (see core/scenario.ts). */
export function buildScenario(desc: ScenarioDescription): ScenarioResult<MatchState> | RuleError {
  const m = GAMES.get(desc?.game);
  if (!m?.scenario) return ruleError('scenario/unsupported', '100.1', `เกม ${desc?.game} ไม่มีตัวสร้างสถานการณ์`, `Game ${desc?.game} has no scenario builder`);
  return m.scenario.build(desc);
}

/**
 * sha256 of the canonical JSON of the state, read as this engine's schema: a checkpointed snapshot stored by an
 * older engine hashes like the same position rebuilt by this one (a judge's rewind compares the two).
 */
export function stateHash(state: MatchState): string {
  const upgrade = GAMES.get(String((state as { game?: unknown }).game))?.upgrade;
  return hashState(upgrade ? upgrade(state) : state);
}

export type ReplayResult = { ok: true; state: MatchState } | { ok: false; index: number; error: RuleError };

/** Rebuilds a match from its setup and action log (seed + decks + actions + engine version). */
export function replay(setup: MatchSetup | unknown, actions: unknown[]): ReplayResult {
  const s0 = createMatch<MatchState>(setup);
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
