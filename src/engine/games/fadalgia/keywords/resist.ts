/**
 * 606.5.7 Resist : [X]: a Continuous Ability: the unit takes no damage from X, and abilities from X that would
 * affect it are cancelled for it. X (cards/schema.ts `from`) is an element or a card type (the source card's),
 * or "damage" (damage from any source) / "abilities" (abilities of any source) / "both". Reading taken: an
 * element or type alone covers both the damage and the abilities of such sources, as the text names both
 * effects for the one X; the unit's own abilities are part of it and are not "from" X.
 * Damage: a prevention effect on the kernel's replacement step (unit-damage.ts). Abilities: `ignores`,
 * asked where an effect applies to a unit (targets.ts `affectedBy`).
 */
import { cardDef } from '../cards/catalog.js';
import type { KeywordHead } from '../cards/schema.js';
import type { G } from '../ctx.js';
import type { Obj } from '../types.js';
import type { FKeyword } from './fkeyword.js';
import { keywordEntries } from './params.js';

const KEY = 'RESIST';

function fromSource(f: NonNullable<KeywordHead['from']>, srcCardId: string): boolean {
  const d = cardDef(srcCardId);
  if (f.element !== undefined && d.element !== f.element) return false;
  if (f.type !== undefined && d.type !== f.type) return false;
  return true;
}

function covers(g: G, u: Obj, srcCardId: string, kind: 'damage' | 'abilities'): boolean {
  for (const e of keywordEntries(g, u, KEY)) {
    const f = e.from;
    if (!f) continue;
    if (f.what !== undefined && f.what !== 'both' && f.what !== kind) continue;
    if (fromSource(f, srcCardId)) return true;
  }
  return false;
}

export const resist: FKeyword = {
  name: KEY,
  rule: '606.5.7',
  replacements: (g, self) => [{
    id: `${self.id}:606.5.7`,
    // Stryker disable next-line ConditionalExpression: unit-damage.ts asks only the damaged unit's replacements, so e.to is always self
    applies: (_s, e) => e.to === self.id && covers(g, self, e.src, 'damage'),
    // Stryker disable next-line ArrowFunction: undefined and null both mean "no event" to the replacement step
    replace: () => null,
  }],
  ignores: (g, self, srcCardId) => covers(g, self, srcCardId, 'abilities'),
};
