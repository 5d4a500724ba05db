/**
 * The only way cards move. A move makes a new object (400.5); a Summon/Phantom unit leaving the field
 * ceases to exist (610.4); counters and damage do not follow the card (612.2, 400.5).
 */
import type { Seat } from '../../core/view-types.js';
import { type G, newId, pl } from './ctx.js';
import type { Obj, ZoneName } from './types.js';

export function zoneList(g: G, o: Obj): string[] | null {
  if (o.zone === 'break') return null;
  return pl(g, o.zone === 'field' || o.zone === 'mana' ? o.ctrl : o.owner)[o.zone];
}

function detach(g: G, o: Obj): void {
  const list = zoneList(g, o);
  if (list) {
    const i = list.indexOf(o.id);
    if (i >= 0) list.splice(i, 1);
  }
}

export interface MoveOpts {
  /** For piles: put at the bottom instead of the top. */
  bottom?: boolean;
  faceUp?: boolean;
  /** Whose zone (field/mana). Defaults to the owner (400.3 / 400.7). */
  ctrl?: Seat;
}

/** Moves an object to a zone; returns the new object's id, or null when a token ceased to exist. */
export function moveObj(g: G, id: string, to: ZoneName, opts: MoveOpts = {}): string | null {
  const o = g.s.objs[id];
  if (!o) return null;
  detach(g, o);
  delete g.s.objs[id];
  if (o.token && to !== 'field') return null;
  const nid = newId(g);
  const ctrl = to === 'field' || to === 'mana' ? (opts.ctrl ?? o.owner) : o.owner;
  const n: Obj = { id: nid, cardId: o.cardId, owner: o.owner, ctrl, zone: to };
  if (o.token) n.token = o.token;
  if (to === 'field') {
    n.since = false;
    n.ts = g.s.seq++;
  }
  if (to === 'mana') {
    n.faceUp = opts.faceUp ?? true;
    n.empty = false;
  }
  g.s.objs[nid] = n;
  if (to !== 'break') {
    const list = pl(g, to === 'field' || to === 'mana' ? ctrl : o.owner)[to];
    if (opts.bottom) list.unshift(nid);
    else list.push(nid);
  }
  return nid;
}

/** Creates a new object directly in a zone (Summon tokens, deck building). */
export function createObj(g: G, cardId: string, owner: Seat, zone: ZoneName, extra: Partial<Obj> = {}): string {
  const id = newId(g);
  const o: Obj = { id, cardId, owner, ctrl: owner, zone, ...extra };
  g.s.objs[id] = o;
  if (zone !== 'break') pl(g, owner)[zone].push(id);
  return id;
}

export function topOf(g: G, seat: Seat, pile: 'main' | 'life'): string | undefined {
  const list = pl(g, seat)[pile];
  return list[list.length - 1];
}
