/**
 * Current characteristics after continuous effects (606.2), timed effects and counters (612.3).
 * 101.7: the raw value may go below 0 and keeps counting from there; what the game uses and shows is
 * max(0, raw).
 */
import type { Seat } from '../../core/view-types.js';
import { type G, defOf } from './ctx.js';
import { KEYWORDS } from './keyword-registry.js';
import { characteristics, counterEffect, layerOf, type AppliedEffect } from '../../core/layers.js';
import { timedOn } from './timed.js';
import { grantOp, reaches, statics, type Statics } from './continuous.js';
import type { Obj } from './types.js';
import { zoneOf } from './zones.js';

export interface Stats {
  rawAt: number;
  rawDf: number;
  at: number;
  df: number;
}

/** 612.3.1: +1/+1 and -1/-1 counters cancel; only the difference remains. */
export function netPower(o: Obj): number {
  return (o.ctr?.['+1/+1'] ?? 0) - (o.ctr?.['-1/-1'] ?? 0);
}

/**
 * The continuous effects in force (continuous.ts), gathered once per state; kept under its old name for the
 * callers that pass it through a pass over every unit (state checks).
 */
export const modifiers = statics;

export function stats(g: G, u: Obj, st: Statics = statics(g)): Stats {
  const d = defOf(u);
  const timed = timedOn(g, u.id);
  if (timed?.some((e) => e.op.k === 'set')) return layeredStats(g, u, st, timed);
  // Without a "set" effect every layer op on AT/DF is a sum, so the layer order changes nothing: add.
  let at = d.at ?? 0;
  let df = d.df ?? 0;
  const p = netPower(u);
  at += p;
  df += p;
  if (timed) for (const { op } of timed) if (op.k === 'modify') {
    if (op.stat === 'at') at += op.by;
    else if (op.stat === 'df') df += op.by;
  }
  for (const m of st.mods) {
    if (m.op.k !== 'modify' || !reaches(g, m, u, d)) continue;
    if (m.op.stat === 'at') at += m.op.by;
    else if (m.op.stat === 'df') df += m.op.by;
  }
  return { rawAt: at, rawDf: df, at: Math.max(0, at), df: Math.max(0, df) };
}

/**
 * The effects of the layers other than AT/DF that reach `u` now (keywords, permissions, overrides): its
 * continuous effects from the field, then its timed ones (AT/DF come from `stats`).
 */
export function effectsOn(g: G, u: Obj, st: Statics = statics(g)): AppliedEffect[] | null {
  let out: AppliedEffect[] | null = null;
  const d = defOf(u);
  for (const m of st.units) if (m.op.k !== 'modify' && m.op.k !== 'set' && reaches(g, m, u, d)) (out ??= []).push({ op: m.op, ts: m.ts });
  const timed = timedOn(g, u.id);
  if (timed) (out ??= []).push(...timed);
  return out;
}

/** The full layer pass (core/layers.ts): set → modify (static abilities, timed effects) → counters (612.3). */
function layeredStats(g: G, u: Obj, st: Statics, timed: AppliedEffect[]): Stats {
  const d = defOf(u);
  const effects: AppliedEffect[] = [...timed];
  for (const m of st.mods) if (m.op.k === 'modify' && reaches(g, m, u, d)) effects.push({ op: m.op, ts: m.ts });
  const p = netPower(u);
  if (p) effects.push(counterEffect('at', p), counterEffect('df', p));
  const c = characteristics({ stats: { at: d.at ?? 0, df: d.df ?? 0 }, keywords: d.keywords ?? [] }, effects);
  const at = c.stats.at ?? 0;
  const df = c.stats.df ?? 0;
  return { rawAt: at, rawDf: df, at: Math.max(0, at), df: Math.max(0, df) };
}

/**
 * The unit's keywords now (the keywords layer): printed, then granted / removed by continuous abilities on
 * the field (continuous `grant`, keywords carried by Clan, Stampede, Streamlink...) and timed effects (the
 * `grant` verb), in timestamp order. A granted keyword is its key, like a printed one.
 */
export function keywordsOf(g: G, u: Obj, st: Statics = statics(g)): readonly string[] {
  const printed = defOf(u).keywords ?? NO_KEYWORDS;
  let kws: AppliedEffect[] | null = null;
  if (st.kws.length) {
    const d = defOf(u);
    for (const m of st.kws) if (reaches(g, m, u, d)) (kws ??= []).push({ op: m.op, ts: m.ts });
  }
  const timed = timedOn(g, u.id);
  if (timed) for (const e of timed) if (layerOf(e.op) === 'keywords' && e.op.k !== 'add-subtype') (kws ??= []).push(e.op.k === 'grant' ? { op: grantOp(e.op.keyword), ts: e.ts } : e);
  return kws ? characteristics({ stats: {}, keywords: printed }, kws).keywords : printed;
}

/**
 * The keywords granted to the unit as written, parameters included ("Resist : Fire"), for keywords whose
 * parameters matter (606.5.7, 606.5.29): `keywordsOf` gives the keys; a removed keyword is not in it.
 */
export function grantedAsWritten(g: G, u: Obj, st: Statics = statics(g)): string[] {
  const out: string[] = [];
  const d = defOf(u);
  for (const m of st.kws) if (m.op.k === 'grant' && reaches(g, m, u, d)) out.push(m.op.printed ?? m.op.keyword);
  const timed = timedOn(g, u.id);
  if (timed) for (const e of timed) if (e.op.k === 'grant') out.push(e.op.keyword);
  return out;
}

/**
 * A permission query over the layers (101.4: a prohibition beats a permission): the unit's keywords'
 * contributions (keyword modules, printed or granted), continuous effects that reach it and its timed
 * effects. Without any of them the rule's default answers.
 */
export function permitted(g: G, u: Obj, what: Permission, byDefault: boolean): boolean {
  // The permissions layer only: "forbid" beats "allow" beats the default, so no full layer pass is
  // needed (legal targets ask this for every unit at every decision).
  let allowed = false;
  const st = statics(g);
  for (const k of keywordsOf(g, u, st)) {
    const m = KEYWORDS.get(k);
    if (!m?.effects) continue;
    for (const { op } of m.effects(g.s, u.id)) {
      if (op.k === 'forbid' && op.what === what) return false;
      if (op.k === 'allow' && op.what === what) allowed = true;
    }
  }
  const timed = timedOn(g, u.id);
  if (timed) for (const { op } of timed) {
    if (op.k === 'forbid' && op.what === what) return false;
    if (op.k === 'allow' && op.what === what) allowed = true;
  }
  if (st.perms.length) {
    const d = defOf(u);
    for (const m of st.perms) {
      const op = m.op;
      if ((op.k !== 'forbid' && op.k !== 'allow') || op.what !== what || !reaches(g, m, u, d)) continue;
      if (op.k === 'forbid') return false;
      allowed = true;
    }
  }
  return allowed || byDefault;
}

const NO_KEYWORDS: readonly string[] = [];

export type Permission = 'attack-on-arrival' | 'block' | 'be-targeted' | CombatPermission;

/**
 * Combat's questions (combat-rules.ts), answered by keyword modules and timed effects through the layers:
 * 'be-attacked' (606.5.6), 'attack-unit-at' (606.5.2), 'attack-player' per unit (606.5.5), 'be-blocked'
 * (606.5.19), 'destroyed-on-tie' (606.5.25).
 */
export type CombatPermission = 'be-attacked' | 'attack-unit-at' | 'attack-player' | 'be-blocked' | 'destroyed-on-tie';

/**
 * The value a unit fights with where 609.7 reads its AT: its AT, or its DF under a "uses DF in this fight"
 * override (override 'fight-stat' = 'df'; 606.5.8 Defend is written this way).
 */
export function fightValue(g: G, u: Obj, st: Stats = stats(g, u)): number {
  const all = statics(g);
  const kws = keywordsOf(g, u, all);
  const effects: AppliedEffect[] = kws.length ? KEYWORDS.effectsFor(g.s, u.id, kws) : [];
  const more = effectsOn(g, u, all);
  if (more) effects.push(...more);
  if (!effects.length) return st.at;
  return characteristics({ stats: {}, keywords: kws }, effects).overrides['fight-stat'] === 'df' ? st.df : st.at;
}

export function isUnit(o: Obj | undefined): o is Obj {
  return !!o && o.zone === 'field' && defOf(o).type === 'unit';
}

export function unitsOf(g: G, seat: Seat): Obj[] {
  const out: Obj[] = [];
  for (const id of zoneOf(g.s, seat, 'field')) {
    const o = g.s.objs[id];
    if (isUnit(o)) out.push(o);
  }
  return out;
}

/**
 * 101.4: when one effect lets a player do something and another says they cannot, "cannot" wins.
 * `what` names the action; prohibitions are player effects of continuous abilities (continuous.ts).
 */
export function prohibited(g: G, seat: Seat, what: 'life-draw' | 'attack-player'): boolean {
  for (const p of statics(g).players) if (p.seat === seat && p.op.k === 'forbid' && p.op.what === what) return true;
  return false;
}

/**
 * 304.3.1 / 609.2: may this unit attack in the turn it arrived? A permission query over the layers: the
 * unit's keywords (606.5.1 High Speed), timed effects and continuous 'allow' abilities on the field; no
 * permission means it may not (101.4: a prohibition wins).
 */
export function allowedAttackOnArrival(g: G, u: Obj): boolean {
  return permitted(g, u, 'attack-on-arrival', false);
}

/** 501.5: extra life draws allowed by continuous abilities of the player's cards. */
export function extraLifeDraws(g: G, seat: Seat): number {
  let n = 0;
  for (const p of statics(g).players) if (p.seat === seat && p.op.k === 'allow' && p.op.what === 'extra-life-draw') n++;
  return n;
}
