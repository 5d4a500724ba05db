/**
 * Decks per user and game. A saved deck keeps the pasted text (so /deck show can give it back verbatim)
 * and the engine's parsed form, in one hash; a second hash keeps a small summary of each deck (name, card
 * count, the formats it is legal in) so that listing, autocomplete and the deck picker never load or parse
 * whole decks. Preconstructed decks come from the engine and belong to everyone; they are addressed as
 * "precon:<id>".
 */
import { z } from 'zod';
import type { EnginePort, FormatId, GameId } from '../../match/engine-port.js';
import type { KeyValueRepo } from '../../store/kv.js';

export interface SavedDeck {
  name: string;
  game: GameId;
  text: string;
  deck: unknown;
  cardCount: number;
  savedAt: number;
}

export interface DeckSummary {
  name: string;
  cardCount: number;
  savedAt: number;
  /** The formats the deck is legal in, decided when it was saved. */
  formats: FormatId[];
}

export interface DeckRef {
  /** 'user' = the caller's saved deck; 'precon' = a preconstructed deck. */
  source: 'user' | 'precon';
  id: string;
  label: string;
  deck: unknown;
}

export const PRECON_PREFIX = 'precon:';
export const MAX_DECK_NAME = 40;
/** The default cap on saved decks per user and game (MAX_DECKS_PER_USER in the configuration). */
export const MAX_DECKS_PER_USER = 50;
export const FORMAT_IDS: readonly FormatId[] = ['standard', 'starter-c'];

const summarySchema = z.object({
  name: z.string(), cardCount: z.number().int().min(0), savedAt: z.number(), formats: z.array(z.string().max(40)),
});

/** A summary-hash field no deck name can produce (names are trimmed, and this one starts with a NUL). */
const BACKFILLED = '\u0000backfilled';
/** A saved 60-card deck is a few KB of JSON; anything past this is not a deck a player could use. */
const MAX_LEGACY_RECORD = 64 * 1024;

const deckKey = (userId: string, game: GameId) => `deck:${userId}:${game}`;
const summaryKey = (userId: string, game: GameId) => `decks:${userId}:${game}`;
const fieldOf = (name: string) => name.trim().toLowerCase();

export class DeckRepository {
  constructor(private readonly kv: KeyValueRepo, private readonly engine: EnginePort, readonly maxPerUser = MAX_DECKS_PER_USER) {}

  /** Saves (or replaces) a deck; 'full' when it is a new deck and the user already has the maximum. */
  /** `extra`: the server's card-set definitions the deck may use (its formats are decided with them). */
  async save(userId: string, deck: SavedDeck, extra?: readonly unknown[]): Promise<'saved' | 'full'> {
    const field = fieldOf(deck.name);
    const existing = await this.list(userId, deck.game);
    if (!existing.some((d) => fieldOf(d.name) === field) && existing.length >= this.maxPerUser) return 'full';
    const formats = legalFormats(this.engine, deck.deck, deck.game, extra);
    const summary: DeckSummary = { name: deck.name, cardCount: deck.cardCount, savedAt: deck.savedAt, formats };
    await this.kv.hset(deckKey(userId, deck.game), field, JSON.stringify(deck));
    await this.kv.hset(summaryKey(userId, deck.game), field, JSON.stringify(summary));
    return 'saved';
  }

  async count(userId: string, game: GameId): Promise<number> {
    return (await this.list(userId, game)).length;
  }

  /** Summaries of the user's decks, by name; legal only in `format` when one is given. */
  async list(userId: string, game: GameId, format?: FormatId): Promise<DeckSummary[]> {
    let all = await this.kv.hgetall(summaryKey(userId, game));
    if (Object.keys(all).length === 0) all = await this.backfill(userId, game);
    const out: DeckSummary[] = [];
    for (const raw of Object.values(all)) {
      const r = summarySchema.safeParse(safeJson(raw));
      if (r.success && (!format || r.data.formats.includes(format))) out.push(r.data);
    }
    return out.sort((a, b) => a.name.localeCompare(b.name));
  }

  /**
   * Decks saved before summaries existed get theirs once, on the first listing. A record far larger than any
   * real deck (the 200-card cap came with summaries) is left out rather than parsed. The marker field keeps
   * a user without decks from being backfilled on every listing.
   */
  private async backfill(userId: string, game: GameId): Promise<Record<string, string>> {
    const full = await this.kv.hgetall(deckKey(userId, game));
    const out: Record<string, string> = { [BACKFILLED]: '1' };
    for (const [field, raw] of Object.entries(full)) {
      if (raw.length > MAX_LEGACY_RECORD) continue;
      const d = safeJson(raw) as Partial<SavedDeck> | null;
      if (!d || typeof d.name !== 'string' || typeof d.cardCount !== 'number') continue;
      const summary: DeckSummary = { name: d.name, cardCount: d.cardCount, savedAt: Number(d.savedAt) || 0, formats: legalFormats(this.engine, d.deck, game) };
      out[field] = JSON.stringify(summary);
    }
    for (const [field, value] of Object.entries(out)) await this.kv.hset(summaryKey(userId, game), field, value);
    return out;
  }

  async get(userId: string, game: GameId, name: string): Promise<SavedDeck | null> {
    const s = await this.kv.hget(deckKey(userId, game), fieldOf(name));
    return s ? (JSON.parse(s) as SavedDeck) : null;
  }

  async delete(userId: string, game: GameId, name: string): Promise<boolean> {
    const gone = await this.kv.hdel(deckKey(userId, game), fieldOf(name));
    const listed = await this.kv.hdel(summaryKey(userId, game), fieldOf(name));
    return gone || listed;
  }

  precons(game: GameId) {
    return this.engine.precons().filter((p) => p.game === game);
  }

  /** Resolves a deck option: "precon:<id>" or the name of one of the user's decks. */
  async resolve(userId: string, game: GameId, ref: string, lang: 'th' | 'en'): Promise<DeckRef | null> {
    if (ref.startsWith(PRECON_PREFIX)) {
      const id = ref.slice(PRECON_PREFIX.length);
      const p = this.precons(game).find((d) => d.id === id);
      return p ? { source: 'precon', id: ref, label: p.name[lang] || p.name.en, deck: p.deck } : null;
    }
    if (ref.length > MAX_DECK_NAME) return null;
    const d = await this.get(userId, game, ref);
    return d ? { source: 'user', id: d.name, label: d.name, deck: d.deck } : null;
  }
}

/** The formats of the deck's own game it is legal in (each game checks its decks with its own rules). */
function legalFormats(engine: EnginePort, deck: unknown, game: GameId, extra?: readonly unknown[]): FormatId[] {
  const ids = engine.games().find((g) => g.id === game)?.formats.map((f) => f.id) ?? FORMAT_IDS;
  return ids.filter((f) => {
    try { return engine.validateDeck(deck, f, game, extra).length === 0; } catch { return false; }
  });
}

function safeJson(raw: string): unknown {
  try { return JSON.parse(raw); } catch { return null; }
}
