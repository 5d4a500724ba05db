/**
 * Continuous effects in layers. An object's current characteristics are recomputed from its printed values
 * plus every effect that applies, in layer order and then by timestamp, never mutated in place: that is what
 * keeps "until end of turn", "while attached" and "loses all abilities" right.
 *
 * Layers: keywords granted/removed → values set → values modified → counters → permissions/prohibitions →
 * value overrides ("uses DF in this fight"). A game gathers the effects that apply to an object (from
 * its cards' static abilities and from `TimedEffect`s in the state) and calls `characteristics`.
 */
import type { Seat } from './view-types.js';

export type Layer = 'keywords' | 'set' | 'modify' | 'counters' | 'permissions' | 'overrides';
export const LAYER_ORDER: readonly Layer[] = ['keywords', 'set', 'modify', 'counters', 'permissions', 'overrides'];

export type EffectOp =
  /** `printed`: the keyword as written with its parameters ("Resist : Fire") when `keyword` is only its key. */
  | { k: 'grant'; keyword: string; printed?: string }
  | { k: 'remove'; keyword: string }
  | { k: 'remove-all' }
  /** A characteristic gained: a subtype (Fadalgia 606.5.23 Trainee); works as a printed one. */
  | { k: 'add-subtype'; subtype: string }
  | { k: 'set'; stat: string; to: number }
  | { k: 'modify'; stat: string; by: number }
  | { k: 'allow'; what: string }
  | { k: 'forbid'; what: string }
  | { k: 'override'; what: string; value: string };

export function layerOf(op: EffectOp): Layer {
  switch (op.k) {
    case 'grant':
    case 'remove':
    case 'remove-all':
    case 'add-subtype':
      return 'keywords';
    case 'set':
      return 'set';
    case 'modify':
      return 'modify';
    case 'allow':
    case 'forbid':
      return 'permissions';
    case 'override':
      return 'overrides';
  }
}

/** How long an effect lasts. Checked by `expireEffects` at boundaries and by `isActive` at every read. */
export type Duration =
  | { k: 'static' } // from a static ability: lasts while its source is where the ability works
  | { k: 'end-of-turn' }
  | { k: 'turns'; n: number } // ends at the Nth end of turn from now
  | { k: 'while-attached'; item: string; to: string }
  | { k: 'while-on-field'; obj: string }
  | { k: 'game' };

/** A timed effect kept in the match state (plain JSON). Static abilities are gathered from the board instead. */
export interface TimedEffect {
  id: string;
  /** Objects it applies to (ids at the time it started: a moved object is a new object, so it stops applying). */
  targets: string[];
  op: EffectOp;
  ts: number;
  duration: Duration;
  source?: string;
}

/** One effect as it applies to one object, whatever its origin. */
export interface AppliedEffect {
  op: EffectOp;
  ts: number;
}

export interface Characteristics {
  stats: Record<string, number>;
  keywords: string[];
  subtypes: string[];
  /** Permission/prohibition queries answered by `can`. */
  allowed: string[];
  forbidden: string[];
  overrides: Record<string, string>;
}

export interface Printed {
  stats: Record<string, number>;
  keywords: readonly string[];
  subtypes?: readonly string[];
}

/**
 * The printed values plus the effects, layer by layer, timestamp order inside a layer. Counters are passed
 * as modifiers of the counters layer (e.g. Fadalgia's +1/+1 counters), so they apply after "set" effects.
 */
export function characteristics(printed: Printed, effects: readonly AppliedEffect[]): Characteristics {
  const out: Characteristics = { stats: { ...printed.stats }, keywords: [...printed.keywords], subtypes: [...(printed.subtypes ?? [])], allowed: [], forbidden: [], overrides: {} };
  if (!effects.length) return out;
  const sorted = [...effects].sort((a, b) => LAYER_ORDER.indexOf(layerOf(a.op)) - LAYER_ORDER.indexOf(layerOf(b.op)) || a.ts - b.ts);
  for (const { op } of sorted) {
    switch (op.k) {
      case 'grant':
        if (!out.keywords.includes(op.keyword)) out.keywords.push(op.keyword);
        break;
      case 'remove':
        out.keywords = out.keywords.filter((k) => k !== op.keyword);
        break;
      case 'remove-all':
        out.keywords = [];
        break;
      case 'add-subtype':
        if (!out.subtypes.includes(op.subtype)) out.subtypes.push(op.subtype);
        break;
      case 'set':
        out.stats[op.stat] = op.to;
        break;
      case 'modify':
        out.stats[op.stat] = (out.stats[op.stat] ?? 0) + op.by;
        break;
      case 'allow':
        out.allowed.push(op.what);
        break;
      case 'forbid':
        out.forbidden.push(op.what);
        break;
      case 'override':
        out.overrides[op.what] = op.value;
        break;
    }
  }
  return out;
}

/** A counters-layer effect (counters apply after "set", Magic 613.4c / Fadalgia 612.3). */
export function counterEffect(stat: string, by: number): AppliedEffect {
  return { op: { k: 'modify', stat, by }, ts: Number.MAX_SAFE_INTEGER };
}

/**
 * A permission query ("can it attack the turn it arrives", "can it be targeted", "can it block"):
 * a prohibition beats a permission (Fadalgia 101.4); without either the game's default rule answers.
 */
export function can(c: Characteristics, what: string, byDefault: boolean): boolean {
  if (c.forbidden.includes(what)) return false;
  if (c.allowed.includes(what)) return true;
  return byDefault;
}

export interface DurationWorld {
  /** Does the object still exist (same id, so it has not changed zones)? */
  exists(id: string): boolean;
  onField(id: string): boolean;
  attachedTo(item: string): string | null;
}

/** Is a timed effect still in force? Read-time check, so a stale effect never applies between boundaries. */
export function isActive(e: TimedEffect, w: DurationWorld): boolean {
  switch (e.duration.k) {
    case 'while-attached':
      return w.attachedTo(e.duration.item) === e.duration.to;
    case 'while-on-field':
      return w.onField(e.duration.obj);
    case 'turns':
      return e.duration.n > 0;
    default:
      return true;
  }
}

/** At an end of turn: "until end of turn" effects end, "for N turns" counts down; effects on gone objects go. */
export function expireEffects(effects: readonly TimedEffect[], boundary: 'end-of-turn', w: DurationWorld): TimedEffect[] {
  const out: TimedEffect[] = [];
  for (const e of effects) {
    if (!e.targets.some((id) => w.exists(id)) && e.targets.length) continue;
    if (!isActive(e, w)) continue;
    if (boundary === 'end-of-turn') {
      if (e.duration.k === 'end-of-turn') continue;
      if (e.duration.k === 'turns') {
        if (e.duration.n <= 1) continue;
        out.push({ ...e, duration: { k: 'turns', n: e.duration.n - 1 } });
        continue;
      }
    }
    out.push(e);
  }
  return out;
}

/** The timed effects that apply to `id` now. */
export function timedEffectsOn(effects: readonly TimedEffect[], id: string, w: DurationWorld): AppliedEffect[] {
  const out: AppliedEffect[] = [];
  for (const e of effects) if (e.targets.includes(id) && isActive(e, w)) out.push({ op: e.op, ts: e.ts });
  return out;
}

/** Effects that apply to a player rather than an object ("you cannot draw from your life pile"). */
export interface PlayerEffect {
  seat: Seat;
  op: EffectOp;
  ts: number;
}
