/** The tiny test game's board as one viewer may see it. */
import type { Redacted, Seat, Text, Viewer } from '../../core/view-types.js';

export interface TinyCardView {
  objectId: string;
  card: string;
  name: Text;
  value: number;
}

export interface TinyPlayerView {
  name: string;
  life: number;
  deckCount: number;
  handCount: number;
  /** Only in this seat's own view. */
  hand?: TinyCardView[];
  grave: TinyCardView[];
}

export interface TinyView {
  game: 'tiny';
  viewer: Viewer;
  matchId: string;
  version: number;
  turn: number;
  active: Seat;
  players: [TinyPlayerView, TinyPlayerView];
  stack: TinyCardView[];
  waitingFor: Seat | null;
  log: Text[];
  result: { winner: Seat | null; reason: Text } | null;
}

export type TinyBoardView = Redacted<TinyView>;
