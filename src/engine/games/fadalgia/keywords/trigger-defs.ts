/** The trigger ability a keyword is (606.4), for the trigger and resolution code: by keyword, never by card. */
import type { TriggerDef } from '../cards/schema.js';
import type { FKeyword } from './hooks.js';
import { KEYWORDS } from './index.js';

export function keywordTrigger(kw: string): TriggerDef | undefined {
  return (KEYWORDS.get(kw) as FKeyword | undefined)?.trigger;
}
