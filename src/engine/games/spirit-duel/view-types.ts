/**
 * The Spirit Duel board as one viewer may see it (contract between the engine, the renderer and the bot),
 * read from data/rules/spirit-duel.th.txt. Closed zones (deck, hand, face-down Traps) appear only as
 * counts or backs, except a seat's own hand and own Traps in that seat's view. Spirits, Equipment, the
 * Field and the discard pile are open. The engine may add fields; renaming or removing one means
 * updating src/render and src/bot too.
 */
import type { Redacted, Seat, Text, Viewer } from '../../core/view-types.js';

/** Spirit, Magic, Trap, Field (เวทย์สนาม), Equipment (อุปกรณ์ติดตั้ง). */
export type SpiritCardType = 'spirit' | 'magic' | 'trap' | 'field' | 'equipment';

export interface SpiritCardFace {
  /** Unique per object; a card that changes zone gets a new one. */
  objectId: string;
  cardId: string;
  name: Text;
  type: SpiritCardType;
  /** Core paid to play it. */
  cost: number;
  /** Printed values: Spirits ATK/HP; Equipment the bonus it grants. */
  atk?: number;
  hp?: number;
  text: Text;
  /** The engine cannot model this card's effect; it is resolved through a manual prompt. */
  manual?: boolean;
  owner: Seat;
}

export interface EquipmentView extends SpiritCardFace {
  type: 'equipment';
  attachedTo: string;
}

export interface SpiritView extends SpiritCardFace {
  type: 'spirit';
  /** Current ATK and maximum HP after Equipment, the Field and other effects. */
  currentAtk: number;
  maxHp: number;
  /** Damage stays until healed or the Spirit leaves the field; HP left = maxHp - damage. */
  damage: number;
  /** One Equipment per Spirit. */
  equipment: EquipmentView | null;
  /** Summoned this turn: cannot attack unless a card says so. */
  summonedThisTurn: boolean;
  /** Already used its one attack this turn (also when the attack was cancelled). */
  attackedThisTurn: boolean;
  /** Rested Spirits become ready again at Start / Refresh. */
  rested: boolean;
  controller: Seat;
}

export interface TrapSlotView {
  objectId: string;
  /** Set this turn: usable from the opponent's next turn on. */
  setThisTurn: boolean;
  /**
   * Present only in the owner's view (the opponent sees that a card is there, not its name) — and in every
   * view once the Trap was opened and stayed set, face up (a card that says it stays after use).
   */
  face?: SpiritCardFace;
}

export interface SpiritPlayerView {
  seat: Seat;
  /** Display name supplied by the caller at match creation (Discord name); may be empty. */
  name: string;
  /** Starts at 15; at 0 or below this player loses. */
  soul: number;
  /** Starts at 4, +3 at each Start / Refresh, at most 10. */
  core: number;
  deckCount: number;
  handCount: number;
  /** Only in this seat's own view. */
  hand?: SpiritCardFace[];
  /** Bottom first, top last; open zone. */
  discard: SpiritCardFace[];
  /** Exactly 5 slots, null = empty slot. */
  spirits: Array<SpiritView | null>;
  /** Exactly 3 face-down slots, null = empty slot. */
  traps: Array<TrapSlotView | null>;
  /** Spirit summons used this turn (2 allowed; a sacrifice evolution counts as one). */
  summonsThisTurn: number;
  /** Summons allowed this turn: 2, or more when an effect added some (absent = 2). */
  summonsAllowed?: number;
}

export interface SpiritBattleView {
  attackerId: string;
  target: { kind: 'soul'; seat: Seat } | { kind: 'spirit'; objectId: string };
  stage: 'declared' | 'trap-window' | 'damage' | 'cancelled';
}

export interface SpiritLogLine {
  seq: number;
  seat: Seat | null;
  text: Text;
}

export interface SpiritPromptSummary {
  seat: Seat;
  kind: string;
  label: Text;
}

export interface SpiritDuelBoard {
  game: 'spirit-duel';
  viewer: Viewer;
  matchId: string;
  version: number;
  turn: number;
  /** Whose turn it is. */
  activeSeat: Seat;
  /** The first player may not attack on the first turn. */
  firstSeat: Seat;
  phase: 'setup' | 'start' | 'draw' | 'main' | 'battle' | 'end' | 'ended';
  /** Turn limit in seconds (default 120); the deadline itself lives with the match service. */
  turnSeconds: number;
  waitingFor: SpiritPromptSummary | null;
  players: [SpiritPlayerView, SpiritPlayerView];
  /** One Field for the whole board, face up, affecting both sides. */
  field: SpiritCardFace | null;
  battle: SpiritBattleView | null;
  lastAction: SpiritLogLine | null;
  recentLog: SpiritLogLine[];
  result: { winner: Seat | null; reason: Text } | null;
}

export type SpiritDuelView = Redacted<SpiritDuelBoard>;
