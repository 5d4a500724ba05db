/** Where a public object is, as the board lists it: "unit 2 of B", "grave 3 of A" (tells apart two of one name). */
import type { Text } from '../../core/view-types.js';
import type { FState } from './types.js';
import { CARD_TYPE, ZONE as Z } from '../../terms/fadalgia.js';

/** A field object is counted among the Units there, the way players see the field; the other zones by their names. */
const ZONE: Record<string, Text> = { field: CARD_TYPE.unit, mana: Z.mana, grave: Z.grave, outer: Z.outer, break: Z.break };

export function fadalgiaPlace(s: FState, id: string): Text | undefined {
  const o = s.objs[id];
  const z = o ? ZONE[o.zone] : undefined;
  if (!o || !z) return undefined;
  const list = (s.zones as Record<string, string[] | undefined>)[o.zone === 'break' ? 'break' : `${o.ctrl}:${o.zone}`] ?? [];
  const who = s.names[o.ctrl] || `P${o.ctrl + 1}`;
  return { th: `${z.th} ${list.indexOf(id) + 1} ของ ${who}`, en: `${z.en} ${list.indexOf(id) + 1} of ${who}` };
}
