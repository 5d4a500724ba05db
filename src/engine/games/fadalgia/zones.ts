/**
 * Fadalgia's zones on the kernel (core/zones.ts): the zone table, and the one way cards move — the kernel's
 * `moveWith`, which makes a new object (400.5), lets a Summon/Phantom unit leaving the field cease to exist
 * (610.4: the field's `tokensVanishOnLeave`) and emits a zone-change event for every move. Counters and
 * damage do not follow the card (612.2, 400.5): the new object carries only what `make` below gives it.
 */
import { type Bus, type GameEvent } from '../../core/bus.js';
import { type KBase, type MoveOpts as KMoveOpts, moveWith, placeObject, zoneTable } from '../../core/zones.js';
import type { Seat } from '../../core/view-types.js';
import { type G, newId } from './ctx.js';
import { emit, type FEvent } from './events.js';
import type { FState, FZones, Obj, SeatZone, ZoneKey, ZoneName } from './types.js';

/**
 * Main and life piles: nobody sees them (400.6); hand: its owner; grave, Outer Zone, field: everyone; the
 * Mana zone is public but a face-down Mana card is its owner's alone (406.3). Field and Mana zone are the
 * controller's. The Break (407) is one shared ordered zone holding the cards cast onto it.
 */
export const ZONES = zoneTable([
  { name: 'main', visibility: 'nobody', ordered: true, perPlayer: true },
  { name: 'life', visibility: 'nobody', ordered: true, perPlayer: true },
  { name: 'hand', visibility: 'owner', ordered: false, perPlayer: true },
  { name: 'grave', visibility: 'public', ordered: true, perPlayer: true },
  { name: 'outer', visibility: 'public', ordered: false, perPlayer: true },
  { name: 'field', visibility: 'public', ordered: false, perPlayer: true, byController: true, tokensVanishOnLeave: true },
  { name: 'mana', visibility: 'public', ordered: true, perPlayer: true, byController: true },
  { name: 'break', visibility: 'public', ordered: true, perPlayer: false },
]);

/**
 * The ids in one of `seat`'s zones, bottom first (the list itself: callers that change it change the zone).
 * Spelled out per key: the rules read zones in their hottest loops, and a constant property name is a
 * direct load where a computed `${seat}:${zone}` key is a hash lookup.
 */
export function zoneOf(s: FState, seat: Seat, zone: SeatZone): string[] {
  const z = s.zones;
  switch (zone) {
    case 'field': return seat === 0 ? z['0:field'] : z['1:field'];
    case 'mana': return seat === 0 ? z['0:mana'] : z['1:mana'];
    case 'hand': return seat === 0 ? z['0:hand'] : z['1:hand'];
    case 'grave': return seat === 0 ? z['0:grave'] : z['1:grave'];
    case 'main': return seat === 0 ? z['0:main'] : z['1:main'];
    case 'life': return seat === 0 ? z['0:life'] : z['1:life'];
    case 'outer': return seat === 0 ? z['0:outer'] : z['1:outer'];
  }
}

/** Replaces one of `seat`'s zone lists (a reordering: 400.6.1 put back, a grave order, a shuffle). */
export function setZone(s: FState, seat: Seat, zone: SeatZone, ids: string[]): void {
  s.zones[ZONES.keys[zone]![seat] as ZoneKey] = ids;
}

/** Empty zone lists in one fixed key order (clone-state.ts copies them as one shape). */
export function emptyZones(): FZones {
  return {
    '0:main': [], '1:main': [], '0:life': [], '1:life': [], '0:hand': [], '1:hand': [], '0:grave': [], '1:grave': [],
    '0:outer': [], '1:outer': [], '0:field': [], '1:field': [], '0:mana': [], '1:mana': [], break: [],
  };
}

export function cloneZones(z: FZones): FZones {
  return {
    '0:main': z['0:main'].slice(), '1:main': z['1:main'].slice(), '0:life': z['0:life'].slice(), '1:life': z['1:life'].slice(),
    '0:hand': z['0:hand'].slice(), '1:hand': z['1:hand'].slice(), '0:grave': z['0:grave'].slice(), '1:grave': z['1:grave'].slice(),
    '0:outer': z['0:outer'].slice(), '1:outer': z['1:outer'].slice(), '0:field': z['0:field'].slice(), '1:field': z['1:field'].slice(),
    '0:mana': z['0:mana'].slice(), '1:mana': z['1:mana'].slice(), break: z.break.slice(),
  };
}

/** The kernel bus a move emits its zone-change on: Fadalgia's own bus (events.ts), which skips kinds nobody listens to. */
function busOf(g: G): Bus {
  return { log: [], emit: <E extends GameEvent>(e: E) => emit(g, e as unknown as FEvent) };
}

export interface MoveOpts {
  /** For piles: put at the bottom instead of the top. */
  bottom?: boolean;
  /** Mana zone: a face-down Mana card instead of a Stream (406.3). */
  faceDown?: boolean;
  /** Whose zone (field/mana). Defaults to the owner (400.3 / 400.7). */
  ctrl?: Seat;
}

/** Moves an object to a zone; returns the new object's id, or null when a token ceased to exist. */
export function moveObj(g: G, id: string, to: ZoneName, opts: MoveOpts = {}): string | null {
  const k: KMoveOpts = {};
  if (opts.bottom) k.bottom = true;
  if (opts.ctrl !== undefined) k.ctrl = opts.ctrl;
  const n = moveWith<Obj>(ZONES, g.s, busOf(g), id, to, k, (b) => make(g, b, to, !!opts.faceDown));
  return n ? n.id : null;
}

/** Fadalgia's fields of a moved card: "since" and the entry order on the field (304.3.1, 613.2), Active on the Mana zone (604.4). */
function make(g: G, b: KBase, to: ZoneName, faceDown: boolean): Obj {
  const n: Obj = { id: b.id, card: b.card, owner: b.owner, ctrl: b.ctrl, zone: to };
  if (b.token) n.token = b.token as Obj['token'];
  if (to === 'field') {
    n.since = false;
    n.ts = g.s.seq++;
  }
  if (to === 'mana') {
    n.faceDown = faceDown;
    n.empty = false;
  }
  return n;
}

/** Creates a new object directly in a zone (Summon tokens, deck building). No zone change: nothing moved. */
export function createObj(g: G, card: string, owner: Seat, zone: ZoneName, extra: Partial<Obj> = {}): string {
  const o: Obj = { id: newId(g), card, owner, ctrl: owner, zone, ...extra };
  placeObject(ZONES, g.s, o);
  return o.id;
}

export function topOf(g: G, seat: Seat, pile: 'main' | 'life'): string | undefined {
  const list = zoneOf(g.s, seat, pile);
  return list[list.length - 1];
}
