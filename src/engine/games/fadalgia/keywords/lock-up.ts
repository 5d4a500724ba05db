/**
 * 606.5.2 Lock Up: a Continuous Ability that works when the attack's target is declared: the unit may attack
 * an opponent's AT-mode unit. A permission in the layers ('attack-unit-at'); the attack-target question of
 * combat-rules.ts asks it. Such an attack is fought like any attack on a unit (609.7.2: AT against DF).
 */
import type { AppliedEffect } from '../../../core/layers.js';
import type { FKeyword } from './fkeyword.js';

const EFFECTS: AppliedEffect[] = [{ op: { k: 'allow', what: 'attack-unit-at' }, ts: 0 }];

export const lockUp: FKeyword = { name: 'LOCK UP', rule: '606.5.2', effects: () => EFFECTS };
