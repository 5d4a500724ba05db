/**
 * Trap windows (sd:trap.2–4). A window opens at each Trap timing. Whether it is shown at all depends on
 * public facts only: the seat has a face-down Trap set before this turn, and (during an attack) no Trap
 * was opened for this attack yet. When it is shown, the public sees the same window — same prompt label,
 * same public option, same log — whether or not one of those Traps can really be opened now: the real
 * options are private (face-down objects), and a window with none is answered by the caller without
 * asking the seat (see `autoAnswer` in module.ts), after the same public hold as a real decision.
 */
import { moveObject, objectOption, option, type Bus, type PromptOption, type Seat } from '../../core/kernel.js';
import { dataOf, nameOf, obj, say, trapsOf } from './board.js';
import { holds, startResolution } from './effects.js';
import { sdCard } from './cards.js';
import { R } from './rules.js';
import { ZONES, type SDState, type TrapWindow } from './state.js';

const isAttackTiming = (w: TrapWindow): boolean => w.timing === 'attack-declared' || w.timing === 'before-damage';

/** Traps set on an earlier turn (sd:trap.2): public, since the opponent saw when each was set. */
export function matureTraps(s: SDState, seat: Seat): string[] {
  return trapsOf(s, seat).filter((id) => (dataOf(obj(s, id)).setTurn ?? 0) < s.turn);
}

/** Shown or skipped on public facts only. */
export function windowShown(s: SDState, w: TrapWindow): boolean {
  if (!matureTraps(s, w.seat).length) return false;
  if (isAttackTiming(w)) {
    const b = s.battle;
    if (!b || b.trapUsed || b.stage === 'cancelled' || !s.zones.objs[b.attacker]) return false;
    if (b.target !== null && !s.zones.objs[b.target]) return false;
  } else if (!w.about || !s.zones.objs[w.about]) return false;
  return true;
}

/** Can this face-down Trap really be opened in this window (timing, its conditions, its Core)? Private. */
export function trapUsable(s: SDState, w: TrapWindow, id: string): boolean {
  const tr = sdCard(s, obj(s, id).card).trap;
  if (!tr || tr.timing !== w.timing) return false;
  if ((tr.useCost ?? 0) > s.core[w.seat]) return false;
  return holds(s, w.seat, w.about ? { subject: w.about } : {}, tr.if);
}

export const TRAP_WINDOW_LABEL = { th: 'ช่วงเปิด Trap ของฝ่ายตรงข้าม', en: 'Trap window' };

/** The window's options: the usable Traps (private: face-down objects) and the public "no Trap". */
export function windowOptions(s: SDState, w: TrapWindow): PromptOption[] {
  const usable = matureTraps(s, w.seat).filter((id) => trapUsable(s, w, id));
  return [
    // Stryker disable next-line StringLiteral,ObjectLiteral: the option's wording and display group
    ...usable.map((id) => objectOption(ZONES, obj(s, id), `trap:${id}`, { th: `เปิด ${nameOf(s, id).th}`, en: `Open ${nameOf(s, id).en}` }, { group: 'trap', rule: R.trapTiming })),
    // Stryker disable next-line StringLiteral,ObjectLiteral: the option's wording and display group
    option('no-trap', { th: 'ไม่เปิด Trap', en: 'No Trap' }, { group: 'pass', rule: R.trapTiming }),
  ];
}

/** sd:trap.4: opened, its effect applied, then to Discard unless it stays. */
export function openTrap(s: SDState, bus: Bus, w: TrapWindow, id: string): void {
  const card = sdCard(s, obj(s, id).card);
  const tr = card.trap!;
  s.core[w.seat] -= tr.useCost ?? 0;
  say(s,
    // Stryker disable next-line StringLiteral,ObjectLiteral: the log's wording (its rule and actor, on the next line, are checked)
    { th: `${s.names[w.seat]} เปิด Trap ${card.name.th}`, en: `${s.names[w.seat]} opens the Trap ${card.name.en}` },
    { actor: w.seat, rule: R.trapTiming });
  // A Trap that stays remains set, face up: opening it revealed it to everyone.
  if (tr.stays) obj(s, id).faceDown = false;
  else {
    // Stryker disable next-line ObjectLiteral,StringLiteral: no rule reads this cause (hooks.ts reads only 'destroy', and only from the Spirit zone)
    moveObject(ZONES, s.zones, bus, id, 'discard', { cause: 'trap' });
  }
  const b = s.battle;
  // Stryker disable next-line LogicalOperator: an attack-timing window exists only during an attack, and no summon (the other timing) happens during one
  if (b && isAttackTiming(w)) b.trapUsed = true;
  startResolution(s, bus, { seat: w.seat, card: card.id, src: null, path: 'trap', ctx: w.about ? { subject: w.about } : {}, next: 0, chosen: {}, rule: R.trapTiming });
}
