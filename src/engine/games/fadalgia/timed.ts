/**
 * Timed continuous effects (606.2 "until end of turn", "for this game") as kernel `TimedEffect`s
 * (core/layers.ts) kept in `s.effects`: AT/DF changes, keywords granted or removed, permissions and
 * prohibitions ("cannot block": forbid 'block', "cannot be targeted": forbid 'be-targeted'), value
 * overrides ("uses DF in this fight": override 'fight-stat' = 'df'). Tied to the object id, so they end
 * when it changes zone (400.5); `expire` runs at the end of each turn (503.5).
 */
import { expireEffects, isActive, type AppliedEffect, type DurationWorld, type EffectOp, type TimedEffect } from '../../core/layers.js';
import type { G } from './ctx.js';

export type Until = 'turn' | 'game';

export function world(g: G): DurationWorld {
  return {
    exists: (id) => !!g.s.objs[id],
    onField: (id) => g.s.objs[id]?.zone === 'field',
    attachedTo: (item) => g.s.objs[item]?.att ?? null,
  };
}

export function addTimed(g: G, target: string, op: EffectOp, until: Until, source?: string): void {
  // Not a fresh `seq` number: prompt ids come from it, and recorded action logs name prompt ids.
  const e: TimedEffect = { id: `e${g.s.seq}.${g.s.effects.length}`, targets: [target], op, ts: g.s.seq, duration: until === 'turn' ? { k: 'end-of-turn' } : { k: 'game' } };
  if (source) e.source = source;
  g.s.effects.push(e);
}

/** An AT/DF change (the 'modify' verb): one layer op per stat that changes. */
export function addTimedStats(g: G, target: string, at: number, df: number, until: Until): void {
  if (at) addTimed(g, target, { k: 'modify', stat: 'at', by: at }, until);
  if (df) addTimed(g, target, { k: 'modify', stat: 'df', by: df }, until);
}

/** The timed effects in force on `id` now (none in the common case: no allocation then). */
export function timedOn(g: G, id: string): AppliedEffect[] | null {
  let out: AppliedEffect[] | null = null;
  if (!g.s.effects.length) return out;
  let w: DurationWorld | null = null;
  for (const e of g.s.effects) {
    if (!e.targets.includes(id)) continue;
    // Asked for every unit at every decision: the durations Fadalgia uses need no world to check.
    const k = e.duration.k;
    if (k === 'end-of-turn' || k === 'game' || isActive(e, (w ??= world(g)))) (out ??= []).push({ op: e.op, ts: e.ts });
  }
  return out;
}

/** 400.5: the object left its zone; its effects end with it. */
export function dropTimed(g: G, id: string): void {
  if (g.s.effects.length) g.s.effects = g.s.effects.filter((e) => !e.targets.includes(id));
}

/** 503.5: "until end of turn" effects end; effects on objects that are gone are dropped. */
export function expire(g: G): void {
  g.s.effects = expireEffects(g.s.effects, 'end-of-turn', world(g));
}
