/**
 * Fadalgia's game events on the kernel bus (core/bus.ts). Combat, resolution, removal and the turn code
 * emit these and nothing else; card triggers (triggers.ts) and keyword modules subscribe to `SUBS`. Each
 * emit delivers through a fresh bus over the state (a handler that emits in turn uses the bus it is
 * given, so its events follow the current one); nothing is kept between events, the state stays JSON.
 */
import { createBus, Subscriptions } from '../../core/bus.js';
import type { Seat } from '../../core/view-types.js';
import type { G } from './ctx.js';
import type { ZoneChange } from '../../core/zones.js';
import type { ZoneName } from './types.js';

/** A turn boundary that triggers wait for (500.2.1.1, 500.2.1.2, 502.1.1, 503.1.1). */
export type StepEvent = 'turn-start' | 'refresh-end' | 'main-start' | 'main-end' | 'end-turn' | 'clean-up';

export type FEvent =
  /** Every move of a card between zones (zones.ts `moveObj`, the kernel's one verb); `from`/`to` are Fadalgia zone names. */
  | ZoneChange
  /** 609.4.1: one unit of the attacking group attacks `target` (a unit id or 'p0'/'p1'). */
  | { kind: 'attack'; attacker: string; ctrl: Seat; target: string }
  /** 609.4.1.1: a DF-mode unit is attacked; its "blocks" triggers follow as a later batch. */
  | { kind: 'attacked'; unit: string; attacker: string }
  /** 609.5.1.1 (or 609.4.1.1 with `late`: the attacked unit counts as blocking). */
  | { kind: 'block'; blocker: string; attacker: string; late?: boolean }
  /** 304.2 / 606.5.30: a unit entered the field (new id). */
  | { kind: 'arrive'; obj: string }
  /** 400.5.1: an object left the field; `obj` is its new id (or the old one when it ceased to exist), `to` its new zone, `kws` the keywords it had there. */
  | { kind: 'leave'; obj: string; cardId: string; ctrl: Seat; destroyed: boolean; to: ZoneName; kws: readonly string[] }
  /** 605.2.4: a card was cast (it is on the Break now, `obj`); 606.5.23 Trainee, 606.5.21 [Once]. */
  | { kind: 'cast'; obj: string; cardId: string; ctrl: Seat; from: ZoneName }
  /** 605.2.5.3: a card was cast successfully; `obj` is where it is now (field, or grave for an Action / 606.5.9). */
  | { kind: 'cast-success'; obj: string; cardId: string; ctrl: Seat }
  /** 606.3.2.5: an activated ability was put on the Break (606.5.21 [Once]). */
  | { kind: 'activate'; obj: string; idx: number; ctrl: Seat }
  /** 607.11: `seat` searches a pile of `of` (`ids`: the cards in it as the search begins, 606.5.12). */
  | { kind: 'search'; seat: Seat; of: Seat; pile: 'main' | 'life'; ids: string[] }
  /**
   * 402.4: a life card went to the grave (`obj`: its grave id). `cause` 'damage' with `by` the seat whose card or
   * attack dealt it (null when unknown), or 'other' (a life payment, 501.6); 606.5.26 After Life reads both.
   */
  | { kind: 'life-to-grave'; obj: string; cardId: string; seat: Seat; cause: 'damage' | 'other'; by: Seat | null }
  /** 609.7.3 / 609.9: an unblocked attacker dealt damage (more than 0) to the player. */
  | { kind: 'damage-player'; attacker: string; cardId: string; ctrl: Seat }
  | { kind: 'step'; step: StepEvent; seat: Seat }
  /** 609.7: an attacker fought successfully: it survived and destroyed what it fought, or dealt damage to the player (606.5.5). */
  | { kind: 'fought'; unit: string; ctrl: Seat };

export const SUBS = new Subscriptions<G>();

export function emit(g: G, e: FEvent): void {
  // Most events have listeners; the few that have none cost no bus.
  if (SUBS.has(e.kind)) createBus(SUBS, g).emit(e);
}
