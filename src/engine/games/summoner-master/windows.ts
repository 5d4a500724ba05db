/**
 * Interfere windows as the kernel's stage table (§4): the standalone Interfere Steps open with the
 * non-turn player; the Main Step with the turn player; anything used opens a nested window where the non-turn
 * player acts first again; two consecutive passes close a window (or resolve the newest procedure, last in first out).
 */
import type { Seat, StageTable } from '../../core/kernel.js';
import type { Proc, SmState, Window } from './types.js';
import { other } from './zones.js';

/** §4 items 1 and 4: anything used opens its own nested window, and there too the non-turn player acts first. */
const nested = (s: SmState): Seat => other(s.active);

export const STAGES: StageTable<SmState, Window> = {
  int1: { rule: '§3.4', first: (s) => other(s.active), afterAdd: nested, close: (s) => ((s.step = 'main'), 'main') },
  main: { rule: '§3.5', first: (s) => s.active, afterAdd: nested, afterResolve: (s) => (s.stack.items.length ? other(s.active) : s.active), close: (s) => ((s.step = 'int2'), 'int2') },
  int2: { rule: '§3.6', first: (s) => other(s.active), afterAdd: nested, close: (s) => ((s.step = 'refill'), null) },
};

/** A procedure put on the stack gets the next public number (`SmState.declared`). */
export function numbered<P extends Proc>(s: SmState, proc: P): P {
  s.declared = (s.declared ?? 0) + 1;
  return { ...proc, n: s.declared };
}
