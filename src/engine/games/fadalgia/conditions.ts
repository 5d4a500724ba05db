/**
 * Conditions keywords read (606.5.24 Assassinate's condition, 606.5.27 Clan, 606.5.31 Skill User, 606.5.35
 * Stampede): who controls which unit, zone counts (408.3: through countCards, the Outer Zone never counted
 * as grave). Subtypes are read as they are now, gained ones included (subtypesOf, 606.5.35.3).
 */
import type { Seat } from '../../core/view-types.js';
import { type G, defOf } from './ctx.js';
import type { CardDef, Condition } from './cards/schema.js';
import { subtypesOf } from './subtypes.js';
import { countCards } from './verbs/count.js';
import type { Obj } from './types.js';
import { zoneOf } from './zones.js';

/** Does `seat` control a unit on its own field (other than `except`) for which `match` holds? */
export function controlsUnit(g: G, seat: Seat, match: (u: Obj, d: CardDef) => boolean, except?: string): boolean {
  for (const id of zoneOf(g.s, seat, 'field')) {
    const u = g.s.objs[id];
    if (!u || u.id === except || u.ctrl !== seat) continue;
    const d = defOf(u);
    if (d.type === 'unit' && match(u, d)) return true;
  }
  return false;
}

/** A unit named [Name] (606.5.31.1): its Thai or English name. */
export const named = (name: string) => (_u: Obj, d: CardDef): boolean => d.name.th === name || d.name.en === name;

/**
 * A unit with the title or group name [Name] (606.5.27): Sanam reads "title or group" as its name, a subtype
 * (printed or gained) or its Guild name (611).
 */
export const titled = (g: G, name: string) => (u: Obj, d: CardDef): boolean =>
  d.name.th === name || d.name.en === name || d.guild === name || subtypesOf(g, u).includes(name);

export function condHolds(g: G, seat: Seat, c: Condition): boolean {
  switch (c.k) {
    case 'life-at-least': return countCards(g, seat, { zone: 'life', who: 'ctrl' }) >= c.n;
    case 'life-at-most': return countCards(g, seat, { zone: 'life', who: 'ctrl' }) <= c.n;
    case 'opp-life-at-most': return countCards(g, seat, { zone: 'life', who: 'opp' }) <= c.n;
    case 'zone-count': {
      const f = c.filter;
      const k = countCards(g, seat, { zone: c.zone, who: c.who === 'own' ? 'ctrl' : 'opp', ...(f?.type ? { type: f.type } : {}), ...(f?.element ? { element: f.element } : {}), ...(f?.subtype ? { subtype: f.subtype } : {}) });
      return k >= (c.min ?? 0) && k <= (c.max ?? Infinity);
    }
    case 'control': {
      let n = 0;
      for (const id of zoneOf(g.s, seat, 'field')) {
        const u = g.s.objs[id];
        if (!u || u.ctrl !== seat || defOf(u).type !== 'unit') continue;
        const d = defOf(u);
        const f = c.filter;
        if (f.type && d.type !== f.type) continue;
        if (f.element && d.element !== f.element) continue;
        if (f.name && d.name.th !== f.name && d.name.en !== f.name) continue;
        if (f.subtype && !subtypesOf(g, u).includes(f.subtype)) continue;
        n++;
      }
      return n >= (c.min ?? 1);
    }
    case 'tarot-names':
      // 606.5.34.1: the Tarot names a player gained are kept by the Tarot keyword (not modelled here): none known.
      return false;
  }
}
