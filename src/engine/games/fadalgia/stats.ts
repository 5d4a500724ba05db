/**
 * Current characteristics after continuous effects (606.2), timed effects and counters (612.3).
 * 101.7: the raw value may go below 0 and keeps counting from there; what the game uses and shows is
 * max(0, raw).
 */
import type { Seat } from '../../core/view-types.js';
import { type G, defOf, other } from './ctx.js';
import { KEYWORDS } from './keywords/index.js';
import { characteristics, counterEffect, layerOf, type AppliedEffect } from '../../core/layers.js';
import { timedOn } from './timed.js';
import type { CardDef, ContinuousDef } from './cards/schema.js';
import type { Obj } from './types.js';

export interface Stats {
  rawAt: number;
  rawDf: number;
  at: number;
  df: number;
}

function applies(src: Obj, c: ContinuousDef & { k: 'modify' }, u: Obj, d: CardDef): boolean {
  if (c.filter?.element && d.element !== c.filter.element) return false;
  if (c.filter?.subtype && !d.subtypes.includes(c.filter.subtype)) return false;
  if (c.filter?.type && d.type !== c.filter.type) return false;
  switch (c.scope) {
    case 'self': return src.id === u.id;
    case 'equipped': return src.att === u.id;
    case 'own-units': return u.ctrl === src.ctrl;
    case 'opp-units': return u.ctrl !== src.ctrl;
  }
}

/** 612.3.1: +1/+1 and -1/-1 counters cancel; only the difference remains. */
export function netPower(o: Obj): number {
  return (o.ctr?.['+1/+1'] ?? 0) - (o.ctr?.['-1/-1'] ?? 0);
}

export type Modifier = { src: Obj; c: ContinuousDef & { k: 'modify' } };
const NO_MODIFIERS: readonly Modifier[] = [];

/**
 * The 'modify' abilities on the field (606.2), gathered once so that a pass over every unit (state checks,
 * priority) is not a field scan per unit. Valid until the field changes: gather again after any move.
 */
export function modifiers(g: G): readonly Modifier[] {
  let out: Modifier[] | null = null;
  for (const p of g.s.players) for (const id of p.field) {
    const src = g.s.objs[id];
    const cs = src && defOf(src).continuous;
    if (!cs) continue;
    for (const c of cs) if (c.k === 'modify') (out ??= []).push({ src, c });
  }
  return out ?? NO_MODIFIERS;
}

export function stats(g: G, u: Obj, mods: readonly Modifier[] = modifiers(g)): Stats {
  const d = defOf(u);
  const timed = timedOn(g, u.id);
  if (timed?.some((e) => e.op.k === 'set')) return layeredStats(g, u, mods, timed);
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
  for (const m of mods) {
    if (applies(m.src, m.c, u, d)) {
      at += m.c.at;
      df += m.c.df;
    }
  }
  return { rawAt: at, rawDf: df, at: Math.max(0, at), df: Math.max(0, df) };
}

/** The full layer pass (core/layers.ts): set → modify (static abilities, timed effects) → counters (612.3). */
function layeredStats(g: G, u: Obj, mods: readonly Modifier[], timed: AppliedEffect[]): Stats {
  const d = defOf(u);
  const effects: AppliedEffect[] = [...timed];
  for (const m of mods) {
    if (!applies(m.src, m.c, u, d)) continue;
    effects.push({ op: { k: 'modify', stat: 'at', by: m.c.at }, ts: m.src.ts ?? 0 }, { op: { k: 'modify', stat: 'df', by: m.c.df }, ts: m.src.ts ?? 0 });
  }
  const p = netPower(u);
  if (p) effects.push(counterEffect('at', p), counterEffect('df', p));
  const c = characteristics({ stats: { at: d.at ?? 0, df: d.df ?? 0 }, keywords: d.keywords ?? [] }, effects);
  const at = c.stats.at ?? 0;
  const df = c.stats.df ?? 0;
  return { rawAt: at, rawDf: df, at: Math.max(0, at), df: Math.max(0, df) };
}

/** The unit's keywords now: printed, then granted / removed by timed effects (the keywords layer). */
export function keywordsOf(g: G, u: Obj): readonly string[] {
  const printed = defOf(u).keywords ?? [];
  const timed = timedOn(g, u.id)?.filter((e) => layerOf(e.op) === 'keywords');
  return timed?.length ? characteristics({ stats: {}, keywords: printed }, timed).keywords : printed;
}

/**
 * A permission query over the layers (101.4: a prohibition beats a permission): the unit's keywords'
 * contributions (keyword modules), its timed effects, and — for 'attack-on-arrival' — continuous 'allow'
 * abilities on the field. Without any of them the rule's default answers.
 */
export function permitted(g: G, u: Obj, what: Permission, byDefault: boolean): boolean {
  // The permissions layer only: "forbid" beats "allow" beats the default, so no full layer pass is
  // needed (legal targets ask this for every unit at every decision).
  let allowed = false;
  const timed = timedOn(g, u.id);
  const kws = timed ? keywordsOf(g, u) : (defOf(u).keywords ?? NO_KEYWORDS);
  for (const k of kws) {
    const m = KEYWORDS.get(k);
    if (!m?.effects) continue;
    for (const { op } of m.effects(g.s, u.id)) {
      if (op.k === 'forbid' && op.what === what) return false;
      if (op.k === 'allow' && op.what === what) allowed = true;
    }
  }
  if (timed) for (const { op } of timed) {
    if (op.k === 'forbid' && op.what === what) return false;
    if (op.k === 'allow' && op.what === what) allowed = true;
  }
  if (allowed) return true;
  if (what === 'attack-on-arrival') {
    for (const p of g.s.players) for (const id of p.field) {
      const src = g.s.objs[id];
      const cs = src && defOf(src).continuous;
      if (!cs) continue;
      for (const c of cs) if (c.k === 'allow' && c.what === 'attack-on-arrival' && (c.scope === 'self' ? src.id === u.id : src.ctrl === u.ctrl)) return true;
    }
  }
  return byDefault;
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
  const kws = keywordsOf(g, u);
  const effects: AppliedEffect[] = kws.length ? KEYWORDS.effectsFor(g.s, u.id, kws) : [];
  const timed = timedOn(g, u.id);
  if (timed) effects.push(...timed);
  if (!effects.length) return st.at;
  return characteristics({ stats: {}, keywords: kws }, effects).overrides['fight-stat'] === 'df' ? st.df : st.at;
}

export function isUnit(o: Obj | undefined): o is Obj {
  return !!o && o.zone === 'field' && defOf(o).type === 'unit';
}

export function unitsOf(g: G, seat: Seat): Obj[] {
  const out: Obj[] = [];
  for (const id of g.s.players[seat].field) {
    const o = g.s.objs[id];
    if (isUnit(o)) out.push(o);
  }
  return out;
}

/**
 * 101.4: when one effect lets a player do something and another says they cannot, "cannot" wins.
 * `what` names the action; permissions come from continuous 'allow' abilities and keywords.
 */
export function prohibited(g: G, seat: Seat, what: 'life-draw' | 'attack-player'): boolean {
  // Asked at every priority: loops over the field lists, no intermediate arrays.
  for (const p of g.s.players) for (const id of p.field) {
    const src = g.s.objs[id];
    const cs = src && defOf(src).continuous;
    if (!cs) continue;
    for (const c of cs) {
      if (c.k === 'prohibit' && c.what === what && (c.who === 'own' ? src.ctrl === seat : src.ctrl === other(seat))) return true;
    }
  }
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

export function extraLifeDraws(g: G, seat: Seat): number {
  let n = 0;
  for (const p of g.s.players) for (const id of p.field) {
    const src = g.s.objs[id];
    const cs = src && defOf(src).continuous;
    if (!cs) continue;
    for (const c of cs) if (c.k === 'allow' && c.what === 'extra-life-draw' && src.ctrl === seat) n++;
  }
  return n;
}
