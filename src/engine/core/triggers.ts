/**
 * Pending triggered abilities and their APNAP-like ordering (Fadalgia 601.2.1, Magic 603.3b): triggers
 * wait until a player would get priority; then the active player's go on the stack first (so they resolve
 * last), then the other player's; each player orders their own. `batch` separates groups that the rules
 * put on later as a whole (Fadalgia 609.4.1.1: block triggers after attack triggers).
 */
import type { Seat } from './view-types.js';

export interface PendingTrigger {
  ctrl: Seat;
  /** The source object (its id when the event happened). */
  src: string;
  /** Card definition id of the source, kept in case the source has left its zone. */
  card: string;
  /** Which ability of the source (index or name). */
  ability: number | string;
  /** Objects the triggering event was about. */
  about?: string[];
  /** Lower batches go on the stack first (0 by default). */
  batch?: number;
}

export interface TriggerDecision<T extends PendingTrigger = PendingTrigger> {
  seat: Seat;
  /** Indexes into the pending list the seat may put on next; one means no choice is needed. */
  choices: number[];
  /** The pending triggers those indexes point at. */
  triggers: T[];
}

/** Who puts the next trigger on the stack, and which of theirs may go next. null when nothing is pending. */
export function nextTrigger<T extends PendingTrigger>(pending: readonly T[], active: Seat): TriggerDecision<T> | null {
  if (!pending.length) return null;
  let batch = Infinity;
  for (const p of pending) batch = Math.min(batch, p.batch ?? 0);
  const inBatch = (p: T) => (p.batch ?? 0) === batch;
  const seat: Seat = pending.some((p) => inBatch(p) && p.ctrl === active) ? active : active === 0 ? 1 : 0;
  const choices: number[] = [];
  pending.forEach((p, i) => {
    if (inBatch(p) && p.ctrl === seat) choices.push(i);
  });
  return { seat, choices, triggers: choices.map((i) => pending[i]!) };
}

/** Removes and returns the trigger at `index` (the one chosen from a decision's `choices`). */
export function takeTrigger<T extends PendingTrigger>(pending: T[], index: number): T {
  const [t] = pending.splice(index, 1);
  if (!t) throw new Error(`engine bug: no pending trigger at ${index}`);
  return t;
}
