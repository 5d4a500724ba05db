/**
 * Streams and Mana (604, 406.3). Stream = face-up card in the mana zone, Mana = face-down card.
 * Emptying a Stream gives its mana value (406.3.1; 604.5: not if that is 0) and it turns face down at
 * the end of clean up (503.5.1; Starter - Type C: only Streams that give Mana 2 turn face down);
 * emptying a Mana gives 1 (203.1.1 / 406.3.2). These are [Skill-Mana] abilities: they resolve at once,
 * with no priority (407.3, 606.3.6), so the engine runs them as part of paying a cost.
 *
 * Element check (605.2.3.3): the cast card's element must be among the player's stream elements.
 * 604.2.1: with no Stream card, every Mana counts as a colourless Stream only. 604.2.2: with a Stream,
 * Mana cards also count as each element of the player's Streams. Sanam's reading of 604.3.1 ("Mana is a
 * colourless Stream") is that a Mana keeps its colourless element as well, so a card with element
 * 'none' is castable whenever the player has a Mana card or a colourless Stream.
 */
import type { Seat } from '../../core/view-types.js';
import { type G, defOf, pl } from './ctx.js';
import type { Element } from './view-types.js';
import type { Obj, PayCombo } from './types.js';
import { KEYWORDS } from './keyword-registry.js';
import type { FKeyword } from './keywords/fkeyword.js';
import { zoneOf } from './zones.js';

export function manaCards(g: G, seat: Seat): Obj[] {
  return zoneOf(g.s, seat, 'mana').map((id) => g.s.objs[id]).filter((o): o is Obj => !!o);
}

export function streamElements(g: G, seat: Seat): Set<Element> {
  const out = new Set<Element>();
  for (const id of zoneOf(g.s, seat, 'mana')) {
    const o = g.s.objs[id];
    if (o) out.add(o.faceDown === false ? defOf(o).element : 'none');
  }
  return out;
}

export function elementOk(g: G, seat: Seat, element: Element, card?: Obj): boolean {
  // Asked for every card in hand at every priority: a loop, not a Set.
  for (const id of zoneOf(g.s, seat, 'mana')) {
    const o = g.s.objs[id];
    if (o && (o.faceDown === false ? defOf(o).element : 'none') === element) return true;
  }
  return !!card && streamFree(g, seat, card);
}

/**
 * 606.5.22 Reservist / 606.5.31.2 Skill User: a keyword of the card lets it be cast without a Stream of its
 * element. The keyword modules answer; the element check itself never names one.
 */
export function streamFree(g: G, seat: Seat, card: Obj): boolean {
  const kw = defOf(card).kw;
  if (!kw) return false;
  for (const e of kw) {
    const m = KEYWORDS.get(e.k) as FKeyword | undefined;
    if (m?.castWithoutStream?.(g, seat, card, e)) return true;
  }
  return false;
}

/** 203.1 / 203.1.1: what emptying this card yields. */
export function yieldOf(o: Obj): number {
  return o.faceDown === false ? defOf(o).mana : 1;
}

export function poolTotal(g: G, seat: Seat): number {
  let n = 0;
  for (const v of Object.values(pl(g, seat).pool)) n += v ?? 0;
  return n;
}

export function sources(g: G, seat: Seat): { streams: Obj[]; mana: Obj[] } {
  const cards = manaCards(g, seat).filter((o) => !o.empty);
  return { streams: cards.filter((o) => o.faceDown === false && defOf(o).mana > 0), mana: cards.filter((o) => o.faceDown !== false) };
}

export function manaAvailable(g: G, seat: Seat): number {
  // Same sum as sources(): every Active Mana gives 1, every Active Stream its mana value.
  let n = poolTotal(g, seat);
  for (const id of zoneOf(g.s, seat, 'mana')) {
    const o = g.s.objs[id];
    if (o && !o.empty) n += yieldOf(o);
  }
  return n;
}

const MAX_COMBOS = 12;

/**
 * The distinct minimal ways to pay `cost`: unspent mana first, then a subset of Streams plus Mana cards.
 * Face-down Mana cards are interchangeable; Streams are not (which one turns face down matters).
 */
export function payCombos(g: G, seat: Seat, cost: number): PayCombo[] {
  const fromPool = Math.min(poolTotal(g, seat), cost);
  const need = cost - fromPool;
  if (need === 0) return [{ streams: [], mana: [], fromPool }];
  const { streams, mana } = sources(g, seat);
  const out: PayCombo[] = [];
  const seen = new Set<string>();
  const n = Math.min(streams.length, 10);
  const yields = streams.map(yieldOf);
  for (let mask = 0; mask < 1 << n; mask++) {
    // Sum and smallest yield first, without building the subset: most masks are rejected here.
    let sum = 0;
    let count = 0;
    let min = Infinity;
    for (let i = 0; i < n; i++) {
      if (!(mask & (1 << i))) continue;
      sum += yields[i]!;
      count++;
      if (yields[i]! < min) min = yields[i]!;
    }
    const k = Math.max(0, need - sum);
    if (k > mana.length) continue;
    if (k === 0 && count && sum - min >= need) continue;
    const chosen = streams.filter((_, i) => mask & (1 << i));
    const key = chosen.map((o) => o.card).sort().join(',') + `|${k}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ streams: chosen.map((o) => o.id), mana: mana.slice(0, k).map((o) => o.id), fromPool });
  }
  out.sort((a, b) => a.streams.length - b.streams.length || b.mana.length - a.mana.length);
  return out.slice(0, MAX_COMBOS);
}

/** Empties the chosen sources into the pool, then takes `cost` from the pool. */
export function pay(g: G, seat: Seat, combo: PayCombo, cost: number): boolean {
  const p = pl(g, seat);
  for (const id of [...combo.streams, ...combo.mana]) {
    const o = g.s.objs[id];
    if (!o || o.zone !== 'mana' || o.empty || o.ctrl !== seat) return false;
    o.empty = true;
    const el: Element = o.faceDown === false ? defOf(o).element : 'none';
    p.pool[el] = (p.pool[el] ?? 0) + yieldOf(o);
  }
  let left = cost;
  for (const el of ['none', 'fire', 'water', 'wind', 'earth'] as Element[]) {
    const have = p.pool[el] ?? 0;
    const take = Math.min(have, left);
    if (take) {
      left -= take;
      if (have - take) p.pool[el] = have - take;
      else delete p.pool[el];
    }
  }
  return left === 0;
}

/** 501.6 / 607.12: which face-down Mana cards may become Streams. */
export function faceDown(g: G, seat: Seat): Obj[] {
  return manaCards(g, seat).filter((o) => o.faceDown !== false);
}
