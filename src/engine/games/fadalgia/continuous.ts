/**
 * Every continuous ability in force (606.2), gathered in one place as kernel layer ops (core/layers.ts),
 * each with its source and the scope it applies to: printed `continuous` abilities of cards on the field,
 * and the abilities keywords carry while their condition holds (606.5.17 Streamlink, 606.5.18 Flip,
 * 606.5.27 Clan, 606.5.28 Avatar, 606.5.35 Stampede), with 606.5.20 [Unique] keeping one source per name.
 * stats.ts (AT/DF, keywords, permissions, overrides), cost-mod.ts and the turn's life draws read only this.
 *
 * Keyword modules answer `carried` (the abilities their entry gives now, or null); the gathering never names
 * a keyword. The last result is kept and gathered again when a move, a timed effect, a change of control or a
 * Stream turning over may have changed it (see `statics`), so asking it for every unit at a decision costs no
 * gathering.
 */
import type { EffectOp } from '../../core/layers.js';
import type { Seat } from '../../core/view-types.js';
import { type G, defOf } from './ctx.js';
import { KEYWORDS } from './keyword-registry.js';
import type { FKeyword } from './keywords/fkeyword.js';
import { subtypesOf } from './subtypes.js';
import { timedOn } from './timed.js';
import type { CardDef, CardFilter, ContinuousDef, KeywordEntry } from './cards/schema.js';
import { parseKeywordString } from './cards/schema.js';
import type { FState, Obj } from './types.js';
import { zoneOf } from './zones.js';

export type Scope = 'self' | 'equipped' | 'own-units' | 'opp-units';

/** A continuous effect on units: where it comes from, whom it reaches, what it does. */
export interface UnitStatic {
  src: Obj;
  scope: Scope;
  filter: CardFilter | undefined;
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
  filter: CardFilter | undefined;
  rule: string;
}

export interface Statics {
  units: readonly UnitStatic[];
  players: readonly PlayerStatic[];
  /** `units` by layer, so each hot question loops over its own few: AT/DF changes, keywords, permissions. */
  mods: readonly UnitStatic[];
  kws: readonly UnitStatic[];
  perms: readonly UnitStatic[];
}

/** What a keyword entry gives while it works: continuous abilities and keywords, as if printed on the source. */
export interface Carried {
  continuous?: readonly ContinuousDef[];
  grants?: readonly string[];
}

const EMPTY: Statics = { units: [], players: [], mods: [], kws: [], perms: [] };

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

/**
 * The last gathering, with what it depended on. One entry: the callers ask about one state many times in a
 * row. Everything a gathering reads that can change without a move (a new object id) is in the key: timed
 * effects (the list is replaced or grows), the field lists (a change of control moves a unit between them,
 * 400.9) and which mana-zone cards are face up (503.5.1 turns Streams down in place). Scopes and controllers
 * are read live from the source objects when the effects are applied (`reaches`).
 */
let last: { s: FState; nextId: number; effects: unknown; n: number; f0: number; f1: number; up: number; st: Statics } | null = null;

/** Which mana-zone cards are face up. */
function faceUpMark(s: FState): number {
  let n = 0;
  for (const mana of [s.zones['0:mana'], s.zones['1:mana']]) for (let i = 0; i < mana.length; i++) if (s.objs[mana[i]!]?.faceDown === false) n += i + 1 + mana.length * 31;
  return n;
}

/** The continuous effects in force now. */
export function statics(g: G): Statics {
  const s = g.s;
  const up = faceUpMark(s);
  const c = last;
  if (c && c.s === s && c.nextId === s.nextId && c.effects === s.effects && c.n === s.effects.length && c.f0 === s.zones['0:field'].length && c.f1 === s.zones['1:field'].length && c.up === up) return c.st;
  const st = gather(g);
  last = { s, nextId: s.nextId, effects: s.effects, n: s.effects.length, f0: s.zones['0:field'].length, f1: s.zones['1:field'].length, up, st };
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

/** What a gathering collects (module-level functions, not closures: this runs at most decisions). */
interface Acc { units: UnitStatic[] | null; players: PlayerStatic[] | null }

const otherSeat = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/** The layer ops of one printed ability, made once per definition (gathering runs at most decisions). */
const opsCache = new WeakMap<ContinuousDef, readonly EffectOp[]>();
function opsOf(c: ContinuousDef): readonly EffectOp[] {
  let ops = opsCache.get(c);
  if (ops) return ops;
  switch (c.k) {
    case 'modify': ops = [...(c.at ? [{ k: 'modify', stat: 'at', by: c.at } as const] : []), ...(c.df ? [{ k: 'modify', stat: 'df', by: c.df } as const] : [])]; break;
    case 'grant': ops = c.keywords.map((kw): EffectOp => grantOp(kw)); break;
    case 'allow': ops = [{ k: 'allow', what: c.what }]; break;
    case 'prohibit': ops = [{ k: 'forbid', what: c.what }]; break;
    case 'cost': ops = [{ k: 'modify', stat: 'cost', by: c.n }]; break;
  }
  opsCache.set(c, ops);
  return ops;
}

function add(acc: Acc, src: Obj, c: ContinuousDef, rule: string): void {
  const ts = src.ts ?? 0;
  const ops = opsOf(c);
  switch (c.k) {
    case 'modify':
    case 'grant': {
      const units = (acc.units ??= []);
      for (const op of ops) units.push({ src, scope: c.scope, filter: c.filter, op, ts, rule });
      return;
    }
    case 'allow':
      if (c.what === 'attack-on-arrival') (acc.units ??= []).push({ src, scope: c.scope === 'self' ? 'self' : 'own-units', filter: undefined, op: ops[0]!, ts, rule });
      else (acc.players ??= []).push({ src, seat: src.ctrl, op: ops[0]!, filter: undefined, rule });
      return;
    case 'prohibit':
      (acc.players ??= []).push({ src, seat: c.who === 'own' ? src.ctrl : otherSeat(src.ctrl), op: ops[0]!, filter: undefined, rule });
      return;
    case 'cost':
      // 'own' / 'opp': the cards cast by the source's controller / by its opponent.
      (acc.players ??= []).push({ src, seat: c.who === 'own' ? src.ctrl : otherSeat(src.ctrl), op: ops[0]!, filter: c.filter, rule });
      return;
  }
}

/** A carried keyword list as a 'grant' ability on the source itself, made once per list. */
const grantCache = new WeakMap<readonly string[], ContinuousDef>();
function grantSelf(keywords: readonly string[]): ContinuousDef {
  let c = grantCache.get(keywords);
  if (!c) grantCache.set(keywords, (c = { k: 'grant', scope: 'self', keywords: [...keywords] }));
  return c;
}

function addCarried(acc: Acc, src: Obj, carried: Carried, rule: string): void {
  for (const c of carried.continuous ?? []) add(acc, src, c, rule);
  if (carried.grants?.length) add(acc, src, grantSelf(carried.grants), rule);
}

/** A source's abilities: printed continuous ones, then what its keywords carry (in `zone`'s keywords only off the field). */
function scan(g: G, acc: Acc, src: Obj, d: CardDef, zone: 'field' | 'mana'): void {
  if (suppressed(g, src, d)) return;
  if (zone === 'field') for (const c of d.continuous ?? []) add(acc, src, c, '606.2');
  for (const e of d.kw ?? []) {
    const m = KEYWORDS.get(e.k) as FKeyword | undefined;
    if (!m?.carried || (m.zone ?? 'field') !== zone) continue;
    const carried = m.carried(g, src, e);
    if (carried) addCarried(acc, src, carried, m.rule);
  }
}

function gather(g: G): Statics {
  const acc: Acc = { units: null, players: null };
  for (const seat of [0, 1] as const) {
    for (const id of zoneOf(g.s, seat, 'field')) {
      const o = g.s.objs[id];
      if (!o) continue;
      const d = defOf(o);
      if (hasStatic(d)) scan(g, acc, o, d, 'field');
    }
    // 406.2.1: a Stream's abilities that work in the mana zone (606.5.18 Flip's other side).
    for (const id of zoneOf(g.s, seat, 'mana')) {
      const o = g.s.objs[id];
      if (o?.faceDown !== false) continue;
      const d = defOf(o);
      if (hasStatic(d)) scan(g, acc, o, d, 'mana');
    }
  }
  if (!acc.units && !acc.players) return EMPTY;
  const units = acc.units ?? [];
  const mods: UnitStatic[] = [];
  const kws: UnitStatic[] = [];
  const perms: UnitStatic[] = [];
  for (const u of units) {
    const k = u.op.k;
    if (k === 'modify' || k === 'set') mods.push(u);
    else if (k === 'grant' || k === 'remove' || k === 'remove-all') kws.push(u);
    else if (k === 'allow' || k === 'forbid') perms.push(u);
  }
  return { units, players: acc.players ?? [], mods, kws, perms };
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

/** A 'grant' op for a keyword as written: keyed for the registry, its parameters kept ("Resist : Fire"). */
export function grantOp(printed: string): EffectOp {
  const keyword = keywordKey(printed);
  return keyword === printed ? { k: 'grant', keyword } : { k: 'grant', keyword, printed };
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
const carriedCache = new WeakMap<KeywordEntry, Carried | null>();
export function carriedOf(e: KeywordEntry): Carried | null {
  let c = carriedCache.get(e);
  if (c === undefined) {
    c = e.continuous || e.grants ? { ...(e.continuous ? { continuous: e.continuous } : {}), ...(e.grants ? { grants: e.grants } : {}) } : null;
    carriedCache.set(e, c);
  }
  return c;
}
