/**
 * 606.5.3 Airborne: a Continuous Ability: an opponent's unit without Airborne cannot declare a block against
 * this unit; one with Airborne (printed or gained) can. Answers combat's "may this unit block it?" question.
 */
import { keywordsOf } from '../stats.js';
import type { FKeyword } from './fkeyword.js';

const KEY = 'AIRBORNE';

export const airborne: FKeyword = {
  name: KEY,
  rule: '606.5.3',
  blockableBy: (g, _self, blocker) => keywordsOf(g, blocker).some((k) => k.toUpperCase() === KEY),
};
