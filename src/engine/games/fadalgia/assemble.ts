/**
 * The module's assembly (issue 28: no import cycles): the keyword modules go into the keyword registry the
 * rule files read (keyword-registry.ts), the listening ones and then the card triggers subscribe to the bus,
 * and the priority windows get the combat steps they close into. Done once, when module.ts is first imported;
 * code that uses the rule files without module.ts imports this file first.
 */
import { KeywordRegistry } from '../../core/keywords.js';
import { SUBS } from './events.js';
import { setKeywordRegistry } from './keyword-registry.js';
import { FADALGIA_KEYWORDS } from './keywords/index.js';
import { subscribeCardTriggers } from './triggers.js';
import { declareBlockStep, fight } from './combat.js';
import { setCombatSteps } from './windows.js';
import type { FState } from './types.js';

setKeywordRegistry(new KeywordRegistry<FState>(FADALGIA_KEYWORDS));
// Bus order is behaviour: keyword handlers first (606.5.17 Streamlink queues lent leave triggers), card
// triggers after them. REFRESH and DOUBLE ATTACK subscribe as their files load, before both.
for (const m of FADALGIA_KEYWORDS) m.listen?.(SUBS);
subscribeCardTriggers();
setCombatSteps({ declareBlockStep, fight });
