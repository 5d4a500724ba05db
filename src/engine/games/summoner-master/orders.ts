/**
 * The priority prompt and the declarations that follow a choice in it: casting (610), attacks (504–506),
 * Skills (605), Combination (512), Break (514) and Line change (516). A declaration pays its cost and puts
 * the procedure on the kernel stack, which opens its Interfere Step; it resolves when both players pass.
 */
import { objectOption, option, pushItem, t, type Bus, type KObject, type PromptOption, type Seat, type Text } from '../../core/kernel.js';
import { ask, log } from './ask.js';
import { def, sealDef } from './cards/catalog.js';
import { attackTargets, canAttack, canBreak, canChangeLine, canCombine, canUseSkill, inMain, skillDef, supportSets } from './eligibility.js';
import { ANSWERS } from './hooks.js';
import { cost, stat } from './stats.js';
import { targetCandidates, targetOption } from './targets.js';
import type { Proc, SkillDef, SmState, TargetSpec } from './types.js';
import { ZONES, cardName, data, fieldMystics, fieldSeals, heldKinds, move, obj, other } from './zones.js';
import { handOrders, parseHandChoice, targetNames, withTargets, type HandChoice } from './hand-orders.js';
import { STAGES, numbered } from './windows.js';
import { smPlace } from './place.js';

const CANCEL = option('cancel', t('ยกเลิก', 'Cancel'), { group: 'pass' });

/** Every order `seat` may give now, plus pass. */
export function priorityOptions(s: SmState, seat: Seat): PromptOption[] {
  const out: PromptOption[] = [];
  out.push(...handOrders(s, seat));
  for (const o of fieldSeals(s, seat)) {
    const n = cardName(s, o.id);
    if (!canAttack(s, seat, o.id)) out.push(...attackOptions(s, o));
    const d = sealDef(s, o.card)!;
    // Stryker disable next-line OptionalChaining: a Seal is in the Growth or Progress state only through its box (a cast with Growth, a Progress), so the box is there
    const skills = [...d.skills, ...(data(o).growth ? (d.growth?.skills ?? []) : []), ...(data(o).progressed ? (d.progress?.skills ?? []) : [])];
    for (const sk of skills) if (!sk.twinkling && !canUseSkill(s, seat, o.id, sk.id)) out.push(...skillOptions(s, seat, o, sk, t(`${n.th}: ${sk.name.th}`, `${n.en}: ${sk.name.en}`)));
    if (!canCombine(s, seat, o.id)) out.push(...combineOptions(s, seat, o));
    if (!canBreak(s, seat, o.id)) out.push(objectOption(ZONES, o, `brk:${o.id}`, t(`แยกร่าง ${n.th}`, `Break ${n.en}`), { group: 'combine', rule: '514' }));
    if (!canChangeLine(s, seat, o.id)) out.push(objectOption(ZONES, o, `ln:${o.id}`, t(`เปลี่ยน Line ${n.th}`, `Change Line of ${n.en}`), { group: 'line', rule: '516' }));
  }
  for (const m of fieldMystics(s, seat)) {
    const md = def(s, m.card);
    if (md.kind !== 'mystic') continue;
    // Stryker disable next-line ArrayDeclaration: a Skill id the card does not have is refused by canUseSkill, so a made-up entry is never offered
    for (const sk of md.skills ?? []) if (!canUseSkill(s, seat, m.id, sk.id)) out.push(...skillOptions(s, seat, m, sk, t(`${md.name.th}: ${sk.name.th}`, `${md.name.en}: ${sk.name.en}`)));
  }
  // §3.5: in the Main Step every order can also be the last one, the end of the step chosen with it (issue 30).
  if (inMain(s, seat) && seat === s.active) out.push(...out.filter((o) => THEN_END.length + o.id.length <= MAX_ID).map(thenEnd));
  out.push(option('pass', inMain(s, seat) ? t('จบ Main Step', 'End Main Step') : t('ผ่าน', 'Pass'), { group: 'pass' }));
  return out;
}

/** The twin's id is the order's behind this prefix (no order's id starts with it); an answer id holds 40 characters. */
const THEN_END = 'e.';
const MAX_ID = 40;

/**
 * An order with "then end the Main Step": one press for the last order and the end (§3.5). Private, like the
 * plan it states: the opponent learns it only when the step ends, as they would from a pass at that moment. The
 * words come first, so a label cut to fit a menu still differs from the plain order's.
 */
function thenEnd(o: PromptOption): PromptOption {
  return { ...o, id: `${THEN_END}${o.id}`, label: t(`จบ Main หลัง: ${o.label.th}`, `End Main after: ${o.label.en}`), visibility: 'private', endsStep: true };
}

/**
 * An attack order with its target in one option (504.6, 505): the targets are public Seals (or the hand, by its
 * public count), so nothing is learnt between declaring the attacker and choosing the target. Attack All (506)
 * has no target to choose.
 */
function attackOptions(s: SmState, o: KObject): PromptOption[] {
  const n = cardName(s, o.id);
  const targets = attackTargets(s, o.id);
  const extra = { group: 'attack', rule: '504' };
  const alone = objectOption(ZONES, o, `atk:${o.id}`, t(`โจมตีด้วย ${n.th}`, `Attack with ${n.en}`), extra);
  if (targets[0] === 'all') return [{ ...alone, label: t(`โจมตีด้วย ${n.th} (ทั้งหมด)`, `Attack with ${n.en} (all)`), rule: '506' }];
  const names = targetNames(s, targets.filter((x) => x !== 'hand'));
  const each = (words: AttackWords) => {
    let k = 0;
    return targets.flatMap((x) => {
      if (x === 'hand') return handAttackOptions(s, o, words.hand(n), extra);
      return [objectOption(ZONES, o, `atk:${o.id}:tg:${x}`, words.seal(n, names[k++]!), extra)];
    });
  };
  // Long names: the short words (⚔ for "Attack with") before the order and its target are split in two.
  for (const words of [FULL, SHORT]) {
    const opts = each(words);
    if (readable(opts)) return opts;
  }
  return [alone];
}

interface AttackWords { seal: (n: Text, target: Text) => Text; hand: (n: Text) => Text }
const FULL: AttackWords = {
  seal: (n, tn) => t(`โจมตีด้วย ${n.th} → ${tn.th}`, `Attack with ${n.en} → ${tn.en}`),
  hand: (n) => t(`โจมตีขึ้นมือด้วย ${n.th}`, `Attack the hand with ${n.en}`),
};
const SHORT: AttackWords = {
  seal: (n, tn) => t(`⚔ ${n.th} → ${tn.th}`, `⚔ ${n.en} → ${tn.en}`),
  hand: (n) => t(`⚔ ${n.th} → มือ`, `⚔ ${n.en} → hand`),
};

const KIND_TEXT = { seal: t('Seal', 'Seal'), mystic: t('Mystic', 'Mystic') } as const;

/**
 * A hand attack (505) names the kind it will hit (505.11) in the same option when the opponent holds both kinds
 * (public counts, §15 q22); with one kind held nothing is asked anyway. The kind stays the attacker's own until
 * the hit, and is asked again at 505.11 should anything be declared or the hand's counts change meanwhile.
 */
function handAttackOptions(s: SmState, o: KObject, base: Text, extra: { group: string; rule: string }): PromptOption[] {
  const [seals, mystics] = heldKinds(s, other(o.ctrl));
  if (!seals || !mystics) return [objectOption(ZONES, o, `atk:${o.id}:tg:hand`, base, { ...extra, rule: '505' })];
  return (['seal', 'mystic'] as const).map((k) => objectOption(ZONES, o, `atk:${o.id}:tg:hand:${k}`, t(`${base.th} (${KIND_TEXT[k].th})`, `${base.en} (${KIND_TEXT[k].en})`), { ...extra, rule: '505.11' }));
}

/**
 * Combined options are offered only when each label can be read whole on a button (80 characters) with room
 * for the place the board adds to tell two like-named sources apart; otherwise the order is one option and its
 * target is asked next, as before. Names are public, so this depends on public facts only.
 */
const FIT = 60;
const readable = (opts: PromptOption[]) => opts.every((x) => x.label.th.length <= FIT && x.label.en.length <= FIT);

/** A field Skill with its one target in one option (605): the Skill's source and its candidates are public. */
function skillOptions(s: SmState, seat: Seat, o: KObject, sk: SkillDef, label: Text): PromptOption[] {
  // Stryker disable next-line ArrayDeclaration: withTargets calls cands only for a Skill with a target
  const cands = () => (sk.target ? targetCandidates(s, seat, sk.target, { by: 'skill', srcCard: o.card }) : []);
  const each = withTargets(s, o, `sk:${o.id}:${sk.id}`, label, sk.target, cands, { group: 'skill', rule: '605' });
  return readable(each) ? each : [objectOption(ZONES, o, `sk:${o.id}:${sk.id}`, label, { group: 'skill', rule: '605' })];
}

/**
 * A Combination with its option and its Supports in one (512.2, 512.3): every Support is a public Seal on the
 * field. Options and sets are as the two-step prompt offered them; labels say the option and the Supports.
 */
function combineOptions(s: SmState, seat: Seat, o: KObject): PromptOption[] {
  const n = cardName(s, o.id);
  const out: PromptOption[] = [];
  for (const c of sealDef(s, o.card)!.combos) {
    const sets = supportSets(s, seat, o.id, c);
    if (!sets.length) continue;
    const kind = t(`${c.reqs.length + 1} ใบ`, c.reqs.length === 1 ? 'Double' : 'Triple');
    const base = t(`รวมร่าง ${n.th}: ${c.name} (${kind.th})`, `Combine ${n.en}: ${c.name} (${kind.en})`);
    // One set of Supports: the whole Combination is one option; several: the Supports are asked next.
    const sup = sets.length === 1 ? supportSetLabel(s, sets[0]!, sets) : null;
    const one = sup && objectOption(ZONES, o, `cmb:${o.id}:opt:${c.id}:set:${sets[0]!.join('.')}`, t(`${base.th} กับ ${sup.th}`, `${base.en} with ${sup.en}`), { group: 'combine', rule: '512' });
    out.push(one && readable([one]) ? one : objectOption(ZONES, o, `cmb:${o.id}:opt:${c.id}`, base, { group: 'combine', rule: '512' }));
  }
  return out;
}

export function askPriority(s: SmState, seat: Seat, options: PromptOption[]): void {
  const w = s.stack.prio!.window;
  const label = s.stack.items.length ? t('Interfere: ตอบโต้หรือผ่าน', 'Interfere: respond or pass') : w === 'main' ? t('Main Step: สั่งการ', 'Main Step: give your orders') : t('Interfere Step', 'Interfere Step');
  ask(s, seat, 'priority', label, options, { k: 'priority' }, STAGES[w].rule);
}

function declare(s: SmState, proc: Proc): void {
  // Something new from the opponent: the turn player's "then end" plan no longer stands; they decide again.
  if (proc.ctrl !== s.active) delete s.thenEnd;
  pushItem(STAGES, s, s.stack, numbered(s, proc), proc.ctrl);
}

function pay(s: SmState, seat: Seat, mp: number): void {
  s.players[seat].mp -= cost(mp);
}

/** A priority choice: starts the declaration (asking its follow-ups) or passes. Returns false for 'pass'. */
export function choosePriority(s: SmState, _bus: Bus, seat: Seat, answer: string): boolean {
  if (answer === 'pass') return false;
  const choice = answer.startsWith(THEN_END) ? answer.slice(THEN_END.length) : answer;
  if (choice !== answer) s.thenEnd = seat;
  const [verb, id, extra, ...rest] = choice.split(':') as [string, string, string | undefined, ...string[]];
  const o = obj(s, id);
  // Stryker disable next-line MethodExpression: parseHandChoice reads only the Line, `g:` and `tg:` parts, so the verb and id in front change nothing
  if (verb === 'cast') return startCast(s, seat, id, parseHandChoice(choice.split(':').slice(2))), true;
  if (verb === 'atk') {
    const targets = attackTargets(s, id);
    if (extra === 'tg' || targets[0] === 'all') return finishAttack(s, seat, id, extra === 'tg' ? rest.join(':') : 'all'), true;
    const opts = targets.map((x) => (x === 'hand' ? option('tg:hand', t('โจมตีขึ้นมือ', 'Attack the hand'), { rule: '505' }) : objectOption(ZONES, obj(s, x), `tg:${x}`, cardName(s, x))));
    ask(s, seat, 'attack-target', t('เลือกเป้าหมายการโจมตี', 'Choose the attack target'), [...opts, CANCEL], { k: 'attack-target', obj: id }, '504.6');
    return true;
  }
  if (verb === 'sk') {
    const sk = skillDef(s, id, extra!)!;
    const pick = parseHandChoice(rest);
    if (pick.target) return finishSkill(s, seat, id, sk.id, pick.target), true;
    // A Twinkling with several targets: asked now, privately and for good (hand-orders.ts).
    if (sk.target && o.zone === 'hand') {
      const c = targetCandidates(s, seat, sk.target, { by: 'skill', srcCard: o.card });
      ask(s, seat, 'targets', t(`เลือกเป้าหมายของ ${sk.name.th}`, `Choose a target for ${sk.name.en}`), c.map((x) => privately(targetOption(s, x))), { k: 'skill-target', obj: id, data: { skill: sk.id } }, '605', 1, upTo(sk.target, c.length));
      return true;
    }
    if (sk.target) {
      // "Up to N" targets (a community card's): asked after, with a way back (the source is public).
      const c = targetCandidates(s, seat, sk.target, { by: 'skill', srcCard: o.card });
      ask(s, seat, 'targets', t(`เลือกเป้าหมายของ ${sk.name.th}`, `Choose a target for ${sk.name.en}`), [...c.map((x) => targetOption(s, x)), CANCEL], { k: 'skill-target', obj: id, data: { skill: sk.id } }, '605', 1, upTo(sk.target, c.length));
      return true;
    }
    finishSkill(s, seat, id, sk.id);
    return true;
  }
  if (verb === 'cmb') {
    // `cmb:<id>:opt:<option>[:set:<a.b>]` (combineOptions); without the set, the Supports are asked now.
    if (rest[2]) return declareCombination(s, seat, id, rest[0]!, rest[2].split('.')), true;
    askSupports(s, seat, id, rest[0]!);
    return true;
  }
  if (verb === 'brk') return declare(s, { k: 'break', ctrl: seat, obj: id }), true;
  if (verb === 'ln') return declare(s, { k: 'line', ctrl: seat, obj: id }), true;
  throw new Error(`engine bug: unknown priority choice ${choice}`);
}

/** A hidden card's follow-up option: shown only in its owner's panel. */
const privately = (o: PromptOption): PromptOption => ({ ...o, visibility: 'private' });

function startCast(s: SmState, seat: Seat, id: string, pick: HandChoice): void {
  const d = def(s, obj(s, id).card);
  if (d.kind === 'seal') return finishCast(s, seat, id, { line: pick.line!, growth: pick.growth ?? [] });
  if (pick.target || !d.target) return finishCast(s, seat, id, pick.target ? { target: pick.target } : {});
  // A Mystic with several targets: asked now, privately, with no way back (hand-orders.ts).
  const c = targetCandidates(s, seat, d.target, { by: 'mystic', srcCard: d.id });
  ask(s, seat, 'targets', t(`เลือกเป้าหมายของ ${d.name.th}`, `Choose a target for ${d.name.en}`), c.map((x) => privately(targetOption(s, x))), { k: 'cast-target', obj: id }, '610.7', 1, upTo(d.target, c.length));
}

/** "Up to N" targets: at most N of the candidates (one when the card says nothing). */
export const upTo = (spec: TargetSpec, n: number): number => Math.max(1, Math.min(spec.upTo ?? 1, n));

/** The chosen targets as a procedure keeps them: `target` the first, `targets` all when several. */
const chosen = (c: string[]): { target: string; targets?: string[] } => {
  const ids = c.map((x) => x.slice(3));
  return { target: ids[0]!, ...(ids.length > 1 ? { targets: ids } : {}) };
};

function finishCast(s: SmState, seat: Seat, id: string, x: { line?: 'at' | 'df'; target?: string; targets?: string[]; growth?: string[] }): void {
  const d = def(s, obj(s, id).card);
  pay(s, seat, d.kind === 'seal' ? d.castMp : d.mp);
  // 610.5: being cast, the card already counts as on the field.
  // Stryker disable next-line ObjectLiteral: the zone-change cause is read by no Summoner Master rule, view or log
  const moved = move(s, null, id, 'casting', { cause: 'cast' })!;
  log(s, t(`${s.players[seat].name} ร่าย ${d.name.th}`, `${s.players[seat].name} casts ${d.name.en}`));
  declare(s, { k: 'cast', ctrl: seat, obj: moved.id, ...(x.line ? { line: x.line } : {}), ...(x.target ? { target: x.target } : {}), ...(x.targets ? { targets: x.targets } : {}), ...(x.growth?.length ? { growth: x.growth } : {}) });
}

function finishAttack(s: SmState, seat: Seat, id: string, choice: string): void {
  const [target, kind] = choice.split(':') as [string, 'seal' | 'mystic' | undefined];
  pay(s, seat, stat(s, id, 'atkMp'));
  if (target === 'hand') s.players[seat].handAttack++;
  log(s, t(`${cardName(s, id).th} ประกาศโจมตี`, `${cardName(s, id).en} attacks`));
  declare(s, { k: 'attack', ctrl: seat, obj: id, target });
  // 505.11 named now (handAttackOptions): the procedure's number, known once declared, dates the choice.
  const p = s.stack.items.at(-1)!;
  if (target === 'hand' && kind && p.k === 'attack') p.pre = { kind, n: p.n ?? 0, held: heldKinds(s, other(seat)) };
}

function finishSkill(s: SmState, seat: Seat, id: string, skill: string, target?: string, targets?: string[]): void {
  const sk = skillDef(s, id, skill)!;
  const o = obj(s, id);
  pay(s, seat, sk.mp);
  // 605 step 3: counters are paid with the Mp and not refunded if the Skill fails.
  if (sk.charge) o.counters!.charge! -= sk.charge;
  if (sk.fixedCharge) o.counters!.fcc! -= sk.fixedCharge;
  if (o.zone === 'field' && def(s, o.card).kind === 'mystic') data(o).skillUsed = s.subturn;
  log(s, t(`${cardName(s, id).th} ใช้ Skill ${sk.name.th}`, `${cardName(s, id).en} uses ${sk.name.en}`));
  declare(s, { k: 'skill', ctrl: seat, obj: id, skill, ...(target ? { target } : {}), ...(targets ? { targets } : {}), ...(o.zone === 'hand' ? { fromHand: true } : {}) });
}

/** A follow-up cancelled: back to the window, with no order given and so no plan to end the step. */
const back = (s: SmState, seat: Seat) => {
  delete s.thenEnd;
  askPriority(s, seat, priorityOptions(s, seat));
};

ANSWERS.set('attack-target', (s, _bus, c, a) => (c[0] === 'cancel' ? back(s, obj(s, a.obj!).ctrl) : finishAttack(s, obj(s, a.obj!).ctrl, a.obj!, c[0]!.slice(3))));

function askSupports(s: SmState, seat: Seat, id: string, optId: string): void {
  const opt = sealDef(s, obj(s, id).card)!.combos.find((x) => x.id === optId)!;
  const sets = supportSets(s, seat, id, opt);
  ask(s, seat, 'choose-cards', t('เลือก Support', 'Choose the Supports'), [...sets.map((m) => option(`set:${m.join('.')}`, supportSetLabel(s, m, sets))), CANCEL], { k: 'combine-supports', obj: id, data: { opt: opt.id } }, '512.3');
}

function declareCombination(s: SmState, seat: Seat, id: string, opt: string, supports: string[]): void {
  // §12: one Combination attempt per Main Seal per subturn, whether or not it succeeds.
  data(obj(s, id)).combinedAt = s.subturn;
  log(s, t(`${cardName(s, id).th} ประกาศรวมร่าง`, `${cardName(s, id).en} declares a Combination`));
  declare(s, { k: 'combine', ctrl: seat, obj: id, opt, supports });
}

ANSWERS.set('combine-supports', (s, _bus, c, a) => {
  const seat = obj(s, a.obj!).ctrl;
  if (c[0] === 'cancel') return back(s, seat);
  declareCombination(s, seat, a.obj!, a.data!.opt as string, c[0]!.slice(4).split('.'));
});

ANSWERS.set('skill-target', (s, _bus, c, a) => {
  const seat = s.stack.prio!.seat;
  if (c.includes('cancel')) return back(s, seat);
  const x = chosen(c);
  finishSkill(s, seat, a.obj!, a.data!.skill as string, x.target, x.targets);
});
ANSWERS.set('cast-target', (s, _bus, c, a) => finishCast(s, obj(s, a.obj!).owner, a.obj!, chosen(c)));
/** A set of Supports by its names; when another set reads the same, by each card's place on the field too. */
function supportSetLabel(s: SmState, m: string[], sets: string[][]): Text {
  const names = (x: string[]) => x.map((id) => cardName(s, id).en).join(' + ');
  const placed = sets.some((o) => o !== m && names(o) === names(m));
  const part = (id: string, lang: 'th' | 'en') => `${cardName(s, id)[lang]}${placed ? ` (${smPlace(s, id)?.[lang] ?? '?'})` : ''}`;
  return t(m.map((id) => part(id, 'th')).join(' + '), m.map((id) => part(id, 'en')).join(' + '));
}

