/**
 * Whether a seat holding priority is asked although "pass" is its only option. Asking only when the seat
 * really has a choice would tell the opponent (who sees who must decide) that the hand holds no usable
 * (int) Mystic or Twinkling card. So the skip is decided from public facts only: the hand's size by kind
 * (card backs show the kind, §0), Mp, the first-subturn lock, the window, and the cheapest card of that kind
 * that could be used in this window anywhere in the card pool.
 */
import type { Seat } from '../../core/kernel.js';
import { SM_CARDS } from './cards/catalog.js';
import { inMain } from './eligibility.js';
import { cost } from './stats.js';
import type { CardDef, SmState } from './types.js';
import { def } from './cards/catalog.js';
import { hand } from './zones.js';

interface Cheapest {
  seal: number;
  mystic: number;
  intMystic: number;
  twinkling: number;
}

function cheapest(cards: Iterable<CardDef>): Cheapest {
  const c: Cheapest = { seal: Infinity, mystic: Infinity, intMystic: Infinity, twinkling: Infinity };
  for (const d of cards) {
    if (d.kind === 'mystic') {
      c.mystic = Math.min(c.mystic, d.mp);
      if (d.int) c.intMystic = Math.min(c.intMystic, d.mp);
    } else {
      c.seal = Math.min(c.seal, d.castMp);
      for (const sk of d.skills) if (sk.twinkling) c.twinkling = Math.min(c.twinkling, sk.mp);
    }
  }
  return c;
}

const CATALOG = cheapest(Object.values(SM_CARDS));

/** True when public facts alone cannot rule out that `seat` could use a card from its hand now. */
export function handMightAct(s: SmState, seat: Seat): boolean {
  // A hand card whose use is pending (a declared Twinkling) is public and cannot be used again (605).
  const cards = hand(s, seat).filter((o) => !s.stack.items.some((p) => p.obj === o.id));
  if (!cards.length) return false;
  const c = s.extraCards ? cheapest([...Object.values(SM_CARDS), ...Object.values(s.extraCards)]) : CATALOG;
  let seals = 0;
  let mystics = 0;
  for (const o of cards) if (def(s, o.card).kind === 'seal') seals++; else mystics++;
  const mp = s.players[seat].mp;
  if (inMain(s, seat)) return (seals > 0 && cost(c.seal) <= mp) || (mystics > 0 && cost(c.mystic) <= mp);
  return (mystics > 0 && cost(c.intMystic) <= mp) || (seals > 0 && !s.players[seat].locked && cost(c.twinkling) <= mp);
}
