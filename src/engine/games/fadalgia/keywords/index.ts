/**
 * Fadalgia's keyword abilities (606.5), one file each (see src/engine/README.md). The module's assembly
 * (../assemble.ts) registers this list in the keyword registry (../keyword-registry.ts) and subscribes the
 * modules that listen to the bus; no rule file imports this index (issue 28: no import cycles).
 */
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

/** Every keyword module, in registry order (the order `KEYWORDS.names()` gives, e.g. to search offers). */
export const FADALGIA_KEYWORDS: readonly FKeyword[] = [highSpeed, unlimited, ...COMBAT, ...TRIGGER_AND_CAST, ...STATIC_AND_ACTIVATED];
