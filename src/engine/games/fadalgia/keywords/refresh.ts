/**
 * 606.5.4 Refresh: a Trigger Ability: in every Clean Up Phase (both players' turns: the text says every one)
 * the unit becomes AT mode. It triggers as the Clean Up Phase begins (503.1), goes on the Break like any
 * trigger (606.4) and resolves as "this unit becomes AT mode" (607.9); players may respond.
 */
import type { Seat } from '../../../core/view-types.js';
import { SUBS, type FEvent } from '../events.js';
import { keywordsOf, unitsOf } from '../stats.js';
import type { FKeyword, KwTrigger } from './fkeyword.js';

const KEY = 'REFRESH';

const trigger: KwTrigger = {
  effects: [{ verb: 'mode', to: 'self', mode: 'AT' }],
  text: { th: 'Refresh: Unit นี้กลายเป็น AT Mode', en: 'Refresh: this unit becomes AT mode' },
};

SUBS.on<Extract<FEvent, { kind: 'step' }>>('step', KEY, (g, e) => {
  if (e.step !== 'clean-up') return;
  for (const seat of [e.seat, e.seat === 0 ? 1 : 0] as Seat[]) {
    for (const u of unitsOf(g, seat)) {
      if (keywordsOf(g, u).some((k) => k.toUpperCase() === KEY)) g.s.triggers.push({ ctrl: u.ctrl, src: u.id, card: u.card, ability: -1, kw: KEY });
    }
  }
});

export const refresh: FKeyword = { name: KEY, rule: '606.5.4', trigger };
