/**
 * 606.5.25 Focus: a Continuous Ability: when the values compared in the unit's fight are equal, it is not
 * destroyed (609.7.1(b) AT equal to AT, 609.7.2(b) AT equal to DF). A prohibition in the layers
 * ('destroyed-on-tie'); the other unit of the fight is destroyed as usual unless it has Focus too.
 */
import type { AppliedEffect } from '../../../core/layers.js';
import type { FKeyword } from './fkeyword.js';

const EFFECTS: AppliedEffect[] = [{ op: { k: 'forbid', what: 'destroyed-on-tie' }, ts: 0 }];

export const focus: FKeyword = { name: 'FOCUS', rule: '606.5.25', effects: () => EFFECTS };
