/**
 * 606.5.1 High Speed: "a Continuous Ability: the unit may be declared as an attacker in the first AT turn it
 * is on the field". A permission in the layers; the attack check (609.2 / 304.3.1) asks for it.
 */
import type { KeywordModule } from '../../../core/keywords.js';
import type { FState } from '../types.js';

export const highSpeed: KeywordModule<FState> = {
  name: 'HIGH SPEED',
  rule: '606.5.1',
  effects: () => [{ op: { k: 'allow', what: 'attack-on-arrival' }, ts: 0 }],
};
