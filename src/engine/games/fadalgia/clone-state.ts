/**
 * Copying the state for apply() (the input is never mutated). A generic deep copy dominated the cost of an
 * action, so this copy relies on which parts the engine mutates in place: field and mana objects, players,
 * the work stack, combat and the RNG are copied; append-only or replace-only parts (log lines, shuffle secrets,
 * Break entries, pending triggers, timed effects, the pending prompt) are shared, never written to.
 */
import type { FState, Obj, PlayerState } from './types.js';

function cloneObj(o: Obj): Obj {
  const c = { ...o };
  if (o.ctr) c.ctr = { ...o.ctr };
  if (o.busy) c.busy = [...o.busy];
  return c;
}

/** Every PlayerState field, so that adding one without copying it below fails to compile. */
const PLAYER_FIELDS = {
  main: 1, life: 1, hand: 1, grave: 1, outer: 1, field: 1, mana: 1, pool: 1, counters: 1, streamPlaced: 1, tokens: 1, flag: 1, conceded: 1,
} as const satisfies Record<keyof PlayerState, 1>;
void PLAYER_FIELDS;

function clonePlayer(p: PlayerState): PlayerState {
  // Spelled out (not `...p` then overwritten): copied on every action, and the literal is a single shape.
  const c: PlayerState = {
    main: p.main.slice(), life: p.life.slice(), hand: p.hand.slice(), grave: p.grave.slice(), outer: p.outer.slice(), field: p.field.slice(), mana: p.mana.slice(),
    pool: { ...p.pool }, counters: { ...p.counters }, streamPlaced: p.streamPlaced,
  };
  if (p.tokens !== undefined) c.tokens = p.tokens;
  if (p.flag !== undefined) c.flag = p.flag;
  if (p.conceded !== undefined) c.conceded = p.conceded;
  return c;
}

export function cloneState(s: FState): FState {
  // Only objects on the field and in the mana zone are ever changed in place; a card in any other zone
  // changes only by moving, which makes a new object (400.5). So the others are shared.
  // Ids are decimal strings (ctx.newId), held as elements: the spread is a block copy.
  const objs: Record<string, Obj> = { ...s.objs };
  for (const p of s.players) {
    for (const id of p.field) objs[id] = cloneObj(s.objs[id]!);
    for (const id of p.mana) objs[id] = cloneObj(s.objs[id]!);
  }
  return {
    ...s,
    rng: { ...s.rng },
    names: [s.names[0], s.names[1]],
    objs,
    players: [clonePlayer(s.players[0]), clonePlayer(s.players[1])],
    brk: [...s.brk],
    prio: s.prio ? { ...s.prio } : null,
    combat: s.combat ? { ...s.combat, target: { ...s.combat.target } } : null,
    attacked: [...s.attacked],
    work: s.work.map((w) => ({ ...w })),
    triggers: [...s.triggers],
    effects: [...s.effects],
    log: [...s.log],
    shuffles: [...s.shuffles],
    result: s.result ? { ...s.result } : null,
    setup: { ...s.setup, reshuffleAsked: [...s.setup.reshuffleAsked] },
  };
}
