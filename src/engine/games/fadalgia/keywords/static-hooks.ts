/**
 * The questions continuous effects, casting and activation ask keyword modules (continuous.ts, abilities.ts,
 * mana.ts), part of every Fadalgia keyword module (fkeyword.ts), so that no keyword is a special case inside
 * casting or stats code.
 */
import type { Seat } from '../../../core/view-types.js';
import type { G } from '../ctx.js';
import type { Effect, KeywordEntry } from '../cards/schema.js';
import type { Carried } from '../continuous.js';
import type { Obj } from '../types.js';

export interface StaticHooks {
  /** Where the entry's carried ability works when not on the field (606.5.18 Flip: the mana zone). */
  zone?: 'field' | 'mana';
  /** The continuous abilities and keywords the entry gives `o` now, or null while its condition fails. */
  carried?(g: G, o: Obj, e: KeywordEntry): Carried | null;
  /** The source's continuous abilities do not work (606.5.20 [Unique]: another source of the name works). */
  suppressed?(g: G, o: Obj): boolean;
  /** 605.2.3.3 lifted: may `card` be cast without a Stream of its element (606.5.22 / 606.5.31.2)? */
  castWithoutStream?(g: G, seat: Seat, card: Obj, e: KeywordEntry): boolean;
  /** Effects the card gains while it resolves (606.5.31.3). */
  extraEffects?(g: G, seat: Seat, card: Obj, e: KeywordEntry): readonly Effect[];
  /** Activated keywords (606.5.14 / 606.5.18 / 606.5.24 / 606.5.28): what using one needs besides 606.3.2. */
  activation?: Activation;
}

export interface Activation {
  /** Where the card must be (606.5.24: the grave; 606.5.18: the mana zone, as a Stream). */
  zone: 'field' | 'mana' | 'grave';
  /** Why it cannot be used now (a refusal naming the section), or null. */
  refuse?(g: G, seat: Seat, o: Obj, e: KeywordEntry): { rule: string; th: string; en: string } | null;
  /** Whether offering it depends on hidden cards (the option is then private, never shown in a public place). */
  hidden?(g: G, seat: Seat, o: Obj, e: KeywordEntry): boolean;
  /** Bookkeeping at activation (606.5.14: the once-per-turn count). */
  onActivate?(g: G, seat: Seat, o: Obj, e: KeywordEntry): void;
  /** A keyword's own additional cost, paid as the ability leaves the Break (603.2.2, 606.5.28.1). */
  payCost?(g: G, seat: Seat, src: string, e: KeywordEntry): 'paid' | 'failed' | 'waiting';
  /** As its effects begin (606.5.18: the card turns first). */
  before?(g: G, seat: Seat, src: string, e: KeywordEntry): void;
  /** As the ability leaves the Break, resolved or failed (606.5.24: to the Outer Zone; 606.5.28.2: the gain). */
  after?(g: G, seat: Seat, src: string, e: KeywordEntry, failed: boolean): void;
  /** Answers the prompt `payCost` raised (a 'kw-cost' prompt). */
  resumeCost?(g: G, seat: Seat, src: string, choice: string[]): void;
}
