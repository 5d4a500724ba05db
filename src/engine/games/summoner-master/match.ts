/** Whether a card meets a requirement (Combination Support, Growth material, Skill condition, a filter): by name, naming, type or element. */
import type { KObject } from '../../core/kernel.js';
import { def } from './cards/catalog.js';
import type { Req, SmState } from './types.js';

export function matches(s: SmState, o: KObject, r: Req): boolean {
  const d = def(s, o.card);
  // A Mystic is matched by its name only (it has no naming, type or element).
  if (d.kind !== 'seal') return r.k === 'name' && (d.id === r.v || d.name.en === r.v);
  if (r.k === 'name') return d.id === r.v || d.name.en === r.v;
  if (r.k === 'naming') return d.naming === r.v;
  if (r.k === 'type') return d.types.some((x) => x.toLowerCase() === r.v.toLowerCase());
  return d.elements.includes(r.v as never);
}
