/**
 * 606.5.14 Guerilla Concert: a Continuous Ability: the player may use the Activated Ability named on the card.
 * "The ability named Guerilla Concert happens once in a turn, whatever ability the card names": one limit per
 * turn for the name Guerilla Concert, shared by every card that has it (limits.ts on core/limits.ts, kept in the state).
 * Reading: the limit is each player's (the text is about what "the player" may use), counted when the
 * ability is activated (606.3.2.5), so a countered or failed one still used the turn's Guerilla Concert.
 */
import { t } from '../../../core/text.js';
import { log, seatName } from '../ctx.js';
import { nameKey, usableThisTurn, useThisTurn } from '../limits.js';
import type { FKeyword } from './fkeyword.js';

const KEY = 'GUERILLA CONCERT';

export const guerillaConcert: FKeyword = {
  name: KEY,
  rule: '606.5.14',
  activation: {
    zone: 'field',
    refuse: (g, seat) => (!usableThisTurn(g, nameKey(seat, KEY))
      ? { rule: '606.5.14', th: 'ใช้ Guerilla Concert ไปแล้วในเทิร์นนี้ (1 ครั้งต่อเทิร์น)', en: 'Guerilla Concert was already used this turn (once per turn)' }
      : null),
    onActivate: (g, seat) => {
      useThisTurn(g, nameKey(seat, KEY));
      log(g, seat, t(`${seatName(g, seat)} ใช้ Guerilla Concert ของเทิร์นนี้แล้ว`, `${seatName(g, seat)} has used this turn's Guerilla Concert`), '606.5.14', 'limit');
    },
  },
};
