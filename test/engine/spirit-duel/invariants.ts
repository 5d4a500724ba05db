/**
 * The kernel invariants a Spirit Duel state must keep after every action (playouts.test.ts, community-set.test.ts):
 * plain JSON, zones consistent, every card conserved (30 per owner), no view names a card its viewer cannot see,
 * Trap windows shown on public facts only.
 */
import { canSee, zoneInvariant, type Viewer } from '../../../src/engine/core/kernel.js';
import { ZONES, type SDState } from '../../../src/engine/games/spirit-duel/state.js';
import { sd } from './helpers.js';

/** Every card face in `viewer`'s view (objects with objectId + cardId) must be one the viewer may see. */
function hiddenInView(s: SDState, viewer: Viewer, view: unknown): string[] {
  const bad: string[] = [];
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) return x.forEach(walk);
    if (!x || typeof x !== 'object') return;
    const o = x as Record<string, unknown>;
    if (typeof o.objectId === 'string' && typeof o.cardId === 'string') {
      const obj = s.zones.objs[o.objectId];
      if (!obj || !canSee(ZONES, obj, viewer) || obj.card !== o.cardId) bad.push(`${o.objectId}:${o.cardId}`);
    }
    Object.values(o).forEach(walk);
  };
  walk(view);
  return bad;
}

/** Whether `x` would survive a JSON round trip unchanged: notPlainJson's walk without building paths (most of its cost). */
function plainJson(x: unknown): boolean {
  if (x === null || typeof x === 'string' || typeof x === 'boolean') return true;
  if (typeof x === 'number') return Number.isFinite(x);
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) if (!plainJson(x[i])) return false;
    return true;
  }
  if (typeof x !== 'object' || Object.getPrototypeOf(x) !== Object.prototype) return false;
  for (const k in x) if (!plainJson((x as Record<string, unknown>)[k])) return false;
  return true;
}

/** The first path whose value would not survive a JSON round trip unchanged (undefined, NaN, a class instance...). */
function notPlainJson(x: unknown, path: string): string | null {
  if (x === null || typeof x === 'string' || typeof x === 'boolean') return null;
  if (typeof x === 'number') return Number.isFinite(x) ? null : path;
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      const bad = notPlainJson(x[i], `${path}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  if (typeof x !== 'object' || Object.getPrototypeOf(x) !== Object.prototype) return path;
  for (const [k, v] of Object.entries(x)) {
    const bad = notPlainJson(v, `${path}.${k}`);
    if (bad) return bad;
  }
  return null;
}

/** Plain checks (vitest matchers per action would dominate the run time); the first broken invariant throws. */
export function checkInvariants(s: SDState): void {
  const fail = (what: string): never => {
    throw new Error(`invariant: ${what}`);
  };
  const nonJson = plainJson(s) ? null : notPlainJson(s, 'state') ?? 'state';
  if (nonJson) fail(`not plain JSON at ${nonJson}`);
  const z = zoneInvariant(ZONES, s.zones);
  if (z) fail(z);
  const owned = [0, 0];
  for (const o of Object.values(s.zones.objs)) owned[o.owner]!++;
  if (owned[0] !== 30 || owned[1] !== 30) fail(`cards not conserved: ${owned.join('/')}`);
  // One view per viewer (building them is most of this check's cost): the spectator's is read twice.
  const spec = sd.viewFor(s, 'spectator');
  for (const v of ['spectator', 0, 1] as Viewer[]) {
    const bad = hiddenInView(s, v, v === 'spectator' ? spec : sd.viewFor(s, v));
    if (bad.length) fail(`${String(v)} sees hidden ${bad.join(',')}`);
  }
  const faceDown = (id: string): boolean => !!s.zones.objs[id]?.faceDown;
  for (const p of spec.players) if (p.hand !== undefined || p.traps.some((t) => t?.face !== undefined && faceDown(t.objectId))) fail('a spectator sees a hand or a face-down Trap');
  const p = sd.prompt(s);
  if (p?.kind === 'optional') {
    // A Trap window is shown only on public facts: the seat has a Trap set on an earlier turn.
    if (!spec.players[p.seat].traps.some((t) => t && !t.setThisTurn)) fail('a Trap window without a mature Trap');
    if (p.options.some((o) => o.id !== 'no-trap' && o.visibility === 'public' && faceDown(o.objectId!))) fail('a face-down Trap option is public');
    if (!p.options.some((o) => o.id === 'no-trap' && o.visibility === 'public')) fail('a Trap window without its public "no Trap"');
  }
}

