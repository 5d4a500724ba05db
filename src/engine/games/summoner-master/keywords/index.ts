/**
 * The keyword files of Summoner Master, built over the game's ports (ports.ts) and registered by
 * `assemble.ts`: layer contributions, bus subscriptions, their own tasks and answers. The order is the
 * order their bus subscriptions run in (Progress before Regeneration at Check Up).
 */
import type { SmKeyword } from '../hooks.js';
import type { SmPorts } from '../ports.js';
import { charging } from './charging.js';
import { fixedCharging } from './fixed-charging.js';
import { fortune } from './fortune.js';
import { progress } from './progress.js';
import { regeneration } from './regeneration.js';
import { twinkling } from './twinkling.js';
import { vanish } from './vanish.js';

export const smKeywords = (p: SmPorts): SmKeyword[] => [progress, fortune, twinkling(p), vanish(p), fixedCharging(p), regeneration(p), charging(p)];

/** The keyword names a card may carry in `keywords` (the others are procedures of their own: Fortune a verb, Twinkling a Skill flag, Progress and Regeneration boxes). */
export const COUNTED_KEYWORDS = ['VANISH', 'FIXED CHARGING', 'CHARGING'] as const;
