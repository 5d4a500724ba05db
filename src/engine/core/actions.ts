/** Actions are untrusted input: parsed with zod before anything else looks at them. */
import { z } from 'zod';
import type { Action } from './api-types.js';

const seat = z.union([z.literal(0), z.literal(1)]);
const choiceId = z.string().min(1).max(40).regex(/^[A-Za-z0-9:._-]+$/);

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('answer'), seat, promptId: z.string().min(1).max(40), choice: z.array(choiceId).max(80) }).strict(),
  // Negative numbers parse so that the game can refuse them with its own rule (Fadalgia 101.6).
  z.object({ type: z.literal('answer-number'), seat, promptId: z.string().min(1).max(40), value: z.number().int().min(-1_000_000).max(1_000_000) }).strict(),
  z.object({ type: z.literal('arrange-grave'), seat, order: z.array(z.string().min(1).max(40)).max(400) }).strict(),
  z.object({ type: z.literal('concede'), seat }).strict(),
]);

const CHOICE_ID = /^[A-Za-z0-9:._-]+$/;

/**
 * The common well-formed answer/concede, checked by hand: parsing runs for every action and zod was a
 * visible share of an action's cost. It accepts only what actionSchema accepts and returns a fresh copy
 * as zod does; anything else (including every malformed input) goes through zod for its messages.
 */
function quickParse(input: unknown): Action | null {
  if (typeof input !== 'object' || input === null || Object.getPrototypeOf(input) !== Object.prototype) return null;
  const a = input as Record<string, unknown>;
  const keys = Object.keys(a);
  const seat = a.seat;
  if (seat !== 0 && seat !== 1) return null;
  if (a.type === 'concede') return keys.length === 2 ? { type: 'concede', seat } : null;
  if (a.type !== 'answer' || keys.length !== 4) return null;
  const { promptId, choice } = a;
  if (typeof promptId !== 'string' || promptId.length < 1 || promptId.length > 40) return null;
  if (!Array.isArray(choice) || choice.length > 80) return null;
  for (const c of choice) if (typeof c !== 'string' || c.length < 1 || c.length > 40 || !CHOICE_ID.test(c)) return null;
  return { type: 'answer', seat, promptId, choice: [...choice] as string[] };
}

export function parseAction(input: unknown): { ok: true; action: Action } | { ok: false; issues: string } {
  const quick = quickParse(input);
  if (quick) return { ok: true, action: quick };
  const r = actionSchema.safeParse(input);
  if (r.success) return { ok: true, action: r.data as Action };
  return { ok: false, issues: r.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ') };
}
