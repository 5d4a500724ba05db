/**
 * Card triggers ("when [S] enters the field", "when [S] attacks", "when [S] Growths", "when an opponent's
 * Seal changes Line", "when [S] is destroyed" (701), "when [S] falls to the Shrine" (703)) on the kernel bus: a handler queues a PendingTrigger; the loop takes them in APNAP
 * order, asks for a target when the ability has one (an ability with no legal target does not fire, §10.2)
 * and runs its verbs. Abilities are off for Supports and under "cancel abilities" (601.1.5).
 */
import { nextTrigger, option, t, takeTrigger, type Bus, type PromptOption, type ZoneChange } from '../../core/kernel.js';
import { ask } from './ask.js';
import { sealDef } from './cards/catalog.js';
import { SUBS, ANSWERS, type SmEvent } from './hooks.js';
import { abilitiesOff } from './stats.js';
import { targetCandidates, targetOption } from './targets.js';
import type { Frame, SmState, TriggerDef, TriggerOn } from './types.js';
import { cardName, data, fieldSeals, obj, other } from './zones.js';
import { condHolds, pushFrame } from './verbs.js';
import { smPlace } from './place.js';

/** Own text plus the boxes whose state holds (Growth, Progress). */
export function triggersOf(s: SmState, id: string): TriggerDef[] {
  const o = s.zones.objs[id];
  const d = o && sealDef(s, o.card);
  // Stryker disable next-line ArrayDeclaration: a card gone or not a Seal is never asked for an ability that exists (queue checks abilitiesOff, start checks the object)
  if (!o || !d) return [];
  const out = [...d.triggers];
  // Stryker disable next-line OptionalChaining: a Seal is in the Growth state only through its Growth box, so the box is there
  if (data(o).growth && d.growth?.triggers) out.push(...d.growth.triggers);
  // Stryker disable next-line OptionalChaining: a Seal is Progressed only through its Progress box, so the box is there
  if (data(o).progressed && d.progress?.triggers) out.push(...d.progress.triggers);
  return out;
}

function queue(s: SmState, id: string, on: TriggerOn): void {
  if (abilitiesOff(s, id)) return;
  const o = obj(s, id);
  triggersOf(s, id).forEach((tr, i) => {
    if (tr.on === on) s.pending.push({ ctrl: o.ctrl, src: id, card: o.card, ability: i });
  });
}

SUBS.on<SmEvent>('entered', 'card-trigger:enter', (s, e) => queue(s, e.obj!, 'enter'))
  .on<SmEvent>('attacking', 'card-trigger:attack', (s, e) => queue(s, e.obj!, 'attack'))
  .on<SmEvent>('growth', 'card-trigger:growth', (s, e) => queue(s, e.obj!, 'growth'))
  .on<SmEvent>('destroyed', 'card-trigger:destroyed', (s, e) => queue(s, e.obj!, 'destroyed'))
  // 703.4–703.8: "when [S] falls to the Shrine" from the field, by any cause; abilities cancelled on the field
  // as it left stay off (601.1.5 looks at the card as it was).
  .on<ZoneChange>('zone-change', 'card-trigger:to-shrine', (s, e) => {
    if (e.from !== 'field' || e.to !== 'shrine' || !e.newId) return;
    if (s.effects.some((x) => x.targets.includes(e.oldId) && x.op.k === 'forbid' && x.op.what === 'abilities')) return;
    queue(s, e.newId, 'to-shrine');
  })
  .on<SmEvent>('line-changed', 'card-trigger:opp-line-change', (s, e) => {
    const moved = s.zones.objs[e.obj!];
    if (!moved) return;
    for (const o of fieldSeals(s, other(moved.ctrl))) queue(s, o.id, 'opp-line-change');
  })
  // 401.2.3 "when entering your attack subturn" / 401.9.2 "at the end of your attack subturn": the turn player's Seals.
  .on<SmEvent>('check-up', 'card-trigger:check-up', (s, e) => {
    for (const o of fieldSeals(s, e.seat!)) queue(s, o.id, 'check-up');
  })
  .on<SmEvent>('end-of-subturn', 'card-trigger:end-of-subturn', (s, e) => {
    for (const o of fieldSeals(s, e.seat!)) queue(s, o.id, 'end-of-subturn');
  })
  .on<SmEvent>('attacked', 'card-trigger:attacked', (s, e) => onField(s, e.obj!) && queue(s, e.obj!, 'attacked'))
  .on<SmEvent>('won-battle', 'card-trigger:won-battle', (s, e) => onField(s, e.obj!) && queue(s, e.obj!, 'won-battle'))
  .on<SmEvent>('combined', 'card-trigger:combined', (s, e) => onField(s, e.obj!) && queue(s, e.obj!, 'combined'))
  .on<SmEvent>('became-inactive', 'card-trigger:inactive', (s, e) => onField(s, e.obj!) && queue(s, e.obj!, 'inactive'));

function onField(s: SmState, id: string): boolean {
  return s.zones.objs[id]?.zone === 'field';
}

/** Takes the next pending trigger (asking its controller to order their own when several wait). */
export function takeNextTrigger(s: SmState, _bus: Bus): void {
  const d = nextTrigger(s.pending, s.active)!;
  if (d.choices.length > 1) {
    ask(s, d.seat, 'order-triggers', t('เลือก Ability ที่จะทำงานก่อน', 'Choose the Ability to carry out first'), triggerLabels(s, d.choices), { k: 'order-triggers' }, '§10.2');
    return;
  }
  start(s, d.choices[0]!);
}

function start(s: SmState, index: number): void {
  const tr = takeTrigger(s.pending, index);
  const def = triggersOf(s, tr.src)[tr.ability as number];
  if (!def || !s.zones.objs[tr.src]) return;
  // §10.2: verified when it would fire; a condition that no longer holds means it does not.
  if (def.if && !condHolds(s, tr.ctrl, tr.src, def.if)) return;
  if (def.target) {
    const cands = targetCandidates(s, tr.ctrl, def.target, { by: 'ability', srcCard: tr.card });
    if (!cands.length) return;
    ask(s, tr.ctrl, 'targets', t(`เลือกเป้าหมายของ ${cardName(s, tr.src).th}`, `Choose a target for ${cardName(s, tr.src).en}`), cands.map((id) => targetOption(s, id)), { k: 'trigger-target', obj: tr.src, n: tr.ability as number, data: { ctrl: tr.ctrl, card: tr.card } }, '§10.2', 1, Math.max(1, Math.min(def.target.upTo ?? 1, cands.length)));
    return;
  }
  fire(s, { ctrl: tr.ctrl, src: tr.src, srcCard: tr.card, by: 'ability', verbs: def.do });
}

/**
 * §10.2: a player's Abilities that wait together are carried out in the order the player chose them ("carry out
 * first"). All are started (targets chosen) before any runs, and frames run top first, so each one started later
 * goes beneath the same player's Abilities not yet begun; the other player's, started after them, still run first.
 */
function fire(s: SmState, f: Omit<Frame, 'pc'>): void {
  pushFrame(s, f);
  const fresh = (x: Frame) => x.by === 'ability' && x.pc === 0 && x.ctrl === f.ctrl;
  let k = s.frames.length - 1;
  while (k > 0 && fresh(s.frames[k - 1]!)) k--;
  s.frames.splice(k, 0, s.frames.pop()!);
}

/** Each pending Ability by its card; two of one card also say where each is. */
function triggerLabels(s: SmState, choices: number[]): PromptOption[] {
  const names = choices.map((i) => cardName(s, s.pending[i]!.src));
  return choices.map((i, k) => {
    const where = names.some((n, j) => j !== k && n.en === names[k]!.en) ? smPlace(s, s.pending[i]!.src) : undefined;
    return option(`tr${i}`, where ? t(`${names[k]!.th} (${where.th})`, `${names[k]!.en} (${where.en})`) : names[k]!);
  });
}

ANSWERS.set('order-triggers', (s, _bus, choice) => start(s, Number(choice[0]!.slice(2))));
ANSWERS.set('trigger-target', (s, _bus, choice, a) => {
  const def = triggersOf(s, a.obj!)[a.n!];
  if (!def) return;
  const ids = choice.map((x) => x.slice(3));
  fire(s, { ctrl: a.data!.ctrl as 0 | 1, src: a.obj!, srcCard: a.data!.card as string, by: 'ability', verbs: def.do, target: ids[0]!, ...(ids.length > 1 ? { targets: ids } : {}) });
});

