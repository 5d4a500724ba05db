/**
 * What the kernel does not provide yet, done here in the smallest way. Each item says what the kernel should offer.
 *
 * 1. Forfeit actions. The kernel's Action union (core/api-types.ts) has `concede` only. Spirit Duel also
 *    loses on leaving the match and on running out of turn time (sd:goal.2), with their own reasons. The
 *    kernel should add `{ type: 'forfeit'; seat; reason: 'leave' | 'timeout' }` (sent by the match service
 *    only, from its stored deadline, never from a player's input) to the union and to parseAction.
 *
 * 2. Caller-answered prompts. A Trap window with no usable Trap must not ask its seat, yet must look the
 *    same to everyone else as one that does (sd:trap.3). The kernel's Prompt has no way to say "answer this
 *    yourself after the public hold"; the kernel should add `autoAnswer?: string` (the option id) to the
 *    pending prompt, kept out of what public surfaces show. Here `autoAnswer()` in module.ts derives it.
 */
import type { Seat } from '../../core/kernel.js';

export type Forfeit = { type: 'forfeit'; seat: Seat; reason: 'leave' | 'timeout' };

/** A well-formed forfeit, or null for anything else (which then goes through the kernel's parseAction). */
export function parseForfeit(input: unknown): Forfeit | null {
  if (typeof input !== 'object' || input === null) return null;
  const a = input as Record<string, unknown>;
  if (a.type !== 'forfeit' || Object.keys(a).length !== 3) return null;
  if ((a.seat !== 0 && a.seat !== 1) || (a.reason !== 'leave' && a.reason !== 'timeout')) return null;
  return { type: 'forfeit', seat: a.seat, reason: a.reason };
}
