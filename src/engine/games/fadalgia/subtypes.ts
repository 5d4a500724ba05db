/**
 * A unit's subtypes now (206): printed, plus subtypes gained through the layers (606.5.23 Trainee adds the
 * cast card's subtype). Everything that compares subtypes while the game runs (606.5.35.3 Stampede, filters of
 * continuous abilities) asks here, so a gained subtype counts exactly like a printed one.
 */
import { characteristics } from '../../core/layers.js';
import { defOf, type G } from './ctx.js';
import { timedOn } from './timed.js';
import type { Obj } from './types.js';

export function subtypesOf(g: G, u: Obj): readonly string[] {
  const printed = defOf(u).subtypes;
  const gained = timedOn(g, u.id)?.filter((e) => e.op.k === 'add-subtype');
  return gained?.length ? characteristics({ stats: {}, keywords: [], subtypes: printed }, gained).subtypes : printed;
}
