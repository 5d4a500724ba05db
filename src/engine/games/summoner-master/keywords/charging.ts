/** Charging N (§11.2, base game): +1 Charge Counter at the owner's Check Up while it has fewer than N. */
import { sealDef } from '../cards/catalog.js';
import type { SmEvent, SmKeyword } from '../hooks.js';
import type { SmPorts } from '../ports.js';
import { fieldSeals } from '../zones.js';

export const charging = ({ keywordsOf }: SmPorts): SmKeyword => ({
  name: 'CHARGING',
  rule: '401.2.5',
  subscribe: (subs) =>
    subs.on<SmEvent>('check-up', 'CHARGING', (s, e) => {
      for (const o of fieldSeals(s, e.seat!)) {
        if (!keywordsOf(s, o.id).includes('CHARGING')) continue;
        const have = o.counters?.charge ?? 0;
        if (have < sealDef(s, o.card)!.keywords.CHARGING!) (o.counters ??= {}).charge = have + 1;
      }
    }),
});
