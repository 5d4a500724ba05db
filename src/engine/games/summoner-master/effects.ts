/** Timed effects and curses on Seals, with durations counted in Subturns (§10.4). */
import type { Duration, EffectOp, Seat } from '../../core/kernel.js';
import { t } from '../../core/text.js';
import { log } from './ask.js';
import type { Curse, CurseKind, Dur, SmState } from './types.js';
import { setController } from './curses.js';
import { cardName, data, obj } from './zones.js';

/** "N Turn" = 2N Subturns, ticking at every End of Subturn including the one it was made in; Infinity = while it stays where it is. */
export function duration(d: Dur): Duration {
  if (d.k === 'subturn') return { k: 'end-of-turn' };
  if (d.k === 'turns') return { k: 'turns', n: 2 * d.n };
  // Stryker disable next-line ObjectLiteral,StringLiteral: the kernel ends only 'end-of-turn' and 'turns' durations (layers.ts expireEffects, isActive), so any other kind lasts the same
  return { k: 'game' };
}

export function addEffect(s: SmState, target: string, op: EffectOp, dur: Dur, source?: string): void {
  // Stryker disable next-line StringLiteral: no Summoner Master rule, view or log reads an effect's id
  s.effects.push({ id: `e${++s.seq}`, targets: [target], op, ts: s.zones.ts++, duration: duration(dur), ...(source ? { source } : {}) });
}

/** 709.12: a Seal already under a Curse type cannot get the same type again. Freeze moves it to the Df Line. */
export function applyCurse(s: SmState, target: string, kind: CurseKind, turns: number, swapAtDf = false, by?: Seat): 'applied' | 'refused' | 'death' {
  const d = data(obj(s, target));
  const curses = (d.curses ??= []);
  if (curses.some((c) => c.kind === kind)) return 'refused';
  if (kind === 'death') return 'death';
  const c: Curse = { kind, left: 2 * turns };
  if (swapAtDf) c.swapAtDf = true;
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral,EqualityOperator: `by` is kept with the curse for the record only: control moves by setController below and goes back to the owner (curseEnded)
  if (kind === 'charm' && by !== undefined) c.by = by;
  curses.push(c);
  if (kind === 'freeze') d.line = 'df';
  log(s, t(`${cardName(s, target).th} ติด ${kind} Curse`, `${cardName(s, target).en} gets a ${kind} Curse`));
  if (kind === 'charm' && by !== undefined) setController(s, target, by);
  return 'applied';
}

export function protectedFrom(s: SmState, target: string, by: string, srcCard: string | null, srcName: string | null): boolean {
  if (by !== 'skill' && by !== 'ability') return false;
  return s.effects.some((e) => e.targets.includes(target) && e.op.k === 'override' && e.op.what === 'protect-other-names' && srcCard !== null && e.op.value !== srcName);
}

export const seatName = (s: SmState, p: Seat): string => s.players[p].name;
