/**
 * Verbs of the card language about orders, counters and turns: Nullify (cancel the effect of the Skill or
 * Mystic being answered, 605 step 11 / 610.10), Charge Counters given, taken and moved (§11.2; never Fixed
 * Charge Counters, smn:fixed-charging.2), "cannot attack / use Skills / …" (§9.1, 605), effect-driven Line
 * changes (§8.3 note), becoming Inactive (§11.4), curing Curses (709.13), "attacks N times" (§9.2 step 15),
 * Encore (an extra subturn) and "if".
 */
import { t } from '../../core/kernel.js';
import { log } from './ask.js';
import { becomeInactive } from './combat.js';
import { curseEnded } from './curses.js';
import { addEffect } from './effects.js';
import { VERBS, type SmEvent } from './hooks.js';
import type { Frame, Proc, SmState, Verb } from './types.js';
import { affected, amount, condHolds, playerOf } from './verbs.js';
import { cardName, data, obj } from './zones.js';
import { def } from './cards/catalog.js';

type V<K extends Verb['v']> = Extract<Verb, { v: K }>;

/** The newest Skill, or Mystic being cast, still waiting on the stack below the answer that resolves now. */
function newest(s: SmState, what: 'skill' | 'mystic'): Extract<Proc, { k: 'skill' | 'cast' }> | undefined {
  for (let i = s.stack.items.length - 1; i >= 0; i--) {
    const p = s.stack.items[i]!;
    // Stryker disable next-line LogicalOperator: `nullified` is only ever set to true, so a procedure with the key is Nullified
    if ('nullified' in p && p.nullified) continue;
    if (what === 'skill' && p.k === 'skill') return p;
    if (what === 'mystic' && p.k === 'cast' && s.zones.objs[p.obj] && def(s, obj(s, p.obj).card).kind === 'mystic') return p;
  }
  return undefined;
}

VERBS.set('nullify', (s, _bus, _f, x) => {
  const p = newest(s, (x as V<'nullify'>).what);
  if (!p) return;
  p.nullified = true;
  log(s, t(`${cardName(s, p.obj).th}: ผลถูกยกเลิก (Nullify)`, `${cardName(s, p.obj).en}: its effect is Nullified`));
});

function addCharge(s: SmState, id: string, n: number): number {
  const o = obj(s, id);
  const have = o.counters?.charge ?? 0;
  const next = Math.max(0, have + n);
  if (next) (o.counters ??= {}).charge = next;
  else if (o.counters) delete o.counters.charge;
  return next - have;
}

VERBS.set('counters', (s, _bus, f, x) => {
  const v = x as V<'counters'>;
  for (const id of affected(s, f, v.who)) addCharge(s, id, amount(s, f, v.n, id));
});

VERBS.set('move-counters', (s, _bus, f, x) => {
  const v = x as V<'move-counters'>;
  const [from] = affected(s, f, v.from);
  const [to] = affected(s, f, v.to);
  if (!from || !to) return;
  // Stryker disable next-line ConditionalExpression: counters moved from a Seal to itself come back (addCharge takes, then gives the same number), so the guard only spares the work
  if (from === to) return;
  // Only what the source has moves (§11.2: "loses 1 Charge Counter, another gains 1"); giving 0 changes nothing.
  addCharge(s, to, -addCharge(s, from, -amount(s, f, v.n, from)));
});

VERBS.set('forbid', (s, _bus, f, x) => {
  const v = x as V<'forbid'>;
  for (const id of affected(s, f, v.who)) for (const what of v.what) addEffect(s, id, { k: 'forbid', what }, v.dur, f.src);
});

VERBS.set('move-line', (s, bus, f, x) => {
  const v = x as V<'move-line'>;
  for (const id of affected(s, f, v.who)) {
    const d = data(obj(s, id));
    if (!d.line) continue;
    const to = v.to === 'swap' ? (d.line === 'at' ? 'df' : 'at') : v.to;
    if (to === d.line) continue;
    d.line = to;
    log(s, t(`${cardName(s, id).th} ย้ายไป ${to === 'at' ? 'At' : 'Df'} Line`, `${cardName(s, id).en} moves to the ${to === 'at' ? 'At' : 'Df'} Line`));
    // §14.5 default: an effect-driven move between Lines is a Line change (North Newland Sniper hears it).
    // Stryker disable next-line BooleanLiteral: no listener reads byOrder (opp-line-change hears both kinds of Line change, §14.5)
    bus.emit<SmEvent>({ kind: 'line-changed', obj: id, seat: obj(s, id).ctrl, byOrder: false });
  }
});

VERBS.set('set-inactive', (s, bus, f, x) => {
  for (const id of affected(s, f, (x as V<'set-inactive'>).who)) becomeInactive(s, bus, id);
});

VERBS.set('cure', (s, _bus, f, x) => {
  const v = x as V<'cure'>;
  for (const id of affected(s, f, v.who)) {
    const o = obj(s, id);
    const d = data(o);
    const ended = (d.curses ?? []).filter((c) => !v.curse || c.kind === v.curse);
    if (!ended.length) continue;
    // 709.13: cured together, they end together; Charm gives the Seal back, Dimension asks for a Line.
    d.curses = d.curses!.filter((c) => !ended.includes(c));
    if (!d.curses.length) delete d.curses;
    log(s, t(`${cardName(s, id).th} หายจาก Curse`, `${cardName(s, id).en} is cured`));
    for (const c of ended) curseEnded(s, o, c.kind);
  }
});

VERBS.set('attack-times', (s, _bus, f, x) => {
  const v = x as V<'attack-times'>;
  for (const id of affected(s, f, v.who)) addEffect(s, id, { k: 'override', what: 'attack-times', value: String(v.n) }, v.dur, f.src);
});

VERBS.set('extra-subturn', (s, _bus, f, x) => {
  const p = playerOf(f, (x as V<'extra-subturn'>).player);
  if (p === null) return;
  (s.extraSubturns ??= []).push(p);
  log(s, t(`${s.players[p].name} จะได้ Subturn เพิ่ม (Encore)`, `${s.players[p].name} will take an extra subturn (Encore)`));
});

VERBS.set('if', (s, _bus, f: Frame, x) => {
  const v = x as V<'if'>;
  const branch = condHolds(s, f.ctrl, f.src, v.cond) ? v.then : (v.else ?? []);
  f.verbs.splice(f.pc, 0, ...branch);
});
