import type { RuleError } from '../../../core/api-types.js';
import type { Seat } from '../../../core/view-types.js';
import { type G, other } from '../ctx.js';
import type { Effect, Ref } from '../cards/schema.js';
import { isUnit, unitsOf } from '../stats.js';
import { affectedBy, legalTarget, refSeat } from '../targets.js';
import type { EffCtx } from '../types.js';

/** A shared effect verb. `run` may stop at a prompt (ctx {t:'verb'}); `resume` finishes it with the answer. */
export interface VerbImpl<E extends Effect = Effect> {
  run(g: G, eff: E, ctx: EffCtx): void;
  resume?(g: G, eff: E, ctx: EffCtx, data: unknown, choice: string[]): RuleError | void;
}

export function refPlayers(ref: Ref, ctx: EffCtx): Seat[] {
  if (ref === 'ctrl') return [ctx.ctrl];
  if (ref === 'opp') return [other(ctx.ctrl)];
  if (ref === 'target') return ctx.targets.map(refSeat).filter((s): s is Seat => s !== null);
  return [];
}

export function refUnits(g: G, ref: Ref, ctx: EffCtx): string[] {
  // 606.5.7: a unit that cancels this source's abilities is not affected by them.
  return refUnitsAll(g, ref, ctx).filter((id) => affectedBy(g, g.s.objs[id]!, ctx.src, ctx.srcCardId));
}

function refUnitsAll(g: G, ref: Ref, ctx: EffCtx): string[] {
  switch (ref) {
    case 'target':
      return ctx.targets.filter((id) => isUnit(g.s.objs[id]));
    case 'self':
      return isUnit(g.s.objs[ctx.src]) ? [ctx.src] : [];
    case 'equipped': {
      const att = g.s.objs[ctx.src]?.att;
      return att && isUnit(g.s.objs[att]) ? [att] : [];
    }
    case 'own-units':
      return unitsOf(g, ctx.ctrl).map((o) => o.id);
    case 'opp-units':
      return unitsOf(g, other(ctx.ctrl)).map((o) => o.id);
    case 'about':
      return (ctx.about ?? []).filter((id) => isUnit(g.s.objs[id]));
    default:
      return [];
  }
}

export { legalTarget };
