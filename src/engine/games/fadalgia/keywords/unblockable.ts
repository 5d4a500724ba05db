/**
 * 606.5.19 Unblockable: a Continuous Ability: when the unit attacks, the opponent cannot put units in to block
 * it. A prohibition in the layers ('be-blocked'); the blocker question of combat-rules.ts asks it.
 */
import type { AppliedEffect } from '../../../core/layers.js';
import type { FKeyword } from './fkeyword.js';

const EFFECTS: AppliedEffect[] = [{ op: { k: 'forbid', what: 'be-blocked' }, ts: 0 }];

export const unblockable: FKeyword = { name: 'UNBLOCKABLE', rule: '606.5.19', effects: () => EFFECTS };
