/**
 * The bot's view of community card sets: one repository per key-value store (no new field on the context),
 * the server's definitions for deck lists and matches, and the shipped cards' summaries for /cards show.
 */
import type { CardSummary } from '../../engine/core/api-types.js';
import { cardSetSupport } from '../../engine/index.js';
import { CardSetRepository } from '../../cards/repo.js';
import { pinnedDefinitions } from '../../cards/pin.js';
import type { KeyValueRepo } from '../../cards/kv.js';
import type { GameId } from '../../match/engine-port.js';

const repos = new WeakMap<KeyValueRepo, CardSetRepository>();

export function cardSetRepo(kv: KeyValueRepo): CardSetRepository {
  let r = repos.get(kv);
  if (!r) { r = new CardSetRepository(kv); repos.set(kv, r); }
  return r;
}

/** The server's definitions of `game` (empty outside a server, or for a game without community cards). */
export async function serverDefinitions(kv: KeyValueRepo, guild: string | null | undefined, game: GameId): Promise<unknown[]> {
  if (!guild || !cardSetSupport(game)) return [];
  return cardSetRepo(kv).definitions(guild, game);
}

/**
 * What a new match pins: the server's current definitions its decks use. Absent when the decks use none, so
 * a setup of shipped cards stays what it was.
 */
export async function pinnedForMatch(kv: KeyValueRepo, guild: string, game: GameId, decks: unknown[]): Promise<{ extraCards?: unknown[] }> {
  const defs = await serverDefinitions(kv, guild, game);
  const pinned = defs.length ? pinnedDefinitions(defs, decks) : [];
  return pinned.length ? { extraCards: pinned } : {};
}

const shipped = new Map<GameId, CardSummary[]>();
/** The shipped cards of a game as summaries (validated once per process). */
export function shippedSummaries(game: GameId): CardSummary[] {
  let out = shipped.get(game);
  if (!out) {
    const sets = cardSetSupport(game);
    // The shipped cards are the catalogue itself: a game whose set parser refuses its own ids as taken (Spirit
    // Duel keeps a re-import of them a collision) summarises them as shipped.
    const r = sets?.parse(sets.shipped());
    out = !sets ? [] : (r?.ok ? r.cards : sets.shipped()).map((c) => sets.summary(c));
    shipped.set(game, out);
  }
  return out;
}
