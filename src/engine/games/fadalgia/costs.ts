/**
 * Additional costs (603.2.2) are paid when the card or ability leaves the Break (605.2.5.1, 606.3.2.7,
 * 606.4.4.1): "pay all of it, as far as possible; if not all of it could be paid, it counts as not paid".
 * Sanam reads this literally: what can be paid is paid, then the card/ability fails.
 */
import type { Seat } from '../../core/view-types.js';
import { t } from '../../core/text.js';
import { type G, log, nameOf, pl } from './ctx.js';
import { ask } from './ask.js';
import type { AddCost } from './cards/schema.js';
import { manaAvailable, pay, payCombos } from './mana.js';
import { sacrifice } from './removal.js';
import { isUnit, unitsOf } from './stats.js';
import { targetOptions } from './targets.js';
import { askDiscard, discardIds } from './verbs/discard.js';
import { zoneOf } from './zones.js';

export type CostOutcome = 'paid' | 'failed' | 'waiting';

/** Can this cost be paid right now? (Used to offer only sensible activations.) */
export function canPayNow(g: G, seat: Seat, c: AddCost, src: string): boolean {
  const o = g.s.objs[src];
  switch (c.k) {
    case 'skill': return isUnit(o) && o.mode === 'AT';
    case 'sacrifice-self': return isUnit(o);
    case 'sacrifice': return unitsOf(g, seat).length >= c.n;
    case 'discard': return zoneOf(g.s, seat, 'hand').length >= c.n;
    case 'counter': return (pl(g, seat).counters[c.kind] ?? 0) >= c.n;
    case 'mana': return manaAvailable(g, seat) >= c.n;
  }
}

export function payCost(g: G, seat: Seat, c: AddCost, src: string): CostOutcome {
  const o = g.s.objs[src];
  switch (c.k) {
    case 'skill': {
      // 606.3.5: [Skill] turns the unit from AT mode to DF mode.
      if (!isUnit(o) || o.mode !== 'AT') return 'failed';
      o.mode = 'DF';
      const nm = nameOf(g, src);
      log(g, seat, t(`${nm.th} เปลี่ยนเป็น DF Mode ([Skill])`, `${nm.en} turns to DF mode ([Skill])`), '606.3.5', 'mode');
      return 'paid';
    }
    case 'sacrifice-self':
      if (!isUnit(o)) return 'failed';
      sacrifice(g, src, '607.6');
      return 'paid';
    case 'sacrifice': {
      const units = unitsOf(g, seat).map((u) => u.id);
      if (units.length <= c.n) {
        units.forEach((id) => sacrifice(g, id));
        return units.length === c.n ? 'paid' : 'failed';
      }
      ask(g, seat, 'choose-cards', t(`Additional cost: เลือก Unit ที่จะ Sacrifice ${c.n} ใบ`, `Additional cost: choose ${c.n} unit(s) to sacrifice`),
        targetOptions(g, units), c.n, c.n, { t: 'cost', n: c.n, kind: 'sacrifice' }, '603.2.2');
      return 'waiting';
    }
    case 'discard': {
      const hand = [...zoneOf(g.s, seat, 'hand')];
      if (hand.length <= c.n) {
        // 605.2.5.1.1: pay as far as possible; only a full payment counts.
        discardIds(g, seat, hand, '603.2.2');
        return hand.length === c.n ? 'paid' : 'failed';
      }
      askDiscard(g, seat, c.n, { t: 'cost', n: c.n, kind: 'discard' }, '603.2.2');
      return 'waiting';
    }
    case 'counter': {
      const have = pl(g, seat).counters[c.kind] ?? 0;
      const paid = Math.min(have, c.n);
      if (paid) pl(g, seat).counters[c.kind] = have - paid;
      if (!pl(g, seat).counters[c.kind]) delete pl(g, seat).counters[c.kind];
      log(g, seat, t(`จ่าย ${c.kind} Counter ${paid}`, `pays ${paid} ${c.kind} counter(s)`), '612.5', 'cost');
      return paid === c.n ? 'paid' : 'failed';
    }
    case 'mana': {
      const combo = payCombos(g, seat, c.n)[0];
      if (!combo) return 'failed';
      return pay(g, seat, combo, c.n) ? 'paid' : 'failed';
    }
  }
}

/** Finishes a cost that stopped for a choice. */
export function resumeCost(g: G, seat: Seat, kind: 'sacrifice' | 'discard', choice: string[]): void {
  if (kind === 'sacrifice') choice.forEach((id) => sacrifice(g, id));
  else discardIds(g, seat, choice, '603.2.2');
}
