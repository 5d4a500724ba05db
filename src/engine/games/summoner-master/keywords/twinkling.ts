/**
 * smn:twinkling — a Skill used from hand (605 procedure, one Interfere Step for the order). On success the
 * card falls from hand to the Shrine, which opens the to-Shrine Interfere Step, and can never leave the
 * Shrine afterwards (`shrineLocked`; every leave-Shrine verb skips it). Forced out of the hand before
 * it resolves, the Skill fails and the card is not locked (smn:twinkling.2). Its Level counts in the Shrine.
 */
import { t } from '../../../core/kernel.js';
import { log } from '../ask.js';
import type { SmEvent, SmKeyword } from '../hooks.js';
import type { SmPorts } from '../ports.js';
import { cardName, data, move } from '../zones.js';

export const twinkling = ({ openFallWindow }: SmPorts): SmKeyword => ({
  name: 'TWINKLING',
  rule: 'smn:twinkling',
  subscribe: (subs) =>
    subs.on<SmEvent>('skill-resolved', 'TWINKLING', (s, e, bus) => {
      if (!e.fromHand) return;
      // resolve.ts emits this right after checking a hand Skill's card is still in hand (smn:twinkling.2), and no
      // other handler answers it first, so the card is there.
      const o = s.zones.objs[e.obj!]!;
      log(s, t(`${cardName(s, o.id).th} ตก Shrine (Twinkling)`, `${cardName(s, o.id).en} falls to the Shrine (Twinkling)`));
      // Stryker disable next-line StringLiteral,ObjectLiteral: the zone-change cause is read by no rule, view or log
      const why = { cause: 'twinkling' };
      const fell = move(s, bus, o.id, 'shrine', why)!;
      data(fell).shrineLocked = true;
      openFallWindow(s, e.seat!, fell.id);
    }),
});
