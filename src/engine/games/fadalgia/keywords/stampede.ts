/**
 * 606.5.35 Stampede: a Continuous Ability: while its controller controls ANOTHER unit on their field sharing
 * at least one subtype with this unit, it gains the abilities written after the keyword. 606.5.35.1: the unit
 * itself is not "another"; 606.5.35.2: otherwise those abilities do not work, while the card's other keywords
 * (printed before Stampede) keep working — only the carried part is conditional; 606.5.35.3: subtypes as they
 * are now, gained ones included (subtypesOf reads the layer op 'add-subtype', e.g. 606.5.23 Trainee).
 */
import { carriedOf } from '../continuous.js';
import { controlsUnit } from '../conditions.js';
import { subtypesOf } from '../subtypes.js';
import type { FKeyword } from './fkeyword.js';

export const stampede: FKeyword = {
  name: 'STAMPEDE',
  rule: '606.5.35',
  carried: (g, o, e) => {
    if (o.zone !== 'field') return null;
    const mine = subtypesOf(g, o);
    // Stryker disable next-line ConditionalExpression: a shortcut: with no subtype of its own no unit can share one
    if (!mine.length) return null;
    return controlsUnit(g, o.ctrl, (u) => subtypesOf(g, u).some((st) => mine.includes(st)), o.id) ? carriedOf(e) : null;
  },
};
