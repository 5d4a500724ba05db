import { t } from '../../../core/text.js';
import { type G, defOf, log, nameOf, seatName } from '../ctx.js';
import { ask, opt } from '../ask.js';
import { zoneOf, moveObj } from '../zones.js';
import type { Seat } from '../../../core/view-types.js';
import type { PromptCtx } from '../types.js';
import type { VerbImpl } from './types.js';
import { refPlayers } from './types.js';

export function discardIds(g: G, seat: Seat, ids: string[], rule = '607.7'): void {
  for (const id of ids) {
    const nm = nameOf(g, id);
    moveObj(g, id, 'grave');
    // 607.7: the discarded card goes to the grave, an open zone, so its name is public.
    log(g, seat, t(`${seatName(g, seat)} ทิ้ง ${nm.th}`, `${seatName(g, seat)} discards ${nm.en}`), rule, 'discard');
  }
}

export function askDiscard(g: G, seat: Seat, n: number, ctx: PromptCtx, rule: string): void {
  const hand = zoneOf(g.s, seat, 'hand');
  ask(g, seat, 'discard', t(`เลือกการ์ดที่จะทิ้ง ${n} ใบ`, `Choose ${n} card(s) to discard`),
    hand.map((id) => opt(id, defOf(g.s.objs[id]!).name, { objectId: id })), n, n, ctx, rule);
}

/** 607.7: the player chooses which cards to discard; with no choice to make, it is done at once. */
export const discardVerb: VerbImpl<{ verb: 'discard'; who: never; n: number }> = {
  run(g, eff, ctx) {
    for (const seat of refPlayers(eff.who, ctx)) {
      const hand = zoneOf(g.s, seat, 'hand');
      if (hand.length <= eff.n) discardIds(g, seat, [...hand]);
      else return askDiscard(g, seat, eff.n, { t: 'verb', eff: eff as never, ctx, data: seat }, '607.7');
    }
  },
  resume(g, _eff, _ctx, data, choice) {
    discardIds(g, data as Seat, choice);
  },
};
