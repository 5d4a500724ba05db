/** Sets the one pending prompt. The engine stops at a prompt and resumes on its answer (ygopro's WAITING). */
import type { PromptKind, PromptOption } from '../../core/api-types.js';
import type { Seat, Text } from '../../core/view-types.js';
import { type G, nextPromptId } from './ctx.js';
import type { PromptCtx } from './types.js';

export function ask(
  g: G,
  seat: Seat,
  kind: PromptKind,
  label: Text,
  options: PromptOption[],
  min: number,
  max: number,
  ctx: PromptCtx,
  rule?: string,
): void {
  if (g.s.prompt) throw new Error(`engine bug: a prompt is already pending (${g.s.prompt.kind})`);
  g.s.prompt = { promptId: nextPromptId(g), seat, kind, label, options, min, max, ctx, ...(rule ? { rule } : {}) };
}

export const opt = (id: string, label: Text, extra: Partial<PromptOption> = {}): PromptOption => ({ id, label, ...extra });
