/**
 * Combat (609): declaration checks (609.2), target (609.3), attack triggers (609.4.1), the DF player's
 * priority (609.4.2), blocks (609.5), fight (609.6–609.7), afterwards (609.8–609.10), Summon units (610).
 */
import type { Seat, Text } from '../../core/view-types.js';
import type { RuleError } from '../../core/api-types.js';
import { ruleError, t } from '../../core/text.js';
import { type G, isAT, log, nameOf, other, seatName } from './ctx.js';
import { ask, opt } from './ask.js';
import { breakEmpty } from './cast.js';
import { damagePlayer } from './life.js';
import { destroy, sacrifice } from './removal.js';
import { allowedAttackOnArrival, fightValue, isUnit, stats } from './stats.js';
import { attackTargetsOf, blockCandidates, canBlockAll, destroyedOnTie, groupJoin, hasAttackTargetOf, mayBlock, nextBlockers } from './combat-rules.js';
import { damageUnit } from './unit-damage.js';
import { targetOptions } from './targets.js';
import { emit } from './events.js';
import type { FWindow } from './types.js';
import { open } from './windows.js';
import { zoneOf } from './zones.js';

/** 609.2: AT mode, controlled since the last clean up (304.3.1), priority with an empty Break, Main phase. */
export function canAttack(g: G, seat: Seat, id: string): boolean {
  const o = g.s.objs[id];
  if (!isUnit(o) || o.ctrl !== seat || !isAT(g, seat) || g.s.step !== 'main' || !breakEmpty(g)) return false;
  if (o.mode !== 'AT') return false;
  if (!o.since && !allowedAttackOnArrival(g, o)) return false;
  return hasAttackTargetOf(g, seat, o);
}

/** 609.3: the legal targets of the unit's attack (combat-rules.ts: the layers and keyword modules answer). */
export function attackTargets(g: G, seat: Seat, id: string): string[] {
  return attackTargetsOf(g, seat, g.s.objs[id]!);
}

export function beginAttack(g: G, seat: Seat, id: string): void {
  const targets = attackTargets(g, seat, id);
  if (targets.length === 1) return chooseTarget(g, seat, id, targets[0]!);
  ask(g, seat, 'attack-target', t(`${nameOf(g, id).th}: เลือกเป้าหมายการโจมตี`, `${nameOf(g, id).en}: choose what to attack`),
    [...targetOptions(g, targets), opt('cancel', t('ยกเลิก', 'Cancel'), { group: 'cancel' })], 1, 1, { t: 'attack-target', attacker: id }, '609.3');
}

/**
 * The target is chosen: an attack on the opponent player by a unit that forms attacking groups (606.5.29.1)
 * first asks which units join it; otherwise the attack is declared.
 */
export function chooseTarget(g: G, seat: Seat, id: string, target: string): void {
  const group = target === `p${other(seat)}` ? groupJoin(g, g.s.objs[id]!) : null;
  if (!group) return declareAttack(g, seat, id, target);
  const { join, candidates } = group;
  const nm = nameOf(g, id);
  ask(g, seat, 'choose-cards',
    t(`${nm.th}: เลือก Unit ${join.what.th} ที่เป็น AT Mode และยังไม่ได้โจมตีในเทิร์นนี้ ได้สูงสุด ${join.max} ใบ ให้โจมตีไปด้วยกัน (หรือไม่เลือก)`,
      `${nm.en}: choose up to ${join.max} AT-mode ${join.what.en} unit(s) that have not attacked this turn to join the attack (or none)`),
    targetOptions(g, candidates), 0, Math.min(join.max, candidates.length), { t: 'group-join', attacker: id, target }, join.rule);
}

/** 606.5.29.1: the answer to the join prompt; the chosen units must still be able to join. */
export function joinAttack(g: G, seat: Seat, id: string, target: string, chosen: string[]): RuleError | void {
  const group = groupJoin(g, g.s.objs[id]!);
  if (chosen.length && (!group || chosen.length > group.join.max || !chosen.every((x) => group.candidates.includes(x)) || new Set(chosen).size !== chosen.length)) {
    return ruleError('attack/bad-join', '606.5.29.1', 'Unit ที่เลือกไม่สามารถโจมตีร่วมกลุ่มได้', 'A chosen unit cannot join this attack');
  }
  declareAttack(g, seat, id, target, chosen);
}

/** 609.4: the attack is declared. `ids` is the attacking group (the declared unit first, 606.5.29.2). */
export function declareAttack(g: G, seat: Seat, id: string, target: string, joined: string[] = []): void {
  const ids = [id, ...joined];
  const isPlayer = target === 'p0' || target === 'p1';
  const ctrl: Record<string, Seat> = {};
  for (const x of ids) ctrl[x] = g.s.objs[x]!.ctrl;
  if (!isPlayer) ctrl[target] = g.s.objs[target]!.ctrl;
  g.s.combat = { attackers: ids, target: isPlayer ? { kind: 'player', seat: other(seat) } : { kind: 'unit', id: target }, blockers: [], ctrl, stage: 'attack' };
  for (const x of ids) {
    g.s.attacked.push(x);
    if (g.s.objs[x]!.token === 'summon') g.s.objs[x]!.mustSac = true; // 610.3
  }
  const what = isPlayer ? t(`ผู้เล่น ${seatName(g, other(seat))}`, `player ${seatName(g, other(seat))}`) : nameOf(g, target);
  const who = groupName(g, ids);
  log(g, seat, t(`${who.th} โจมตี ${what.th}`, `${who.en} attacks ${what.en}`), '609.4', 'attack', { attacker: id, attackers: ids, target });
  // 609.4.2: the attack window opens before its triggers go on the Break; the DF player is first once they resolved.
  open(g, 'attack');
  // 609.4.1: "when this unit attacks" and "when a unit attacks" triggers, for every unit of the group.
  for (const x of ids) emit(g, { kind: 'attack', attacker: x, ctrl: seat, target });
  if (!isPlayer) {
    // 609.4.1.1: on an attack on a unit, "when this unit blocks" / "when a unit blocks" triggers also go
    // on the Break, after (on top of) the attack triggers.
    emit(g, { kind: 'attacked', unit: target, attacker: id });
    emit(g, { kind: 'block', blocker: target, attacker: id, late: true });
  }
}

function groupName(g: G, ids: string[]): Text {
  return t(ids.map((x) => nameOf(g, x).th).join(', '), ids.map((x) => nameOf(g, x).en).join(', '));
}

export function blockers(g: G, seat: Seat): string[] {
  // 609.5.1: AT-mode units the seat controls that may block an attacker (layers and keyword modules answer).
  return blockCandidates(g, seat, g.s.combat?.attackers ?? []);
}

/**
 * 609.4.3: both players passed in the attack window: the DF player may declare blocks. 609.5.1: only an
 * attack on the player can be blocked; otherwise (or with no unit able to block) the block step has nothing
 * to declare and the 609.5.2 window opens at once. 606.5.29.3 / 606.5.29.4: an attacking group is blocked
 * by exactly as many units as it has attackers (one each) or not at all; when the DF player cannot block
 * every attacker, the group cannot be blocked. (A single attacker is a group of one: one blocker or none.)
 * Returns the window to open, or null while asking.
 */
export function declareBlockStep(g: G): FWindow | null {
  const c = g.s.combat!;
  const dfSeat = other(g.s.atSeat);
  c.stage = 'blocking';
  const n = c.attackers.length;
  const bl = c.target.kind === 'player' ? blockers(g, dfSeat) : [];
  if (!bl.length || !canBlockAll(g, dfSeat, c.attackers)) {
    if (bl.length && n > 1) {
      log(g, dfSeat, t(`${seatName(g, dfSeat)} มี Unit ป้องกันไม่ครบ ${n} ใบ: กลุ่มโจมตีนี้ไม่สามารถถูกป้องกันได้`, `${seatName(g, dfSeat)} cannot block with ${n} units: the attacking group cannot be blocked`), '606.5.29.4', 'no-block');
    }
    c.stage = 'block';
    return 'block';
  }
  if (n > 1) {
    askGroupBlocker(g, []);
    return null;
  }
  const names = groupName(g, c.attackers);
  ask(g, dfSeat, 'blockers', t(`เลือก Unit ที่จะป้องกัน ${names.th} (หรือไม่ป้องกัน)`, `Choose a unit to block ${names.en} (or none)`),
    targetOptions(g, bl), 0, 1, { t: 'blockers' }, '609.5.1');
  return null;
}

/**
 * 606.5.29.3: a group's blockers are declared one per attacker, in the group's order; only blockers that leave
 * every later attacker a blocker are offered, so a declaration started is always completed. Declining the
 * first one is "chooses not to" (606.5.29.4): the group is not blocked.
 */
function askGroupBlocker(g: G, chosen: string[]): void {
  const c = g.s.combat!;
  const dfSeat = other(g.s.atSeat);
  const n = c.attackers.length;
  const a = nameOf(g, c.attackers[chosen.length]!);
  const k = chosen.length + 1;
  ask(g, dfSeat, 'blockers',
    t(`กลุ่มโจมตี ${n} ใบ: ต้องป้องกันให้ครบ ${n} ใบ หรือไม่ป้องกันเลย — เลือก Unit ป้องกัน ${a.th} (${k}/${n})${chosen.length ? '' : ' หรือไม่ป้องกัน'}`,
      `An attacking group of ${n}: block all ${n} or none — choose the unit that blocks ${a.en} (${k}/${n})${chosen.length ? '' : ', or do not block'}`),
    targetOptions(g, nextBlockers(g, dfSeat, c.attackers, chosen)), chosen.length ? 1 : 0, 1, { t: 'blockers', chosen }, '606.5.29.3');
}

/**
 * 609.5.1: the DF player's answer: no unit, or one blocker per attacker (606.5.29.3), each able to block the
 * attacker it is paired with; then the 609.5.2 window.
 */
export function declareBlock(g: G, choice: string[], before: string[] = []): RuleError | void {
  const c = g.s.combat!;
  const dfSeat = other(g.s.atSeat);
  const chosen = [...before, ...choice];
  const ok = (b: string, i: number) => chosen.indexOf(b) === i && i < c.attackers.length && isUnit(g.s.objs[b]) && mayBlock(g, g.s.objs[b]!, g.s.objs[c.attackers[i]!]!);
  if (!chosen.every(ok)) {
    return ruleError('block/illegal', '609.5.1', 'Unit ที่เลือกไม่สามารถป้องกัน Unit ที่โจมตีได้', 'A chosen unit cannot block these attackers');
  }
  if (chosen.length && chosen.length < c.attackers.length) return askGroupBlocker(g, chosen);
  c.stage = 'block';
  open(g, 'block'); // 609.5.2: the AT player first, after the block triggers below
  if (!chosen.length) {
    log(g, dfSeat, t(`${seatName(g, dfSeat)} ไม่ป้องกัน`, `${seatName(g, dfSeat)} does not block`), c.attackers.length > 1 ? '606.5.29.4' : '609.5', 'no-block');
    return;
  }
  chosen.forEach((blocker, i) => {
    const b = g.s.objs[blocker]!;
    const attacker = c.attackers[i]!;
    c.blockers.push({ id: blocker, attacker });
    c.ctrl[blocker] = b.ctrl;
    if (b.token === 'summon') b.mustSac = true; // 610.3
    log(g, dfSeat, t(`${nameOf(g, blocker).th} ป้องกัน ${nameOf(g, attacker).th}`, `${nameOf(g, blocker).en} blocks ${nameOf(g, attacker).en}`), '609.5.1', 'block', { blocker, attacker });
    emit(g, { kind: 'block', blocker, attacker }); // 609.5.1.1
  });
}

/** 609.7: the fight itself, attacker by attacker of the group; destructions happen together, then damage. */
export function fight(g: G): void {
  const c = g.s.combat!;
  const atSeat = g.s.atSeat;
  const kill = new Set<string>();
  const hits: Array<{ id: string; amount: number; rule: string }> = [];
  // The units each attacker fought (its blockers, or the attacked unit), for 606.5.5's "fought successfully".
  const foes: Record<string, string[]> = {};
  for (const id of c.attackers) {
    const a = g.s.objs[id]!;
    const as = stats(g, a);
    // Where 609.7 reads a unit's AT, a "uses DF in this fight" override reads its DF (fightValue).
    const aAt = fightValue(g, a, as);
    const mine = c.blockers.filter((b) => b.attacker === id);
    if (mine.length) {
      foes[id] = mine.map((b) => b.id);
      for (const bl of mine) {
        // 609.7.1: AT against AT; DF plays no part.
        const b = g.s.objs[bl.id]!;
        const bAt = fightValue(g, b);
        if (aAt === bAt) {
          // 609.7.1(b): both are destroyed, unless a unit is not destroyed on equal values (606.5.25).
          if (destroyedOnTie(g, a)) kill.add(id);
          if (destroyedOnTie(g, b)) kill.add(bl.id);
        } else kill.add(aAt < bAt ? id : bl.id);
        log(g, atSeat, t(`ปะทะ: AT ${aAt} ต่อ AT ${bAt}`, `Clash: AT ${aAt} vs AT ${bAt}`), aAt === bAt ? '609.7.1(b)' : '609.7.1(a)', 'fight');
      }
    } else if (c.target.kind === 'unit') {
      // 609.7.2: attacker's AT against the attacked unit's DF. Sanam compares with the DF left after the
      // damage it already carries (basic guide: "DF = original DF minus AT, accumulated damage").
      const d = g.s.objs[c.target.id]!;
      foes[id] = [d.id];
      const ds = stats(g, d);
      const left = Math.max(0, ds.df - (d.dmg ?? 0));
      if (aAt > left) kill.add(d.id);
      else if (aAt === left) {
        if (destroyedOnTie(g, a)) kill.add(id); // 609.7.2(b); 606.5.25
        if (destroyedOnTie(g, d)) kill.add(d.id);
      } else {
        kill.add(id);
        damageUnit(g, d.id, aAt, a.card, '609.7.2(c)'); // 608.3.1; prevention effects apply (606.5.7)
      }
      log(g, atSeat, t(`โจมตี: AT ${aAt} ต่อ DF ${left}`, `Attack: AT ${aAt} vs DF ${left}`), aAt > left ? '609.7.2(a)' : aAt === left ? '609.7.2(b)' : '609.7.2(c)', 'fight');
    } else {
      // 609.7.3: unblocked: AT in AT mode, DF in DF mode.
      hits.push({ id, amount: a.mode === 'DF' ? as.df : aAt, rule: a.mode === 'DF' ? '609.7.3(b)' : '609.7.3(a)' });
    }
  }
  for (const id of kill) destroy(g, id, '607.3.1');
  // 606.5.5 "fought successfully": the attacker is still on the field and destroyed every unit it fought.
  for (const id in foes) {
    const a = g.s.objs[id];
    if (a && a.zone === 'field' && foes[id]!.every((x) => g.s.objs[x]?.zone !== 'field')) emit(g, { kind: 'fought', unit: id, ctrl: a.ctrl });
  }
  if (c.target.kind === 'player') {
    for (const h of hits) {
      const a = g.s.objs[h.id];
      const cardId = a?.card;
      const dealt = damagePlayer(g, c.target.seat, h.amount, h.rule, atSeat);
      // 609.9: 0 or less is no damage; "deals damage" triggers do not fire.
      if (h.amount > 0 && dealt >= 0 && a && cardId) emit(g, { kind: 'damage-player', attacker: h.id, cardId, ctrl: atSeat });
      // 606.5.5: an unblocked attacker that dealt damage to the player fought successfully.
      if (h.amount > 0 && a?.zone === 'field') emit(g, { kind: 'fought', unit: h.id, ctrl: a.ctrl });
    }
  }
  endCombat(g);
}

/** 609.8: the attackers turn to DF mode; 610.3: Summon units that fought are sacrificed; the AT player gets priority. */
export function endCombat(g: G, cancelled = false): void {
  const c = g.s.combat!;
  for (const id of c.attackers) {
    const a = g.s.objs[id];
    if (a && a.zone === 'field') a.mode = 'DF';
  }
  g.s.combat = null;
  // 610.3: every Summon unit that attacked, blocked or activated during this combat (AT player's first).
  for (const seat of [g.s.atSeat, other(g.s.atSeat)]) {
    for (const id of [...zoneOf(g.s, seat, 'field')]) {
      const o = g.s.objs[id];
      if (o?.mustSac && o.zone === 'field') sacrifice(g, o.id, '610.3');
    }
  }
  if (cancelled) log(g, g.s.atSeat, t('การโจมตีถูกยกเลิก', 'The attack is cancelled'), '609.10', 'attack-cancelled');
  // 609.10 / 601.7: the AT player gets priority, back in the Main phase's window.
  open(g, 'main');
}

/**
 * 609.10: a fighting unit (any attacker of the group, any blocker, the attacked unit) left the field or is
 * no longer controlled by the player who controlled it in the combat: the attack is cancelled.
 */
export function combatBroken(g: G): boolean {
  const c = g.s.combat;
  if (!c) return false;
  for (const id in c.ctrl) {
    const o = g.s.objs[id];
    if (!isUnit(o) || o.ctrl !== c.ctrl[id]) return true;
  }
  return false;
}
