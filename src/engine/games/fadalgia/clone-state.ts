/**
 * Copying the state for apply() (the input is never mutated). A generic deep copy dominated the cost of an
 * action, so this copy relies on which parts the engine mutates in place: field and mana objects, zone lists, players,
 * the work stack, combat and the RNG are copied; append-only or replace-only parts (log lines, shuffle secrets,
 * Break entries, pending triggers, timed effects, the pending prompt) are shared, never written to.
 */
import type { Combat, FState, Obj, PlayerState } from './types.js';
import { cloneZones } from './zones.js';

/** Every Obj field, so that adding one without copying it in cloneObj fails to compile. */
const OBJ_FIELDS = {
  id: 1, card: 1, owner: 1, ctrl: 1, zone: 1, faceDown: 1, mode: 1, empty: 1, dmg: 1, ctr: 1, att: 1, left: 1, since: 1, ts: 1, token: 1, busy: 1, mustSac: 1, merged: 1,
} as const satisfies Record<keyof Obj, 1>;
void OBJ_FIELDS;

function cloneObj(o: Obj): Obj {
  // Field by field: objects come in many shapes, and a spread over many shapes is a slow generic copy.
  // Absent fields stay absent (the state never holds undefined).
  const c: Obj = { id: o.id, card: o.card, owner: o.owner, ctrl: o.ctrl, zone: o.zone };
  if (o.faceDown !== undefined) c.faceDown = o.faceDown;
  if (o.mode !== undefined) c.mode = o.mode;
  if (o.empty !== undefined) c.empty = o.empty;
  if (o.dmg !== undefined) c.dmg = o.dmg;
  if (o.ctr !== undefined) c.ctr = { ...o.ctr };
  if (o.att !== undefined) c.att = o.att;
  if (o.left !== undefined) c.left = o.left;
  if (o.since !== undefined) c.since = o.since;
  if (o.ts !== undefined) c.ts = o.ts;
  if (o.token !== undefined) c.token = o.token;
  if (o.busy !== undefined) c.busy = [...o.busy];
  if (o.mustSac !== undefined) c.mustSac = o.mustSac;
  if (o.merged !== undefined) c.merged = o.merged; // replaced, never mutated
  return c;
}

/** Every PlayerState field, so that adding one without copying it below fails to compile. */
const PLAYER_FIELDS = {
  pool: 1, counters: 1, streamPlaced: 1, tokens: 1, flag: 1, conceded: 1, tarot: 1, streamPlan: 1,
} as const satisfies Record<keyof PlayerState, 1>;
void PLAYER_FIELDS;

function clonePlayer(p: PlayerState): PlayerState {
  // Spelled out (not `...p` then overwritten): copied on every action, and the literal is a single shape.
  const c: PlayerState = {
    pool: { ...p.pool }, counters: { ...p.counters }, streamPlaced: p.streamPlaced,
  };
  if (p.tokens !== undefined) c.tokens = p.tokens;
  if (p.flag !== undefined) c.flag = p.flag;
  if (p.conceded !== undefined) c.conceded = p.conceded;
  if (p.tarot !== undefined) c.tarot = p.tarot; // replaced, never mutated
  if (p.streamPlan !== undefined) c.streamPlan = p.streamPlan;
  return c;
}

/** Every FState field, so that adding one without copying it in cloneState fails to compile. */
const STATE_FIELDS = {
  schemaVersion: 1, game: 1, format: 1, matchId: 1, version: 1, rng: 1, names: 1, challenger: 1, nextId: 1, seq: 1, objs: 1, zones: 1, players: 1, turn: 1, atSeat: 1,
  firstSeat: 1, step: 1, brk: 1, prio: 1, combat: 1, attacked: 1, prompt: 1, work: 1, triggers: 1, effects: 1, log: 1, shuffles: 1, result: 1, setup: 1, limits: 1, extraCards: 1,
} as const satisfies Record<keyof FState, 1>;
void STATE_FIELDS;

export function cloneState(s: FState): FState {
  // Only objects on the field and in the mana zone are ever changed in place; a card in any other zone
  // changes only by moving, which makes a new object (400.5). So the others are shared.
  // Ids are decimal strings (ctx.newId), held as elements: the spread is a block copy.
  const objs: Record<string, Obj> = { ...s.objs };
  const z = s.zones;
  for (const list of [z['0:field'], z['1:field'], z['0:mana'], z['1:mana']]) for (const id of list) objs[id] = cloneObj(s.objs[id]!);
  // Spelled out rather than `...s`: states reach here in several shapes (created, scenario-built, cloned),
  // and a spread over several shapes is a slow generic copy; a literal is one shape.
  const c: FState = {
    schemaVersion: s.schemaVersion, game: s.game, format: s.format, matchId: s.matchId, version: s.version, rng: { ...s.rng },
    names: [s.names[0], s.names[1]], challenger: s.challenger, nextId: s.nextId, seq: s.seq, objs, zones: cloneZones(s.zones),
    players: [clonePlayer(s.players[0]), clonePlayer(s.players[1])],
    turn: s.turn, atSeat: s.atSeat, firstSeat: s.firstSeat, step: s.step,
    brk: s.brk.slice(),
    prio: s.prio ? { ...s.prio } : null,
    combat: s.combat ? cloneCombat(s.combat) : null,
    attacked: s.attacked.slice(),
    prompt: s.prompt,
    work: s.work.map((w) => ({ ...w })),
    triggers: s.triggers.slice(),
    effects: s.effects.slice(),
    log: s.log.slice(),
    shuffles: s.shuffles.slice(),
    result: s.result ? { ...s.result } : null,
    setup: { ...s.setup, reshuffleAsked: [...s.setup.reshuffleAsked] },
  };
  if (s.extraCards) c.extraCards = s.extraCards; // replaced, never mutated
  if (s.limits) c.limits = { turnNo: s.limits.turnNo, turn: { ...s.limits.turn }, game: { ...s.limits.game } };
  return c;
}

function cloneCombat(c: Combat): Combat {
  return { attackers: c.attackers.slice(), target: { ...c.target }, blockers: c.blockers.map((b) => ({ ...b })), ctrl: { ...c.ctrl }, stage: c.stage };
}
