/**
 * Combat (609): declaration checks (609.2), target (609.3), attack triggers (609.4.1), the DF player's
 * priority (609.4.2), blocks (609.5), fight (609.6–609.7), afterwards (609.8–609.10), Summon units (610).
 */
import type { Seat } from '../../core/view-types.js';
import { t } from '../../core/text.js';
import { type G, defOf, isAT, log, nameOf, other, seatName } from './ctx.js';
import { ask, opt } from './ask.js';
import { breakEmpty } from './cast.js';
import { damagePlayer } from './life.js';
import { destroy, sacrifice } from './removal.js';
import { allowedAttackOnArrival, isUnit, prohibited, stats, unitsOf } from './stats.js';
import { playerRef, targetOptions } from './targets.js';
import { fire } from './triggers.js';
import type { Obj } from './types.js';

/** 609.2: AT mode, controlled since the last clean up (304.3.1), priority with an empty Break, Main phase. */
export function canAttack(g: G, seat: Seat, id: string): boolean {
  const o = g.s.objs[id];
  if (!isUnit(o) || o.ctrl !== seat || !isAT(g, seat) || g.s.step !== 'main' || !breakEmpty(g)) return false;
  if (o.mode !== 'AT') return false;
  if (!o.since && !allowedAttackOnArrival(g, o)) return false;
  return hasAttackTarget(g, seat, o);
}

/** attackTargets(...).length > 0 without building the list: asked for every unit at every priority. */
function hasAttackTarget(g: G, seat: Seat, o: Obj): boolean {
  if (o.token !== 'summon' && !prohibited(g, seat, 'attack-player')) return true;
  for (const id of g.s.players[other(seat)].field) {
    const u = g.s.objs[id];
    if (isUnit(u) && u.mode === 'DF') return true;
  }
  return false;
}

export function attackTargets(g: G, seat: Seat, id: string): string[] {
  const o = g.s.objs[id]!;
  const out: string[] = [];
  // 610.2: a Summon unit (not a Phantom, 610.5.1) cannot attack a player. 101.4: "cannot" beats "can".
  if (o.token !== 'summon' && !prohibited(g, seat, 'attack-player')) out.push(playerRef(other(seat)));
  for (const u of unitsOf(g, other(seat))) if (u.mode === 'DF') out.push(u.id); // 609.3.1
  return out;
}

export function beginAttack(g: G, seat: Seat, id: string): void {
  const targets = attackTargets(g, seat, id);
  if (targets.length === 1) return declareAttack(g, seat, id, targets[0]!);
  ask(g, seat, 'attack-target', t(`${nameOf(g, id).th}: เลือกเป้าหมายการโจมตี`, `${nameOf(g, id).en}: choose what to attack`),
    [...targetOptions(g, targets), opt('cancel', t('ยกเลิก', 'Cancel'), { group: 'cancel' })], 1, 1, { t: 'attack-target', attacker: id }, '609.3');
}

export function declareAttack(g: G, seat: Seat, id: string, target: string): void {
  const a = g.s.objs[id]!;
  const isPlayer = target === 'p0' || target === 'p1';
  g.s.combat = { attacker: id, attackerCtrl: seat, target: isPlayer ? { kind: 'player', seat: other(seat) } : { kind: 'unit', id: target }, blocker: null, stage: 'declared' };
  g.s.attacked.push(id);
  if (a.token === 'summon') a.mustSac = true; // 610.3
  const what = isPlayer ? t(`ผู้เล่น ${seatName(g, other(seat))}`, `player ${seatName(g, other(seat))}`) : nameOf(g, target);
  log(g, seat, t(`${nameOf(g, id).th} โจมตี ${what.th}`, `${nameOf(g, id).en} attacks ${what.en}`), '609.4', 'attack', { attacker: id, target });
  // 609.4.1: "when this unit attacks" and "when a unit attacks" triggers.
  fire(g, 'attack', [{ id, cardId: a.cardId, ctrl: seat }], [target]);
  fire(g, 'any-attack', fieldSources(g), [id]);
  if (!isPlayer) {
    const d = g.s.objs[target]!;
    // 609.4.1.1: on an attack on a unit, "when this unit blocks" / "when a unit blocks" triggers also go
    // on the Break, after (on top of) the attack triggers.
    const n0 = g.s.triggers.length;
    fire(g, 'attacked', [{ id: target, cardId: d.cardId, ctrl: d.ctrl }], [id]);
    fire(g, 'block', [{ id: target, cardId: d.cardId, ctrl: d.ctrl }], [id]);
    fire(g, 'any-block', fieldSources(g), [target]);
    for (let i = n0; i < g.s.triggers.length; i++) g.s.triggers[i] = { ...g.s.triggers[i]!, late: true };
  }
  // 609.4.2: the DF player gets priority (after any triggers).
  g.s.windowFirst = other(seat);
  g.s.prio = { seat: other(seat), passes: 0 };
}

/** Every object on the field, AT player's first, as trigger sources for "when a unit ..." events. */
function fieldSources(g: G): Array<{ id: string; cardId: string; ctrl: Seat }> {
  const out: Array<{ id: string; cardId: string; ctrl: Seat }> = [];
  for (const seat of [g.s.atSeat, other(g.s.atSeat)] as Seat[]) {
    for (const id of g.s.players[seat].field) {
      const o = g.s.objs[id];
      if (o) out.push({ id, cardId: o.cardId, ctrl: o.ctrl });
    }
  }
  return out;
}

export function blockers(g: G, seat: Seat): string[] {
  return unitsOf(g, seat).filter((u) => u.mode === 'AT').map((u) => u.id); // 609.5.1
}

/** Both players passed with an empty Break in a combat window: move to the next stage. */
export function advanceCombat(g: G): void {
  const c = g.s.combat!;
  const df = other(c.attackerCtrl);
  if (c.stage === 'declared') {
    if (c.target.kind === 'unit') return fight(g);
    c.stage = 'blocking';
    const bl = blockers(g, df);
    if (!bl.length) return openFightWindow(g);
    ask(g, df, 'blockers', t(`เลือก Unit ที่จะป้องกัน ${nameOf(g, c.attacker).th} (หรือไม่ป้องกัน)`, `Choose a unit to block ${nameOf(g, c.attacker).en} (or none)`),
      targetOptions(g, bl), 0, 1, { t: 'blockers' }, '609.5.1');
    return;
  }
  if (c.stage === 'blocked') return openFightWindow(g);
  if (c.stage === 'fight') return fight(g);
}

export function declareBlock(g: G, blocker: string | null): void {
  const c = g.s.combat!;
  const df = other(c.attackerCtrl);
  if (!blocker) {
    log(g, df, t(`${seatName(g, df)} ไม่ป้องกัน`, `${seatName(g, df)} does not block`), '609.5', 'no-block');
    return openFightWindow(g);
  }
  const b = g.s.objs[blocker]!;
  c.blocker = blocker;
  c.stage = 'blocked';
  if (b.token === 'summon') b.mustSac = true; // 610.3
  log(g, df, t(`${nameOf(g, blocker).th} ป้องกัน ${nameOf(g, c.attacker).th}`, `${nameOf(g, blocker).en} blocks ${nameOf(g, c.attacker).en}`), '609.5.1', 'block', { blocker });
  fire(g, 'block', [{ id: blocker, cardId: b.cardId, ctrl: b.ctrl }], [c.attacker]); // 609.5.1.1
  fire(g, 'any-block', fieldSources(g), [blocker]);
  // 609.5.2: the AT player gets priority.
  g.s.windowFirst = c.attackerCtrl;
  g.s.prio = { seat: c.attackerCtrl, passes: 0 };
}

/** 609.6: after the block stage the DF player gets priority. */
function openFightWindow(g: G): void {
  const c = g.s.combat!;
  c.stage = 'fight';
  g.s.windowFirst = other(c.attackerCtrl);
  g.s.prio = { seat: other(c.attackerCtrl), passes: 0 };
}

/** 609.7: the fight itself. */
export function fight(g: G): void {
  const c = g.s.combat!;
  const a = g.s.objs[c.attacker]!;
  const as = stats(g, a);
  const atSeat = c.attackerCtrl;
  const kill: string[] = [];
  let playerDamage = 0;
  if (c.blocker) {
    // 609.7.1: AT against AT; DF plays no part.
    const bs = stats(g, g.s.objs[c.blocker]!);
    if (as.at === bs.at) kill.push(c.attacker, c.blocker);
    else kill.push(as.at < bs.at ? c.attacker : c.blocker);
    log(g, atSeat, t(`ปะทะ: AT ${as.at} ต่อ AT ${bs.at}`, `Clash: AT ${as.at} vs AT ${bs.at}`), as.at === bs.at ? '609.7.1(b)' : '609.7.1(a)', 'fight');
  } else if (c.target.kind === 'unit') {
    // 609.7.2: attacker's AT against the attacked unit's DF. Sanam compares with the DF left after the
    // damage it already carries (basic guide: "DF = original DF minus AT, accumulated damage").
    const d = g.s.objs[c.target.id]!;
    const ds = stats(g, d);
    const left = Math.max(0, ds.df - (d.dmg ?? 0));
    if (as.at > left) kill.push(d.id);
    else if (as.at === left) kill.push(c.attacker, d.id);
    else {
      kill.push(c.attacker);
      d.dmg = (d.dmg ?? 0) + as.at; // 609.7.2(c) / 608.3.1
    }
    log(g, atSeat, t(`โจมตี: AT ${as.at} ต่อ DF ${left}`, `Attack: AT ${as.at} vs DF ${left}`), as.at > left ? '609.7.2(a)' : as.at === left ? '609.7.2(b)' : '609.7.2(c)', 'fight');
  } else {
    // 609.7.3: unblocked: AT in AT mode, DF in DF mode.
    playerDamage = a.mode === 'DF' ? as.df : as.at;
  }
  for (const id of kill) destroy(g, id, '607.3.1');
  if (c.target.kind === 'player' && !c.blocker) {
    const dealt = damagePlayer(g, c.target.seat, playerDamage, a.mode === 'DF' ? '609.7.3(b)' : '609.7.3(a)');
    // 609.9: 0 or less is no damage; "deals damage" triggers do not fire.
    if (playerDamage > 0 && dealt >= 0 && g.s.objs[c.attacker]) fire(g, 'damage-player', [{ id: c.attacker, cardId: a.cardId, ctrl: atSeat }]);
  }
  endCombat(g);
}

/** 609.8: the attacker turns to DF mode; 610.3: Summon units that fought are sacrificed. */
export function endCombat(g: G, cancelled = false): void {
  const c = g.s.combat!;
  const a = g.s.objs[c.attacker];
  if (a && a.zone === 'field') a.mode = 'DF';
  g.s.combat = null;
  // 610.3: every Summon unit that attacked, blocked or activated during this combat (AT player's first).
  for (const seat of [g.s.atSeat, other(g.s.atSeat)]) {
    for (const id of [...g.s.players[seat].field]) {
      const o = g.s.objs[id];
      if (o?.mustSac && o.zone === 'field') sacrifice(g, o.id, '610.3');
    }
  }
  if (cancelled) log(g, c.attackerCtrl, t('การโจมตีถูกยกเลิก', 'The attack is cancelled'), '609.10', 'attack-cancelled');
  g.s.windowFirst = g.s.atSeat;
  g.s.prio = { seat: g.s.atSeat, passes: 0 };
}

/** 609.10: a fighting unit left the field or changed controller: the attack is cancelled. */
export function combatBroken(g: G): boolean {
  const c = g.s.combat;
  if (!c) return false;
  const a = g.s.objs[c.attacker];
  if (!isUnit(a) || a.ctrl !== c.attackerCtrl) return true;
  if (c.target.kind === 'unit' && !isUnit(g.s.objs[c.target.id])) return true;
  if (c.blocker && !isUnit(g.s.objs[c.blocker])) return true;
  return false;
}

void defOf;
