/**
 * 606.5.22 Reservist: a Continuous Ability: the card that has it may be cast without a Stream of its own
 * colour (605.2.3.3 lifted for it). Works in the hand (the keyword table's zone), where casting starts.
 */
import type { FKeyword } from './fkeyword.js';

export const reservist: FKeyword = {
  name: 'RESERVIST',
  rule: '606.5.22',
  castWithoutStream: () => true,
};
