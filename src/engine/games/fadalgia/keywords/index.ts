/**
 * Fadalgia's keyword abilities (606.5), one file each (see src/engine/README.md). A card naming a keyword
 * that is not registered here fails catalogue loading. Modules that listen to the bus subscribe once here.
 */
import { KeywordRegistry } from '../../../core/keywords.js';
import { SUBS } from '../events.js';
import type { FState } from '../types.js';
import type { FKeyword } from './fkeyword.js';
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
import { transform } from './transform.js';
import { jump } from './jump.js';
import { immortal } from './immortal.js';
import { timekeeper } from './timekeeper.js';
import { famous } from './famous.js';
import { encore } from './encore.js';
import { nonBreak } from './non-break.js';
import { once } from './once.js';
import { trainee } from './trainee.js';
import { afterLife } from './after-life.js';
import { arrive } from './arrive.js';
import { live } from './live.js';
import { tarot } from './tarot.js';
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

/** Combat keywords (606.5.2–606.5.8, 606.5.19, 606.5.25, 606.5.29). */
const COMBAT: FKeyword[] = [lockUp, airborne, refresh, doubleAttack, hide, resist, defend, unblockable, focus, reinforce];
const TRIGGER_AND_CAST: FKeyword[] = [transform, jump, immortal, timekeeper, famous, encore, nonBreak, once, trainee, afterLife, arrive, live, tarot];
/** Static and activated keywords: continuous.ts, abilities.ts and mana.ts ask them. */
const STATIC_AND_ACTIVATED: FKeyword[] = [guerillaConcert, streamlink, flip, unique, reservist, assassinate, clan, avatar, skillUser, stampede];

export const KEYWORDS = new KeywordRegistry<FState>([highSpeed, unlimited, ...COMBAT, ...TRIGGER_AND_CAST, ...STATIC_AND_ACTIVATED]);
// Any module may listen on the bus (606.5.17 Streamlink queues lent leave triggers).
for (const m of [...TRIGGER_AND_CAST, ...STATIC_AND_ACTIVATED]) m.listen?.(SUBS);
