/** Binds the bot's EnginePort to src/engine: the one place that knows the engine's exact return shapes. */
import * as engine from '../engine/index.js';
import type { MatchState } from '../engine/index.js';
import { notYetAttacking, whyNotCast } from '../engine/games/fadalgia/why-not.js';
import type { EnginePort, MatchSetupInput, ParsedDeck, PreconDeck } from './engine-port.js';

const asState = (s: unknown) => s as MatchState;

export const realEngine: EnginePort = {
  createMatch(setup: MatchSetupInput) {
    const s = engine.createMatch(setup);
    // Decks are validated before a match is created, so a refusal here is a bug, not a player's mistake.
    if (engine.isRuleError(s)) throw new Error(`engine refused the match setup: ${s.code} (${s.rule}) ${s.message.en}`);
    return s;
  },
  apply: (state, action) => engine.apply(asState(state), action),
  currentPrompt: (state) => engine.currentPrompt(asState(state)),
  viewFor: (state, viewer) => engine.viewFor(asState(state), viewer),
  result: (state) => engine.result(asState(state)),
  commitments: (state) => engine.commitments(asState(state)),
  revealShuffles(state) {
    const r = engine.revealShuffles(asState(state));
    if (!Array.isArray(r)) return [];
    return r.map((s) => ({ n: s.n, seat: s.seat, pile: s.pile, commitment: engine.commitmentOf(s), reveal: `salt=${s.salt} order=${s.order.join(',')}` }));
  },
  stateHash: (state) => engine.stateHash(asState(state)),
  parseDeckList(text): ParsedDeck {
    const r = engine.parseDeckList(text);
    // The engine's messages already name their line ("Line 2: …"): adding it again printed it twice.
    if (!r.ok) return { ok: false, errors: r.errors.map((e) => ({ code: 'deck/line', rule: '100.3', message: { th: e.message.th, en: e.message.en } })) };
    return { ok: true, deck: r.deck, cardCount: r.deck.main.length + r.deck.life.length };
  },
  validateDeck(deck, format) {
    const r = engine.validateDeck(deck as engine.Deck, format);
    return r.ok ? [] : r.errors;
  },
  precons: (): PreconDeck[] => engine.PRECONS.map((p) => ({ id: p.id, name: p.name, game: 'fadalgia', format: p.format, deck: p.deck })),
  cardNames(deck) {
    const d = deck as engine.Deck;
    return [...new Set([...d.main, ...d.life])].map((id) => engine.cardDef(id)?.name).filter((n): n is { th: string; en: string } => !!n);
  },
  whyNotPlayable: (state, seat, objectId) => whyNotCast(asState(state), seat, objectId),
  notYetAttacking: (state) => notYetAttacking(asState(state)),
};
