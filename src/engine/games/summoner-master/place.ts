/** Where a public object is, as the board shows it: a Seal by its Line and place in that Line, else its zone. */
import type { Text } from '../../core/kernel.js';
import type { SmState } from './types.js';
import { cardName, data, fieldSeals } from './zones.js';

const ZONE: Record<string, Text> = { field: { th: 'สนาม', en: 'field' }, support: { th: 'Support', en: 'Support' }, shrine: { th: 'Shrine', en: 'Shrine' }, remove: { th: 'Remove', en: 'Remove' }, casting: { th: 'กำลังร่าย', en: 'casting' } };

export function smPlace(s: SmState, id: string): Text | undefined {
  const o = s.zones.objs[id];
  if (!o) return undefined;
  const who = s.players[o.ctrl].name || `P${o.ctrl + 1}`;
  if (o.zone === 'field') {
    const df = data(o).line === 'df';
    const line = fieldSeals(s, o.ctrl).filter((x) => (data(x).line === 'df') === df);
    const k = line.findIndex((x) => x.id === id);
    if (k >= 0) return { th: `${who} ${df ? 'Df' : 'At'} Line #${k + 1}`, en: `${who} ${df ? 'Df' : 'At'} Line #${k + 1}` };
  }
  const z = ZONE[o.zone];
  const k = (s.zones.zones[`${o.ctrl}:${o.zone}`] ?? []).indexOf(id);
  return z ? { th: `${who} ${z.th} #${k + 1}`, en: `${who} ${z.en} #${k + 1}` } : undefined;
}

/** Cards by name, each with its place when `placed` (another option reads the same without them). */
export function placedNames(s: SmState, ids: readonly string[], placed: boolean, sep = ', '): Text {
  const one = (id: string, lang: 'th' | 'en') => `${cardName(s, id)[lang]}${placed ? ` (${smPlace(s, id)?.[lang] ?? '?'})` : ''}`;
  return { th: ids.map((id) => one(id, 'th')).join(sep), en: ids.map((id) => one(id, 'en')).join(sep) };
}

/**
 * Own cards by name, each led by its Line and place when `placed` ("At #2 Tide Warrior"): the place comes first
 * so that a long option label still differs where a button cuts it (80 characters).
 */
export function ownPlacedNames(s: SmState, ids: readonly string[], placed: boolean, sep = ', '): Text {
  const at = (id: string) => {
    const o = s.zones.objs[id];
    if (!o || o.zone !== 'field') return '';
    const df = data(o).line === 'df';
    const k = fieldSeals(s, o.ctrl).filter((x) => (data(x).line === 'df') === df).findIndex((x) => x.id === id);
    return `${df ? 'Df' : 'At'} #${k + 1} `;
  };
  const one = (id: string, lang: 'th' | 'en') => `${placed ? at(id) : ''}${cardName(s, id)[lang]}`;
  return { th: ids.map((id) => one(id, 'th')).join(sep), en: ids.map((id) => one(id, 'en')).join(sep) };
}
