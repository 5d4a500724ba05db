/**
 * Binds the bot's EnginePort to src/engine: the one place that knows the engine's exact return shapes.
 * Everything routes through the engine's game registry; `includeTestOnly` also offers the test-only games
 * (the tiny test game) — the composition root of the tests asks for it, production does not.
 */
import * as engine from '../engine/index.js';
import { notYetAttacking, whyNotCast } from '../engine/games/fadalgia/why-not.js';
import type { FState } from '../engine/games/fadalgia/types.js';
import { upgradeState } from '../engine/games/fadalgia/schema-upgrade.js';
import type { EnginePort, MatchSetupInput, ParsedDeck, PreconDeck } from './engine-port.js';

const asState = (s: unknown) => s as engine.MatchState;
const gameOf = (game?: string) => game ?? 'fadalgia';
const isFadalgia = (s: unknown) => (s as { game?: unknown }).game === 'fadalgia';
// These two Fadalgia queries bypass the module's entry points, so they read a stored schema-1 state through the upgrade too.
const asFadalgia = (s: unknown) => upgradeState(s as FState);

export function createEngine(opts: { includeTestOnly?: boolean } = {}): EnginePort {
  return {
    createMatch(setup: MatchSetupInput) {
      const s = engine.createMatch(setup);
      // Decks are validated before a match is created, so a refusal here is a bug, not a player's mistake.
      if (engine.isRuleError(s)) throw new Error(`engine refused the match setup: ${s.code} (${s.rule}) ${s.message.en}`);
      return s;
    },
    apply: (state, action) => engine.apply(asState(state), action),
    currentPrompt: (state) => engine.currentPrompt(asState(state)),
    viewFor: (state, viewer) => engine.viewFor(asState(state), viewer),
    viewsFor: (state) => engine.viewsFor(asState(state)),
    viewsJson: (views) => engine.viewsJson(views),
    viewsPatch: (views, base) => engine.viewsPatch(views, base),
    result: (state) => engine.result(asState(state)),
    commitments: (state) => engine.commitments(asState(state)),
    revealShuffles(state) {
      const r = engine.revealShuffles(asState(state));
      if (!Array.isArray(r)) return [];
      return r.map((s) => ({ n: s.n, seat: s.seat, pile: s.pile, commitment: engine.commitmentOf(s), reveal: `salt=${s.salt} order=${s.order.join(',')}` }));
    },
    verifyShuffles(state) {
      const secrets = engine.revealShuffles(asState(state));
      if (!Array.isArray(secrets)) return { count: 0, verified: false };
      return { count: secrets.length, verified: engine.verifyCommitments(engine.commitments(asState(state)), secrets) };
    },
    stateHash: (state) => engine.stateHash(asState(state)),
    games: () => engine.games(opts).map((g) => ({ id: g.id, name: g.name, formats: g.formats })),
    parseDeckList: (text, game, extra): ParsedDeck => engine.parseDeck(gameOf(game), text, extra),
    validateDeck: (deck, format, game, extra) => engine.checkDeck(gameOf(game), deck, format, extra),
    precons: (): PreconDeck[] => engine.precons(opts).map((p) => ({ id: p.id, name: p.name, game: p.game, format: p.format, deck: p.deck })),
    cardNames: (deck, game, extra) => engine.deckCardNames(gameOf(game), deck, extra),
    // Fadalgia's reasons read an upgraded schema-1 state; the other games answer through their module.
    whyNotPlayable: (state, seat, objectId) => (isFadalgia(state) ? whyNotCast(asFadalgia(state), seat, objectId) : engine.whyNotPlayable(asState(state), seat, objectId)),
    notYetAttacking: (state) => (isFadalgia(state) ? notYetAttacking(asFadalgia(state)) : []),
  };
}

export const realEngine: EnginePort = createEngine();
