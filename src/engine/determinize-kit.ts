/**
 * Shared pieces of the games' `determinize` (see determinize.ts): the sampling RNG and the redeal of hidden
 * card identities. A sample is a function of (what the seat can see, the multiset of hidden identities per
 * owner, the sampling seed) only: the identities are sorted before they are shuffled, and dealt back into
 * the same hidden slots in a canonical slot order, so two states that differ only in where hidden cards lie
 * give the same sample.
 */
import type { Seat } from './core/view-types.js';
import type { KObject, ZoneStore, ZoneTable } from './core/zones.js';
import { seededBlock } from './core/sha256.js';
import { nextInt, shuffleInPlace, type RngState } from './core/rng.js';
import type { ShuffleSecret } from './core/commitments.js';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

/** The RNG that draws the sample. */
export function samplingRng(seed: string): RngState {
  return { seed: hex(seededBlock(`determinize:${seed}`, 0)), counter: 0 };
}

/**
 * A new engine RNG for the sampled state: the real seed would tell the sampler every future shuffle and
 * coin flip, which nobody at the table knows.
 */
export function freshEngineRng(sampler: RngState): RngState {
  return { seed: hex(seededBlock(sampler.seed, nextInt(sampler, 2 ** 40))), counter: 0 };
}

/** Shuffle secrets hold the hidden order of every pile: the sample keeps their count, not their content. */
export function blankSecrets(secrets: ShuffleSecret[]): ShuffleSecret[] {
  return secrets.map((s) => ({ ...s, order: [], salt: '' }));
}

export interface Slot {
  /** Card identities are pooled only within one group (one owner, and one kind when card backs differ). */
  group: string;
  get(): string;
  set(card: string): void;
}

/** Pools the identities of each group, sorts them, shuffles them with `rng` and deals them back in slot order. */
export function redeal(slots: Slot[], rng: RngState): void {
  const groups = new Map<string, Slot[]>();
  for (const s of slots) {
    const g = groups.get(s.group);
    if (g) g.push(s); else groups.set(s.group, [s]);
  }
  for (const key of [...groups.keys()].sort()) {
    const group = groups.get(key)!;
    const cards = group.map((s) => s.get()).sort();
    shuffleInPlace(rng, cards);
    group.forEach((s, i) => s.set(cards[i]!));
  }
}

/**
 * The slots of a kernel ZoneStore hidden from `seat`: zones nobody sees (decks), the other seat's closed
 * zones (hand), and face-down cards of the other seat. Slot order: zone keys sorted, then zone order.
 */
export function kernelHiddenSlots(zones: ZoneStore, table: ZoneTable, seat: Seat, kindOf: (card: string) => string = () => ''): Slot[] {
  const out: Slot[] = [];
  for (const key of Object.keys(zones.zones).sort()) {
    const [head, tail] = key.includes(':') ? key.split(':') : [null, key];
    const spec = table.specs[tail!];
    if (!spec) continue;
    const zoneSeat = head === null ? null : Number(head);
    for (const id of zones.zones[key]!) {
      const o: KObject | undefined = zones.objs[id];
      if (!o) continue;
      const hidden = spec.visibility === 'nobody' || (spec.visibility === 'owner' && zoneSeat !== seat) || (!!o.faceDown && o.owner !== seat);
      if (hidden) out.push({ group: `${o.owner}:${kindOf(o.card)}`, get: () => o.card, set: (c) => { o.card = c; } });
    }
  }
  return out;
}
