/**
 * Objects and zones, shared by every game. A game declares its zones once (name, who may see the cards
 * in it, whether the order matters, one per player or shared); the kernel keeps the objects and the zone
 * lists in one plain-JSON store and moves cards with one verb that emits a zone-change event.
 *
 * A move makes a new object with a new id (Fadalgia 400.5, Magic 400.7): counters, damage and
 * attachments stay behind with the old object. A token that leaves its zone ceases to exist when the
 * zone spec says so (Fadalgia 610.4).
 */
import type { Seat, Viewer } from './view-types.js';
import type { Bus } from './bus.js';

/** Who may see the cards of a zone: everyone, only the owner, or nobody (a deck). */
export type Visibility = 'public' | 'owner' | 'nobody';

export interface ZoneSpec {
  name: string;
  visibility: Visibility;
  /** Piles whose order matters (top = last). Unordered zones still keep a stable order for display. */
  ordered: boolean;
  /** One zone per player (hand, deck) or one shared zone (a shared stack, Fadalgia's Break). */
  perPlayer: boolean;
  /** Per-player zones that belong to the controller rather than the owner (a field). */
  byController?: boolean;
  /** A token leaving this zone ceases to exist (Fadalgia 610.4: Summon units off the field). */
  tokensVanishOnLeave?: boolean;
}

/**
 * What the kernel reads of any object. A game whose objects carry typed fields of their own (Fadalgia's
 * mode, damage, "since"...) extends this and keeps its objects in an `ObjectStore<O>`; the others use
 * `KObject` with per-object fields under `data`.
 */
export interface KBase {
  id: string;
  /** Card definition id. */
  card: string;
  owner: Seat;
  ctrl: Seat;
  zone: string;
  /** A face-down card is hidden from everyone but its owner, whatever its zone. */
  faceDown?: boolean;
  token?: string;
}

export interface KObject extends KBase {
  /** Entry order into the zone, for "older/newer" rules and layer timestamps. */
  ts: number;
  counters?: Record<string, number>;
  attachedTo?: string | null;
  /** Game-specific per-object fields (mode, damage...): plain JSON. */
  data?: Record<string, unknown>;
}

/** Objects and zone lists: all a move needs. A game may hold these three fields flat in its own state. */
export interface ObjectStore<O extends KBase> {
  objs: Record<string, O>;
  /** zoneKey(zone, seat) → ids, bottom first. */
  zones: Record<string, string[]>;
  nextId: number;
}

export interface ZoneStore extends ObjectStore<KObject> {
  ts: number;
}

export interface ZoneTable {
  specs: Record<string, ZoneSpec>;
  /** Each per-player zone's two list keys, made once: a move looks its lists up without building strings. */
  keys: Record<string, readonly [string, string]>;
}

export function zoneTable(specs: ZoneSpec[]): ZoneTable {
  const out: Record<string, ZoneSpec> = {};
  const keys: Record<string, readonly [string, string]> = {};
  for (const z of specs) {
    if (out[z.name]) throw new Error(`zone ${z.name} declared twice`);
    out[z.name] = z;
    if (z.perPlayer) keys[z.name] = [zoneKey(z.name, 0), zoneKey(z.name, 1)];
  }
  return { specs: out, keys };
}

export function zoneKey(zone: string, seat: Seat | null): string {
  return seat === null ? zone : `${seat}:${zone}`;
}

/** An empty list for every zone of the table, in declaration order (seat 0 then seat 1 per zone). */
export function emptyZones(table: ZoneTable): Record<string, string[]> {
  const zones: Record<string, string[]> = {};
  for (const z of Object.values(table.specs)) {
    if (z.perPlayer) {
      zones[zoneKey(z.name, 0)] = [];
      zones[zoneKey(z.name, 1)] = [];
    } else zones[z.name] = [];
  }
  return zones;
}

export function emptyStore(table: ZoneTable): ZoneStore {
  return { objs: {}, zones: emptyZones(table), nextId: 1, ts: 1 };
}

function spec(table: ZoneTable, zone: string): ZoneSpec {
  const z = table.specs[zone];
  if (!z) throw new Error(`engine bug: unknown zone ${zone}`);
  return z;
}

/** The list an object sits in. */
export function keyOf(table: ZoneTable, o: Pick<KObject, 'zone' | 'owner' | 'ctrl'>): string {
  const z = spec(table, o.zone);
  if (!z.perPlayer) return z.name;
  return table.keys[z.name]![z.byController ? o.ctrl : o.owner];
}

export function cardsIn(store: ObjectStore<KBase>, zone: string, seat: Seat | null = null): string[] {
  return store.zones[zoneKey(zone, seat)] ?? [];
}

export interface CreateOpts {
  ctrl?: Seat;
  faceDown?: boolean;
  token?: string;
  data?: Record<string, unknown>;
  bottom?: boolean;
}

/** Creates an object directly in a zone (deck building, tokens, scenarios). No event: nothing moved. */
export function createObject(table: ZoneTable, store: ZoneStore, card: string, owner: Seat, zone: string, opts: CreateOpts = {}): KObject {
  const o: KObject = { id: String(store.nextId++), card, owner, ctrl: opts.ctrl ?? owner, zone, ts: store.ts++ };
  if (opts.faceDown) o.faceDown = true;
  if (opts.token) o.token = opts.token;
  if (opts.data) o.data = { ...opts.data };
  return placeObject(table, store, o, opts.bottom);
}

/** Puts a game-built object (its id from `store.nextId`) into the store and its zone list. No event. */
export function placeObject<O extends KBase>(table: ZoneTable, store: ObjectStore<O>, o: O, bottom = false): O {
  store.objs[o.id] = o;
  const list = store.zones[keyOf(table, o)]!;
  if (bottom) list.unshift(o.id);
  else list.push(o.id);
  return o;
}

export interface MoveOpts {
  ctrl?: Seat;
  faceDown?: boolean;
  bottom?: boolean;
  /** Index in the destination list (0 = bottom); overrides `bottom`. */
  at?: number;
  data?: Record<string, unknown>;
  /** Why it moved, carried on the event ('destroy', 'sacrifice', 'cast', 'draw'...). */
  cause?: string;
}

export interface ZoneChange {
  kind: 'zone-change';
  from: string;
  to: string;
  oldId: string;
  /** null when a token ceased to exist. */
  newId: string | null;
  card: string;
  owner: Seat;
  /** Controller before the move (whose "leaves the field" it was). */
  ctrl: Seat;
  cause?: string;
}

/**
 * Builds the object a move makes, from the base fields the kernel chose (new id, zone, controller,
 * faceDown, token): a game adds its own per-object fields here (Fadalgia: "since" on field entry).
 */
export type MakeObject<O extends KBase> = (base: KBase, old: O, opts: MoveOpts) => O;

/**
 * The one verb that moves a card. Emits a zone-change event on `bus` (subscribers queue triggers and
 * update their bookkeeping there, never at the call site). Returns the new object, or null when the
 * object is gone or a token ceased to exist.
 */
export function moveObject(table: ZoneTable, store: ZoneStore, bus: Bus | null, id: string, to: string, opts: MoveOpts = {}): KObject | null {
  return moveWith(table, store, bus, id, to, opts, (b, _old, o) => {
    const n: KObject = { id: b.id, card: b.card, owner: b.owner, ctrl: b.ctrl, zone: b.zone, ts: store.ts++ };
    if (b.faceDown) n.faceDown = true;
    if (b.token) n.token = b.token;
    if (o.data) n.data = { ...o.data };
    return n;
  });
}

/** `moveObject` for a game with its own object type: `make` builds the new object from the kernel's base. */
export function moveWith<O extends KBase>(table: ZoneTable, store: ObjectStore<O>, bus: Bus | null, id: string, to: string, opts: MoveOpts, make: MakeObject<O>): O | null {
  const o = store.objs[id];
  if (!o) return null;
  const from = spec(table, o.zone);
  const list = store.zones[keyOf(table, o)]!;
  const i = list.indexOf(id);
  if (i >= 0) list.splice(i, 1);
  delete store.objs[id];
  if (o.token && from.tokensVanishOnLeave && to !== o.zone) {
    bus?.emit(zoneChange(o, to, id, null, opts.cause));
    return null;
  }
  const dest = spec(table, to);
  const base: KBase = { id: String(store.nextId++), card: o.card, owner: o.owner, ctrl: dest.byController ? (opts.ctrl ?? o.owner) : o.owner, zone: to };
  if (opts.faceDown) base.faceDown = true;
  if (o.token) base.token = o.token;
  const n = make(base, o, opts);
  store.objs[n.id] = n;
  const dl = store.zones[keyOf(table, n)]!;
  if (opts.at !== undefined) dl.splice(Math.max(0, Math.min(opts.at, dl.length)), 0, n.id);
  else if (opts.bottom) dl.unshift(n.id);
  else dl.push(n.id);
  bus?.emit(zoneChange(o, to, id, n.id, opts.cause));
  return n;
}

function zoneChange(o: KBase, to: string, oldId: string, newId: string | null, cause: string | undefined): ZoneChange {
  const e: ZoneChange = { kind: 'zone-change', from: o.zone, to, oldId, newId, card: o.card, owner: o.owner, ctrl: o.ctrl };
  if (cause) e.cause = cause;
  return e;
}

/**
 * A change of control that is not a zone change (Fadalgia 400.9 as Sanam reads it: the card stays the same
 * object, keeping damage and counters): in a zone kept by controller, the id moves to the new controller's list.
 */
export function changeController<O extends KBase>(table: ZoneTable, store: ObjectStore<O>, id: string, ctrl: Seat): void {
  const o = store.objs[id];
  if (!o || o.ctrl === ctrl) return;
  const from = store.zones[keyOf(table, o)]!;
  const i = from.indexOf(id);
  if (i >= 0) from.splice(i, 1);
  o.ctrl = ctrl;
  store.zones[keyOf(table, o)]!.push(id);
}

/** May `viewer` see which card this object is? Face-down cards are seen by their owner only. */
export function canSee(table: ZoneTable, o: KBase, viewer: Viewer): boolean {
  const z = spec(table, o.zone);
  if (o.faceDown) return viewer !== 'spectator' && viewer === o.owner && z.visibility !== 'nobody';
  if (z.visibility === 'public') return true;
  if (z.visibility === 'owner') return viewer !== 'spectator' && viewer === o.owner;
  return false;
}

/** Can the opponent of `seat` see this object? The basis of a prompt option's visibility mark. */
export function isPublic(table: ZoneTable, o: KBase): boolean {
  return canSee(table, o, 'spectator');
}

/** One zone as `viewer` may see it: card ids where visible, null (a card back) where not. */
export function redactZone(table: ZoneTable, store: ObjectStore<KBase>, zone: string, seat: Seat | null, viewer: Viewer): Array<string | null> {
  return cardsIn(store, zone, seat).map((id) => {
    const o = store.objs[id]!;
    return canSee(table, o, viewer) ? o.card : null;
  });
}

/** Invariant: every object sits in exactly one zone list, and every listed id is an object in that zone. */
export function zoneInvariant(table: ZoneTable, store: ObjectStore<KBase>): string | null {
  const seen = new Set<string>();
  for (const [key, ids] of Object.entries(store.zones)) {
    for (const id of ids) {
      if (seen.has(id)) return `object ${id} is in two zone lists`;
      seen.add(id);
      const o = store.objs[id];
      if (!o) return `zone ${key} lists a missing object ${id}`;
      if (keyOf(table, o) !== key) return `object ${id} says zone ${o.zone} but sits in ${key}`;
    }
  }
  for (const id of Object.keys(store.objs)) if (!seen.has(id)) return `object ${id} is in no zone list`;
  return null;
}
