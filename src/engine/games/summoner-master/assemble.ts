/**
 * The module's assembly: the keyword files are built over the game's ports and registered here, once, so
 * the files that read the registry (stats.ts) do not import them (issue 28: no import cycles). Importing
 * this file also loads the rule and verb files that register on the bus, in the order they always had.
 */
import { KeywordRegistry } from '../../core/kernel.js';
import './rules.js';
import './combat.js';
import './verbs-zones.js';
import './verbs-orders.js';
import { SUBS, registerHandlers, setKeywordRegistry } from './hooks.js';
import { smKeywords } from './keywords/index.js';
import { growthSets } from './hand-orders.js';
import { openFallWindow } from './resolve.js';
import { abilitiesOff, keywordsOf } from './stats.js';
import type { SmState } from './types.js';

const mods = smKeywords({ keywordsOf, abilitiesOff, openFallWindow, growthSets });
setKeywordRegistry(new KeywordRegistry<SmState>(mods, SUBS));
registerHandlers(mods);
