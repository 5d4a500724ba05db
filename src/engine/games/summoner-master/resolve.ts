/**
 * Resolving a procedure after its Interfere Step: re-verify, then complete (610.10–610.13 casting, 605
 * steps 11–13 Skills, §9.2 steps 9–16 attacks, 512.8–512.9 Combination with its downgrade, 514.7 Break,
 * 516.7 Line change). What the actor lost in the meantime makes the order fail; Mp is not refunded.
 */
import { objectOption, pushItem, t, type Bus, type Text } from '../../core/kernel.js';
import { ask, log } from './ask.js';
import { def, sealDef } from './cards/catalog.js';
import { attackTimes, becomeInactive } from './combat.js';
import { attackTargets, needsMet, skillDef, supportOk, supportSets } from './eligibility.js';
import { ANSWERS, TASKS, type SmEvent } from './hooks.js';
import { may } from './stats.js';
import { survivors } from './targets.js';
import type { Proc, SmState } from './types.js';
import { inDimension, lineSeals } from './curses.js';
import { matches, pushFrame } from './verbs.js';
import { STAGES, numbered } from './windows.js';
import { ZONES, cardName, data, fieldSeals, move, obj, other, supportsOf } from './zones.js';

export function resolveProc(s: SmState, bus: Bus, p: Proc): void {
  switch (p.k) {
    case 'cast':
      return resolveCast(s, bus, p);
    case 'skill':
      return resolveSkill(s, bus, p);
    case 'attack':
      return resolveAttack(s, bus, p);
    case 'combine':
      return resolveCombine(s, bus, p);
    case 'break':
      return resolveBreak(s, bus, p);
    case 'line':
      return resolveLine(s, bus, p);
    // Stryker disable next-line ConditionalExpression,StringLiteral: a 'fall' procedure (smn:twinkling.1) has nothing left to do here, and a switch with no case for it does nothing either
    case 'fall':
      return;
  }
}

function resolveCast(s: SmState, bus: Bus, p: Extract<Proc, { k: 'cast' }>): void {
  const o = s.zones.objs[p.obj];
  // [I] 610.10: the card is no longer being cast (returned, destroyed): the cast fails.
  if (!o || o.zone !== 'casting') return void log(s, t('การร่ายล้มเหลว', 'The cast fails'));
  const d = def(s, o.card);
  if (d.kind === 'seal') {
    const seal = move(s, bus, o.id, 'field', { cause: 'cast', data: { line: p.line ?? 'at', active: true, entered: s.subturn, fromHand: true } })!;
    s.players[p.ctrl].broughtSeal = true;
    // 610.12.2: Growth materials go to the Remove Zone; if they are gone, another valid set, or no Growth.
    if (p.growth) {
      const valid = p.growth.every((m) => s.zones.objs[m]?.zone === 'field' && s.zones.objs[m]!.ctrl === p.ctrl);
      const set = valid ? p.growth : growthSetsFor(s, p.ctrl, seal.id)[0];
      if (set) {
        // Stryker disable next-line ObjectLiteral: no rule, view or log of Summoner Master reads a zone change's cause
        for (const m of set) move(s, bus, m, 'remove', { cause: 'growth' });
        data(seal).growth = true;
        bus.emit<SmEvent>({ kind: 'growth', obj: seal.id, seat: p.ctrl });
      }
    }
    log(s, t(`${d.name.th} เข้ามาในสนาม`, `${d.name.en} enters the field`));
    bus.emit<SmEvent>({ kind: 'entered', obj: seal.id, seat: p.ctrl });
    return;
  }
  // Nullify (the card language's cancel): the Mystic goes to the Shrine without its effect (610.10).
  if (p.nullified) {
    // Stryker disable next-line ObjectLiteral: no rule, view or log of Summoner Master reads a zone change's cause
    move(s, bus, o.id, 'shrine', { cause: 'nullified' });
    return;
  }
  // Stryker disable next-line StringLiteral: protection (protectedFrom) is from Skills and abilities only, so a Mystic's targets are checked alike under any other source name
  const alive = d.target ? survivors(s, p.ctrl, d.target, { by: 'mystic', srcCard: d.id }, p.targets ?? (p.target ? [p.target] : [])) : [];
  if (d.target && !alive.length) {
    log(s, t(`${d.name.th} ไม่มีเป้าหมาย จึงล้มเหลว`, `${d.name.en} has no legal target and fails`));
    // Stryker disable next-line ObjectLiteral: no rule, view or log of Summoner Master reads a zone change's cause
    move(s, bus, o.id, 'shrine', { cause: 'fizzle' });
    return;
  }
  if (d.attach === 'NP') {
    // 610.12.5 then 610.13: the effect first, then a "0 Turn" Mystic goes to the Shrine. The loop runs frames
    // before tasks, so the task at the queue's front moves the card once the effect's frame is done.
    // Stryker disable next-line StringLiteral: a frame's `by` is read only by protectedFrom, which protects from Skills and abilities only
    pushFrame(s, { ctrl: p.ctrl, src: o.id, srcCard: d.id, by: 'mystic', verbs: d.do, ...(p.target ? { target: alive[0]! } : {}), ...(p.targets ? { targets: alive } : {}) });
    s.tasks.unshift({ k: 'mystic-done', seat: p.ctrl, obj: o.id });
    return;
  }
  const m = move(s, bus, o.id, 'field', { cause: 'cast', ctrl: p.ctrl, data: { left: d.turns < 0 ? -1 : 2 * d.turns } })!;
  m.attachedTo = d.attach === 'PS' || d.attach === 'PM' ? p.target! : null;
  log(s, t(`${d.name.th} เข้ามาในสนาม`, `${d.name.en} enters the field`));
}

function growthSetsFor(s: SmState, seat: 0 | 1, id: string): string[][] {
  // Stryker disable next-line OptionalChaining: a cast carries Growth materials only for a Seal with a Growth box (610.6), so sealDef is never null here
  const g = sealDef(s, obj(s, id).card)?.growth;
  // Stryker disable next-line ArrayDeclaration: never reached: a cast carries Growth materials only for a Seal with a Growth box (610.6)
  if (!g) return [];
  const c = fieldSeals(s, seat).filter((o) => o.id !== id);
  // Stryker disable next-line ArrayDeclaration: a string that is no object id never matches a Seal here, and move() passes over an unknown id
  const pick: string[] = [];
  for (const r of g.reqs) {
    const x = c.find((o) => !pick.includes(o.id) && matches(s, o, r));
    if (!x) return [];
    pick.push(x.id);
  }
  return [pick];
}

function resolveSkill(s: SmState, bus: Bus, p: Extract<Proc, { k: 'skill' }>): void {
  const o = s.zones.objs[p.obj];
  const sk = o && skillDef(s, p.obj, p.skill);
  // A Seal that used a Skill from the field becomes Inactive; a Mystic does not (§10.1).
  const seal = !!o && def(s, o.card).kind === 'seal';
  const fail = (why: string) => {
    log(s, t(`Skill ล้มเหลว (${why})`, `The Skill fails (${why})`));
    // Stryker disable next-line LogicalOperator: becomeInactive passes over a card that is not an Active Seal on the field (a Twinkling's card is in the hand, a Mystic has no Active flag)
    if (!p.fromHand && seal) becomeInactive(s, bus, p.obj);
  };
  // Stryker disable next-line LogicalOperator: no effect takes a Skill away from a card on the field (a Growth or Progress box stays), so a card still there still has its Skill
  if (!o || !sk) return fail('card gone');
  // Nullify: the Skill's effect is cancelled; its cost stays paid and a Seal still becomes Inactive (605 step 11).
  if (p.nullified) return fail('nullified');
  // smn:twinkling.2: forced out of the hand during the Interfere Step, the Twinkling fails and the card is not locked.
  if (p.fromHand ? o.zone !== 'hand' : o.zone !== 'field' || o.ctrl !== p.ctrl) return fail('moved');
  // 605 step 11 ("605.mod 12"): "still Active" is the user's own state. A Seal becomes Inactive for its Skill only
  // after the Skill succeeds or fails (step 11/13, §11.4; Nihil's Light Guardian Ninja: Inactive "เมื่อใช้ skill
  // สำเร็จ"), never at the declaration, so one made Inactive by an effect in the Interfere Step fails here.
  if (!p.fromHand && seal && !data(o).active) return fail('inactive');
  if (!p.fromHand && !may(s, p.obj, 'skill')) return fail('forbidden');
  if (!needsMet(s, p.ctrl, p.obj, sk)) return fail('condition');
  const alive = sk.target ? survivors(s, p.ctrl, sk.target, { by: 'skill', srcCard: o.card }, p.targets ?? (p.target ? [p.target] : [])) : [];
  if (sk.target && !alive.length) return fail('target');
  pushFrame(s, { ctrl: p.ctrl, src: p.obj, srcCard: o.card, by: 'skill', verbs: sk.do, ...(p.target ? { target: alive[0]! } : {}), ...(p.targets ? { targets: alive } : {}) });
  bus.emit<SmEvent>({ kind: 'skill-resolved', obj: p.obj, seat: p.ctrl, skill: p.skill, fromHand: !!p.fromHand });
  // Stryker disable next-line LogicalOperator: becomeInactive passes over a card that is not an Active Seal on the field (a Twinkling's card is in the hand, a Mystic has no Active flag)
  if (!p.fromHand && seal) becomeInactive(s, bus, p.obj);
}

/** Opens the to-Shrine Interfere Step after a Twinkling's card fell (smn:twinkling.1). */
export function openFallWindow(s: SmState, ctrl: 0 | 1, objId: string): void {
  pushItem(STAGES, s, s.stack, numbered(s, { k: 'fall', ctrl, obj: objId }), ctrl);
}

function resolveAttack(s: SmState, bus: Bus, p: Extract<Proc, { k: 'attack' }>): void {
  const a = s.zones.objs[p.obj];
  // §9.2 step 9: attacker re-verified; a failed attack still makes it Inactive.
  if (!a || a.zone !== 'field' || a.ctrl !== p.ctrl || data(a).line !== 'at' || !may(s, p.obj, 'attack')) {
    log(s, t('การโจมตีถูกยกเลิก', 'The attack is cancelled'));
    return becomeInactive(s, bus, p.obj);
  }
  let target = p.target;
  if (target === 'all' && !lineSeals(s, other(p.ctrl)).length) target = 'hand';
  if (target !== 'all' && target !== 'hand' && (s.zones.objs[target]?.zone !== 'field' || inDimension(s.zones.objs[target]!))) {
    // Stryker disable next-line MethodExpression,StringLiteral: attackTargets gives 'all' only to an All technique, whose attack is declared on 'all' and never re-targeted
    const now = attackTargets(s, p.obj).filter((x) => x !== 'all');
    if (!now.length) {
      log(s, t('ไม่มีเป้าหมายเหลือ การโจมตีล้มเหลว', 'No target is left: the attack fails'));
      return becomeInactive(s, bus, p.obj);
    }
    // §9.2 step 10: choose a new target (or switch to a hand attack, 505).
    return askTarget(s, bus, p, now, t('เป้าหมายเดิมหายไป เลือกเป้าหมายใหม่', 'The target is gone: choose a new one'), '§9.2');
  }
  // 505.9–505.10: a Seal appeared in the meantime: the hand attack becomes a normal attack, an Attack All with an All
  // technique (506); with a Seal in a Line attackTargets never offers the hand, nor comes back empty. 504.6: the
  // attacker chooses among several Seals; one Seal is no choice, so nothing is asked (as 505.11 with one kind held).
  if (target === 'hand' && lineSeals(s, other(p.ctrl)).length) {
    const now = attackTargets(s, p.obj);
    if (now.length > 1) return askTarget(s, bus, p, now, t('มี Seal เข้ามาในสนาม การโจมตีขึ้นมือกลายเป็นการโจมตีปกติ เลือกเป้าหมาย', 'A Seal came onto the field: the hand attack becomes a normal attack; choose its target'), '504.6');
    target = now[0]!;
  }
  const times = attackTimes(s, p.obj);
  pushFrame(s, { ctrl: p.ctrl, src: p.obj, srcCard: a.card, by: 'rule', verbs: [target === 'all' ? { v: 'attack-all', attacker: p.obj } : target === 'hand' ? { v: 'hand-hit', attacker: p.obj, ...(p.pre ? { pre: p.pre } : {}) } : { v: 'combat', attacker: p.obj, target, ...(times > 1 ? { left: times - 1 } : {}) }] });
  bus.emit<SmEvent>({ kind: 'attacking', obj: p.obj, seat: p.ctrl });
  // §9.2 step 7: "when [S] is attacked" abilities of the defender(s).
  for (const d of target === 'all' ? lineSeals(s, other(p.ctrl)).map((x) => x.id) : target === 'hand' ? [] : [target]) bus.emit<SmEvent>({ kind: 'attacked', obj: d, seat: obj(s, d).ctrl });
}

/** The attack's frame waits, empty, for the attacker's answer (ANSWERS 'attack-retarget' fills it). */
function askTarget(s: SmState, bus: Bus, p: Extract<Proc, { k: 'attack' }>, now: string[], label: Text, rule: string): void {
  const a = obj(s, p.obj);
  // Stryker disable next-line StringLiteral: a frame's `by` is read only by protectedFrom, which protects from Skills and abilities only
  pushFrame(s, { ctrl: p.ctrl, src: p.obj, srcCard: a.card, by: 'rule', verbs: [] });
  ask(s, p.ctrl, 'attack-target', label,
    now.map((x) => (x === 'hand' ? objectOption(ZONES, a, 'tg:hand', t('โจมตีขึ้นมือ', 'Attack the hand')) : objectOption(ZONES, obj(s, x), `tg:${x}`, cardName(s, x)))), { k: 'attack-retarget', obj: p.obj }, rule);
  bus.emit<SmEvent>({ kind: 'attacking', obj: p.obj, seat: p.ctrl });
}

ANSWERS.set('attack-retarget', (s, bus, c, a) => {
  const f = s.frames.at(-1)!;
  const x = c[0]!.slice(3);
  const times = attackTimes(s, a.obj!);
  f.verbs.push(x === 'hand' ? { v: 'hand-hit', attacker: a.obj! } : { v: 'combat', attacker: a.obj!, target: x, ...(times > 1 ? { left: times - 1 } : {}) });
  if (x !== 'hand') bus.emit<SmEvent>({ kind: 'attacked', obj: x, seat: obj(s, x).ctrl });
});

function resolveCombine(s: SmState, bus: Bus, p: Extract<Proc, { k: 'combine' }>): void {
  const main = s.zones.objs[p.obj];
  if (!main || main.zone !== 'field' || main.ctrl !== p.ctrl || !data(main).active || !may(s, p.obj, 'combine')) return void log(s, t('การรวมร่างล้มเหลว', 'The Combination fails'));
  const combos = sealDef(s, main.card)!.combos;
  const opt = combos.find((c) => c.id === p.opt)!;
  // 512.8: re-declare Supports at no cost; failing that, downgrade Triple → Double; a failed Double is cancelled.
  // Stryker disable next-line MethodExpression,LogicalOperator: supportSets drops the declared Supports no longer valid, and a declared set has no spare Support, so it is empty whenever one is lost
  let chosen = p.supports.every((id) => supportOk(s, p.ctrl, p.obj, id)) && supportSets(s, p.ctrl, p.obj, opt, p.supports).length ? { opt, set: p.supports } : null;
  chosen ??= supportSets(s, p.ctrl, p.obj, opt)[0] ? { opt, set: supportSets(s, p.ctrl, p.obj, opt)[0]! } : null;
  if (!chosen && opt.reqs.length > 1) {
    // Stryker disable next-line MethodExpression: supportSets filters its pool with supportOk again
    const survivors = p.supports.filter((id) => supportOk(s, p.ctrl, p.obj, id));
    // Stryker disable next-line MethodExpression: a Triple that failed lost a Support, so at most one is left and no option of two requirements can be met
    for (const d of combos.filter((c) => c.reqs.length === 1)) {
      const set = supportSets(s, p.ctrl, p.obj, d, survivors)[0];
      if (set) {
        chosen = { opt: d, set };
        log(s, t(`รวมร่างลดเป็น ${d.name}`, `The Combination is downgraded to ${d.name}`));
        break;
      }
    }
  }
  if (!chosen) return void log(s, t('การรวมร่างถูกยกเลิก', 'The Combination is cancelled'));
  for (const id of chosen.set) move(s, bus, id, 'support', { cause: 'combine', ctrl: p.ctrl, data: { supportOf: p.obj } });
  const d = data(main);
  d.combo = chosen.opt.id;
  d.combinedAt = s.subturn;
  log(s, t(`${cardName(s, p.obj).th} รวมร่าง ${chosen.opt.name}`, `${cardName(s, p.obj).en} Combines: ${chosen.opt.name}`));
  // 512.10: "when [S] Combines" abilities.
  bus.emit<SmEvent>({ kind: 'combined', obj: p.obj, seat: p.ctrl });
}

function resolveBreak(s: SmState, bus: Bus, p: Extract<Proc, { k: 'break' }>): void {
  const main = s.zones.objs[p.obj];
  // 514.6, as 513.4 at the declaration: no Curse that forbids the Break came in the Interfere Step (Stone, Dimension,
  // or Charm, which also hands the Main and its Supports to the opponent, §15).
  if (!main || main.zone !== 'field' || !data(main).combo || !may(s, p.obj, 'break')) return;
  // Stryker disable next-line StringLiteral: a Main that may Break stands in a Line (the Dimension, in no Line, forbids the Break)
  const line = data(main).line ?? 'at';
  // 514.7: the Supports are placed beside the Main, on its Line.
  for (const sup of supportsOf(s, p.obj)) move(s, bus, sup.id, 'field', { cause: 'break', ctrl: p.ctrl, data: { line, active: true, entered: s.subturn } });
  delete data(main).combo;
  data(main).brokeAt = s.subturn;
  log(s, t(`${cardName(s, p.obj).th} แยกร่าง`, `${cardName(s, p.obj).en} breaks its Combination`));
}

function resolveLine(s: SmState, bus: Bus, p: Extract<Proc, { k: 'line' }>): void {
  const o = s.zones.objs[p.obj];
  if (!o || o.zone !== 'field' || o.ctrl !== p.ctrl || !may(s, p.obj, 'line')) return;
  const d = data(o);
  d.line = d.line === 'at' ? 'df' : 'at';
  d.lineAt = s.subturn;
  log(s, t(`${cardName(s, p.obj).th} ย้ายไป ${d.line === 'at' ? 'At' : 'Df'} Line`, `${cardName(s, p.obj).en} moves to the ${d.line === 'at' ? 'At' : 'Df'} Line`));
  // Stryker disable next-line BooleanLiteral: no listener reads `byOrder` (North Newland Sniper hears every Line change)
  bus.emit<SmEvent>({ kind: 'line-changed', obj: p.obj, seat: p.ctrl, byOrder: true });
}

// 610.13: the one-shot Mystic leaves the casting area for the Shrine after its effect (if it is still there).
TASKS.set('mystic-done', (s, bus, task) => {
  // Stryker disable next-line OptionalChaining,ObjectLiteral: nothing moves a card out of the casting area, so the Mystic is still there; no rule, view or log reads a zone change's cause
  if (s.zones.objs[task.obj!]?.zone === 'casting') move(s, bus, task.obj!, 'shrine', { cause: 'resolved' });
});
