/**
 * The short reference to an engine prompt id that a click carries back (a component's custom id, a timer's
 * record): the match service compares it with the current prompt's before applying anything. It lives with the
 * match runtime because the service checks it; the Discord codec (bot/custom-id.ts) only writes it.
 */
import { createHash } from 'node:crypto';

/** A short, stable reference to an engine prompt id that always fits the custom id alphabet. */
export function promptRefOf(promptId: string): string {
  if (/^[A-Za-z0-9._-]{1,24}$/.test(promptId)) return promptId;
  return '~' + createHash('sha256').update(promptId).digest('base64url').slice(0, 10);
}
