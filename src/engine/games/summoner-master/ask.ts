/** Setting the one pending prompt, with what its answer will mean. */
import type { PromptKind, PromptOption, Seat, Text } from '../../core/kernel.js';
import type { Ask, SmState } from './types.js';

export function ask(s: SmState, seat: Seat, kind: PromptKind, label: Text, options: PromptOption[], meaning: Ask, rule?: string, min = 1, max = 1): void {
  s.ask = meaning;
  s.prompt = { promptId: `p${++s.seq}`, seat, kind, label, options, min, max, ...(rule ? { rule } : {}) };
}

export function log(s: SmState, text: Text): void {
  s.log.push(text);
}
