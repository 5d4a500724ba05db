/**
 * A judge's manual adjustment (issue 19): a small vocabulary every game maps onto its own concepts. A game
 * rejects an op it has no meaning for with a RuleError naming why. Ops are untrusted input (they come from a
 * Discord command), so they are parsed here before a game sees them.
 */
import { z } from 'zod';
import type { Seat } from './view-types.js';

/** A zone name in the game's own vocabulary (Fadalgia: hand, grave, outer, main, life, field, mana). */
export type AdjustZone = string;

export type AdjustOp =
  /** Move an object to a zone (of its owner); `bottom` puts it at the bottom of a pile; `onto` names the object it
   * enters attached to (Fadalgia: the unit an Item is attached to, 302.2). */
  | { k: 'move'; object: string; to: AdjustZone; bottom?: boolean; onto?: string }
  /** Add (delta > 0) or remove (delta < 0) counters named `name` on an object, or on a player when `seat` is set. */
  | { k: 'counter'; object?: string; seat?: Seat; name: string; delta: number }
  /** Set a unit's mode (Fadalgia: 'AT' / 'DF'). */
  | { k: 'mode'; object: string; mode: string }
  /** Change a player's life by delta (Fadalgia: life-pile cards to the grave, or main-pile cards onto the life pile). */
  | { k: 'life'; seat: Seat; delta: number };

/** The action that carries an adjustment through apply() and the match log; only the bot's judge path makes it. */
export interface JudgeAdjustAction {
  type: 'judge-adjust';
  op: AdjustOp;
}

const seat = z.union([z.literal(0), z.literal(1)]);
const id = z.string().min(1).max(40);
const delta = z.number().int().min(-99).max(99).refine((n) => n !== 0, 'delta must not be 0');

export const adjustOpSchema = z.discriminatedUnion('k', [
  z.object({ k: z.literal('move'), object: id, to: z.string().min(1).max(20), bottom: z.boolean().optional(), onto: id.optional() }).strict(),
  z.object({ k: z.literal('counter'), object: id.optional(), seat: seat.optional(), name: z.string().min(1).max(40), delta }).strict()
    .refine((o) => (o.object === undefined) !== (o.seat === undefined), 'exactly one of object and seat'),
  z.object({ k: z.literal('mode'), object: id, mode: z.string().min(1).max(10) }).strict(),
  z.object({ k: z.literal('life'), seat, delta }).strict(),
]);

export function parseAdjustOp(input: unknown): { ok: true; op: AdjustOp } | { ok: false; issues: string } {
  const r = adjustOpSchema.safeParse(input);
  if (r.success) return { ok: true, op: r.data as AdjustOp };
  return { ok: false, issues: r.error.issues.map((i) => `${i.path.join('.') || 'op'}: ${i.message}`).join('; ') };
}

export function isJudgeAdjust(a: unknown): a is JudgeAdjustAction {
  return !!a && typeof a === 'object' && (a as { type?: unknown }).type === 'judge-adjust';
}
