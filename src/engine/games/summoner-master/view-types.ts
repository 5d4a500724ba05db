/** Summoner Master's board as one viewer may see it (the renderer and public messages take only this). */
import type { Redacted, Seat, Text, Viewer } from '../../core/view-types.js';

export interface SmCardView {
  objectId: string;
  card: string;
  name: Text;
  kind: 'seal' | 'mystic';
  level: number;
}

export interface SmMysticView extends SmCardView {
  /** Subturns left; -1 permanent. */
  left: number;
  attach: 'NP' | 'PS' | 'PA' | 'PM';
  /** PM Mystics attached to this Mystic. */
  attached: SmMysticView[];
}

export interface SmSealView extends SmCardView {
  line: 'at' | 'df';
  active: boolean;
  at: number;
  df: number;
  sp: number;
  atkMp: number;
  elements: string[];
  types: string[];
  combo: string | null;
  supports: SmCardView[];
  mystics: SmMysticView[];
  charge: number;
  fcc: number;
  curses: Array<{ kind: string; left: number }>;
  growth: boolean;
  progressed: boolean;
}

export interface SmPlayerView {
  seat: Seat;
  name: string;
  mp: number;
  maxMp: number;
  shrineLevel: number;
  shrineLoss: number;
  shrine: SmCardView[];
  removed: SmCardView[];
  decks: { seals: number; mystics: number };
  /** Card backs show the kind (§0), so the counts by kind are public. */
  handCounts: { seals: number; mystics: number };
  /** Both kinds together: the CommonView field every game's view has. */
  handCount: number;
  /** Only in that seat's own view. */
  hand: SmCardView[] | undefined;
  atLine: SmSealView[];
  dfLine: SmSealView[];
  /** Seals under a Dimension Curse: on the field, in no Line (709). */
  dimension: SmSealView[];
  /** PA Mystics (in the Arena, attached to nothing). */
  arena: SmMysticView[];
  casting: SmCardView[];
}

export interface SmView {
  game: 'summoner-master';
  viewer: Viewer;
  matchId: string;
  version: number;
  format: string;
  subturn: number;
  /** The CommonView turn counter: here the running subturn number. */
  turn: number;
  active: Seat;
  step: string;
  players: [SmPlayerView, SmPlayerView];
  /** Procedures waiting on their Interfere Step, oldest first. */
  pending: Text[];
  /**
   * Who declared each pending procedure and what it is (public: every declaration is announced), oldest first.
   * `id` is the procedure's number among those declared in the match, so a new one is told from one seen before.
   */
  pendingBy: Array<{ id: string; seat: Seat; kind: 'cast' | 'skill' | 'attack' | 'combine' | 'break' | 'line' | 'fall' }>;
  waitingFor: Seat | null;
  /** What the seat waited for is deciding, in public words (deciding.ts); null when nobody is asked. */
  deciding: Text | null;
  log: Text[];
  result: { winner: Seat | null; reason: Text } | null;
}

export type SummonerMasterView = Redacted<SmView>;
