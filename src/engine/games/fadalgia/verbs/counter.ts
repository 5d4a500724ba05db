import { t } from '../../../core/text.js';
import { type G, log, nameOf, pl } from '../ctx.js';
import type { Obj } from '../types.js';
import type { VerbImpl } from './types.js';
import { refPlayers, refUnits } from './types.js';

/** 612.3.1: +1/+1 and -1/-1 counters on one unit cancel each other. */
export function addUnitCounter(o: Obj, kind: string, n: number): void {
  const ctr = (o.ctr ??= {});
  ctr[kind] = (ctr[kind] ?? 0) + n;
  const plus = ctr['+1/+1'] ?? 0;
  const minus = ctr['-1/-1'] ?? 0;
  const cancel = Math.min(plus, minus);
  if (cancel > 0) {
    ctr['+1/+1'] = plus - cancel;
    ctr['-1/-1'] = minus - cancel;
  }
  for (const k of Object.keys(ctr)) if (!ctr[k]) delete ctr[k];
}

export function addPlayerCounter(g: G, seat: 0 | 1, kind: string, n: number): void {
  const c = pl(g, seat).counters;
  c[kind] = Math.max(0, (c[kind] ?? 0) + n);
  if (!c[kind]) delete c[kind];
}

/** 612: unit counters (612.4) and player counters (612.5). */
export const counterVerb: VerbImpl<{ verb: 'counter'; to: never; kind: string; n: number }> = {
  run(g, eff, ctx) {
    for (const seat of refPlayers(eff.to, ctx)) {
      addPlayerCounter(g, seat, eff.kind, eff.n);
      log(g, seat, t(`ได้รับ ${eff.kind} Counter ${eff.n}`, `gets ${eff.n} ${eff.kind} counter(s)`), '612.5', 'counter');
    }
    for (const id of refUnits(g, eff.to, ctx)) {
      const o = g.s.objs[id];
      if (!o) continue;
      addUnitCounter(o, eff.kind, eff.n);
      const nm = nameOf(g, id);
      log(g, ctx.ctrl, t(`${nm.th} ได้รับ Counter ${eff.kind} ×${eff.n}`, `${nm.en} gets ${eff.n} ${eff.kind} counter(s)`), '612.4', 'counter');
    }
  },
};
