/**
 * What may leave the engine. Views are the only input the renderer and public messages accept:
 * the brand can only be added by the engine's viewFor(), so handing the full match state to the
 * renderer or a public message is a type error.
 */

export type Seat = 0 | 1;
export type Viewer = Seat | 'spectator';

/** Thai first, English second: every user-facing engine string exists in both. */
export interface Text {
  th: string;
  en: string;
}

declare const redacted: unique symbol;
/** Marks a value produced by viewFor(): hidden zones already removed for `viewer`. */
export type Redacted<T> = T & { readonly [redacted]: true };

/** A card a viewer may see by name (every game's card faces have at least this). */
export interface NamedCard {
  objectId: string;
  name: Text;
}

/** The part of a seat's board every game's view has: what the bot needs without knowing the game. */
export interface CommonPlayerView {
  /** Display name supplied by the caller at match creation (Discord name); may be empty. */
  name: string;
  handCount: number;
  /** Only in this seat's own view. */
  hand?: NamedCard[];
}

/** The part every game's view has. */
export interface CommonView {
  game: string;
  viewer: Viewer;
  players: [CommonPlayerView, CommonPlayerView];
}
