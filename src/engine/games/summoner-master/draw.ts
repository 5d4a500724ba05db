/** Drawing (401.3) and shuffling with published commitments (the kernel's commit-reveal, §1.3: decks shuffled separately). */
import { cardsIn, type Bus, type Seat } from '../../core/kernel.js';
import { toCommitment } from '../../core/commitments.js';
import { nextSalt, shuffleInPlace } from '../../core/rng.js';
import type { SmState } from './types.js';
import { move } from './zones.js';

export type Pile = 'sealDeck' | 'mysticDeck';

export function shuffle(s: SmState, seat: Seat, pile: Pile): void {
  const list = s.zones.zones[`${seat}:${pile}`]!;
  shuffleInPlace(s.rng, list);
  const secret = { n: s.secrets.length, seat, pile, order: list.map((id) => s.zones.objs[id]!.card), salt: nextSalt(s.rng) };
  s.secrets.push(secret);
  s.commitments.push(toCommitment(secret));
}

export function drawFrom(s: SmState, bus: Bus, seat: Seat, pile: Pile): boolean {
  const top = cardsIn(s.zones, pile, seat).at(-1);
  if (top === undefined) return false;
  // Stryker disable next-line ObjectLiteral: the zone-change cause is read by no Summoner Master rule, view or log (only the bus's event carries it)
  move(s, bus, top, 'hand', { cause: 'draw' });
  return true;
}

/** An effect's "draw N": from the fuller deck (public counts), then the other when one runs out (§15 q6). */
export function drawCards(s: SmState, bus: Bus, seat: Seat, n: number): void {
  for (let i = 0; i < n; i++) {
    const sl = cardsIn(s.zones, 'sealDeck', seat).length;
    const ml = cardsIn(s.zones, 'mysticDeck', seat).length;
    if (!sl && !ml) return;
    drawFrom(s, bus, seat, sl >= ml ? 'sealDeck' : 'mysticDeck');
  }
}
