import { t } from '../../../core/text.js';
import { log } from '../ctx.js';
import { cardDef } from '../cards/catalog.js';
import { createObj } from '../zones.js';
import { emit } from '../events.js';
import type { VerbImpl } from './types.js';

/** 610.1: creates Summon / Phantom units on the controller's field. */
export const summonVerb: VerbImpl<{ verb: 'summon'; token: string; n: number }> = {
  run(g, eff, ctx) {
    const d = cardDef(eff.token);
    const made: string[] = [];
    for (let i = 0; i < eff.n; i++) {
      made.push(createObj(g, eff.token, ctx.ctrl, 'field', { mode: 'AT', since: false, ts: g.s.seq++, token: d.token ?? 'summon' }));
    }
    log(g, ctx.ctrl, t(`สร้าง ${d.name.th} ×${eff.n}`, `creates ${eff.n} ${d.name.en}`), '610.1', 'summon');
    // 606.5.30: a unit put onto the field by an ability enters it too ("when it enters the field" triggers).
    for (const id of made) emit(g, { kind: 'arrive', obj: id });
  },
};
