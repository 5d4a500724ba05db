/**
 * Fadalgia's usage limits on the kernel (core/limits.ts), kept in the state: "once per turn" for one object
 * (606.5.21 [Once]) and "the ability named X happens once in a turn" (606.5.12 Timekeeper, 606.5.14 Guerilla
 * Concert, 606.5.15 Encore). The turn record belongs to the turn it was written in: the first use in a later
 * turn starts a fresh one (so no turn code has to reset it, and a state without limits needs none).
 */
import { canUse, emptyLimits, newTurn, perName, perObject, perSeat, use, type LimitState } from '../../core/limits.js';
import type { Seat } from '../../core/view-types.js';
import type { G } from './ctx.js';

function turnLimits(g: G, write: boolean): LimitState | null {
  const l = g.s.limits;
  if (l && l.turnNo === g.s.turn) return l;
  if (!write) return null;
  if (l) {
    newTurn(l);
    l.turnNo = g.s.turn;
    return l;
  }
  const fresh = { ...emptyLimits(), turnNo: g.s.turn };
  g.s.limits = fresh;
  return fresh;
}

/** Key for "the ability named `name` of `seat`" (per player: each player's abilities count for that player). */
export const nameKey = (seat: Seat, name: string): string => perSeat(seat, perName(name));
/** Key for one object's use (a new object after a zone change starts again, 400.5). */
export const objectKey = (objId: string, what: string): string => perObject(objId, what);

export function usableThisTurn(g: G, key: string, max = 1): boolean {
  const l = turnLimits(g, false);
  return !l || canUse(l, 'turn', key, max);
}

export function useThisTurn(g: G, key: string): void {
  use(turnLimits(g, true)!, 'turn', key);
}
