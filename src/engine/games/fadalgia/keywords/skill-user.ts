/**
 * 606.5.31 Skill User : [Name]: a Continuous Ability of an Action, working even in the hand: while its
 * controller controls a unit named [Name] on the field (606.5.31.1), the card (606.5.31.2) may be cast
 * without a Stream of its colour, as 606.5.22 Reservist says, and (606.5.31.3) gains the abilities written in
 * its box — its effects, run after the card's own as it resolves, if the unit is still there then.
 */
import { controlsUnit, named } from '../conditions.js';
import type { FKeyword } from './fkeyword.js';

export const skillUser: FKeyword = {
  name: 'SKILL USER',
  rule: '606.5.31',
  castWithoutStream: (g, seat, _card, e) => !!e.name && controlsUnit(g, seat, named(e.name)),
  extraEffects: (g, seat, _card, e) => (e.name && e.effects && controlsUnit(g, seat, named(e.name)) ? e.effects : []),
};
