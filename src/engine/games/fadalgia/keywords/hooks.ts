/**
 * The questions combat, targeting and damage ask keyword modules (combat-rules.ts, unit-damage.ts, targets.ts
 * `affectedBy`), part of every Fadalgia keyword module (fkeyword.ts). The asking code never names a keyword; it
 * walks the unit's keywords and asks each module that answers.
 */
import type { Replacement } from '../../../core/replacement.js';
import type { Text } from '../../../core/view-types.js';
import type { G } from '../ctx.js';
import type { Obj } from '../types.js';

/** Damage about to be marked on a unit (608.3), as a replaceable event (core/replacement.ts). */
export interface UnitDamage {
  kind: 'unit-damage';
  to: string;
  n: number;
  /** Card id of the damage's source (an attacking unit, a spell, an ability's card). */
  src: string;
}

/** Units that may join an attack as one attacking group (606.5.29.1). */
export interface GroupJoin {
  max: number;
  ok(u: Obj): boolean;
  rule: string;
  /** What joins (e.g. "Knight"), for the prompt. */
  what: Text;
}

export interface CombatHooks {
  /** May `blocker` declare a block against `self`, the unit with this keyword? Absent: yes. */
  blockableBy?(g: G, self: Obj, blocker: Obj): boolean;
  /** Units of `self`'s controller that may join its attack on the opponent player. */
  joiners?(g: G, self: Obj): GroupJoin | null;
  /** Replacement / prevention effects on damage to `self`. */
  replacements?(g: G, self: Obj): Replacement<G, UnitDamage>[];
  /** True when abilities of the card `srcCardId` do not affect `self` (they are cancelled for it). */
  ignores?(g: G, self: Obj, srcCardId: string): boolean;
}
