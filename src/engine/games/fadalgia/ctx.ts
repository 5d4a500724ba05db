/** The mutable working copy of one apply() call: the cloned state plus the events it produces. */
import type { EngineEvent } from '../../core/api-types.js';
import type { Seat, Text } from '../../core/view-types.js';
import { cardDef } from './cards/catalog.js';
import type { CardDef } from './cards/schema.js';
import type { FState, Obj, PlayerState } from './types.js';

export interface G {
  s: FState;
  ev: EngineEvent[];
}

export const LOG_LIMIT = 60;

export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

export function obj(g: G, id: string): Obj | undefined {
  return g.s.objs[id];
}

export function defOf(o: Obj): CardDef {
  return cardDef(o.card);
}

export function pl(g: G, seat: Seat): PlayerState {
  return g.s.players[seat];
}

/**
 * Object ids are decimal strings ("17"): V8 keeps such keys as array elements, so copying `objs` for
 * each apply() is a block copy instead of one hash insert per object (the largest cost of an action).
 */
export function newId(g: G): string {
  return String(g.s.nextId++);
}

export function nextPromptId(g: G): string {
  return `p${++g.s.seq}`;
}

/** A public log line (bounded) and the matching public event. */
export function log(g: G, seat: Seat | null, text: Text, rule?: string, kind = 'log', data?: Record<string, unknown>): void {
  const line = { seq: ++g.s.seq, seat, text, ...(rule ? { rule } : {}) };
  g.s.log.push(line);
  if (g.s.log.length > LOG_LIMIT) g.s.log.splice(0, g.s.log.length - LOG_LIMIT);
  g.ev.push({ kind, audience: null, text, ...(rule ? { rule } : {}), ...(data ? { data } : {}) });
}

/** An event only `seat` may see (e.g. the name of the card it drew). Never enters the public log. */
export function tell(g: G, seat: Seat, text: Text, kind = 'private', data?: Record<string, unknown>): void {
  g.ev.push({ kind, audience: seat, text, ...(data ? { data } : {}) });
}

export function nameOf(g: G, id: string): Text {
  const o = g.s.objs[id];
  if (!o) return { th: '?', en: '?' };
  return defOf(o).name;
}

export function seatName(g: G, seat: Seat): string {
  return g.s.names[seat] || (seat === 0 ? 'P1' : 'P2');
}

export function isAT(g: G, seat: Seat): boolean {
  return g.s.atSeat === seat;
}
