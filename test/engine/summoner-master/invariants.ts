/**
 * Invariants and the random player shared by Summoner Master's playout tests (the shipped precons and the
 * community set): the state is plain JSON (and frozen, so apply() cannot change its input), no view shows a
 * hidden object, and a player that mostly acts rather than passes.
 */
import type { Action } from '../../../src/engine/core/api-types.js';
import type { SmState } from '../../../src/engine/games/summoner-master/types.js';
import { m } from './helpers.js';

export function jsonOnly(v: unknown, path: string): void {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return;
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || Object.is(v, -0)) throw new Error(`${path} is not a JSON number`);
    return;
  }
  if (typeof v !== 'object') throw new Error(`${path} is not JSON (${typeof v})`);
  if (Object.isFrozen(v)) return;
  if (Array.isArray(v)) v.forEach((x, i) => jsonOnly(x, `${path}[${i}]`));
  else {
    if (Object.getPrototypeOf(v) !== Object.prototype) throw new Error(`${path} is not a plain object`);
    for (const [k, x] of Object.entries(v)) {
      if (x === undefined) throw new Error(`${path}.${k} is undefined`);
      jsonOnly(x, `${path}.${k}`);
    }
  }
  Object.freeze(v);
}

function objectIds(v: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(v)) for (const x of v) objectIds(x, out);
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if (k === 'objectId' && typeof x === 'string') out.add(x);
      else objectIds(x, out);
    }
  }
  return out;
}

export function checkViews(s: SmState, viewers: ReadonlyArray<'spectator' | 0 | 1> = ['spectator', 0, 1]): void {
  for (const viewer of viewers) {
    const v = m.viewFor(s, viewer);
    const shown = objectIds(v, new Set());
    for (const [id, o] of Object.entries(s.zones.objs)) {
      const hidden = o.zone === 'sealDeck' || o.zone === 'mysticDeck' || (o.zone === 'hand' && viewer !== o.owner);
      if (hidden && shown.has(id)) throw new Error(`view for ${viewer} shows hidden object ${id} (${o.zone})`);
    }
    for (const p of [0, 1] as const) if (viewer !== p && v.players[p].hand !== undefined) throw new Error(`view for ${viewer} holds seat ${p}'s hand`);
  }
}

export function choose(acts: Action[], rnd: (n: number) => number): Action {
  const real = acts.filter((a) => a.type === 'answer' && a.choice[0] !== 'cancel');
  const busy = real.filter((a) => a.type === 'answer' && a.choice[0] !== 'pass');
  const pool = busy.length && rnd(4) > 0 ? busy : real;
  return pool[rnd(pool.length)]!;
}
