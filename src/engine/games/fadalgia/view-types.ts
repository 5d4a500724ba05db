/**
 * The Fadalgia board as one viewer may see it (contract between the engine, the renderer and the bot).
 * Closed zones (hand, main pile, life pile, face-down mana) appear only as counts, except a seat's own
 * hand in that seat's view. Open zones (field, stream cards, grave, Break, Outer Zone) are shown in full.
 * The engine may add fields; renaming or removing one means updating src/render and src/bot too.
 */
import type { Redacted, Seat, Text, Viewer } from '../../core/view-types.js';

/** 202.1.1: fire, water, wind, earth, and none. */
export type Element = 'fire' | 'water' | 'wind' | 'earth' | 'none';
export type CardType = 'unit' | 'action' | 'item' | 'terrain';

/** A face-up card's printed and current characteristics. */
export interface CardFace {
  /** Unique per object; a card that changes zone gets a new one (400.5). */
  objectId: string;
  /** Card definition id, e.g. "FDG-ST01-001". */
  cardId: string;
  name: Text;
  type: CardType;
  subtypes: string[];
  element: Element;
  cost: number;
  /** 203: value in the mana box. */
  mana: number;
  /** Printed AT/DF for units. */
  at?: number;
  df?: number;
  /** Action timing marks (301.1.1). */
  timing?: Array<'AT' | 'DF'>;
  /** Items/Terrains: printed duration in turns, null = until the end of the game. */
  duration?: number | null;
  text: Text;
  /** The engine cannot model this card's effect; it is resolved through a manual prompt. */
  manual?: boolean;
  owner: Seat;
}

export interface UnitView extends CardFace {
  type: 'unit';
  mode: 'AT' | 'DF';
  /** Current values after continuous effects and counters (never below 0 when shown, 101.7). */
  currentAt: number;
  currentDf: number;
  damage: number;
  counters: Record<string, number>;
  /** 304.3.1: controlled since the last clean up; false = cannot attack yet. */
  canAttackByAge: boolean;
  summon?: 'summon' | 'phantom';
  items: AttachmentView[];
  controller: Seat;
}

export interface AttachmentView extends CardFace {
  /** Turns left before it goes to the grave (302.3 / 303.4); null = no limit. */
  turnsLeft: number | null;
  attachedTo: string | null;
  controller: Seat;
}

export interface ManaCardView {
  objectId: string;
  /** 406.3: face-up = Stream, face-down = Mana. */
  faceUp: boolean;
  /** Present only when face-up. */
  face?: CardFace;
  state: 'active' | 'empty';
}

export interface PlayerBoardView {
  seat: Seat;
  /** Display name supplied by the caller at match creation (Discord name); may be empty. */
  name: string;
  role: 'AT' | 'DF';
  mainCount: number;
  lifeCount: number;
  /** Starter - Type C only. */
  lifeTokens?: number;
  handCount: number;
  /** Only in this seat's own view. */
  hand?: CardFace[];
  /** Bottom first, top last (405). */
  grave: CardFace[];
  outer: CardFace[];
  units: UnitView[];
  terrain: AttachmentView | null;
  /** Items on the field that are not attached to a unit (e.g. Item - World). */
  fieldItems: AttachmentView[];
  mana: ManaCardView[];
  /** Unspent mana produced this turn, by element (604.6 / 503.5.4). */
  pool: Partial<Record<Element, number>>;
  /** Player counters (612.5), e.g. Soul Energy. */
  counters: Record<string, number>;
  streamPlacedThisTurn: boolean;
  /** 606.5.34.1 (ข): the different Tarot names this player has gained (public: gained by casting). */
  tarotNames?: string[];
}

export interface BreakEntryView {
  id: string;
  kind: 'card' | 'ability' | 'trigger';
  controller: Seat;
  source: CardFace;
  label: Text;
  targets: string[];
}

export interface CombatView {
  attackerIds: string[];
  target: { kind: 'player'; seat: Seat } | { kind: 'unit'; objectId: string };
  blockerIds: string[];
  stage: 'declared' | 'blocking' | 'blocked' | 'damage';
}

export interface PublicLogLine {
  seq: number;
  seat: Seat | null;
  text: Text;
  rule?: string;
}

export interface PromptSummary {
  seat: Seat;
  kind: string;
  label: Text;
}

export interface FadalgiaBoard {
  game: 'fadalgia';
  format: 'standard' | 'starter-c';
  viewer: Viewer;
  matchId: string;
  version: number;
  turn: number;
  atSeat: Seat;
  phase: 'setup' | 'refresh' | 'main' | 'cleanup' | 'ended';
  priority: Seat | null;
  /** Who must decide now and about what; details of the options only in that seat's own view. */
  waitingFor: PromptSummary | null;
  players: [PlayerBoardView, PlayerBoardView];
  /** Bottom first, top last. */
  breakZone: BreakEntryView[];
  combat: CombatView | null;
  lastAction: PublicLogLine | null;
  recentLog: PublicLogLine[];
  result: { winner: Seat | null; reason: Text; rule?: string } | null;
}

export type FadalgiaView = Redacted<FadalgiaBoard>;
