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
import { revealVerb } from './reveal.js';
import { pl } from '../ctx.js';

export const VERBS: Record<Verb, VerbImpl> = {
  draw: drawVerb, damage: damageVerb, destroy: destroyVerb, heal: healVerb, modify: modifyVerb, counter: counterVerb,
  search: searchVerb, discard: discardVerb, sacrifice: sacrificeVerb, mode: modeVerb, summon: summonVerb, mana: manaVerb,
  'change-up': changeUpVerb, move: moveVerb, win: winVerb, lose: loseVerb, reveal: revealVerb,
} as unknown as Record<Verb, VerbImpl>;

export function runEffect(g: G, eff: Effect, ctx: EffCtx): void {
  if (eff.cond?.k === 'life-at-least' && pl(g, ctx.ctrl).life.length < eff.cond.n) return;
  VERBS[eff.verb].run(g, eff, ctx);
}
