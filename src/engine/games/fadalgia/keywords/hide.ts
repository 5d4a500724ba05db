/**
 * 606.5.6 Hide: a Continuous Ability: when an attack's target is declared, the unit cannot be chosen. A
 * prohibition in the layers ('be-attacked'). It does not stop spells and abilities from targeting it (602):
 * the text speaks of the attack's target only.
 */
import type { AppliedEffect } from '../../../core/layers.js';
import type { FKeyword } from './fkeyword.js';

const EFFECTS: AppliedEffect[] = [{ op: { k: 'forbid', what: 'be-attacked' }, ts: 0 }];

export const hide: FKeyword = { name: 'HIDE', rule: '606.5.6', effects: () => EFFECTS };
