/** Small shared pieces of the keyword modules' bus subscriptions. */
import type { FEvent } from '../events.js';

export type Ev<K extends FEvent['kind']> = Extract<FEvent, { kind: K }>;

/** 400.5.1: the keywords the object had on the field as it left (gained ones included). */
export function hadKeyword(e: Ev<'leave'>, key: string): boolean {
  return e.kws.includes(key);
}
