/**
 * The two curses that change where a Seal stands (709, summoner-master-base.md §11.1):
 * - Charm: the player who applied it controls the Seal (it changes sides without a zone change, so it keeps its
 *   effects, counters and Line); that player cannot order it to Combine or Break; control returns to the owner
 *   when the count ends.
 * - Dimension: the Seal is on the field but in no Line: it cannot be ordered, attacked or hit by Attack All,
 *   does not count as a Seal in a Line for the hand attack (505.1.1), stays targetable and keeps its abilities;
 *   when the count ends its controller assigns it a Line.
 */
import { option, t, type KObject, type Seat } from '../../core/kernel.js';
import { ask, log } from './ask.js';
import { ANSWERS, TASKS } from './hooks.js';
import type { Line, SmState } from './types.js';
import { cardName, data, fieldSeals, obj, supportsOf } from './zones.js';

export const inDimension = (o: KObject): boolean => !!o.data && !!(o.data as { curses?: Array<{ kind: string }> }).curses?.some((c) => c.kind === 'dimension');

/** Seals of `seat` standing in a Line (At or Df): Dimension-cursed Seals are on the field but in no Line. */
export function lineSeals(s: SmState, seat: Seat): KObject[] {
  return fieldSeals(s, seat).filter((o) => !inDimension(o));
}

function relist(s: SmState, o: KObject, to: Seat): void {
  const from = s.zones.zones[`${o.ctrl}:${o.zone}`]!;
  from.splice(from.indexOf(o.id), 1);
  s.zones.zones[`${to}:${o.zone}`]!.push(o.id);
  o.ctrl = to;
}

/** Charm (709): control changes without a zone change; a Combined Seal's Supports go with it. */
export function setController(s: SmState, id: string, to: Seat): void {
  const o = obj(s, id);
  if (o.ctrl === to) return;
  const supports = supportsOf(s, id);
  relist(s, o, to);
  for (const sup of supports) relist(s, sup, to);
  log(s, t(`${cardName(s, id).th} อยู่ในการควบคุมของ ${s.players[to].name}`, `${s.players[to].name} now controls ${cardName(s, id).en}`));
}

/** A curse's count ended: Charm gives the Seal back to its owner; Dimension asks its controller for a Line. */
export function curseEnded(s: SmState, o: KObject, kind: string): void {
  if (kind === 'charm') setController(s, o.id, o.owner);
  if (kind === 'dimension') s.tasks.push({ k: 'dimension-line', seat: o.ctrl, obj: o.id });
}

TASKS.set('dimension-line', (s, _bus, task) => {
  const o = s.zones.objs[task.obj!];
  if (!o || o.zone !== 'field' || inDimension(o)) return;
  const n = cardName(s, o.id);
  ask(s, o.ctrl, 'optional', t(`${n.th} กลับจากมิติ: เลือก Line`, `${n.en} returns from the Dimension: choose its Line`), [option('line:at', t('At Line', 'At Line')), option('line:df', t('Df Line', 'Df Line'))], { k: 'dimension-line', obj: o.id }, '709');
});

ANSWERS.set('dimension-line', (s, _bus, c, a) => {
  const o = s.zones.objs[a.obj!];
  if (!o) return;
  data(o).line = c[0]!.slice(5) as Line;
  log(s, t(`${cardName(s, o.id).th} อยู่ใน ${c[0] === 'line:at' ? 'At' : 'Df'} Line`, `${cardName(s, o.id).en} stands on the ${c[0] === 'line:at' ? 'At' : 'Df'} Line`));
});
