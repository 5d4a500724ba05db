/**
 * Fadalgia's keyword abilities (606.5), one file each (see src/engine/README.md). A card naming a keyword
 * that is not registered here fails catalogue loading. The other 33 keywords of 606.5 follow this pattern.
 */
import { KeywordRegistry } from '../../../core/keywords.js';
import type { FState } from '../types.js';
import { highSpeed } from './high-speed.js';
import { unlimited } from './unlimited.js';
import { airborne } from './airborne.js';
import { defend } from './defend.js';
import { doubleAttack } from './double-attack.js';
import { focus } from './focus.js';
import { hide } from './hide.js';
import { lockUp } from './lock-up.js';
import { refresh } from './refresh.js';
import { reinforce } from './reinforce.js';
import { resist } from './resist.js';
import { unblockable } from './unblockable.js';

export const KEYWORDS = new KeywordRegistry<FState>([
  highSpeed, unlimited,
  // Combat keywords (606.5.2–606.5.8, 606.5.19, 606.5.25, 606.5.29).
  lockUp, airborne, refresh, doubleAttack, hide, resist, defend, unblockable, focus, reinforce,
]);
