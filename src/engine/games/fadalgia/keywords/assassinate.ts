/**
 * 606.5.24 Assassinate: an Activated Ability used while the card is in the grave and the condition it names
 * holds; once the ability has been used, the card goes to the Outer Zone. Reading: "once used" is when the
 * ability leaves the Break, whether it resolved or failed (a failed ability was still used), and only if the
 * card is still in the grave then (a card that moved is a new object, 400.5).
 */
import { t } from '../../../core/text.js';
import { log, nameOf } from '../ctx.js';
import { condHolds } from '../conditions.js';
import { moveObj } from '../zones.js';
import type { FKeyword } from './fkeyword.js';

// Stryker disable next-line StringLiteral: the refusal's wording, not a rule (a { th, en } the wording ignorer does not see)
const COND_UNMET = { th: 'เงื่อนไขของ Assassinate ยังไม่ครบ', en: 'The Assassinate condition does not hold' } as const;

export const assassinate: FKeyword = {
  name: 'ASSASSINATE',
  rule: '606.5.24',
  activation: {
    zone: 'grave',
    refuse: (g, seat, _o, e) => (e.cond && !condHolds(g, seat, e.cond)
      ? { rule: '606.5.24', ...COND_UNMET }
      : null),
    after: (g, seat, src) => {
      const o = g.s.objs[src];
      // Stryker disable next-line ConditionalExpression,LogicalOperator: unreachable with today's cards: no verb moves a card out of the grave while the ability waits (400.5 guard)
      if (!o || o.zone !== 'grave') return;
      const nm = nameOf(g, src);
      moveObj(g, src, 'outer');
      log(g, seat, t(`${nm.th} ไป Outer Zone (Assassinate)`, `${nm.en} goes to the Outer Zone (Assassinate)`), '606.5.24', 'move');
    },
  },
};
