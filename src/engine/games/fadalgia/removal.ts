/**
 * Units leaving the field: destroy (607.3 / 607.3.1), sacrifice (607.6, not a destruction), bounce.
 * Leave/destroyed triggers see the card in its new zone (400.5.1).
 */
import type { Seat } from '../../core/view-types.js';
import { t } from '../../core/text.js';
import { type G, defOf, log, nameOf } from './ctx.js';
import { emit } from './events.js';
import { dropTimed } from './timed.js';
import { keywordsOf } from './stats.js';
import { moveObj } from './zones.js';
import type { ZoneName } from './types.js';

function leave(g: G, id: string, to: ZoneName, destroyed: boolean): string | null {
  const o = g.s.objs[id];
  if (!o) return null;
  const info = { cardId: o.card, ctrl: o.ctrl as Seat, wasField: o.zone === 'field', merged: o.merged, kws: o.zone === 'field' ? keywordsOf(g, o) : [] };
  dropTimed(g, id);
  const nid = moveObj(g, id, to);
  // 606.5.9: cards a Transform removed count as this same card and change zones with it.
  if (info.merged && to !== 'outer') for (const m of info.merged) if (g.s.objs[m]?.zone === 'outer') moveObj(g, m, to);
  if (info.wasField) {
    emit(g, { kind: 'leave', obj: nid ?? id, cardId: info.cardId, ctrl: info.ctrl, destroyed, to, kws: info.kws });
  }
  return nid;
}

export function destroy(g: G, id: string, rule = '607.3'): void {
  const o = g.s.objs[id];
  if (!o) return;
  const name = nameOf(g, id);
  log(g, o.ctrl, t(`${name.th} ถูกทำลาย`, `${name.en} is destroyed`), rule, 'destroy', { objectId: id });
  leave(g, id, 'grave', true);
}

export function sacrifice(g: G, id: string, rule = '607.6'): void {
  const o = g.s.objs[id];
  if (!o) return;
  const name = nameOf(g, id);
  log(g, o.ctrl, t(`${name.th} ถูก Sacrifice`, `${name.en} is sacrificed`), rule, 'sacrifice', { objectId: id });
  leave(g, id, 'grave', false);
}

export function moveOff(g: G, id: string, to: 'hand' | 'outer' | 'grave', rule = '400.5'): string | null {
  const o = g.s.objs[id];
  if (!o) return null;
  const name = defOf(o).name;
  const where = { hand: t('มือ', 'hand'), outer: t('Outer Zone', 'Outer Zone'), grave: t('สุสาน', 'grave') }[to];
  log(g, o.ctrl, t(`${name.th} ย้ายไป${where.th}`, `${name.en} moves to the ${where.en}`), rule, 'move', { objectId: id });
  return leave(g, id, to, false);
}
