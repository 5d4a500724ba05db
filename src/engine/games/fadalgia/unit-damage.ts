/**
 * Damage marked on a unit (608.3: it accumulates, 608.3.2) passes through the replacement and prevention
 * effects of the kernel (core/replacement.ts) first: the keyword modules of the damaged unit contribute
 * them (606.5.7 Resist prevents damage from what it names). Combat (609.7.2(c)) and the damage verb
 * (607.5) both mark damage here.
 */
import { runReplacements, type Replacement } from '../../core/replacement.js';
import { t } from '../../core/text.js';
import { type G, log, nameOf } from './ctx.js';
import { hooksOf } from './combat-rules.js';
import type { UnitDamage } from './keywords/hooks.js';

/** Marks `n` damage from the card `src` on unit `id`; returns the damage marked (0 when prevented). */
export function damageUnit(g: G, id: string, n: number, src: string, rule: string): number {
  const o = g.s.objs[id];
  if (!o || n <= 0) return 0; // 608.4: 0 or less is no damage
  const reps: Replacement<G, UnitDamage>[] = [];
  for (const m of hooksOf(g, o, 'replacements')) reps.push(...m.replacements!(g, o));
  let e: UnitDamage | null = { kind: 'unit-damage', to: id, n, src };
  if (reps.length) {
    let step = runReplacements(g, { event: e, applied: [] }, reps, () => o.ctrl);
    // Every replacement a unit's own keywords give prevents or lowers its damage; their order cannot change
    // the result, so the affected player is not asked: they apply in the order the keywords are listed.
    while (step.k === 'choose') step = runReplacements(g, step.run, reps, () => o.ctrl, step.options[0]);
    e = step.event;
    if (!e || e.n <= 0) {
      const nm = nameOf(g, id);
      log(g, o.ctrl, t(`${nm.th} ไม่รับ Damage ${n}`, `${nm.en} takes no damage (${n} prevented)`), step.applied.length ? ruleOfPrevention(g, id, step.applied) : rule, 'damage-prevented', { objectId: id, n });
      return 0;
    }
  }
  o.dmg = (o.dmg ?? 0) + e.n;
  const nm = nameOf(g, id);
  log(g, null, t(`${nm.th} ได้รับ Damage ${e.n}`, `${nm.en} takes ${e.n} damage`), rule, 'damage-unit', { objectId: id, n: e.n });
  return e.n;
}

/** The rule section of the prevention that applied (replacement ids are `${objId}:${section}`). */
function ruleOfPrevention(_g: G, id: string, applied: string[]): string {
  const first = applied[0]!;
  return first.startsWith(`${id}:`) ? first.slice(id.length + 1) : first;
}
