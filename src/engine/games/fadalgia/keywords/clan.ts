/**
 * 606.5.27 Clan : [Name]: a Continuous Ability: while its controller controls a unit with the title or group
 * name [Name] on their field, the card gains the Clan abilities; 606.5.27.1: with no such unit they do not
 * work. The card itself counts when it matches (606.5.27 says "a unit"; 606.5.35.1 excludes the unit itself
 * for Stampede only).
 */
import { carriedOf } from '../continuous.js';
import { controlsUnit, titled } from '../conditions.js';
import type { FKeyword } from './fkeyword.js';

export const clan: FKeyword = {
  name: 'CLAN',
  rule: '606.5.27',
  carried: (g, o, e) => (e.name && controlsUnit(g, o.ctrl, titled(g, e.name)) ? carriedOf(e) : null),
};
