/** A judge's adjustment the game refuses: a reason in Thai, and the state untouched. Returns the error code. */
import { expect } from 'vitest';
import { adjust, stateHash, type MatchState } from '../../../src/engine/index.js';

export function refused(s: object, op: unknown): string {
  const state = s as MatchState;
  const before = stateHash(state);
  const r = adjust(state, op);
  if (r.ok) throw new Error('accepted');
  expect(r.error.message.th.length).toBeGreaterThan(0);
  expect(stateHash(state)).toBe(before);
  return r.error.code;
}
