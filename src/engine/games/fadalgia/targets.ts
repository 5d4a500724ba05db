/** 602: targets are chosen before casting/activating and checked again on resolution (602.3). */
import type { Seat } from '../../core/view-types.js';
import type { PromptOption } from '../../core/api-types.js';
import { t } from '../../core/text.js';
import { type G, defOf, other, seatName } from './ctx.js';
import type { TargetSpec } from './cards/schema.js';
import { isUnit, permitted, stats } from './stats.js';
import type { Obj } from './types.js';
import { hooksOf } from './combat-rules.js';
import { zoneOf } from './zones.js';

export const playerRef = (seat: Seat): string => `p${seat}`;
export const refSeat = (ref: string): Seat | null => (ref === 'p0' ? 0 : ref === 'p1' ? 1 : null);

function sideOk(spec: TargetSpec, chooser: Seat, ctrl: Seat): boolean {
  return spec.side === 'any' || (spec.side === 'own' ? ctrl === chooser : ctrl !== chooser);
}

export function legalTarget(g: G, chooser: Seat, spec: TargetSpec, ref: string): boolean {
  const seat = refSeat(ref);
  if (seat !== null) return spec.kind !== 'unit' && sideOk(spec, chooser, seat);
  if (spec.kind === 'player') return false;
  const o = g.s.objs[ref];
  // 404.2: abilities look at the field only.
  if (!isUnit(o)) return false;
  if (!sideOk(spec, chooser, o.ctrl)) return false;
  if (spec.mode && o.mode !== spec.mode) return false;
  if (spec.element && defOf(o).element !== spec.element) return false;
  // A "cannot be targeted" effect (a prohibition in the layers) beats the spell's permission (101.4).
  return permitted(g, o, 'be-targeted', true);
}

export function candidates(g: G, chooser: Seat, spec: TargetSpec): string[] {
  const out: string[] = [];
  if (spec.kind !== 'unit') for (const s of [chooser, other(chooser)] as Seat[]) if (sideOk(spec, chooser, s)) out.push(playerRef(s));
  if (spec.kind !== 'player') {
    for (const seat of [0, 1] as Seat[]) for (const id of zoneOf(g.s, seat, 'field')) if (legalTarget(g, chooser, spec, id)) out.push(id);
  }
  return out;
}

export function unitLabel(g: G, o: Obj): { th: string; en: string } {
  const d = defOf(o);
  const st = stats(g, o);
  const side = `${seatName(g, o.ctrl)}`;
  return t(`${d.name.th} (${st.at}/${st.df}, ${o.mode ?? ''}) ของ ${side}`, `${d.name.en} (${st.at}/${st.df}, ${o.mode ?? ''}) of ${side}`);
}

export function targetOptions(g: G, refs: string[]): PromptOption[] {
  return refs.map((r) => {
    const seat = refSeat(r);
    if (seat !== null) return { id: r, label: t(`ผู้เล่น ${seatName(g, seat)}`, `Player ${seatName(g, seat)}`), group: 'player' };
    const o = g.s.objs[r] as Obj;
    return { id: r, label: unitLabel(g, o), objectId: r, group: 'unit' };
  });
}

/**
 * Does an ability of `srcObj` (card `srcCardId`) affect `unit`? False when a keyword of the unit cancels
 * abilities of that source for it (606.5.7 Resist : [X]); a unit's own abilities always affect it. Asked
 * where an effect applies to units (verbs/types.ts `refUnits`).
 */
export function affectedBy(g: G, unit: Obj, srcObj: string, srcCardId: string): boolean {
  if (unit.id === srcObj) return true;
  for (const m of hooksOf(g, unit, 'ignores')) if (m.ignores!(g, unit, srcCardId)) return false;
  return true;
}
