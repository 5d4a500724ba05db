/**
 * 606.5.14 Guerilla Concert: a Continuous Ability: the player may use the Activated Ability named on the card.
 * "The ability named Guerilla Concert happens once in a turn, whatever ability the card names": one limit per
 * turn for the name Guerilla Concert, shared by every card that has it (core/limits.ts, kept in the state).
 * Reading: the limit is each player's (the text is about what "the player" may use), counted when the
 * ability is activated (606.3.2.5), so a countered or failed one still used the turn's Guerilla Concert.
 */
import { perName, perSeat, usedCopy, usedIn } from '../../../core/limits.js';
import { t } from '../../../core/text.js';
import { log, seatName } from '../ctx.js';
import type { FKeyword } from './types.js';

const KEY = 'GUERILLA CONCERT';
const limitKey = (seat: number): string => perSeat(seat, perName(KEY));

export const guerillaConcert: FKeyword = {
  name: KEY,
  rule: '606.5.14',
  activation: {
    zone: 'field',
    refuse: (g, seat) => (usedIn(g.s.limits, 'turn', limitKey(seat), g.s.turn) >= 1
      ? { rule: '606.5.14', th: 'ใช้ Guerilla Concert ไปแล้วในเทิร์นนี้ (1 ครั้งต่อเทิร์น)', en: 'Guerilla Concert was already used this turn (once per turn)' }
      : null),
    onActivate: (g, seat) => {
      g.s.limits = usedCopy(g.s.limits, 'turn', limitKey(seat), g.s.turn);
      log(g, seat, t(`${seatName(g, seat)} ใช้ Guerilla Concert ของเทิร์นนี้แล้ว`, `${seatName(g, seat)} has used this turn's Guerilla Concert`), '606.5.14', 'limit');
    },
  },
};
