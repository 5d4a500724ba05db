/** The Spirit Duel match state (plain JSON) and its zones. */
import {
  zoneTable, type LimitState, type MatchResult, type PendingTrigger, type Prompt, type Seat, type StackState, type Text, type TimedEffect, type ZoneStore,
} from '../../core/kernel.js';
import type { RngState } from '../../core/rng.js';
import type { ShuffleSecret } from '../../core/commitments.js';
import type { SDCard, SDTrapTiming as TrapTiming } from './language.js';

/**
 * sd:setup.4: 5 Spirit slots and 3 face-down Trap slots per player; the Field is one for the whole board.
 * Face-down Traps sit in a public zone: the opponent sees that a card is there (the kernel hides a
 * face-down card's identity from everyone but its owner), not which.
 */
export const ZONES = zoneTable([
  { name: 'deck', visibility: 'nobody', ordered: true, perPlayer: true },
  { name: 'hand', visibility: 'owner', ordered: false, perPlayer: true },
  { name: 'spirits', visibility: 'public', ordered: false, perPlayer: true },
  { name: 'traps', visibility: 'public', ordered: false, perPlayer: true },
  { name: 'equipment', visibility: 'public', ordered: false, perPlayer: true },
  { name: 'field', visibility: 'public', ordered: false, perPlayer: false },
  { name: 'discard', visibility: 'public', ordered: true, perPlayer: true },
]);

export const SPIRIT_SLOTS = 5;
export const TRAP_SLOTS = 3;
export const START_SOUL = 15;
export const START_CORE = 4;
export const CORE_GAIN = 3;
export const MAX_CORE = 10;
export const OPENING_HAND = 5;
export const SUMMONS_PER_TURN = 2;
export const DEFAULT_TURN_SECONDS = 120;
/** Bounds of a per-match or per-server turn time (the rule text gives only the default). */
export const MIN_TURN_SECONDS = 10;
export const MAX_TURN_SECONDS = 3600;

export type Phase = 'setup' | 'start' | 'draw' | 'main' | 'battle' | 'end' | 'ended';
/** Priority windows of the stage table: the turn's two decision phases. */
export type Win = 'main' | 'battle';
export type Rps = 'rock' | 'paper' | 'scissors';

export interface Battle {
  attacker: string;
  attackerSeat: Seat;
  /** A Spirit's object id, or null for the defender's Soul (sd:battle.5). */
  target: string | null;
  stage: 'declared' | 'trap-window' | 'damage' | 'cancelled';
  /** sd:trap.4: one Trap per attack. */
  trapUsed: boolean;
  /** Timed effects that last "for this attack": removed when it ends (absent until a card makes one). */
  effects?: string[];
}

/**
 * A Magic, an opened Trap or a trigger being resolved (effects.ts): its effects run in order, each asking its
 * decision when reached. Absent from the state when nothing is being resolved.
 */
export interface Resolving {
  seat: Seat;
  /** The card definition whose effects run. */
  card: string;
  /** The source object (the cast Magic in the discard pile, the trigger's source), if any: timed effects name it. */
  src: string | null;
  path: 'effects' | 'trap' | `t${number}`;
  ctx: { self?: string; subject?: string };
  /** The next effect to run. */
  next: number;
  /** Decisions made, by `<effect index>:<what>` (t target, n amount, d<seat> discard, c card). */
  chosen: Record<string, string[]>;
  /** The decision the pending prompt asks for. */
  asking?: string;
  /** The paragraph its log lines and prompts cite. */
  rule: string;
}

/** A moment at which a Trap of `seat` might be opened (sd:trap.3). */
export interface TrapWindow {
  timing: TrapTiming;
  seat: Seat;
  /** The summoned Spirit for 'opponent-summon'. */
  about?: string;
}

export interface LogLine {
  seq: number;
  /** null = public; a seat = only that seat may read it. */
  audience: Seat | null;
  /** Who acted (for display), when someone did. */
  actor: Seat | null;
  text: Text;
  rule?: string;
}

export interface SDState {
  schemaVersion: 1;
  game: 'spirit-duel';
  format: 'standard';
  matchId: string;
  version: number;
  names: [string, string];
  seq: number;
  rng: RngState;
  zones: ZoneStore;
  /** The stage table's priority state (no items: Spirit Duel has no stack). */
  stack: StackState<never, Win>;
  limits: LimitState;
  effects: TimedEffect[];
  pending: PendingTrigger[];
  windows: TrapWindow[];
  turn: number;
  active: Seat;
  first: Seat;
  phase: Phase;
  soul: [number, number];
  core: [number, number];
  turnSeconds: number;
  rps: [Rps | null, Rps | null];
  battle: Battle | null;
  /** A seat that had to draw from an empty deck (sd:goal.2). */
  decked: [boolean, boolean];
  prompt: Prompt | null;
  /** Which trap window the pending prompt belongs to. */
  openWindow: TrapWindow | null;
  log: LogLine[];
  shuffles: ShuffleSecret[];
  result: MatchResult | null;
  /** The effects being resolved (absent when none). */
  resolving?: Resolving;
  /** The match's own card definitions (a server's set, a scenario's cards), pinned at creation; absent when none. */
  extraCards?: Record<string, SDCard>;
}

/** Per-object fields kept in KObject.data. */
export interface SpiritData {
  damage?: number;
  summonedTurn?: number;
  /** Turn it arrived by sacrifice evolution: it cannot attack that turn, whatever grants it (sd:summon.3). */
  evolvedTurn?: number;
  rested?: boolean;
  /** Traps: the turn they were set (sd:trap.2). */
  setTurn?: number;
}
