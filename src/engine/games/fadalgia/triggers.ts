/**
 * Trigger abilities (606.4): an event collects pending triggers; they go to the Break when a player
 * could get priority (500.2.1.1, 606.4.1). 601.2.1: the AT player's triggers go on first, the DF player's
 * on top; each owner orders their own (601.2.1.1 / 601.2.1.2).
 */
import type { Seat } from '../../core/view-types.js';
import { t } from '../../core/text.js';
import { type G, log, other, seatName } from './ctx.js';
import { ask, opt } from './ask.js';
import type { TriggerEvent } from './cards/schema.js';
import { cardDef } from './cards/catalog.js';
import { candidates, targetOptions } from './targets.js';
import type { PendingTrigger } from './types.js';
import { push } from './windows.js';
import { nextTrigger, takeTrigger as takePending } from '../../core/triggers.js';
import { SUBS, type FEvent } from './events.js';
import type { CardDef } from './cards/schema.js';
import { keywordInfo, keywordThai } from './cards/keyword-table.js';
import { lendersOf } from './abilities.js';
import { kwMayHappen, kwTrigView, type TrigView } from './keyword-triggers.js';
import { zoneOf } from './zones.js';

type Source = { id: string; cardId: string; ctrl: Seat };

/** Queues the triggers of `sources` for `event`. For leave/destroyed events pass the new (grave) id. */
function queue(g: G, event: TriggerEvent, sources: readonly Source[], about?: string[], batch = 0): void {
  for (const s of sources) {
    const d = cardDef(s.cardId);
    // 408.3 / 408.4: a card in the Outer Zone is not in the game; only abilities that say they work
    // "from the Outer Zone" do, and those work nowhere else. Sanam applies this to a unit's own "leaves
    // the field" trigger too when it is removed to the Outer Zone: by then the card is out of the game.
    const inOuter = g.s.objs[s.id]?.zone === 'outer';
    d.triggers?.forEach((tr, ability) => {
      if (tr.on !== event || inOuter !== (tr.zone === 'outer')) return;
      g.s.triggers.push({ ctrl: s.ctrl, src: s.id, card: s.cardId, ability, ...(about ? { about } : {}), ...(batch ? { batch } : {}) });
    });
    const o = g.s.objs[s.id];
    if (!o) continue;
    // 606.5.17: the named card's triggered abilities trigger for the unit (the unit is their source; the
    // entry keeps the lending card, whose ability it is). Only while the unit is on the field with the Stream.
    for (const m of lendersOf(g, o)) {
      cardDef(m.card).triggers?.forEach((tr, ability) => {
        if (tr.on !== event || tr.zone) return;
        g.s.triggers.push({ ctrl: s.ctrl, src: s.id, card: m.card, ability, ...(about ? { about } : {}), ...(batch ? { batch } : {}) });
      });
    }
  }
}

function self(g: G, id: string): Source[] {
  const o = g.s.objs[id];
  return o ? [{ id, cardId: o.card, ctrl: o.ctrl }] : [];
}

/** Every object on the field, AT player's first, as trigger sources for "when a unit ..." events. */
function fieldSources(g: G): Source[] {
  const out: Source[] = [];
  for (const seat of [g.s.atSeat, other(g.s.atSeat)] as Seat[]) {
    for (const id of zoneOf(g.s, seat, 'field')) {
      const o = g.s.objs[id];
      if (o) out.push({ id, cardId: o.card, ctrl: o.ctrl });
    }
  }
  return out;
}

/** Triggers for a turn event: objects the seat controls on the field, and the seat's Outer Zone cards (408.4). */
function seatSources(g: G, seat: Seat): Source[] {
  const out: Source[] = [];
  for (const id of [...zoneOf(g.s, seat, 'field'), ...zoneOf(g.s, seat, 'outer')]) {
    const o = g.s.objs[id];
    if (o) out.push({ id, cardId: o.card, ctrl: o.ctrl });
  }
  return out;
}

type Ev<K extends FEvent['kind']> = Extract<FEvent, { kind: K }>;

/**
 * The card triggers of the catalogue (606.4) on the bus: each event queues the abilities that name it. Called
 * once by the module's assembly (assemble.ts), after the keyword modules subscribed, so a keyword's handler for
 * the same event runs first.
 */
export function subscribeCardTriggers(): void {
  SUBS
    .on<Ev<'attack'>>('attack', 'card triggers', (g, e) => {
      // 609.4.1: "when this unit attacks", then "when a unit attacks" on every field object.
      queue(g, 'attack', [{ id: e.attacker, cardId: g.s.objs[e.attacker]!.card, ctrl: e.ctrl }], [e.target]);
      queue(g, 'any-attack', fieldSources(g), [e.attacker]);
    })
    .on<Ev<'attacked'>>('attacked', 'card triggers', (g, e) => queue(g, 'attacked', self(g, e.unit), [e.attacker], 1))
    .on<Ev<'block'>>('block', 'card triggers', (g, e) => {
      // 609.5.1.1; 609.4.1.1: on an attack on a unit they go on the Break after (on top of) the attack triggers.
      const batch = e.late ? 1 : 0;
      queue(g, 'block', self(g, e.blocker), [e.attacker], batch);
      queue(g, 'any-block', fieldSources(g), [e.blocker], batch);
    })
    .on<Ev<'arrive'>>('arrive', 'card triggers', (g, e) => queue(g, 'arrive', self(g, e.obj)))
    .on<Ev<'leave'>>('leave', 'card triggers', (g, e) => {
      const src = [{ id: e.obj, cardId: e.cardId, ctrl: e.ctrl }];
      if (e.destroyed) queue(g, 'destroyed', src);
      queue(g, 'leave', src);
    })
    .on<Ev<'damage-player'>>('damage-player', 'card triggers', (g, e) => queue(g, 'damage-player', [{ id: e.attacker, cardId: e.cardId, ctrl: e.ctrl }]))
    .on<Ev<'step'>>('step', 'card triggers', (g, e) => queue(g, e.step, seatSources(g, e.seat)));
}

/** The trigger's parts as shown and placed: a card trigger (606.4), or a keyword-carried one (keyword-triggers.ts). */
export function trigDef(tr: PendingTrigger): { card: CardDef; def: TrigView } {
  if (tr.kw) return kwTrigView(tr);
  const d = cardDef(tr.card);
  const def = d.triggers?.[tr.ability];
  if (!def) throw new Error(`engine bug: trigger ${tr.card}#${tr.ability}`);
  return { card: d, def };
}

/**
 * Places the next pending trigger (kernel APNAP order, 601.2.1: the AT player's first, each owner orders
 * their own; 609.4.1.1's later batch last), asking for the order / optional choice / targets when needed.
 */
export function placeNextTrigger(g: G): void {
  const d = nextTrigger(g.s.triggers, g.s.atSeat)!;
  if (d.choices.length > 1) {
    ask(g, d.seat, 'order-triggers',
      t('เลือก Trigger Ability ที่จะเข้า Break ก่อน (อยู่ล่างกว่า)', 'Choose the trigger to put on the Break first (it resolves later)'),
      d.triggers.map((x, i) => opt(`tr${i}`, t(`${trigDef(x).card.name.th}: ${trigDef(x).def.text.th}`, `${trigDef(x).card.name.en}: ${trigDef(x).def.text.en}`))),
      1, 1, { t: 'order-triggers', seat: d.seat }, '601.2.1');
    return;
  }
  takeTrigger(g, d.choices[0]!);
}

/** The answer to 'order-triggers': the k-th of the seat's choices; false when there is no such choice. */
export function chooseTrigger(g: G, k: number): boolean {
  const d = nextTrigger(g.s.triggers, g.s.atSeat);
  const index = d?.choices[k];
  if (index === undefined) return false;
  takeTrigger(g, index);
  return true;
}

function takeTrigger(g: G, index: number): void {
  const tr = takePending(g.s.triggers, index);
  if (!kwMayHappen(g, tr)) return;
  const { card, def } = trigDef(tr);
  if (def.optional) {
    // A source in a hidden pile (606.5.12) is not named while its controller decides: the prompt is public.
    const shown = g.s.objs[tr.src] ? t(`${card.name.th}: ${def.text.th}`, `${card.name.en}: ${def.text.en}`) : keywordInfo(tr.kw ?? '') ? t(keywordInfo(tr.kw!)!.th, keywordInfo(tr.kw!)!.en) : def.text;
    ask(g, tr.ctrl, 'optional', t(`${shown.th} — ใช้ความสามารถนี้ไหม?`, `${shown.en} — use it?`),
      [opt('yes', t('ใช้', 'Yes')), opt('no', t('ไม่ใช้', 'No'))], 1, 1, { t: 'trig-optional', trig: tr }, '606.4.2.1');
    return;
  }
  chooseTriggerTargets(g, tr);
}

export function chooseTriggerTargets(g: G, tr: PendingTrigger): void {
  const { card, def } = trigDef(tr);
  if (def.target) {
    const cands = candidates(g, tr.ctrl, def.target);
    const count = def.target.count ?? 1;
    if (cands.length < count) {
      // 602.3: no legal target, the ability is void.
      log(g, tr.ctrl, t(`${card.name.th}: ไม่มีเป้าหมาย ความสามารถเป็นโมฆะ`, `${card.name.en}: no legal target, the ability is void`), '602.3');
      return;
    }
    if (cands.length > count) {
      ask(g, tr.ctrl, 'targets', t(`${card.name.th}: เลือกเป้าหมาย`, `${card.name.en}: choose target(s)`), targetOptions(g, cands), count, count,
        { t: 'trig-targets', trig: tr, spec: def.target }, '606.4.2.2');
      return;
    }
    putTrigger(g, tr, cands);
    return;
  }
  putTrigger(g, tr, []);
}

export function putTrigger(g: G, tr: PendingTrigger, targets: string[]): void {
  const { card, def } = trigDef(tr);
  // 606.4.3: the opponent of the controller gets priority.
  push(g, {
    id: `b${++g.s.seq}`, kind: 'trigger', ctrl: tr.ctrl, src: tr.src, srcCardId: tr.card, idx: tr.ability, targets,
    ...(tr.about ? { about: tr.about } : {}), ...(tr.kw ? { kw: tr.kw } : {}), label: t(`${card.name.th}: ${def.text.th}`, `${card.name.en}: ${def.text.en}`),
  });
  // A keyword's trigger names the keyword and its section (606.5.x).
  const kwKey = tr.kw ?? def.kw;
  const kw = kwKey ? keywordInfo(kwKey) : undefined;
  const what = kw ? t(`${card.name.th}: ${keywordThai(kw)}`, `${card.name.en}: ${kw.en}`) : card.name;
  log(g, tr.ctrl, t(`${what.th} ทำงาน (${seatName(g, tr.ctrl)})`, `${what.en} triggers (${seatName(g, tr.ctrl)})`), kw?.rule ?? '606.4', 'trigger');
}
