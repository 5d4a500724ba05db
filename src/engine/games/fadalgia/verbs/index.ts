/** The verb registry: one file per shared effect verb (XMage effects/common, Forge ApiType). */
import type { G } from '../ctx.js';
import type { Effect, Verb } from '../cards/schema.js';
import type { EffCtx } from '../types.js';
import type { VerbImpl } from './types.js';
import { drawVerb } from './draw.js';
import { damageVerb } from './damage.js';
import { destroyVerb } from './destroy.js';
import { healVerb } from './heal.js';
import { modifyVerb } from './modify.js';
import { counterVerb } from './counter.js';
import { searchVerb } from './search.js';
import { discardVerb } from './discard.js';
import { sacrificeVerb } from './sacrifice.js';
import { modeVerb } from './mode.js';
import { summonVerb } from './summon.js';
import { manaVerb } from './mana.js';
import { changeUpVerb } from './change-up.js';
import { moveVerb } from './move.js';
import { loseVerb, winVerb } from './win.js';
import { numberVerb } from './number.js';
import { controlVerb } from './control.js';
import { putBackVerb } from './put-back.js';
import { revealVerb } from './reveal.js';
import { countCards } from './count.js';

export const VERBS: Record<Verb, VerbImpl> = {
  draw: drawVerb, damage: damageVerb, destroy: destroyVerb, heal: healVerb, modify: modifyVerb, counter: counterVerb,
  search: searchVerb, discard: discardVerb, sacrifice: sacrificeVerb, mode: modeVerb, summon: summonVerb, mana: manaVerb,
  'change-up': changeUpVerb, move: moveVerb, win: winVerb, lose: loseVerb, number: numberVerb, control: controlVerb, 'put-back': putBackVerb, reveal: revealVerb,
} as unknown as Record<Verb, VerbImpl>;

/** Conditions on the life piles, counted like every zone count (408.3: the Outer Zone never counts). */
function condOk(g: G, eff: Effect, ctx: EffCtx): boolean {
  const c = eff.cond;
  if (!c) return true;
  if (c.k === 'life-at-least') return countCards(g, ctx.ctrl, { zone: 'life', who: 'ctrl' }) >= c.n;
  if (c.k === 'life-at-most') return countCards(g, ctx.ctrl, { zone: 'life', who: 'ctrl' }) <= c.n;
  if (c.k === 'zone-count') {
    // 408.3: counted through countCards, which never counts the Outer Zone as (or with) the grave.
    const k = countCards(g, ctx.ctrl, { zone: c.zone, who: c.who === 'own' ? 'ctrl' : 'opp', ...(c.filter?.type ? { type: c.filter.type } : {}), ...(c.filter?.element ? { element: c.filter.element } : {}), ...(c.filter?.subtype ? { subtype: c.filter.subtype } : {}) });
    return k >= (c.min ?? 0) && k <= (c.max ?? Infinity);
  }
  return countCards(g, ctx.ctrl, { zone: 'life', who: 'opp' }) <= c.n;
}

export function runEffect(g: G, eff: Effect, ctx: EffCtx): void {
  if (!condOk(g, eff, ctx)) return;
  // 101.6: "X" effects use the number chosen earlier in this resolution (0 when none was chosen).
  const e = 'x' in eff && eff.x ? ({ ...eff, n: ctx.x ?? 0 } as Effect) : eff;
  VERBS[e.verb].run(g, e, ctx);
}
