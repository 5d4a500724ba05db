/**
 * smn:vanish — "Vanish N Turn": when the Seal becomes Inactive its owner removes it from the game for N
 * Turns (2N Subturns, counted at each End of Subturn, §10.4), then brings it back onto the field; the
 * ability keeps working in the Remove Zone. With no other Seal of yours on the field it cannot be ordered
 * to attack or to use Skills. It does not work while the Seal is in the "lost the battle" state.
 */
import { cardsIn, option, t } from '../../../core/kernel.js';
import { ask, log } from '../ask.js';
import { sealDef } from '../cards/catalog.js';
import type { SmEvent, SmKeyword } from '../hooks.js';
import type { SmPorts } from '../ports.js';
import { cardName, data, fieldSeals, move, obj } from '../zones.js';

export const vanish = ({ keywordsOf }: SmPorts): SmKeyword => ({
  name: 'VANISH',
  rule: 'smn:vanish',
  // §15 q20: any other own Seal on the field counts, Supports included.
  effects: (s, id) => {
    const o = obj(s, id);
    const others = fieldSeals(s, o.ctrl).filter((x) => x.id !== id).length + cardsIn(s.zones, 'support', o.ctrl).length;
    return others ? [] : [{ op: { k: 'forbid', what: 'attack' }, ts: 0 }, { op: { k: 'forbid', what: 'skill' }, ts: 0 }];
  },
  subscribe: (subs) =>
    subs
      .on<SmEvent>('became-inactive', 'VANISH', (s, e) => {
        const o = s.zones.objs[e.obj!];
        if (!o || o.zone !== 'field' || data(o).lostBattle || !keywordsOf(s, o.id).includes('VANISH')) return;
        s.tasks.unshift({ k: 'vanish-remove', seat: o.owner, obj: o.id });
      })
      .on<SmEvent>('end-of-subturn', 'VANISH', (s) => {
        for (const p of [0, 1] as const) {
          for (const id of cardsIn(s.zones, 'remove', p)) {
            const d = data(obj(s, id));
            if (d.vanishLeft === undefined) continue;
            d.vanishLeft--;
            if (d.vanishLeft <= 0) s.tasks.push({ k: 'vanish-return', seat: p, obj: id });
          }
        }
      }),
  tasks: {
    'vanish-remove': (s, bus, task) => {
      const o = s.zones.objs[task.obj!];
      if (!o || o.zone !== 'field') return;
      const n = sealDef(s, o.card)!.keywords.VANISH!;
      log(s, t(`${cardName(s, o.id).th} Vanish ${n} Turn`, `${cardName(s, o.id).en} Vanishes for ${n} Turn`));
      move(s, bus, o.id, 'remove', { cause: 'vanish', data: { vanishLeft: 2 * n } });
    },
    'vanish-return': (s, _bus, task) => {
      if (s.zones.objs[task.obj!]?.zone !== 'remove') return;
      // 708.6: the owner chooses the Line.
      ask(s, task.seat, 'optional', t(`${cardName(s, task.obj!).th} กลับเข้าสนาม: เลือก Line`, `${cardName(s, task.obj!).en} returns: choose the Line`), [option('line:at', t('At Line', 'At Line')), option('line:df', t('Df Line', 'Df Line'))], { k: 'vanish-return', obj: task.obj! }, 'smn:vanish');
    },
  },
  answers: {
    'vanish-return': (s, bus, c, a) => {
      const back = move(s, bus, a.obj!, 'field', { cause: 'vanish-return', data: { line: c[0]!.slice(5), active: true, entered: s.subturn } })!;
      bus.emit<SmEvent>({ kind: 'entered', obj: back.id, seat: back.ctrl });
    },
  },
});
