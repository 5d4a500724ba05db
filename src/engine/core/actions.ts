/** Actions are untrusted input: parsed with zod before anything else looks at them. */
import { z } from 'zod';
import type { Action } from './api-types.js';

const seat = z.union([z.literal(0), z.literal(1)]);
const choiceId = z.string().min(1).max(40).regex(/^[A-Za-z0-9:._-]+$/);

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('answer'), seat, promptId: z.string().min(1).max(40), choice: z.array(choiceId).max(80) }).strict(),
  z.object({ type: z.literal('answer-number'), seat, promptId: z.string().min(1).max(40), value: z.number().int().min(0).max(1_000_000) }).strict(),
  z.object({ type: z.literal('concede'), seat }).strict(),
]);

export function parseAction(input: unknown): { ok: true; action: Action } | { ok: false; issues: string } {
  const r = actionSchema.safeParse(input);
  if (r.success) return { ok: true, action: r.data as Action };
  return { ok: false, issues: r.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ') };
}
