/**
 * 606.5.16 [NB] / Non Break: a Continuous Ability: the card can be used only while the Break is empty — cast,
 * or its activated abilities used. 609.1: an attack in progress keeps the Break not empty.
 */
import { t } from '../../../core/text.js';
import type { FKeyword } from './fkeyword.js';

const FORBID = [{ op: { k: 'forbid' as const, what: 'use' }, ts: 0 }];

export const nonBreak: FKeyword = {
  name: 'NON BREAK',
  rule: '606.5.16',
  why: t('[NB]: ใช้ได้เฉพาะตอน Break ว่าง', '[NB]: only while the Break is empty'),
  use: (g) => (g.s.brk.length || g.s.combat ? FORBID : []),
};
