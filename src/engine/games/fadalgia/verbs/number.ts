import { t } from '../../../core/text.js';
import { log, seatName } from '../ctx.js';
import { ask } from '../ask.js';
import type { Effect } from '../cards/schema.js';
import type { Work } from '../types.js';
import type { VerbImpl } from './types.js';

type NumberEff = Extract<Effect, { verb: 'number' }>;

/**
 * 101.6: the controller chooses a number, 0 or a positive integer only (an 'answer-number' action on a
 * 'number' prompt, bounded by the card's maximum). The number is public: the opponent sees what was chosen.
 */
export const numberVerb: VerbImpl<NumberEff> = {
  run(g, eff, ctx) {
    if (eff.max === 0) return setX(g, 0);
    ask(g, ctx.ctrl, 'number', t(`${eff.text.th}: เลือกตัวเลข 0–${eff.max}`, `${eff.text.en}: choose a number from 0 to ${eff.max}`), [], 0, eff.max, { t: 'verb', eff, ctx }, '101.6');
  },
  resume(g, _eff, ctx, _data, choice) {
    const x = Number(choice[0]);
    log(g, ctx.ctrl, t(`${seatName(g, ctx.ctrl)} เลือกตัวเลข ${x}`, `${seatName(g, ctx.ctrl)} chooses the number ${x}`), '101.6', 'number', { x });
    setX(g, x);
  },
};

function setX(g: Parameters<VerbImpl['run']>[0], x: number): void {
  const w = g.s.work[g.s.work.length - 1] as Extract<Work, { k: 'res' }> | undefined;
  if (!w || w.k !== 'res') throw new Error('engine bug: a number chosen outside a resolution');
  // Break entries are shared with the previous state (clone-state.ts): replace, never mutate.
  w.e = { ...w.e, x };
}
