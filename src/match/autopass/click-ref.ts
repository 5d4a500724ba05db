/**
 * The prompt reference a component carries. The engine's prompt ids count every prompt it ever created,
 * including windows it skipped or that were passed automatically, so the id of the next prompt would tell the
 * opponent whether a window had been offered to a player (i.e. whether their hand held a response). A
 * component's custom id, readable by every client, therefore names the prompt by public facts only — its kind
 * and seat — and the board version it was drawn at, which the match service checks first, tells which one.
 */
import type { Prompt } from '../../engine/core/api-types.js';

export function clickRef(prompt: Pick<Prompt, 'kind' | 'seat'>): string {
  return `${prompt.kind.replace(/[^A-Za-z0-9-]/g, '').slice(0, 20)}.${prompt.seat}`;
}
