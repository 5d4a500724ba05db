/**
 * Current characteristics after continuous effects (606.2), timed effects and counters (612.3).
 * 101.7: the raw value may go below 0 and keeps counting from there; what the game uses and shows is
 * max(0, raw).
 */
import type { Seat } from '../../core/view-types.js';
import { type G, defOf, other } from './ctx.js';
import { KEYWORDS } from './keywords/index.js';
import { can, characteristics, type AppliedEffect } from '../../core/layers.js';
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
  let at = d.at ?? 0;
  let df = d.df ?? 0;
  const p = netPower(u);
  at += p;
  df += p;
  for (const e of g.s.effects) if (e.target === u.id) {
    at += e.at;
    df += e.df;
  }
  for (const m of mods) {
    if (applies(m.src, m.c, u, d)) {
      at += m.c.at;
      df += m.c.df;
    }
  }
  return { rawAt: at, rawDf: df, at: Math.max(0, at), df: Math.max(0, df) };
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
 * unit's keywords (606.5.1 High Speed) and continuous 'allow' abilities on the field; no permission means
 * it may not (101.4: a prohibition would win, none exists yet).
 */
export function allowedAttackOnArrival(g: G, u: Obj): boolean {
  const d = defOf(u);
  const effects: AppliedEffect[] = d.keywords?.length ? KEYWORDS.effectsFor(g.s, u.id, d.keywords) : [];
  for (const p of g.s.players) for (const id of p.field) {
    const src = g.s.objs[id];
    const cs = src && defOf(src).continuous;
    if (!cs) continue;
    for (const c of cs) {
      if (c.k === 'allow' && c.what === 'attack-on-arrival' && (c.scope === 'self' ? src.id === u.id : src.ctrl === u.ctrl)) effects.push({ op: { k: 'allow', what: 'attack-on-arrival' }, ts: src.ts ?? 0 });
    }
  }
  if (!effects.length) return false;
  return can(characteristics({ stats: {}, keywords: d.keywords ?? [] }, effects), 'attack-on-arrival', false);
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
