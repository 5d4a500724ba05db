/**
 * 605.2.2.1 / 605.2.2.2: the cost to pay is the card's printed cost, changed by every ability that
 * affects it, worked out before any mana is paid. 101.7: a cost pushed below 0 counts as 0.
 */
import type { Seat } from '../../core/view-types.js';
import { type G, defOf } from './ctx.js';
import type { Obj } from './types.js';

export interface CastCost {
  printed: number;
  /** What the player pays. */
  cost: number;
  /** Objects whose abilities changed the cost. */
  by: string[];
}

function matches(o: Obj, filter: { type?: string; element?: string; subtype?: string } | undefined): boolean {
  const d = defOf(o);
  if (!filter) return true;
  if (filter.type && d.type !== filter.type) return false;
  if (filter.element && d.element !== filter.element) return false;
  if (filter.subtype && !d.subtypes.includes(filter.subtype)) return false;
  return true;
}

export function castCost(g: G, seat: Seat, card: Obj): CastCost {
  const printed = defOf(card).cost;
  let cost = printed;
  const by: string[] = [];
  for (const p of g.s.players) for (const id of p.field) {
    const src = g.s.objs[id];
    if (!src) continue;
    for (const c of defOf(src).continuous ?? []) {
      if (c.k !== 'cost') continue;
      if ((c.who === 'own') !== (src.ctrl === seat)) continue;
      if (!matches(card, c.filter)) continue;
      cost += c.n;
      if (!by.includes(id)) by.push(id);
    }
  }
  return { printed, cost: Math.max(0, cost), by };
}
