/**
 * The shape of a scenario: a position described in data (zones with cards per seat, per-card state,
 * the stack, whose turn, step and priority), plus card definitions registered for that match only. Each
 * game implements `ScenarioBuilder` (validating card definitions with its catalogue's schema) so tests,
 * puzzles, judge tools and bug reports all build positions the same way and then play them through apply().
 */
import type { RuleError } from './api-types.js';
import type { Seat } from './view-types.js';

/** A card in a scenario: its definition id, or an object with the per-card state the game supports. */
export type ScenarioCard =
  | string
  | {
      card: string;
      /** A name to refer to this object in the test (resolved by `ScenarioResult.id`). */
      as?: string;
      faceDown?: boolean;
      /** Controller when it differs from the owner (a field). */
      ctrl?: Seat;
      counters?: Record<string, number>;
      /** `as` name of the object it is attached to. */
      attachedTo?: string;
      /** Game-specific per-object fields (Fadalgia: mode, damage, since...). */
      state?: Record<string, unknown>;
    };

export interface ScenarioSeat {
  name?: string;
  /** Zone name → cards, bottom first. */
  zones: Record<string, ScenarioCard[]>;
  /** Game-specific per-player values (life tokens, mana pool...). */
  state?: Record<string, unknown>;
}

export interface ScenarioStackItem {
  /** `as` name of the object (a card on the stack) or of the ability's source. */
  source: string;
  ctrl: Seat;
  /** A card on the stack: its definition id; the object is made there and named `source`. */
  card?: string;
  /** Ability index/name for an ability; absent for a card. */
  ability?: number | string;
  /** `as` names of target objects, or a game's names for players (Fadalgia: 'p0' / 'p1'). */
  targets?: string[];
}

export interface ScenarioDescription {
  game: string;
  format?: string;
  seed?: string;
  seats: [ScenarioSeat, ScenarioSeat];
  turn?: number;
  active?: Seat;
  /** The game's step/phase name. */
  step?: string;
  /** Who holds priority (and in which window, if the game names them). */
  priority?: { seat: Seat; window?: string };
  stack?: ScenarioStackItem[];
  /** Card definitions for this match only, validated with the game's catalogue schema. */
  cards?: unknown[];
  /** Game-specific match values (Fadalgia: who went first, for 101.2.2). */
  state?: Record<string, unknown>;
}

export interface ScenarioResult<S> {
  state: S;
  /** Object id of a card named with `as`. */
  id(name: string): string;
}

/**
 * A description that cannot be built: the error names the field (`seats[0].zones.field[1].state.mode`) so a
 * bug report or puzzle author sees what to fix.
 */
export function scenarioError(field: string, rule: string, th: string, en: string): RuleError {
  return { code: 'scenario/invalid', rule, message: { th: `${field}: ${th}`, en: `${field}: ${en}` } };
}

/** `seats.0.zones.field.1` (a zod issue path) as `seats[0].zones.field[1]`. */
export function fieldPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const k of path) out += typeof k === 'number' ? `[${k}]` : out ? `.${String(k)}` : String(k);
  return out || '(description)';
}

export interface ScenarioBuilder<S> {
  build(desc: ScenarioDescription): ScenarioResult<S> | RuleError;
}
