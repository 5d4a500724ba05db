/**
 * The resolution stack (Fadalgia's Break) and priority. Priority windows are declared as a stage table per
 * game: for each window, who gets priority first when it opens, who gets it after something resolves in
 * it, who gets it after something is put on the stack, and what follows when every player passes in a row
 * with an empty stack. Control flow (combat steps, phases) reads the table instead of setting seats by hand.
 */
import type { Seat } from './view-types.js';

export interface PriorityState<W extends string = string> {
  window: W;
  seat: Seat;
  /** Consecutive passes since the last change; 2 = every player passed. */
  passes: number;
  /**
   * A seat has held priority with an empty stack in this window (`hold`): the items that opened it (e.g.
   * Fadalgia's attack triggers, 609.4.2) are done, so a later resolution follows the game's general rule
   * (Fadalgia 601.7) rather than the window's `first`. Absent until then.
   */
  settled?: true;
}

export interface StackState<I, W extends string = string> {
  /** Bottom first; the last item resolves first. */
  items: I[];
  prio: PriorityState<W> | null;
}

export interface StageSpec<S, W extends string> {
  /** Section the window rests on (shown with its prompts). */
  rule: string;
  /** Who gets priority when the window opens. */
  first(s: S): Seat;
  /**
   * Who gets priority after an item resolves inside this window (default: `first`). `r.ctrl` controlled the
   * item, `r.empty` says the stack is now empty, `r.settled` that the window's opening items were done
   * before (see `PriorityState.settled`).
   */
  afterResolve?(s: S, r: ResolvedInfo): Seat;
  /** Who gets priority after `ctrl` puts an item on the stack (default: the other player, Fadalgia 606.4.3). */
  afterAdd?(s: S, ctrl: Seat): Seat;
  /** Every player passed with an empty stack: the window closes; return the window to open next, or null. */
  close(s: S): W | null;
}

export interface ResolvedInfo {
  ctrl: Seat | null;
  empty: boolean;
  settled: boolean;
}

export type StageTable<S, W extends string> = Record<W, StageSpec<S, W>>;

export const otherSeat = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

export function emptyStack<I, W extends string>(): StackState<I, W> {
  return { items: [], prio: null };
}

export function openWindow<S, I, W extends string>(table: StageTable<S, W>, s: S, st: StackState<I, W>, window: W): void {
  st.prio = { window, seat: table[window].first(s), passes: 0 };
}

/** Puts an item on the stack; the responder named by the current window gets priority. */
export function pushItem<S, I, W extends string>(table: StageTable<S, W>, s: S, st: StackState<I, W>, item: I, ctrl: Seat): void {
  st.items.push(item);
  if (!st.prio) throw new Error('engine bug: an item was put on the stack outside a priority window');
  const spec = table[st.prio.window];
  st.prio = { window: st.prio.window, seat: spec.afterAdd ? spec.afterAdd(s, ctrl) : otherSeat(ctrl), passes: 0, ...(st.prio.settled ? { settled: true as const } : {}) };
}

/** A seat is about to be offered priority: with an empty stack, the window's opening items are done. */
export function hold<I, W extends string>(st: StackState<I, W>): void {
  if (st.prio && !st.prio.settled && st.items.length === 0) st.prio.settled = true;
}

/** Priority stays with `seat` and the passes start again (e.g. after an action that uses no stack). */
export function keepPriority<I, W extends string>(st: StackState<I, W>, seat: Seat): void {
  if (!st.prio) throw new Error('engine bug: priority kept outside a priority window');
  st.prio.seat = seat;
  st.prio.passes = 0;
}

export type PassOutcome<W extends string> =
  | { k: 'continue' }
  /** Every player passed with items on the stack: the caller resolves the top item, then calls `resolved`. */
  | { k: 'resolve' }
  /** Every player passed with an empty stack: the window closed; `next` was opened (or null). */
  | { k: 'closed'; window: W; next: W | null };

export function passPriority<S, I, W extends string>(table: StageTable<S, W>, s: S, st: StackState<I, W>, seat: Seat): PassOutcome<W> {
  const pr = st.prio;
  if (!pr || pr.seat !== seat) throw new Error('engine bug: a seat without priority passed');
  pr.passes++;
  if (pr.passes < 2) {
    pr.seat = otherSeat(seat);
    return { k: 'continue' };
  }
  if (st.items.length) return { k: 'resolve' };
  const window = pr.window;
  st.prio = null;
  const next = table[window].close(s);
  if (next !== null && !st.prio) openWindow(table, s, st, next);
  return { k: 'closed', window, next };
}

/** Pops the top item for resolution. */
export function popItem<I, W extends string>(st: StackState<I, W>): I {
  const item = st.items.pop();
  if (item === undefined) throw new Error('engine bug: resolving an empty stack');
  return item;
}

/** After a resolution of an item `ctrl` controlled: priority goes to the seat the window names, passes start again. */
export function resolved<S, I, W extends string>(table: StageTable<S, W>, s: S, st: StackState<I, W>, ctrl: Seat | null = null): void {
  const pr = st.prio;
  if (!pr) return;
  const spec = table[pr.window];
  const info: ResolvedInfo = { ctrl, empty: st.items.length === 0, settled: !!pr.settled };
  st.prio = { window: pr.window, seat: spec.afterResolve ? spec.afterResolve(s, info) : spec.first(s), passes: 0, ...(pr.settled ? { settled: true as const } : {}) };
}
