/**
 * Usage limits: "once per turn", "once per game", per-name counters (ygopro's count limits, Fadalgia's
 * Fame). Plain JSON in the state; the turn structure calls `newTurn`.
 */

export interface LimitState {
  turn: Record<string, number>;
  game: Record<string, number>;
}

export type LimitScope = 'turn' | 'game';

export function emptyLimits(): LimitState {
  return { turn: {}, game: {} };
}

/** Key helpers: one object's ability, or every card with one name. */
export const perObject = (objId: string, ability: string | number): string => `o:${objId}:${ability}`;
export const perName = (name: string, ability: string | number = ''): string => `n:${name}:${ability}`;
export const perSeat = (seat: number, what: string): string => `s:${seat}:${what}`;

export function used(l: LimitState, scope: LimitScope, key: string): number {
  return l[scope][key] ?? 0;
}

export function canUse(l: LimitState, scope: LimitScope, key: string, max: number): boolean {
  return used(l, scope, key) < max;
}

export function use(l: LimitState, scope: LimitScope, key: string, n = 1): void {
  l[scope][key] = used(l, scope, key) + n;
}

export function newTurn(l: LimitState): void {
  l.turn = {};
}

