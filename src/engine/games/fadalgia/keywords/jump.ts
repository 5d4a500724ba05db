/**
 * 606.5.10 Jump: a Continuous Ability that works while this unit is in the hand: it may be cast during a
 * Break. Reading taken: it lifts only the empty-Break condition of 304.1 (a Break in progress, 609.1's combat
 * included); the other condition of 304.1, the caster's own AT turn, still applies — the text speaks of the
 * Break only.
 */
import type { FKeyword } from './fkeyword.js';

const ALLOW = [{ op: { k: 'allow' as const, what: 'cast-in-break' }, ts: 0 }];

export const jump: FKeyword = {
  name: 'JUMP',
  rule: '606.5.10',
  use: (_g, o) => (o.zone === 'hand' ? ALLOW : []),
};
