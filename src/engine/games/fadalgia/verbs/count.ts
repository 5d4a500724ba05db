/**
 * Amounts and conditions that count cards in zones ("for each card in your grave", "if you have 5 or less
 * life"). 408.3: a card in the Outer Zone is not in the game — it is never counted as (or with) a card of the
 * grave, field, hand or piles; only a count of the Outer Zone itself counts it. Counting goes through the
 * kernel's `count` with the Outer Zone declared out of the game.
 */
import { count, type Described, type Selector } from '../../../core/selectors.js';
import type { Seat } from '../../../core/view-types.js';
import { type G, defOf, other } from '../ctx.js';
import type { Obj } from '../types.js';
import { zoneOf } from '../zones.js';

export type CountZone = 'main' | 'life' | 'hand' | 'grave' | 'outer' | 'field' | 'mana';
const ALL: readonly CountZone[] = ['main', 'life', 'hand', 'grave', 'outer', 'field', 'mana'];
const OUT_OF_GAME = ['outer'] as const;

export interface ZoneCount {
  /** One zone, several, or every zone of the player(s) when absent. */
  zone?: CountZone | CountZone[];
  /** Whose zones, relative to the counting player (the ability's controller). */
  who: 'ctrl' | 'opp' | 'any';
  type?: 'unit' | 'action' | 'item' | 'terrain';
  element?: string;
  subtype?: string;
}

function describe(o: Obj): Described {
  const d = defOf(o);
  // 406.3 / 202.1.2: a face-down Mana card shows no element and no subtypes.
  const hidden = o.zone === 'mana' && o.faceDown !== false;
  return { id: o.id, zone: o.zone, owner: o.owner, ctrl: o.ctrl, type: d.type, subtypes: hidden ? [] : d.subtypes, element: hidden ? 'none' : d.element, keywords: hidden ? [] : (d.keywords ?? []) };
}

/** How many cards `c` counts for `chooser`. */
export function countCards(g: G, chooser: Seat, c: ZoneCount): number {
  const zones = c.zone === undefined ? ALL : Array.isArray(c.zone) ? c.zone : [c.zone];
  const seats: Seat[] = c.who === 'any' ? [0, 1] : [c.who === 'ctrl' ? chooser : other(chooser)];
  const objs: Described[] = [];
  for (const p of seats) {
    for (const z of zones) for (const id of zoneOf(g.s, p, z)) {
      const o = g.s.objs[id];
      if (o) objs.push(describe(o));
    }
  }
  const sel: Selector = { ...(c.zone !== undefined ? { zone: zones as string[] } : {}), ...(c.type ? { type: c.type } : {}), ...(c.element ? { element: c.element } : {}), ...(c.subtype ? { subtype: c.subtype } : {}) };
  return count(sel, objs, chooser, undefined, OUT_OF_GAME);
}
