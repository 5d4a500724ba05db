/**
 * Invariants and the random player shared by Summoner Master's playout tests (the shipped precons and the
 * community set): the state is plain JSON (and frozen, so apply() cannot change its input), no view shows a
 * hidden object, and a player that mostly acts rather than passes.
 */
import type { Action } from '../../../src/engine/core/api-types.js';
import type { SmState } from '../../../src/engine/games/summoner-master/types.js';
import { m } from './helpers.js';

/**
 * Whether `v` is JSON through and through (finite numbers, not -0; plain objects and arrays; no undefined),
 * freezing what it checked: a frozen sub-tree, shared with an earlier state, was checked before. No paths
 * are built on the way (that was most of this walk's cost); jsonPath names the culprit when there is one.
 */
function freezeIfJson(v: unknown): boolean {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v) && !Object.is(v, -0);
  if (typeof v !== 'object') return false;
  if (Object.isFrozen(v)) return true;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (i in v && !freezeIfJson(v[i])) return false;
  } else {
    if (Object.getPrototypeOf(v) !== Object.prototype) return false;
    for (const k in v) {
      const x = (v as Record<string, unknown>)[k];
      if (x === undefined || !freezeIfJson(x)) return false;
    }
  }
  Object.freeze(v);
  return true;
}

/** Plain JSON only, frozen afterwards (so apply() cannot change its input); throws naming the first bad path. */
export function jsonOnly(v: unknown, path: string): void {
  if (freezeIfJson(v)) return;
  jsonPath(v, path);
  throw new Error(`${path} is not JSON`);
}

/** The same check naming the first non-JSON path: run only once the fast walk has found one. */
function jsonPath(v: unknown, path: string): void {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return;
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || Object.is(v, -0)) throw new Error(`${path} is not a JSON number`);
    return;
  }
  if (typeof v !== 'object') throw new Error(`${path} is not JSON (${typeof v})`);
  if (Object.isFrozen(v)) return;
  if (Array.isArray(v)) v.forEach((x, i) => jsonPath(x, `${path}[${i}]`));
  else {
    if (Object.getPrototypeOf(v) !== Object.prototype) throw new Error(`${path} is not a plain object`);
    for (const [k, x] of Object.entries(v)) {
      if (x === undefined) throw new Error(`${path}.${k} is undefined`);
      jsonPath(x, `${path}.${k}`);
    }
  }
  Object.freeze(v);
}

function objectIds(v: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(v)) for (const x of v) objectIds(x, out);
  else if (v && typeof v === 'object') {
    for (const k in v) {
      const x = (v as Record<string, unknown>)[k];
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
