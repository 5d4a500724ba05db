/**
 * 605.2.2.1 / 605.2.2.2: the cost to pay is the card's printed cost, changed by every ability that
 * affects it, worked out before any mana is paid. 101.7: a cost pushed below 0 counts as 0.
 */
import type { Seat } from '../../core/view-types.js';
import { type G, defOf } from './ctx.js';
import { matchesFilter, statics } from './continuous.js';
import type { Obj } from './types.js';

export interface CastCost {
  printed: number;
  /** What the player pays. */
  cost: number;
  /** Objects whose abilities changed the cost. */
  by: string[];
}

export function castCost(g: G, seat: Seat, card: Obj): CastCost {
  const d = defOf(card);
  const printed = d.cost;
  let cost = printed;
  const by: string[] = [];
  // Cost changes are player effects of continuous abilities (continuous.ts), for the cards `seat` casts.
  for (const p of statics(g).players) {
    if (p.seat !== seat || p.op.k !== 'modify' || p.op.stat !== 'cost') continue;
    if (!matchesFilter(g, card, d, p.filter)) continue;
    cost += p.op.by;
    if (!by.includes(p.src.id)) by.push(p.src.id);
  }
  return { printed, cost: Math.max(0, cost), by };
}
