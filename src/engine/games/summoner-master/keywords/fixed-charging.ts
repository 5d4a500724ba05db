/**
 * smn:fixed-charging — "Fixed Charging N": at its owner's Check Up a Seal with fewer than N Fixed Charge
 * Counters gets 1; it may hold more than N through its own effects. The counters themselves
 * (smn:fixed-charging.2) are a separate counter kind that only the card's own Skills/Abilities add or
 * remove (verbs.ts `fcc`, the `(Fixed Charge n)` cost), that "cancel abilities" and generic counter
 * removal never touch, and that are forgotten when the card leaves the field (a moved object is new).
 */
import type { SmEvent, SmKeyword } from '../hooks.js';
import type { SmPorts } from '../ports.js';
import { fieldSeals } from '../zones.js';
import { sealDef } from '../cards/catalog.js';

export const fixedCharging = ({ keywordsOf }: SmPorts): SmKeyword => ({
  name: 'FIXED CHARGING',
  rule: 'smn:fixed-charging',
  subscribe: (subs) =>
    subs.on<SmEvent>('check-up', 'FIXED CHARGING', (s, e) => {
      for (const o of fieldSeals(s, e.seat!)) {
        if (!keywordsOf(s, o.id).includes('FIXED CHARGING')) continue;
        const n = sealDef(s, o.card)!.keywords['FIXED CHARGING']!;
        const have = o.counters?.fcc ?? 0;
        if (have < n) (o.counters ??= {}).fcc = have + 1;
      }
    }),
});
