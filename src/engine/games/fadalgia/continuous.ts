/**
 * Every continuous ability in force (606.2), gathered in one place as kernel layer ops (core/layers.ts),
 * each with its source and the scope it applies to: printed `continuous` abilities of cards on the field,
 * and the abilities keywords carry while their condition holds (606.5.17 Streamlink, 606.5.18 Flip,
 * 606.5.27 Clan, 606.5.28 Avatar, 606.5.35 Stampede), with 606.5.20 [Unique] keeping one source per name.
 * stats.ts (AT/DF, keywords, permissions, overrides), cost-mod.ts and the turn's life draws read only this.
 *
 * Keyword modules answer `carried` (the abilities their entry gives now, or null); the gathering never names
 * a keyword. The result is kept per state and rebuilt when a move, a log line, a timed effect or a Stream
 * turning over may have changed it (`seq`, `nextId`, the effects list, the face-up mana cards), so asking it
 * for every unit at a decision costs no gathering.
 */
import type { EffectOp } from '../../core/layers.js';
import type { Seat } from '../../core/view-types.js';
import { type G, defOf } from './ctx.js';
import { KEYWORDS } from './keywords/index.js';
import type { FKeyword } from './keywords/types.js';
import { subtypesOf } from './subtypes.js';
import { timedOn } from './timed.js';
import type { CardDef, CardFilter, ContinuousDef, KeywordEntry } from './cards/schema.js';
import { parseKeywordString } from './cards/schema.js';
import type { FState, Obj } from './types.js';

export type Scope = 'self' | 'equipped' | 'own-units' | 'opp-units';

/** A continuous effect on units: where it comes from, whom it reaches, what it does. */
export interface UnitStatic {
  src: Obj;
  scope: Scope;
  filter?: CardFilter;
  op: EffectOp;
  ts: number;
  /** The section that makes it work (606.2, or the keyword's). */
  rule: string;
}

/** A continuous effect on a player: 'forbid life-draw', 'allow extra-life-draw', 'modify cost' (605.2.2.2). */
export interface PlayerStatic {
  src: Obj;
  seat: Seat;
  op: EffectOp;
  filter?: CardFilter;
  rule: string;
}

export interface Statics {
  units: readonly UnitStatic[];
  players: readonly PlayerStatic[];
}

/** What a keyword entry gives while it works: continuous abilities and keywords, as if printed on the source. */
export interface Carried {
  continuous?: readonly ContinuousDef[];
  grants?: readonly string[];
}

const EMPTY: Statics = { units: [], players: [] };

/** Per card definition: does it have anything continuous at all? Most cards do not: one lookup skips them. */
const relevant = new WeakMap<CardDef, boolean>();
function hasStatic(d: CardDef): boolean {
  let r = relevant.get(d);
  if (r === undefined) {
    r = !!d.continuous?.length || !!d.kw?.some((e) => !!(KEYWORDS.get(e.k) as FKeyword | undefined)?.carried);
    relevant.set(d, r);
  }
  return r;
}

interface Cached { seq: number; nextId: number; effects: unknown; n: number; up: number; st: Statics }
const cache = new WeakMap<FState, Cached>();

/** Which mana-zone cards are face up (503.5.1 turns Streams face down without a log line). */
function faceUpMark(s: FState): number {
  let n = 0;
  for (const p of s.players) for (let i = 0; i < p.mana.length; i++) if (s.objs[p.mana[i]!]?.faceUp) n += i + 1 + p.mana.length * 31;
  return n;
}

/** The continuous effects in force now. */
export function statics(g: G): Statics {
  const s = g.s;
  const c = cache.get(s);
  const up = faceUpMark(s);
  if (c && c.seq === s.seq && c.nextId === s.nextId && c.effects === s.effects && c.n === s.effects.length && c.up === up) return c.st;
  const st = gather(g);
  cache.set(s, { seq: s.seq, nextId: s.nextId, effects: s.effects, n: s.effects.length, up, st });
  return st;
}

/** A keyword of the source switches its continuous abilities off (606.5.20 [Unique]: a second source). */
function suppressed(g: G, o: Obj, d: CardDef): boolean {
  for (const k of d.keywords ?? []) if ((KEYWORDS.get(k) as FKeyword | undefined)?.suppressed?.(g, o)) return true;
  return false;
}

/** A keyword box switched on for this object by an effect (606.5.18 flipped, 606.5.28.2 Avatar paid). */
export const SWITCHED = (key: string): string => `kw:${key}`;
export function switchedOn(g: G, id: string, key: string): boolean {
  const what = SWITCHED(key);
  return !!timedOn(g, id)?.some((e) => e.op.k === 'allow' && e.op.what === what);
}

function gather(g: G): Statics {
  let units: UnitStatic[] | null = null;
  let players: PlayerStatic[] | null = null;
  const add = (src: Obj, c: ContinuousDef, rule: string): void => {
    const ts = src.ts ?? 0;
    switch (c.k) {
      case 'modify':
        units ??= [];
        if (c.at) units.push({ src, scope: c.scope, ...(c.filter ? { filter: c.filter } : {}), op: { k: 'modify', stat: 'at', by: c.at }, ts, rule });
        if (c.df) units.push({ src, scope: c.scope, ...(c.filter ? { filter: c.filter } : {}), op: { k: 'modify', stat: 'df', by: c.df }, ts, rule });
        return;
      case 'grant':
        units ??= [];
        for (const kw of c.keywords) units.push({ src, scope: c.scope, ...(c.filter ? { filter: c.filter } : {}), op: { k: 'grant', keyword: keywordKey(kw) }, ts, rule });
        return;
      case 'allow':
        if (c.what === 'attack-on-arrival') (units ??= []).push({ src, scope: c.scope === 'self' ? 'self' : 'own-units', op: { k: 'allow', what: c.what }, ts, rule });
        else (players ??= []).push({ src, seat: src.ctrl, op: { k: 'allow', what: c.what }, rule });
        return;
      case 'prohibit':
        (players ??= []).push({ src, seat: c.who === 'own' ? src.ctrl : src.ctrl === 0 ? 1 : 0, op: { k: 'forbid', what: c.what }, rule });
        return;
      case 'cost':
        // 'own' / 'opp': the cards cast by the source's controller / by its opponent.
        (players ??= []).push({ src, seat: c.who === 'own' ? src.ctrl : src.ctrl === 0 ? 1 : 0, op: { k: 'modify', stat: 'cost', by: c.n }, ...(c.filter ? { filter: c.filter } : {}), rule });
        return;
    }
  };
  const addCarried = (src: Obj, carried: Carried, rule: string): void => {
    for (const c of carried.continuous ?? []) add(src, c, rule);
    if (carried.grants?.length) add(src, { k: 'grant', scope: 'self', keywords: [...carried.grants] }, rule);
  };
  const scan = (src: Obj): void => {
    const d = defOf(src);
    if (!hasStatic(d)) return;
    if (suppressed(g, src, d)) return;
    for (const c of d.continuous ?? []) add(src, c, '606.2');
    for (const e of d.kw ?? []) {
      const m = KEYWORDS.get(e.k) as FKeyword | undefined;
      const carried = m?.carried?.(g, src, e);
      if (carried) addCarried(src, carried, m!.rule);
    }
  };
  for (const p of g.s.players) {
    for (const id of p.field) {
      const o = g.s.objs[id];
      if (o) scan(o);
    }
    // 406.2.1: a Stream's abilities that work in the mana zone (606.5.18 Flip's other side).
    for (const id of p.mana) {
      const o = g.s.objs[id];
      if (o?.faceUp && hasStatic(defOf(o))) {
        for (const e of defOf(o).kw ?? []) {
          const m = KEYWORDS.get(e.k) as FKeyword | undefined;
          if (m?.zone !== 'mana') continue;
          const carried = m.carried?.(g, o, e);
          if (carried) addCarried(o, carried, m.rule);
        }
      }
    }
  }
  return units || players ? { units: units ?? [], players: players ?? [] } : EMPTY;
}

/** Does a card match a filter? Subtypes are read as they are now (606.5.35.3: gained ones count). */
export function matchesFilter(g: G, o: Obj, d: CardDef, f: CardFilter | undefined): boolean {
  if (!f) return true;
  if (f.type && d.type !== f.type) return false;
  if (f.element && d.element !== f.element) return false;
  if (f.name && d.name.th !== f.name && d.name.en !== f.name) return false;
  if (f.subtype && !(o.zone === 'field' ? subtypesOf(g, o) : d.subtypes).includes(f.subtype)) return false;
  return true;
}

/** Does this unit static reach unit `u`? */
export function reaches(g: G, st: UnitStatic, u: Obj, d: CardDef = defOf(u)): boolean {
  switch (st.scope) {
    case 'self': if (st.src.id !== u.id) return false; break;
    case 'equipped': if (st.src.att !== u.id) return false; break;
    case 'own-units': if (u.ctrl !== st.src.ctrl) return false; break;
    case 'opp-units': if (u.ctrl === st.src.ctrl) return false; break;
  }
  return matchesFilter(g, u, d, st.filter);
}

/** A keyword as granted ("Resist : Action") → its key ("RESIST"); kept, since the same few strings recur. */
const keyOf = new Map<string, string>();
export function keywordKey(printed: string): string {
  let k = keyOf.get(printed);
  if (k === undefined) {
    k = parseKeywordString(printed)?.k ?? printed.toUpperCase();
    keyOf.set(printed, k);
  }
  return k;
}

/** A keyword entry's carried ability as `Carried` (continuous abilities and granted keywords). */
export function carriedOf(e: KeywordEntry): Carried | null {
  if (!e.continuous && !e.grants) return null;
  return { ...(e.continuous ? { continuous: e.continuous } : {}), ...(e.grants ? { grants: e.grants } : {}) };
}
