/** Sets the one pending prompt. The engine stops at a prompt and resumes on its answer (ygopro's WAITING). */
import type { PromptKind, PromptOption } from '../../core/api-types.js';
import type { Seat, Text } from '../../core/view-types.js';
import { type G, nextPromptId } from './ctx.js';
import type { Obj, PromptCtx } from './types.js';

/**
 * 400.2 / 406.3: can the opponent see which card this object is? Hand, main pile and life pile are closed
 * zones; a face-down Mana card is hidden; everything else (field, Stream, grave, Outer Zone, Break) is open.
 */
export function openObject(o: Obj | undefined): boolean {
  if (!o) return true;
  if (o.zone === 'hand' || o.zone === 'main' || o.zone === 'life') return false;
  if (o.zone === 'mana') return o.faceDown !== true;
  return true;
}

/**
 * The card being played by the pending prompt while it is still in a closed zone: 605.2 chooses targets and pays
 * before the card moves onto the Break (605.2.4), so until then the card is hidden (400.2) and so is every choice
 * about it (its targets, its cost, backing out). Null when the prompt is about no such card.
 */
export function hiddenCastOf(s: { objs: Record<string, Obj> }, ctx: PromptCtx): string | null {
  const id = ctx.t === 'cast-targets' ? ctx.obj : ctx.t === 'pay' && ctx.then.k === 'cast' ? ctx.then.obj : null;
  return id !== null && !openObject(s.objs[id]) ? id : null;
}

/** What others see of a prompt about a hidden card being cast: the same words whatever the card, its targets or cost. */
export const CASTING_HIDDEN: Text = { th: 'กำลังร่ายการ์ดจากมือ', en: 'Casting a card from hand' };

/**
 * The visibility mark of each option, from the objects it is about and their zones (never from names):
 * the option's object, and for a payment the cards it would use. 101.2: a rock-paper-scissors pick is
 * secret until both have picked.
 */
export function markVisibility(g: G, kind: PromptKind, options: PromptOption[], ctx: PromptCtx): PromptOption[] {
  // The options were just built by the caller: marked in place (this runs for every prompt).
  const hiddenCast = hiddenCastOf(g.s, ctx) !== null;
  for (let i = 0; i < options.length; i++) {
    const o = options[i]!;
    // An option its builder marked private (its offer depends on a hidden card, e.g. 606.5.28.1's cost in the hand) stays so.
    let hidden = kind === 'rps' || o.visibility === 'private' || hiddenCast;
    if (o.objectId !== undefined && !openObject(g.s.objs[o.objectId])) hidden = true;
    if (ctx.t === 'pay' && o.id.startsWith('pay')) {
      const c = ctx.combos[i];
      if (c && (c.streams.some((id) => !openObject(g.s.objs[id])) || c.mana.some((id) => !openObject(g.s.objs[id])))) hidden = true;
    }
    o.visibility = hidden ? 'private' : 'public';
  }
  return options;
}

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
  g.s.prompt = { promptId: nextPromptId(g), seat, kind, label, options: markVisibility(g, kind, options, ctx), min, max, ctx, ...(rule ? { rule } : {}) };
}

export const opt = (id: string, label: Text, extra: Partial<PromptOption> = {}): PromptOption => ({ id, label, ...extra });
