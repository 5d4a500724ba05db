/**
 * The generic questions combat asks (609), answered through the layers and by keyword modules
 * (keywords/hooks.ts). Nothing here names a keyword: a permission or prohibition in the layers (stats.ts
 * `permitted`), or a hook of a module the unit's keywords name, gives each answer.
 */
import type { Seat } from '../../core/view-types.js';
import { type G, other } from './ctx.js';
import { parseKeywordString } from './cards/schema.js';
import { KEYWORDS } from './keyword-registry.js';
import type { GroupJoin } from './keywords/hooks.js';
import type { FKeyword } from './keywords/fkeyword.js';
import { isUnit, keywordsOf, permitted, prohibited, unitsOf } from './stats.js';
import type { Obj } from './types.js';
import { zoneOf } from './zones.js';

/** The module of a keyword as the unit has it: a key ("AIRBORNE") or a gained printed form ("Resist : Fire"). */
export function moduleOf(k: string): FKeyword | undefined {
  return (KEYWORDS.get(k) ?? KEYWORDS.get(parseKeywordString(k)?.k ?? '')) as FKeyword | undefined;
}

/** The modules of the unit's keywords now (printed and gained) that define `hook`. */
export function hooksOf<K extends keyof FKeyword>(g: G, u: Obj, hook: K): readonly FKeyword[] {
  // Asked for units that mostly have no keyword: no allocation then.
  let out: FKeyword[] | null = null;
  for (const k of keywordsOf(g, u)) {
    const m = moduleOf(k);
    if (m?.[hook] && !out?.includes(m)) (out ??= []).push(m);
  }
  return out ?? NO_HOOKS;
}

const NO_HOOKS: readonly FKeyword[] = [];

/**
 * 609.3: may `attacker` (controlled by `seat`) attack `target` (a unit id, or 'p0'/'p1')? 609.3.2 the DF
 * player, 609.3.1 a DF-mode unit; layers may forbid (a unit that "cannot be attacked", an attacker that
 * "cannot attack the player") or allow (attacking an AT-mode unit). 101.4: "cannot" beats "can".
 */
export function mayAttack(g: G, seat: Seat, attacker: Obj, target: string): boolean {
  if (target === 'p0' || target === 'p1') return target === (seat === 0 ? 'p1' : 'p0') && mayAttackPlayer(g, seat, attacker);
  return mayAttackUnit(g, seat, attacker, g.s.objs[target]);
}

/** 609.3.2; 610.2: a Summon unit (not a Phantom, 610.5.1) cannot attack a player. */
function mayAttackPlayer(g: G, seat: Seat, attacker: Obj): boolean {
  return attacker.token !== 'summon' && !prohibited(g, seat, 'attack-player') && permitted(g, attacker, 'attack-player', true);
}

/** 609.3.1: a DF-mode unit; an AT-mode unit only with a permission (606.5.2). */
function mayAttackUnit(g: G, seat: Seat, attacker: Obj, u: Obj | undefined): boolean {
  if (!isUnit(u) || u.ctrl === seat) return false;
  if (u.mode !== 'DF' && !permitted(g, attacker, 'attack-unit-at', false)) return false;
  return permitted(g, u, 'be-attacked', true);
}

/** Every legal target of `attacker`'s attack, the player first. */
export function attackTargetsOf(g: G, seat: Seat, attacker: Obj): string[] {
  const out: string[] = [];
  if (mayAttackPlayer(g, seat, attacker)) out.push(seat === 0 ? 'p1' : 'p0');
  for (const id of zoneOf(g.s, other(seat), 'field')) if (mayAttackUnit(g, seat, attacker, g.s.objs[id])) out.push(id);
  return out;
}

/** attackTargetsOf(...).length > 0 without building the list (asked for every unit at every priority). */
export function hasAttackTargetOf(g: G, seat: Seat, attacker: Obj): boolean {
  if (mayAttackPlayer(g, seat, attacker)) return true;
  for (const id of zoneOf(g.s, other(seat), 'field')) if (mayAttackUnit(g, seat, attacker, g.s.objs[id])) return true;
  return false;
}

/**
 * 609.5.1: may `blocker` block `attacker`? An AT-mode unit not forbidden to block, against an attacker
 * that may be blocked, and that every keyword of the attacker lets block it.
 */
export function mayBlock(g: G, blocker: Obj, attacker: Obj): boolean {
  if (!isUnit(blocker) || blocker.mode !== 'AT' || !permitted(g, blocker, 'block', true)) return false;
  if (!permitted(g, attacker, 'be-blocked', true)) return false;
  for (const m of hooksOf(g, attacker, 'blockableBy')) if (!m.blockableBy!(g, attacker, blocker)) return false;
  return true;
}

/**
 * 606.5.29.3: an attacking group is blocked by exactly as many units as it has attackers, one blocker per
 * attacker. A pairing of `chosen` blockers with `attackers` where each pair may block (a small matching:
 * groups hold at most six units), or null when there is none.
 */
export function pairBlockers(g: G, chosen: readonly string[], attackers: readonly string[]): string[] | null {
  if (chosen.length !== attackers.length) return null;
  const used = new Set<string>();
  const out: string[] = [];
  const go = (i: number): boolean => {
    if (i === attackers.length) return true;
    const a = g.s.objs[attackers[i]!]!;
    for (const b of chosen) {
      if (used.has(b) || !mayBlock(g, g.s.objs[b]!, a)) continue;
      used.add(b);
      out[i] = b;
      if (go(i + 1)) return true;
      used.delete(b);
    }
    return false;
  };
  return go(0) ? out : null;
}

/** Units of `seat` that may block at least one of the attackers. */
export function blockCandidates(g: G, seat: Seat, attackers: readonly string[]): string[] {
  const out: string[] = [];
  for (const u of unitsOf(g, seat)) if (attackers.some((a) => mayBlock(g, u, g.s.objs[a]!))) out.push(u.id);
  return out;
}

/**
 * Can `attackers` be blocked in full (one distinct legal blocker each) by units of `seat`, without the units
 * in `taken`? Groups are small (at most six attackers), so the search tries subsets of the candidates.
 */
export function canBlockAll(g: G, seat: Seat, attackers: readonly string[], taken: readonly string[] = []): boolean {
  if (!attackers.length) return true;
  const cands = blockCandidates(g, seat, attackers).filter((id) => !taken.includes(id));
  if (cands.length < attackers.length) return false;
  const pick = (start: number, acc: string[]): boolean => {
    if (acc.length === attackers.length) return pairBlockers(g, acc, attackers) !== null;
    for (let i = start; i < cands.length; i++) if (pick(i + 1, [...acc, cands[i]!])) return true;
    return false;
  };
  return pick(0, []);
}

/**
 * The blockers that may be declared for the attacker at `chosen.length` of an attacking group, given the
 * blockers already declared for the ones before it: those that leave every later attacker a blocker
 * (606.5.29.3: the group is blocked in full or not at all).
 */
export function nextBlockers(g: G, seat: Seat, attackers: readonly string[], chosen: readonly string[]): string[] {
  const i = chosen.length;
  const a = g.s.objs[attackers[i]!]!;
  const rest = attackers.slice(i + 1);
  const out: string[] = [];
  for (const u of unitsOf(g, seat)) {
    if (chosen.includes(u.id) || !mayBlock(g, u, a)) continue;
    if (canBlockAll(g, seat, rest, [...chosen, u.id])) out.push(u.id);
  }
  return out;
}

/** 606.5.25: is the unit destroyed when the values compared in its fight are equal? (609.7.1(b) / 609.7.2(b)) */
export function destroyedOnTie(g: G, u: Obj): boolean {
  return permitted(g, u, 'destroyed-on-tie', true);
}

/** Who may join `attacker`'s attack, and how many: the first keyword that forms attacking groups answers. */
export function groupJoin(g: G, attacker: Obj): { join: GroupJoin; candidates: string[] } | null {
  for (const m of hooksOf(g, attacker, 'joiners')) {
    const join = m.joiners!(g, attacker);
    if (!join) continue;
    const candidates = unitsOf(g, attacker.ctrl).filter((u) => u.id !== attacker.id && join.ok(u)).map((u) => u.id);
    if (candidates.length) return { join, candidates };
  }
  return null;
}
