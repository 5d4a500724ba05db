/**
 * Leaving the Break (407.1.3, 601.5.3): additional costs, targets checked again, effects, then the card
 * goes where its type says (605.2.5, 606.3.2.6–9, 606.4.4). Runs as a resumable work item so any step can
 * stop for a prompt.
 */
import { t } from '../../core/text.js';
import { type G, defOf, log, nameOf, other } from './ctx.js';
import { cardDef } from './cards/catalog.js';
import type { AddCost, Effect, TargetSpec } from './cards/schema.js';
import { payCost } from './costs.js';
import { askManual } from './manual.js';
import { sacrifice } from './removal.js';
import { legalTarget } from './targets.js';
import { emit } from './events.js';
import { runEffect } from './verbs/index.js';
import { abilityAt, castEffects, type Ability } from './abilities.js';
import { writable } from './activate.js';
import { moveObj } from './zones.js';
import { afterResolution, popBreak } from './windows.js';
import type { BreakEntry, EffCtx, Work } from './types.js';
import type { KwTrigger } from './keywords/fkeyword.js';
import { kwResolveParts } from './keyword-triggers.js';
import { askEntryChoice, enterField } from './entry.js';

type Res = Extract<Work, { k: 'res' }>;

type Parts = { costs: AddCost[]; spec?: TargetSpec; effects: readonly Effect[]; manual: boolean; ab?: Ability } & Pick<KwTrigger, 'native' | 'x'>;

function parts(g: G, e: BreakEntry): Parts {
  const d = cardDef(e.srcCardId);
  if (e.kind === 'trigger' && e.kw) {
    // A keyword-carried trigger (606.5): the card's `kw` entry, plus the keyword's own effect / X.
    const k = d.kw?.[e.idx ?? -1];
    const own = kwResolveParts(e.kw);
    return { costs: k?.additionalCost ?? [], spec: k?.target, manual: false, ...own, effects: k?.effects ?? own.effects ?? [] };
  }
  if (e.kind === 'card') return { costs: d.additionalCost ?? [], spec: d.target, effects: castEffects(g, e, d.effects ?? []), manual: !!d.manual };
  if (e.kind === 'ability') {
    // Printed abilities and the ones activated keywords carry, one index space (abilities.ts).
    const ab = e.lent ? abilityAt(cardDef(e.lent.cardId), e.lent.idx) : abilityAt(d, e.idx);
    const a = ab?.a;
    return { costs: a?.additionalCost ?? [], spec: a?.target, effects: a?.effects ?? [], manual: false, ...(ab ? { ab } : {}) };
  }
  const tr = d.triggers?.[e.idx ?? -1];
  return { costs: tr?.additionalCost ?? [], spec: tr?.target, effects: tr?.effects ?? [], manual: false };
}

export function effCtx(e: BreakEntry): EffCtx {
  return { ctrl: e.ctrl, src: e.src, srcCardId: e.srcCardId, targets: e.targets, ...(e.about ? { about: e.about } : {}), ...(e.x !== undefined ? { x: e.x } : {}) };
}

/** Starts resolving the top of the Break. */
export function startResolve(g: G): void {
  const e = popBreak(g);
  g.s.work.push({ k: 'res', e, phase: 'costs', i: 0 });
}

/** Advances the resolution on top of the work stack by one step. */
export function stepResolve(g: G, w: Res): void {
  const e = w.e;
  const p = parts(g, e);
  if (w.phase === 'costs') {
    if (w.i >= p.costs.length) {
      // A keyword's own additional cost (606.5.28.1), after the printed ones.
      if (w.i === p.costs.length && p.ab?.entry && p.ab.mod?.activation?.payCost) {
        w.i++;
        if (p.ab.mod.activation.payCost(g, e.ctrl, e.src, p.ab.entry) === 'failed') {
          log(g, e.ctrl, t(`จ่าย Additional cost ไม่ครบ: ${e.label.th} ไม่สำเร็จ`, `Additional cost not fully paid: ${e.label.en} fails`), p.ab.rule);
          w.failed = true;
          w.phase = 'finish';
        }
        return;
      }
      w.phase = 'targets';
      return;
    }
    const c = p.costs[w.i++] as AddCost;
    const out = payCost(g, e.ctrl, c, e.kind === 'card' ? e.src : e.src);
    if (out === 'failed') {
      log(g, e.ctrl, t(`จ่าย Additional cost ไม่ครบ: ${e.label.th} ไม่สำเร็จ`, `Additional cost not fully paid: ${e.label.en} fails`), e.kind === 'card' ? '605.2.5.1.1' : e.kind === 'ability' ? '606.3.2.7' : '606.4.4.1');
      w.failed = true;
      w.phase = 'finish';
    }
    return;
  }
  if (w.phase === 'targets') {
    if (p.spec && !e.targets.every((r) => legalTarget(g, e.ctrl, p.spec as TargetSpec, r))) {
      log(g, e.ctrl, t(`เป้าหมายไม่สมบูรณ์: ${e.label.th} เป็นโมฆะ`, `Target no longer legal: ${e.label.en} is void`), '602.3');
      w.failed = true;
      w.phase = 'finish';
      return;
    }
    w.phase = 'effects';
    w.i = 0;
    // 605.2.5.3: every check passed, an Action is cast successfully; its effects follow (605.2.5.3.1).
    if (e.kind === 'card' && cardDef(e.srcCardId).type === 'action') castSuccess(g, e, e.src);
    if (p.ab?.entry) p.ab.mod?.activation?.before?.(g, e.ctrl, e.src, p.ab.entry);
    return;
  }
  if (w.phase === 'effects') {
    if (w.i === 0 && p.x && w.e.x === undefined) {
      // 606.5.34.2: X counted as the ability resolves.
      w.e = { ...w.e, x: p.x(g, effCtx(w.e)) };
      return;
    }
    if (p.manual) {
      w.phase = 'finish';
      askManual(g, effCtx(e), 0);
      w.adjust = 0;
      return;
    }
    if (w.i >= p.effects.length) {
      w.phase = 'finish';
      // The keyword's own effect comes after the effects it carries.
      if (p.native) p.native(g, effCtx(w.e));
      return;
    }
    const eff = p.effects[w.i++] as Effect;
    runEffect(g, eff, effCtx(w.e));
    return;
  }
  // finish
  if (!w.asked && !w.failed && e.kind === 'card' && cardDef(e.srcCardId).type === 'unit' && g.s.objs[e.src]?.zone === 'break') {
    // 606.5.9: a keyword's entry question (which card to remove) is the caster's, asked before the unit enters.
    if (askEntryChoice(g, e.src, e.ctrl, w.picks ?? {})) return;
    w.asked = true;
  }
  g.s.work.pop();
  if (p.ab?.entry) p.ab.mod?.activation?.after?.(g, e.ctrl, e.src, p.ab.entry, !!w.failed);
  finish(g, e, !!w.failed, w.picks);
  // 601.6 / 601.7 / 609.4.2: the window's row in the stage table names who gets priority now.
  afterResolution(g, e.ctrl);
}

/**
 * 605.2.5.3: the card was cast successfully (an Action before its effects, a permanent once it has entered or
 * been sent elsewhere by 606.5.9); `obj` is where it is now. The one place this event is emitted.
 */
function castSuccess(g: G, e: BreakEntry, obj: string): void {
  emit(g, { kind: 'cast-success', obj, cardId: e.srcCardId, ctrl: e.ctrl });
}

function finish(g: G, e: BreakEntry, failed: boolean, picks?: Record<string, string[]>): void {
  if (e.kind !== 'card') {
    const src = g.s.objs[e.src] ? writable(g, e.src) : undefined;
    if (src?.busy) {
      src.busy = src.busy.filter((i) => i !== e.idx);
      if (!src.busy.length) delete src.busy;
    }
    // 610.3: a Summon unit that activated an ability is sacrificed when the ability is done; during a
    // combat, at the end of the combat (with the units that fought).
    if (e.kind === 'ability' && src?.token === 'summon' && src.zone === 'field') {
      if (g.s.combat) src.mustSac = true;
      else sacrifice(g, src.id, '610.3');
    }
    return;
  }
  const o = g.s.objs[e.src];
  if (!o) return;
  const d = defOf(o);
  const nm = nameOf(g, e.src);
  if (failed || d.type === 'action') {
    // 301.2 / 605.2.5.3.1: a resolved Action goes to the grave; 605.2.5.4: so does a card that failed.
    moveObj(g, e.src, 'grave');
    if (!failed) log(g, e.ctrl, t(`${nm.th} ร่ายสำเร็จ`, `${nm.en} resolves`), '605.2.5.3.1', 'resolve');
    return;
  }
  if (d.type === 'item' && d.attach === 'unit') {
    const target = e.targets[0];
    if (!target || !g.s.objs[target] || g.s.objs[target]?.zone !== 'field') {
      moveObj(g, e.src, 'grave');
      log(g, e.ctrl, t(`${nm.th} สวมใส่ไม่ได้ จึงลงสุสาน`, `${nm.en} cannot attach and goes to the grave`), '302.2.2');
      return;
    }
  }
  if (d.type === 'unit') {
    // 605.2.5.3 / 605.2.5.3.2 / 304.2: cast successfully, the unit enters its controller's field (entry.ts:
    // replacements such as 606.5.9 Transform's may send it elsewhere).
    const r = enterField(g, e.src, e.ctrl, true, picks);
    if (r.id) castSuccess(g, e, r.id);
    return;
  }
  // 605.2.5.3.2: Items and Terrains enter the field of their latest controller.
  const nid = moveObj(g, e.src, 'field', { ctrl: e.ctrl });
  if (!nid) return;
  const n = g.s.objs[nid]!;
  n.left = d.duration ?? null;
  if (d.type === 'item' && d.attach === 'unit') {
    n.att = e.targets[0] ?? null;
    log(g, e.ctrl, t(`${nm.th} สวมใส่ ${nameOf(g, n.att ?? '').th}`, `${nm.en} is attached to ${nameOf(g, n.att ?? '').en}`), '302.2', 'attach');
  } else {
    log(g, e.ctrl, t(`${nm.th} เข้าสู่สนาม`, `${nm.en} enters the field`), d.type === 'terrain' ? '303.2' : '302.2', 'arrive');
  }
  castSuccess(g, e, nid);
  void other;
}
