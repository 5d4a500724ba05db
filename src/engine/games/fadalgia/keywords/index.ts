/**
 * Fadalgia's keyword abilities (606.5), one file each (see src/engine/README.md). A card naming a keyword
 * that is not registered here fails catalogue loading. The other 33 keywords of 606.5 follow this pattern.
 */
import { KeywordRegistry } from '../../../core/keywords.js';
import type { FState } from '../types.js';
import { highSpeed } from './high-speed.js';
import { unlimited } from './unlimited.js';
import { assassinate } from './assassinate.js';
import { avatar } from './avatar.js';
import { clan } from './clan.js';
import { flip } from './flip.js';
import { guerillaConcert } from './guerilla-concert.js';
import { reservist } from './reservist.js';
import { skillUser } from './skill-user.js';
import { stampede } from './stampede.js';
import { streamlink } from './streamlink.js';
import { unique } from './unique.js';

export const KEYWORDS = new KeywordRegistry<FState>([highSpeed, unlimited,
  // Static and activated keywords (kw-static): continuous.ts, abilities.ts and mana.ts ask them.
  guerillaConcert, streamlink, flip, unique, reservist, assassinate, clan, avatar, skillUser, stampede]);
