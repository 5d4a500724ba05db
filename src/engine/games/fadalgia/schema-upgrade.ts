/**
 * Reads a stored schema-1 Fadalgia state (the engine before objects and zones moved onto the kernel's store)
 * as the schema-2 state the current engine would hold at the same point of the same match, so live matches
 * survive the deploy. Schema 1 kept each player's zones as arrays on `players[seat]`, objects' card as
 * `cardId` and a Mana-zone card's side as `faceUp`, and the Break held no list of its own: a card on the
 * Break was only an object whose `zone` is 'break'.
 *
 * The mapping (checked against states of the old engine in test/engine/schema-upgrade.test.ts):
 * - `players[s][zone]` → `zones['s:zone']`, same ids in the same order (bottom first);
 * - the Break list: every object on the Break in the order it arrived there. A card reaches the Break only
 *   by a move, and a move makes a new object with the next id, so the arrival order is the id order;
 * - `cardId` → `card`; `faceUp: b` → `faceDown: !b` (absent stays absent); every other object field as is;
 * - a pending 607.11 search pick (`prompt.ctx` of a 'search' verb) kept the searcher's seat as its data; it
 *   is now `{ seat, offers }` with the keyword choices folded into the pick (c741ac0). The old prompt offered
 *   none, so the prompt keeps its options and its data says so: `offers: []`;
 * - a pending 501.5 life-draw question gets the current engine's options: the old 'life-draw' and 'skip'
 *   (unchanged meaning) and, with face-down Mana, the one-press answers to 501.5 and 501.6 together, and the
 *   draw that ends Refresh naming this turn's Stream (turn.ts);
 * - everything else (nextId, seq, ts, since, counters, pool, the Break entries, prompt, work, rng, log, ...)
 *   did not change shape and is kept as is (shared, never written to: apply() copies before it mutates).
 */
import type { Seat } from '../../core/view-types.js';
import { emptyZones } from './zones.js';
import { markVisibility } from './ask.js';
import { lifeDrawQuestion } from './turn.js';
import { type FState, type Obj, type PendingPrompt, type PlayerState, SCHEMA_VERSION, type SeatZone } from './types.js';

const SEAT_ZONES: readonly SeatZone[] = ['main', 'life', 'hand', 'grave', 'outer', 'field', 'mana'];

/** A schema-1 object: the schema-2 one with `cardId` for `card` and `faceUp` for `faceDown`. */
type ObjV1 = Omit<Obj, 'card' | 'faceDown'> & { cardId: string; faceUp?: boolean };
type PlayerV1 = PlayerState & Record<SeatZone, string[]>;
type StateV1 = Omit<FState, 'schemaVersion' | 'objs' | 'zones' | 'players'> & { schemaVersion: 1; objs: Record<string, ObjV1>; players: [PlayerV1, PlayerV1] };

/** A state read over and over before its next apply() (views, prompt, legal actions) is converted once. */
const upgraded = new WeakMap<object, FState>();

/**
 * The state in the current schema: a schema-2 state itself (one comparison), a well-formed schema-1 state
 * converted, anything else unchanged (schema.ts then refuses it with `match/old-schema`). Never mutates `state`.
 */
export function upgradeState(state: FState): FState {
  if (state.schemaVersion === SCHEMA_VERSION) return state;
  if (!isV1(state)) return state;
  let s = upgraded.get(state);
  if (!s) {
    s = fromV1(state);
    upgraded.set(state, s);
  }
  return s;
}

function isStringList(x: unknown): x is string[] {
  return Array.isArray(x) && x.every((id) => typeof id === 'string');
}

/** Well-formed enough to convert exactly: every zone list present, every object off the Break in exactly one list of its zone. */
function isV1(x: unknown): x is StateV1 {
  const s = x as Partial<StateV1> | null;
  if (!s || typeof s !== 'object' || s.schemaVersion !== 1 || s.game !== 'fadalgia') return false;
  if (!s.objs || typeof s.objs !== 'object' || !Array.isArray(s.players) || s.players.length !== 2 || 'zones' in s) return false;
  for (const o of Object.values(s.objs)) if (!o || typeof o.cardId !== 'string' || typeof o.zone !== 'string') return false;
  let listed = 0;
  for (const p of s.players) {
    if (!p || typeof p !== 'object') return false;
    for (const z of SEAT_ZONES) {
      const list = (p as Partial<PlayerV1>)[z];
      if (!isStringList(list) || list.some((id) => s.objs![id]?.zone !== z)) return false;
      listed += list.length;
    }
  }
  // Every object off the Break listed once: no id twice, none left out.
  return listed === Object.values(s.objs).filter((o) => o.zone !== 'break').length && new Set(s.players.flatMap((p) => SEAT_ZONES.flatMap((z) => p[z]))).size === listed;
}

function objFromV1(o: ObjV1): Obj {
  const { cardId, faceUp, ...rest } = o;
  const n: Obj = { ...rest, card: cardId };
  if (faceUp !== undefined) n.faceDown = !faceUp;
  return n;
}

function playerFromV1(p: PlayerV1): PlayerState {
  const { main: _m, life: _l, hand: _h, grave: _g, outer: _o, field: _f, mana: _n, ...rest } = p;
  return rest;
}

function promptFromV1(p: PendingPrompt | null): PendingPrompt | null {
  if (!p || p.ctx.t !== 'verb' || p.ctx.eff.verb !== 'search' || typeof p.ctx.data !== 'number') return p;
  return { ...p, ctx: { ...p.ctx, data: { seat: p.ctx.data as Seat, offers: [] } } };
}

function fromV1(old: StateV1): FState {
  const objs: Record<string, Obj> = {};
  const onBreak: string[] = [];
  for (const [id, o] of Object.entries(old.objs)) {
    objs[id] = objFromV1(o);
    if (o.zone === 'break') onBreak.push(id);
  }
  const zones = emptyZones();
  for (const seat of [0, 1] as Seat[]) for (const z of SEAT_ZONES) zones[`${seat}:${z}`] = old.players[seat][z].slice();
  zones.break = onBreak.sort((a, b) => Number(a) - Number(b));
  const { schemaVersion: _v, objs: _o, players, prompt, ...rest } = old;
  const s: FState = { ...rest, schemaVersion: SCHEMA_VERSION, objs, zones, players: [playerFromV1(players[0]), playerFromV1(players[1])], prompt: promptFromV1(prompt) };
  return withRefreshQuestion(s);
}

/** A pending 501.5 question asked as the current engine asks it (same prompt id, same two old answers kept). */
function withRefreshQuestion(s: FState): FState {
  const p = s.prompt;
  if (!p || p.ctx.t !== 'life-draw') return s;
  const g = { s, ev: [] };
  const q = lifeDrawQuestion(g, p.seat);
  s.prompt = { ...p, label: q.label, options: markVisibility(g, p.kind, q.options, p.ctx), rule: q.rule };
  return s;
}
