/**
 * The Fadalgia match state: plain JSON only (no classes, no functions), so it survives a JSON round trip
 * and replays from seed + actions. Card instances point to definitions by id.
 */
import type { Seat, Text } from '../../core/view-types.js';
import type { MatchResult, Prompt } from '../../core/api-types.js';
import type { RngState } from '../../core/rng.js';
import type { ShuffleSecret } from '../../core/commitments.js';
import type { PriorityState } from '../../core/stack.js';
import type { PendingTrigger as KernelTrigger } from '../../core/triggers.js';
import type { TimedEffect } from '../../core/layers.js';
import type { LimitState } from '../../core/limits.js';
import type { KBase } from '../../core/zones.js';
import type { Element } from './view-types.js';
import type { CardDef, Effect, TargetSpec } from './cards/schema.js';

export type Format = 'standard' | 'starter-c';
export type ZoneName = 'main' | 'life' | 'hand' | 'grave' | 'outer' | 'field' | 'mana' | 'break';
/** The zones each player has (zones.ts declares them to the kernel); the Break is shared. */
export type SeatZone = Exclude<ZoneName, 'break'>;
/** A key of `FState.zones` (the kernel's `zoneKey`): `${seat}:${zone}`, or 'break'. */
export type ZoneKey = `${Seat}:${SeatZone}` | 'break';
/** Every zone list, bottom first (top last), by the kernel's zone key. */
export type FZones = Record<ZoneKey, string[]>;

/** One card (or Summon token) in one zone. A zone change makes a new object with a new id (400.5). */
export interface Obj extends KBase {
  zone: ZoneName;
  /** Mana zone: face-down = Mana, face-up = Stream (406.3); set on every Mana-zone card, absent elsewhere. */
  faceDown?: boolean;
  /** Units: 607.9 / 607.10. */
  mode?: 'AT' | 'DF';
  /** Mana zone cards: Active / Empty (604.4). */
  empty?: boolean;
  /** Accumulated damage (608.3.2). */
  dmg?: number;
  /** Unit counters (612.4), incl. '+1/+1' and '-1/-1'. */
  ctr?: Record<string, number>;
  /** Items: the unit it is attached to (302.2). */
  att?: string | null;
  /** Items/Terrains: turns left (302.3 / 303.4); null = until the end of the game. */
  left?: number | null;
  /** 304.3.1: under its controller's control since the last clean up. */
  since?: boolean;
  /** Entry order on the field (613.2 "older"). */
  ts?: number;
  /** 610: a Summon/Phantom unit; it ceases to exist when it leaves the field (610.4, the field's `tokensVanishOnLeave`). */
  token?: 'summon' | 'phantom';
  /** 606.3.3: indexes of activated abilities of this object now on the Break. */
  busy?: number[];
  /** 610.3: this Summon unit attacked, blocked or activated and must be sacrificed. */
  mustSac?: boolean;
  /** 606.5.9: Outer Zone ids of the cards a Transform removed, counted as this same card (they move with it). */
  merged?: string[];
}

export interface PlayerState {
  /** Unspent mana by element (604.6 / 503.5.4). */
  pool: Partial<Record<Element, number>>;
  counters: Record<string, number>;
  streamPlaced: number;
  /** Starter - Type C life tokens. */
  tokens?: number;
  /** A card's "you win"/"you lose" instruction (101.3.2.4–101.3.3.5). */
  flag?: 'win' | 'lose';
  conceded?: boolean;
  /** 606.5.34.1 (ข): the different Tarot names this player has gained (kept all game; replaced, never mutated). */
  tarot?: string[];
  /** The hand card the AT player chose at Refresh to place as a Stream at their first priority of Main (502.2.1, turn.ts). */
  streamPlan?: string;
}

/** Work items: the engine's resumable to-do stack (top = last), so a resolution can stop for a prompt. */
export type Work =
  | {
      k: 'res'; e: BreakEntry; phase: 'costs' | 'targets' | 'effects' | 'finish'; i: number; failed?: boolean; adjust?: number;
      /** 606.5.9: the choices a keyword asked for before the unit enters (`asked` once the question was settled). */
      asked?: boolean; picks?: Record<string, string[]>;
    };

export interface EffCtx {
  ctrl: Seat;
  /** Object that is the source (may have moved; see srcLki). */
  src: string;
  srcCardId: string;
  targets: string[];
  /** Objects the triggering event was about. */
  about?: string[];
  /** 101.6: the number chosen during this resolution. */
  x?: number;
}

export interface BreakEntry {
  /** 606.5.17: an ability lent to the source by another card: that card and the ability's index on it. */
  lent?: { cardId: string; idx: number };
  id: string;
  kind: 'card' | 'ability' | 'trigger';
  ctrl: Seat;
  /** For cards: the object on the Break; for abilities: the source object. */
  src: string;
  srcCardId: string;
  /** Index of the activated ability / trigger on the card definition. */
  idx?: number;
  targets: string[];
  about?: string[];
  /** 101.6: the number chosen while it resolves ('number' verb). */
  x?: number;
  /** Label shown on the board. */
  label: Text;
  /** A keyword trigger (606.5): the keyword key; `idx` indexes the card's `kw` entries, -1 for the keyword's own ability. */
  kw?: string;
}

/**
 * A triggered ability waiting for the Break (606.4.1), in the kernel's shape (core/triggers.ts): `card` is
 * the source's card id, `ability` the index of the trigger on it, `batch` 1 for 609.4.1.1's block
 * triggers, which go on after every other trigger of the attack.
 */
export interface PendingTrigger extends KernelTrigger {
  ability: number;
  /** A keyword trigger (606.5, keyword-triggers.ts): the keyword key; `ability` indexes the card's `kw`, -1 for the keyword's own. */
  kw?: string;
}

/**
 * A combat in progress (609), plain data so a scenario can describe one:
 * - `attackers`: the attacking group (606.5.29.2), the declared unit first; one unit unless a keyword
 *   makes others join the attack.
 * - `target`: the DF player (609.3.2) or one DF-mode unit (609.3.1).
 * - `blockers`: each blocking unit with the attacker it fights (609.5.1), in the order declared.
 * - `ctrl`: the controller of every fighting unit (attackers, blockers, the attacked unit) when it entered
 *   the combat; 609.10 cancels the attack when one left the field or has another controller.
 * - `stage`: 'attack' (the 609.4.2 priority window), 'blocking' (609.4.3: the DF player declares blocks),
 *   'block' (the 609.5.2 window), 'fight' (the 609.6 window; both passing there is the fight, 609.7).
 */
export interface Combat {
  attackers: string[];
  target: { kind: 'player'; seat: Seat } | { kind: 'unit'; id: string };
  blockers: Array<{ id: string; attacker: string }>;
  ctrl: Record<string, Seat>;
  stage: 'attack' | 'blocking' | 'block' | 'fight';
}

/** Fadalgia's priority windows; `windows.ts` holds their stage table (who is first, what follows). */
export type FWindow = 'main' | 'cleanup' | 'attack' | 'block' | 'fight';

export type Prio = PriorityState<FWindow>;

/** What an answer to the pending prompt means. Kept in the state, never shown to the other seat. */
export type PromptCtx =
  | { t: 'method' }
  | { t: 'method-agree'; method: 'coin' | 'rps' }
  | { t: 'coin-call' }
  | { t: 'rps'; picks: Array<string | null> }
  | { t: 'choose-first' }
  | { t: 'reshuffle'; of: Seat; pile?: 'main' | 'life' }
  | { t: 'life-draw' }
  | { t: 'flip-stream' }
  | { t: 'priority' }
  | { t: 'cast-targets'; obj: string; spec: TargetSpec }
  | { t: 'act-targets'; obj: string; idx: number; spec: TargetSpec }
  | { t: 'pay'; combos: PayCombo[]; then: PayThen; cost: number }
  | { t: 'attack-target'; attacker: string }
  /** `chosen`: an attacking group's blockers declared so far, one per attacker in order (606.5.29.3). */
  | { t: 'blockers'; chosen?: string[] }
  /** 606.5.29.1: units joining `attacker`'s attack on `target` as one attacking group. */
  | { t: 'group-join'; attacker: string; target: string }
  | { t: 'order-triggers'; seat: Seat }
  | { t: 'trig-optional'; trig: PendingTrigger }
  | { t: 'trig-targets'; trig: PendingTrigger; spec: TargetSpec }
  | { t: 'terrain-keep' }
  | { t: 'discard-hand'; n: number }
  | { t: 'verb'; eff: Effect; ctx: EffCtx; data?: unknown }
  | { t: 'cost'; n: number; kind: 'sacrifice' | 'discard' }
  | { t: 'manual' }
  | { t: 'confirm'; adjustments: string[] }
  | { t: 'cancelable' }
  /** A keyword's additional cost that needs a choice (606.5.28.1: the card to remove to the Outer Zone). */
  | { t: 'kw-cost'; key: string; src: string }
  /** A keyword's choice as the cast unit enters (606.5.9: which card of the named card to remove). */
  | { t: 'enter-choice'; key: string };

export interface PayCombo {
  streams: string[];
  mana: string[];
  fromPool: number;
}

/** What to do once a cost is paid. */
export type PayThen =
  | { k: 'cast'; obj: string; targets: string[] }
  | { k: 'activate'; obj: string; idx: number; targets: string[] };

/** The public prompt plus what the engine needs to apply the answer (never shown). */
export interface PendingPrompt extends Prompt {
  ctx: PromptCtx;
}

export interface LogLine {
  seq: number;
  seat: Seat | null;
  text: Text;
  rule?: string;
}

export type Step =
  | 'setup-method'
  | 'setup-first'
  | 'setup-shuffle'
  | 'refresh'
  | 'refresh-life'
  | 'refresh-flip'
  | 'main-start'
  | 'main'
  | 'cleanup-start'
  | 'cleanup'
  | 'cleanup-end'
  | 'ended';

/** 2: objects and zones in the kernel's store shape (`zones`, `card`, `faceDown`); 1 kept them per player. */
export const SCHEMA_VERSION = 2;

/** Holds the kernel's `ObjectStore<Obj>` fields flat (`objs`, `zones`, `nextId`): kernel calls take the state itself. */
export interface FState {
  schemaVersion: typeof SCHEMA_VERSION;
  game: 'fadalgia';
  format: Format;
  matchId: string;
  version: number;
  rng: RngState;
  names: [string, string];
  challenger: Seat;
  nextId: number;
  seq: number;
  objs: Record<string, Obj>;
  zones: FZones;
  players: [PlayerState, PlayerState];
  turn: number;
  atSeat: Seat;
  firstSeat: Seat | null;
  step: Step;
  brk: BreakEntry[];
  /** Priority and its window (core/stack.ts); the Break itself is `brk` (bottom first). */
  prio: Prio | null;
  combat: Combat | null;
  /** Units that attacked this turn (for display/AI). */
  attacked: string[];
  prompt: PendingPrompt | null;
  work: Work[];
  triggers: PendingTrigger[];
  /** Timed continuous effects (timed.ts), kernel layer ops with durations. */
  effects: TimedEffect[];
  log: LogLine[];
  shuffles: ShuffleSecret[];
  result: MatchResult | null;
  /** Usage limits (core/limits.ts): once per turn per object / per name; `turnNo` is the turn `turn` counts for. */
  limits?: LimitState & { turnNo: number };
  /** Match-only card definitions (a scenario's `cards`, 100.1), looked up through `inMatch` (cards/catalog.ts); never mutated. */
  extraCards?: Record<string, CardDef>;
  /** Setup bookkeeping. */
  setup: { method?: 'coin' | 'rps'; reshuffleAsked: Seat[] };
}
