/**
 * 606.5.5 Double Attack: a Trigger Ability: when the unit fights successfully it becomes AT mode, and it may
 * attack only DF-mode units. Reading taken: "fights successfully" = the unit attacked and won its fight
 * (609.7): it is still on the field and destroyed the units it fought, or, unblocked, dealt damage to the player
 * (the 'fought' event combat emits). A stand-off (equal values, both kept by 606.5.25 Focus) is no success, so
 * a unit cannot attack the same unit forever. The trigger goes on the
 * Break once the combat is over (after 609.8 turned it to DF mode), so the unit may attack again in the same
 * Main phase. "Only DF-mode units" is a prohibition for the rest of the turn on a unit that already attacked
 * this turn: it may not attack the player nor (with 606.5.2 Lock Up) an AT-mode unit.
 * No limit on repeats (issue 31, text re-read): 606.5.5 makes it a Trigger Ability that "happens when the unit
 * fights successfully" and names no count, so every successful fight triggers it again; the name "Double" is not
 * rule text. What bounds it is the text's own condition: each further attack needs a DF-mode unit it can beat.
 */
import type { AppliedEffect } from '../../../core/layers.js';
import { SUBS, type FEvent } from '../events.js';
import { keywordsOf } from '../stats.js';
import type { FKeyword, KwTrigger } from './fkeyword.js';

const KEY = 'DOUBLE ATTACK';

const trigger: KwTrigger = {
  effects: [{ verb: 'mode', to: 'self', mode: 'AT' }],
  text: { th: 'Double Attack: Unit นี้กลายเป็น AT Mode (โจมตีได้เฉพาะ Unit ที่เป็น DF Mode)', en: 'Double Attack: this unit becomes AT mode (it may attack only DF-mode units)' },
};

const AGAIN: AppliedEffect[] = [{ op: { k: 'forbid', what: 'attack-player' }, ts: 0 }, { op: { k: 'forbid', what: 'attack-unit-at' }, ts: 0 }];
const NONE: AppliedEffect[] = [];

SUBS.on<Extract<FEvent, { kind: 'fought' }>>('fought', KEY, (g, e) => {
  const u = g.s.objs[e.unit];
  // combat.ts emits 'fought' only for a unit still on the field, and the listener runs at once: the object and
  // zone checks restate that (equivalent while it holds).
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, see above
  if (!u || u.zone !== 'field') return;
  if (keywordsOf(g, u).some((k) => k.toUpperCase() === KEY)) g.s.triggers.push({ ctrl: u.ctrl, src: u.id, card: u.card, ability: -1, kw: KEY });
});

export const doubleAttack: FKeyword = {
  name: KEY,
  rule: '606.5.5',
  trigger,
  effects: (s, id) => (s.attacked.includes(id) ? AGAIN : NONE),
};
