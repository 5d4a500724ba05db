/** The keyword files of Summoner Master, registered once: layer contributions, bus subscriptions, their own tasks and answers. */
import { KeywordRegistry } from '../../../core/kernel.js';
import { SUBS, registerHandlers, type SmKeyword } from '../hooks.js';
import type { SmState } from '../types.js';
import { charging } from './charging.js';
import { fixedCharging } from './fixed-charging.js';
import { fortune } from './fortune.js';
import { progress } from './progress.js';
import { regeneration } from './regeneration.js';
import { twinkling } from './twinkling.js';
import { vanish } from './vanish.js';

export const SM_KEYWORDS: SmKeyword[] = [progress, fortune, twinkling, vanish, fixedCharging, regeneration, charging];
export const KEYWORDS = new KeywordRegistry<SmState>(SM_KEYWORDS, SUBS);
registerHandlers(SM_KEYWORDS);
