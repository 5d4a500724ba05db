/**
 * Zones (§5): two decks, hand (backs show the kind), the field (both Lines; a Seal's Line is object data,
 * so a Line change is not a zone change), Supports under a Main, the cards being cast (610.5: already
 * counted as on the field), Shrine and Remove Zone.
 */
import { cardsIn, moveObject, zoneTable, type Bus, type KObject, type MoveOpts, type Seat } from '../../core/kernel.js';
import { def, sealDef } from './cards/catalog.js';
import type { SealData, SmState } from './types.js';

export const ZONES = zoneTable([
  { name: 'sealDeck', visibility: 'nobody', ordered: true, perPlayer: true },
  { name: 'mysticDeck', visibility: 'nobody', ordered: true, perPlayer: true },
  { name: 'hand', visibility: 'owner', ordered: false, perPlayer: true },
  { name: 'casting', visibility: 'public', ordered: true, perPlayer: true },
  { name: 'field', visibility: 'public', ordered: false, perPlayer: true, byController: true },
  { name: 'support', visibility: 'public', ordered: false, perPlayer: true, byController: true },
  { name: 'shrine', visibility: 'public', ordered: true, perPlayer: true },
  { name: 'remove', visibility: 'public', ordered: true, perPlayer: true },
]);

export const other = (p: Seat): Seat => (p === 0 ? 1 : 0);

export function obj(s: SmState, id: string): KObject {
  const o = s.zones.objs[id];
  if (!o) throw new Error(`engine bug: no object ${id}`);
  return o;
}

export function data(o: KObject): SealData {
  o.data ??= {};
  return o.data as SealData;
}

/** Seals in a Line of `seat`'s field (Mystics on the field are in no Line). */
// Both run for every Seal whose values are computed, so they loop without intermediate arrays.
function onField(s: SmState, seat: Seat, seals: boolean, out: KObject[]): KObject[] {
  // Stryker disable next-line ArrayDeclaration: every seat's field list exists from the start (emptyZones), so the fallback is never read
  for (const id of s.zones.zones[`${seat}:field`] ?? []) {
    const o = s.zones.objs[id]!;
    if ((def(s, o.card).kind === 'seal') === seals) out.push(o);
  }
  return out;
}

export function fieldSeals(s: SmState, seat: Seat): KObject[] {
  return onField(s, seat, true, []);
}

export function fieldMystics(s: SmState, seat: Seat | null = null): KObject[] {
  if (seat !== null) return onField(s, seat, false, []);
  return onField(s, 1, false, onField(s, 0, false, []));
}

export function hand(s: SmState, seat: Seat): KObject[] {
  return cardsIn(s.zones, 'hand', seat).map((id) => s.zones.objs[id]!);
}

/** Shrine Level: the printed Levels of the Seals in the Shrine (§13.1); Mystics count 0. */
export function shrineLevel(s: SmState, seat: Seat): number {
  let n = 0;
  for (const id of cardsIn(s.zones, 'shrine', seat)) n += sealDef(s, s.zones.objs[id]!.card)?.level ?? 0;
  return n;
}

export function supportsOf(s: SmState, mainId: string): KObject[] {
  const main = s.zones.objs[mainId];
  if (!main) return [];
  return cardsIn(s.zones, 'support', main.ctrl).map((id) => s.zones.objs[id]!).filter((o) => data(o).supportOf === mainId);
}

/** `bus` null: a move nothing listens to (a card put into the casting area, a deck search). */
export function move(s: SmState, bus: Bus | null, id: string, to: string, opts: MoveOpts = {}): KObject | null {
  return moveObject(ZONES, s.zones, bus, id, to, opts);
}

export function cardName(s: SmState, id: string): { th: string; en: string } {
  return def(s, obj(s, id).card).name;
}

/** A hand by kind, as everybody sees it (card backs show the kind, §0): [Seals, Mystics]. */
export function heldKinds(s: SmState, seat: Seat): [number, number] {
  const kinds = hand(s, seat).map((x) => def(s, x.card).kind);
  return [kinds.filter((k) => k === 'seal').length, kinds.filter((k) => k === 'mystic').length];
}
