/**
 * Invariants checked after every action of a Fadalgia playout (`checkAfterAction` runs them all): plain JSON
 * (and never mutated: states are frozen), every object in exactly one zone (the kernel's zoneInvariant and
 * this file's own reading) and cards conserved, neither the
 * spectator's nor a seat's view names a hidden object, state invariants always and game-rule invariants at
 * every decision. The deeper checks compare two states that differ only in
 * hidden cards: same spectator view, same public prompt options (issue 15's leak fix rests on this).
 */
import { expect } from 'vitest';
import { apply, currentPrompt, viewFor, type Action, type MatchState, type PromptOption } from './fadalgia-api.js';
import { stats } from '../../../src/engine/games/fadalgia/stats.js';
import { defOf } from '../../../src/engine/games/fadalgia/ctx.js';
import { markVisibility } from '../../../src/engine/games/fadalgia/ask.js';
import { priorityOptions, publiclyIdle } from '../../../src/engine/games/fadalgia/priority.js';
import { ZONES, zoneOf } from '../../../src/engine/games/fadalgia/zones.js';
import { zoneInvariant } from '../../../src/engine/core/zones.js';

export function fail(msg: string): never {
  throw new Error(msg);
}

/**
 * Only JSON values: plain objects/arrays, strings, finite numbers (not -0), booleans, null; no undefined.
 * Each checked object/array is frozen: apply() must never write to a state it was given, and an
 * already-frozen sub-tree (shared with an earlier state) was checked before.
 */
export function checkJsonAndFreeze(v: unknown, path = 'state'): void {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return;
  if (typeof v === 'number') return void ((Number.isFinite(v) && !Object.is(v, -0)) || fail(`${path} is not a finite JSON number`));
  if (typeof v !== 'object') fail(`${path} is not JSON (${typeof v})`);
  if (Object.isFrozen(v)) return;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      if (!(i in v)) fail(`${path}[${i}] is a hole`);
      checkJsonAndFreeze(v[i], `${path}[${i}]`);
    }
  } else if (Object.getPrototypeOf(v) === Object.prototype) {
    for (const k of Object.keys(v)) {
      const x = (v as Record<string, unknown>)[k];
      if (x === undefined) fail(`${path}.${k} is undefined`);
      checkJsonAndFreeze(x, `${path}.${k}`);
    }
  } else fail(`${path} is not a plain object`);
  Object.freeze(v);
}

const SEAT_ZONES = ['main', 'life', 'hand', 'grave', 'outer', 'field', 'mana'] as const;

/** Every listed object id: the seven zones of each seat and the Break's cards. */
export function zonesOf(s: MatchState): string[] {
  const ids: string[] = [];
  for (const seat of [0, 1] as const) for (const z of SEAT_ZONES) ids.push(...zoneOf(s, seat, z));
  ids.push(...s.zones.break);
  return ids;
}

/** Every object in exactly one zone; the cards of each deck are all still there (tokens aside). */
export function checkConservation(s: MatchState, deckSizes: [number, number]): void {
  const kernel = zoneInvariant(ZONES, s);
  if (kernel) fail(`kernel zone invariant: ${kernel}`);
  const ids = zonesOf(s);
  const set = new Set(ids);
  if (set.size !== ids.length) fail('a card is in two zones');
  const keys = Object.keys(s.objs);
  if (keys.length !== ids.length || !keys.every((k) => set.has(k))) fail('an object is in no zone (or a zone lists a missing object)');
  for (const id of ids) {
    const o = s.objs[id]!;
    const list = o.zone === 'break' ? s.zones.break : zoneOf(s, o.zone === 'field' || o.zone === 'mana' ? o.ctrl : o.owner, o.zone);
    if (!list.includes(id)) fail(`object ${id} says ${o.zone} but is listed elsewhere`);
  }
  // The Break's card entries and its zone list name the same cards (a card being resolved is still there).
  const onBreak = new Set([...s.brk.filter((e) => e.kind === 'card').map((e) => e.src), ...s.work.flatMap((w) => (w.k === 'res' && w.e.kind === 'card' ? [w.e.src] : []))]);
  for (const id of s.zones.break) if (!onBreak.has(id)) fail(`407: card ${id} is on the Break with no entry`);
  const real: [number, number] = [0, 0];
  for (const k of keys) {
    const o = s.objs[k]!;
    if (!o.token) real[o.owner]++;
  }
  if (real[0] !== deckSizes[0] || real[1] !== deckSizes[1]) fail(`cards not conserved: ${real} vs ${deckSizes}`);
}

/**
 * Invariants of any state, decision or not: a Summon/Phantom exists only on the field (610.4); field units
 * are in AT or DF mode (607.9 / 607.10); damage and counters are never negative (608.3.2, 612); every mana
 * card is face up or face down and Active or Empty (406.3, 604.4); a card entry on the Break has its object
 * on the Break; Life Tokens are never negative.
 */
export function checkStateInvariants(s: MatchState): void {
  for (const id in s.objs) {
    const o = s.objs[id]!;
    if (o.token && o.zone !== 'field') fail(`610.4: token ${id} is in ${o.zone}`);
    if ((o.dmg ?? 0) < 0) fail(`608.3.2: object ${id} has negative damage`);
    for (const k in o.ctr) if (o.ctr[k]! <= 0) fail(`612: object ${id} holds ${o.ctr[k]} ${k} counters`);
    if (o.zone === 'mana' && (typeof o.faceDown !== 'boolean' || typeof o.empty !== 'boolean')) fail(`406.3 / 604.4: mana card ${id} is neither face up nor down, or neither Active nor Empty`);
  }
  for (const seat of [0, 1] as const) {
    for (const id of zoneOf(s, seat, 'field')) {
      const o = s.objs[id]!;
      if (defOf(o).type === 'unit' && o.mode !== 'AT' && o.mode !== 'DF') fail(`607.9: unit ${id} has no mode`);
    }
    if ((s.players[seat].tokens ?? 0) < 0) fail(`seat ${seat} has negative Life Tokens`);
  }
  for (const e of s.brk) if (e.kind === 'card' && s.objs[e.src]?.zone !== 'break') fail(`407: Break entry ${e.id} lost its card`);
}

/**
 * Game-rule invariants whenever a player is asked (state checks have run): no unit with lethal damage
 * (304.4.1), at most one Terrain per player unless they are choosing which to keep (303.3.1), no two
 * Avatars of one name under one player (613.2), no unattached Item that needs a unit (302.2.2), and a
 * priority prompt goes to the seat holding priority (601.1).
 */
export function checkRuleInvariants(s: MatchState): void {
  checkStateInvariants(s);
  if (!s.prompt || s.result) return;
  if (s.prompt.kind === 'priority' && s.prio?.seat !== s.prompt.seat) fail(`601.1: seat ${s.prompt.seat} is asked for priority held by ${s.prio?.seat}`);
  const g = { s, ev: [] };
  for (const seat of [0, 1] as const) {
    let terrains = 0;
    const avatars = new Set<string>();
    for (const id of zoneOf(s, seat, 'field')) {
      const o = s.objs[id]!;
      const d = defOf(o);
      if (d.type === 'unit' && (o.dmg ?? 0) >= stats(g, o).df) fail(`304.4.1: unit ${id} has lethal damage at a decision`);
      if (d.type === 'terrain') terrains++;
      if (d.type === 'unit' && d.subtypes.includes('Avatar')) {
        if (avatars.has(d.name.th)) fail(`613.2: two Avatars named ${d.name.en}`);
        avatars.add(d.name.th);
      }
      if (d.type === 'item' && d.attach === 'unit' && (!o.att || s.objs[o.att]?.zone !== 'field')) fail(`302.2.2: item ${id} is not attached`);
    }
    if (terrains > 1 && s.prompt.ctx.t !== 'terrain-keep') fail(`303.3.1: seat ${seat} has ${terrains} Terrains`);
  }
}

export function hiddenIds(s: MatchState): string[] {
  const out: string[] = [];
  for (const seat of [0, 1] as const) {
    out.push(...zoneOf(s, seat, 'main'), ...zoneOf(s, seat, 'life'), ...zoneOf(s, seat, 'hand'));
    for (const id of zoneOf(s, seat, 'mana')) if (s.objs[id]?.faceDown !== false) out.push(id);
  }
  return out;
}

/** Same state with the card identities of all hidden objects permuted. */
export function permuteHidden(s: MatchState, rnd: (n: number) => number): MatchState {
  const c = JSON.parse(JSON.stringify(s)) as MatchState;
  const ids = hiddenIds(c);
  const cards = ids.map((id) => c.objs[id]!.card);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = rnd(i + 1);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  ids.forEach((id, i) => (c.objs[id]!.card = cards[i]!));
  return c;
}


/** Calls `f` on every string (keys and values) of a JSON-like value, without serialising it. */
function eachString(v: unknown, f: (x: string) => void): void {
  if (typeof v === 'string') return f(v);
  if (Array.isArray(v)) for (const x of v) eachString(x, f);
  else if (v && typeof v === 'object') for (const k in v) {
    f(k);
    eachString((v as Record<string, unknown>)[k], f);
  }
}

/**
 * Every action: the spectator view holds no hidden object id and not the seed, and no seat's view shows the
 * other seat's hand (walked, not serialised: this runs after every action of every playout). `seats: false`
 * checks the spectator view only.
 */
export function checkSpectatorLeak(s: MatchState, seats = true): void {
  const hidden = new Set(hiddenIds(s));
  const seed = s.rng.seed;
  eachString(viewFor(s, 'spectator'), (x) => {
    if (hidden.has(x)) fail(`hidden object ${x} in the spectator view`);
    if (x.includes(seed)) fail('the seed is in the spectator view');
  });
  if (!seats) return;
  for (const seat of [0, 1] as const) {
    // A seat sees its own hand only: never a pile card (its own included) nor the opponent's hand or face-down Mana.
    const theirs = seat === 0 ? 1 : 0;
    const closed = new Set([...zoneOf(s, theirs, 'hand'), ...zoneOf(s, theirs, 'mana').filter((id) => s.objs[id]?.faceDown !== false)]);
    for (const p of [0, 1] as const) for (const id of [...zoneOf(s, p, 'main'), ...zoneOf(s, p, 'life')]) closed.add(id);
    eachString(viewFor(s, seat), (x) => {
      if (closed.has(x)) fail(`seat ${seat} sees the hidden card ${x}`);
    });
  }
}

/** The public part of a prompt's options: what issue 15 may show in a public place. */
export function publicOptionList(options: readonly PromptOption[]): string {
  return JSON.stringify(options.filter((o) => o.visibility !== 'private').map((o) => [o.id, o.label, o.visibility]));
}

/**
 * Deep: the spectator view is unchanged when the hidden cards are permuted; so is, for each seat, whether the
 * engine would pass for it without asking (priority.ts publiclyIdle); at a priority decision the
 * options computed for the twin state have the same public part; and when the chosen action picks only
 * public options and both states reach the same decision over the same public board, that decision's public
 * options are the same.
 */
export function checkHiddenIndependence(s: MatchState, action: Action, rnd: (n: number) => number): void {
  const twin = permuteHidden(s, rnd);
  expect(JSON.stringify(viewFor(twin, 'spectator'))).toBe(JSON.stringify(viewFor(s, 'spectator')));
  // Whether the engine would pass for a seat without asking is public (the board does not wait): the same
  // for every arrangement of the hidden cards.
  if (s.step === 'main' || s.step === 'cleanup') {
    for (const seat of [0, 1] as const) {
      const idle = (x: MatchState) => publiclyIdle({ s: x, ev: [] }, seat, priorityOptions({ s: x, ev: [] }, seat));
      if (idle(s) !== idle(twin)) fail(`whether seat ${seat} is asked at a priority window depends on hidden cards`);
    }
  }
  const p = currentPrompt(s);
  if (p?.kind === 'priority' && s.prompt) {
    const recomputed = markVisibility({ s: twin, ev: [] }, 'priority', priorityOptions({ s: twin, ev: [] }, p.seat), s.prompt.ctx);
    // Read as every surface reads a prompt (currentPrompt: twins marked, same-named public objects told apart).
    const shown = currentPrompt({ ...twin, prompt: { ...s.prompt, options: recomputed } } as typeof twin)!.options;
    if (publicOptionList(shown) !== publicOptionList(p.options)) fail(`public priority options depend on hidden cards: ${publicOptionList(p.options)} vs ${publicOptionList(shown)}`);
  }
  if (!p || action.type !== 'answer') return;
  if (action.choice.some((c) => p.options.find((o) => o.id === c)?.visibility === 'private')) return;
  const a = apply(s, action);
  const b = apply(twin, action);
  if (!a.ok || !b.ok) return;
  const pa = currentPrompt(a.state);
  const pb = currentPrompt(b.state);
  // The chosen action may resolve differently (a draw put into play, a revealed top card, a target chosen from a
  // hidden zone): compare only the same decision over the same public board.
  if (!pa || !pb || pa.promptId !== pb.promptId || pa.kind !== pb.kind || pa.seat !== pb.seat) return;
  if (JSON.stringify(viewFor(a.state, 'spectator')) !== JSON.stringify(viewFor(b.state, 'spectator'))) return;
  if (publicOptionList(pa.options) !== publicOptionList(pb.options)) {
    fail(`public options depend on hidden cards (${pa.kind}): ${publicOptionList(pa.options)} vs ${publicOptionList(pb.options)}`);
  }
}

/** Everything after one action of a playout: JSON + frozen, conservation, state and rule invariants, no leak in any view. */
export function checkAfterAction(s: MatchState, deckSizes: [number, number]): void {
  checkJsonAndFreeze(s);
  checkConservation(s, deckSizes);
  checkRuleInvariants(s);
  checkSpectatorLeak(s);
}
