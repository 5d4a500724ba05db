/** The tiny test game's board as one viewer may see it. */
import type { Redacted, Seat, Text, Viewer } from '../../core/view-types.js';

export interface TinyCardView {
  objectId: string;
  card: string;
  name: Text;
  value: number;
}

export interface TinyView {
  game: 'tiny';
  viewer: Viewer;
  matchId: string;
  version: number;
  names: [string, string];
  turn: number;
  active: Seat;
  life: [number, number];
  deckCounts: [number, number];
  handCounts: [number, number];
  /** The viewer's own hand (null in a spectator's view and for the other seat). */
  hands: [TinyCardView[] | null, TinyCardView[] | null];
  stack: TinyCardView[];
  graves: [TinyCardView[], TinyCardView[]];
  waitingFor: Seat | null;
  log: Text[];
  result: { winner: Seat | null; reason: Text } | null;
}

export type TinyBoardView = Redacted<TinyView>;
