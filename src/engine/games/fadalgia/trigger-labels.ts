/**
 * Two pending triggers of one card and text (two Cloud Knights at Refresh) read the same in the order prompt
 * (601.2.1); the prompt as read says where each source stands. Done when the prompt is read, not stored, so
 * stored states and replays keep the labels the engine wrote.
 */
import type { PromptOption } from '../../core/api-types.js';
import { nextTrigger } from '../../core/triggers.js';
import { fadalgiaPlace } from './place.js';
import type { FState } from './types.js';

export function placedTriggerOptions(s: FState, options: PromptOption[]): PromptOption[] {
  const d = nextTrigger(s.triggers, s.atSeat);
  if (!d) return options;
  return options.map((o, i) => {
    const src = d.triggers[i]?.src;
    const alike = options.some((x, j) => j !== i && x.label.en === o.label.en);
    const where = alike && src !== undefined ? fadalgiaPlace(s, src) : undefined;
    return where ? { ...o, label: { th: `${o.label.th} (${where.th})`, en: `${o.label.en} (${where.en})` } } : o;
  });
}
