/**
 * Interfere windows as the kernel's stage table (§4): the standalone Interfere Steps open with the
 * non-turn player; the Main Step with the turn player; after anything is used the other player answers
 * first; two consecutive passes close a window (or resolve the newest procedure, last in first out).
 */
import type { StageTable } from '../../core/kernel.js';
import type { SmState, Window } from './types.js';
import { other } from './zones.js';

export const STAGES: StageTable<SmState, Window> = {
  int1: { rule: '§3.4', first: (s) => other(s.active), afterAdd: (_s, c) => other(c), close: (s) => ((s.step = 'main'), 'main') },
  main: { rule: '§3.5', first: (s) => s.active, afterAdd: (_s, c) => other(c), afterResolve: (s) => (s.stack.items.length ? other(s.active) : s.active), close: (s) => ((s.step = 'int2'), 'int2') },
  int2: { rule: '§3.6', first: (s) => other(s.active), afterAdd: (_s, c) => other(c), close: (s) => ((s.step = 'refill'), null) },
};
