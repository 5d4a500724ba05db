/**
 * Fadalgia's priority windows as a kernel stage table (core/stack.ts): who gets priority first in each
 * window, who gets it after a resolution (601.6 / 601.7), and what follows when both players pass with an
 * empty Break (502.4, 503.5, 609.4.3, 609.5.3, 609.7). The Break stays in `s.brk` and priority in `s.prio`
 * (the shape saved states and scenarios use); `withStack` lends them to the kernel functions.
 */
import { hold, keepPriority, openWindow, passPriority, popItem, pushItem, resolved, type PassOutcome, type ResolvedInfo, type StackState, type StageTable } from '../../core/stack.js';
import type { Seat } from '../../core/view-types.js';
import { type G, other } from './ctx.js';
import type { BreakEntry, FWindow } from './types.js';

const at = (g: G): Seat => g.s.atSeat;
const df = (g: G): Seat => other(g.s.atSeat);

/** The combat steps the attack and fight windows close into (609.4.3, 609.7). */
export interface CombatSteps {
  declareBlockStep(g: G): FWindow | null;
  fight(g: G): void;
}

// Set once by assemble.ts: combat.ts opens these windows, so importing it here would be an import cycle (issue 28).
let combat: CombatSteps | null = null;

export function setCombatSteps(c: CombatSteps): void {
  combat = c;
}

function combatSteps(): CombatSteps {
  if (!combat) throw new Error('engine bug: Fadalgia combat steps not assembled (import games/fadalgia/assemble.ts)');
  return combat;
}

/**
 * After a resolution: 601.6 while the Break still holds something, the controller of what just left it;
 * once it is empty, the window's first seat if the items that opened the window (its triggers, 609.4.2 /
 * 609.5.2) were all that resolved, else 601.7: the AT player.
 */
function afterResolve(first: (g: G) => Seat) {
  return (g: G, r: ResolvedInfo): Seat => (!r.empty && r.ctrl !== null ? r.ctrl : r.settled ? g.s.atSeat : first(g));
}

export const STAGES: StageTable<G, FWindow> = {
  main: { rule: '502.2', first: at, afterResolve: afterResolve(at), close: (g) => ((g.s.step = 'cleanup-start'), null) }, // 502.4
  cleanup: { rule: '503.1', first: at, afterResolve: afterResolve(at), close: (g) => ((g.s.step = 'cleanup-end'), null) }, // 503.5
  // 609.4.2: the DF player first; 609.4.3: both passed, the DF player declares blocks.
  attack: { rule: '609.4.2', first: df, afterResolve: afterResolve(df), close: (g) => combatSteps().declareBlockStep(g) },
  // 609.5.2: the AT player first; 609.5.3: both passed, the fight stage.
  block: { rule: '609.5.2', first: at, afterResolve: afterResolve(at), close: (g) => ((g.s.combat!.stage = 'fight'), 'fight') },
  // 609.6: the DF player first; 609.7: both passed, the units fight (the fight opens the Main window again).
  fight: { rule: '609.6', first: df, afterResolve: afterResolve(df), close: (g) => (combatSteps().fight(g), null) },
};

/**
 * Lends the Break and priority to a kernel stack function as a plain object, then writes priority back,
 * unless code run inside (a window's `close` opening the next window itself) already set a new one.
 */
function withStack<T>(g: G, f: (st: StackState<BreakEntry, FWindow>) => T): T {
  const before = g.s.prio;
  const st: StackState<BreakEntry, FWindow> = { items: g.s.brk, prio: before };
  const r = f(st);
  if (st.prio !== null || g.s.prio === before) g.s.prio = st.prio;
  return r;
}

export function open(g: G, w: FWindow): void {
  withStack(g, (st) => openWindow(STAGES, g, st, w));
}

/** Puts an entry on the Break; the opponent of its controller gets priority (601.5, 605.2.4, 606.4.3). */
export function push(g: G, e: BreakEntry): void {
  if (!g.s.prio) open(g, g.s.step === 'cleanup' ? 'cleanup' : 'main');
  withStack(g, (st) => pushItem(STAGES, g, st, e, e.ctrl));
}

export function passFor(g: G, seat: Seat): PassOutcome<FWindow> {
  return withStack(g, (st) => passPriority(STAGES, g, st, seat));
}

export function popBreak(g: G): BreakEntry {
  return withStack(g, (st) => popItem(st));
}

export function afterResolution(g: G, ctrl: Seat): void {
  withStack(g, (st) => resolved(STAGES, g, st, ctrl));
}

export function holding(g: G): void {
  withStack(g, (st) => hold(st));
}

export function keep(g: G, seat: Seat): void {
  withStack(g, (st) => keepPriority(st, seat));
}
