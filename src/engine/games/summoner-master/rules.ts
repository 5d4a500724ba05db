/** Zone-change rules (§5): a Seal leaving the field takes its attached Mystics to the Shrine and its Supports with it (§15 q15). */
import { cardsIn, type ZoneChange } from '../../core/kernel.js';
import { SUBS } from './hooks.js';
import { data, move } from './zones.js';

SUBS.on<ZoneChange>('zone-change', 'rule:leave-field', (s, e, bus) => {
  if (e.from !== 'field' || e.to === 'field') return;
  for (const p of [0, 1] as const) {
    for (const id of [...cardsIn(s.zones, 'field', p)]) if (s.zones.objs[id]!.attachedTo === e.oldId) move(s, bus, id, 'shrine', { cause: 'detached' });
    for (const id of [...cardsIn(s.zones, 'support', p)]) if (data(s.zones.objs[id]!).supportOf === e.oldId) move(s, bus, id, e.to, { cause: 'with-main' });
  }
});
