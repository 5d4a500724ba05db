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

function clonePlayer(p: PlayerState): PlayerState {
  return {
    ...p, main: [...p.main], life: [...p.life], hand: [...p.hand], grave: [...p.grave], outer: [...p.outer], field: [...p.field], mana: [...p.mana],
    pool: { ...p.pool }, counters: { ...p.counters },
  };
}

export function cloneState(s: FState): FState {
  // Only objects on the field and in the mana zone are ever changed in place; a card in any other zone
  // changes only by moving, which makes a new object (400.5). So the others are shared.
  // (A keys loop: object spread is several times slower on this many-keyed dictionary.)
  const objs: Record<string, Obj> = {};
  const keys = Object.keys(s.objs);
  for (let i = 0; i < keys.length; i++) objs[keys[i]!] = s.objs[keys[i]!]!;
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
