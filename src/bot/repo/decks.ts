/**
 * Decks per user and game. A saved deck keeps the pasted text (so /deck show can give it back verbatim)
 * and the engine's parsed form. Preconstructed decks come from the engine and belong to everyone;
 * they are addressed as "precon:<id>".
 */
import type { EnginePort, GameId } from '../engine-port.js';
import type { KeyValueRepo } from './kv.js';

export interface SavedDeck {
  name: string;
  game: GameId;
  text: string;
  deck: unknown;
  cardCount: number;
  savedAt: number;
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
export const MAX_DECKS_PER_USER = 50;

const deckKey = (userId: string, game: GameId) => `deck:${userId}:${game}`;
const fieldOf = (name: string) => name.trim().toLowerCase();

export class DeckRepository {
  constructor(private readonly kv: KeyValueRepo, private readonly engine: EnginePort) {}

  async save(userId: string, deck: SavedDeck): Promise<void> {
    await this.kv.hset(deckKey(userId, deck.game), fieldOf(deck.name), JSON.stringify(deck));
  }

  async count(userId: string, game: GameId): Promise<number> {
    return Object.keys(await this.kv.hgetall(deckKey(userId, game))).length;
  }

  async list(userId: string, game: GameId): Promise<SavedDeck[]> {
    const all = await this.kv.hgetall(deckKey(userId, game));
    return Object.values(all).map((s) => JSON.parse(s) as SavedDeck).sort((a, b) => a.name.localeCompare(b.name));
  }

  async get(userId: string, game: GameId, name: string): Promise<SavedDeck | null> {
    const s = await this.kv.hget(deckKey(userId, game), fieldOf(name));
    return s ? (JSON.parse(s) as SavedDeck) : null;
  }

  async delete(userId: string, game: GameId, name: string): Promise<boolean> {
    return this.kv.hdel(deckKey(userId, game), fieldOf(name));
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
    const d = await this.get(userId, game, ref);
    return d ? { source: 'user', id: d.name, label: d.name, deck: d.deck } : null;
  }
}
