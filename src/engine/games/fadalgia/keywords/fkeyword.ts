/**
 * A Fadalgia keyword module: the kernel's KeywordModule (layer contributions, deck rules) plus what Fadalgia's
 * engine asks keywords generically — bus subscriptions (`listen`), the keyword's own trigger (`trigger`: its
 * effect when the keyword carries none, optional or not, an X), and cast / use permissions (`use`). Casting,
 * resolution and the trigger code never name a keyword: they ask the modules of the keywords a card has.
 */
import type { Subscriptions } from '../../../core/bus.js';
import type { KeywordModule } from '../../../core/keywords.js';
import type { AppliedEffect } from '../../../core/layers.js';
import type { Text } from '../../../core/view-types.js';
import type { G } from '../ctx.js';
import type { Replacement } from '../../../core/replacement.js';
import type { EffCtx, FState, Obj } from '../types.js';
import type { EnterEvent } from '../entry.js';
import type { Effect } from '../cards/schema.js';
import type { CombatHooks } from './hooks.js';
import type { StaticHooks } from './static-hooks.js';
import type { SearchHook } from '../verbs/search.js';

export interface KwTrigger {
  /** 606.4.2.1: the controller may choose not to use it ("may return it", 606.5.11). */
  optional?: boolean;
  /** The Break label when the keyword carries no text of its own. */
  text?: Text;
  /** The keyword's own effects in the card language when the card carries none (606.5.4 Refresh: becomes AT mode). */
  effects?: Effect[];
  /** The keyword's own effect (606.5.11 return to hand, 606.5.13 Fame counter, 606.5.23 subtype), after any carried effects. */
  native?(g: G, ctx: EffCtx): void;
  /** 101.6-style X for the carried effects, counted as the ability resolves (606.5.34.2 Tarot X). */
  x?(g: G, ctx: EffCtx): number;
}

/**
 * Cast / use permissions as layer ops (allow / forbid with a `what`), each naming the module's rule:
 * 'cast-in-break' lifts the empty-Break condition of 302.1 / 303.1 / 304.1; 'cast-from-grave' / 'cast-from-outer'
 * let the card be cast from there; forbid 'use' stops casting it and using its activated abilities now.
 */
export type UseWhat = 'cast-in-break' | 'cast-from-grave' | 'cast-from-outer' | 'use';

export interface FKeyword extends KeywordModule<FState>, CombatHooks, StaticHooks {
  listen?(subs: Subscriptions<G>): void;
  trigger?: KwTrigger;
  /** The card's cast / use permissions now (asked for cards in any zone). */
  use?(g: G, o: Obj): AppliedEffect[];
  /** Why a forbid 'use' of this keyword stops the card (shown by why-not.ts). */
  why?: Text;
  /** A replacement of the card's own entry onto the field after it is cast (606.5.9). */
  enter?: Replacement<G, EnterEvent>;
  /** What the keyword offers when its owner searches the pile its card is in, folded into the search pick (606.5.12). */
  search?: SearchHook;
}
