import { t } from '../../../core/text.js';
import { log } from '../ctx.js';
import { cardDef } from '../cards/catalog.js';
import { createObj } from '../zones.js';
import type { VerbImpl } from './types.js';

/** 610.1: creates Summon / Phantom units on the controller's field. */
export const summonVerb: VerbImpl<{ verb: 'summon'; token: string; n: number }> = {
  run(g, eff, ctx) {
    const d = cardDef(eff.token);
    for (let i = 0; i < eff.n; i++) {
      createObj(g, eff.token, ctx.ctrl, 'field', { mode: 'AT', since: false, ts: g.s.seq++, token: d.token ?? 'summon' });
    }
    log(g, ctx.ctrl, t(`สร้าง ${d.name.th} ×${eff.n}`, `creates ${eff.n} ${d.name.en}`), '610.1', 'summon');
  },
};
