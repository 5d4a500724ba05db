/**
 * Card triggers on the kernel's event bus (language.ts `triggers`): when an event happens, every trigger source
 * on the board — Spirits, attached Equipment (its "this" is the Spirit it is attached to) and the Field — whose
 * trigger matches queues a pending trigger; the loop resolves them (the active seat's first, in the order they
 * were queued), each as a resolution that may ask for its choices. A Spirit's "when this is destroyed" fires
 * from the discard pile it went to.
 */
import { cardsIn, nextTrigger, takeTrigger, type Bus, type GameEvent, type PendingTrigger, type Seat } from '../../core/kernel.js';
import { spiritsOf } from './board.js';
import { sdCard } from './cards.js';
import { holds, startResolution } from './effects.js';
import type { SDTrigger } from './language.js';
import { R } from './rules.js';
import type { SDState } from './state.js';

/** Emitted at the start of a turn (after Refresh and Draw, before Main) and at its end (before "until end of turn" ends). */
export interface TurnEvent extends GameEvent {
  kind: 'turn-start' | 'turn-end';
  seat: Seat;
}

interface Source { id: string; ctrl: Seat; self?: string }

function sources(s: SDState): Source[] {
  const out: Source[] = [];
  for (const p of [0, 1] as Seat[]) {
    for (const id of spiritsOf(s, p)) out.push({ id, ctrl: p, self: id });
    for (const id of cardsIn(s.zones, 'equipment', p)) out.push({ id, ctrl: p, self: s.zones.objs[id]!.attachedTo ?? undefined });
  }
  for (const id of cardsIn(s.zones, 'field')) out.push({ id, ctrl: s.zones.objs[id]!.owner });
  return out;
}

/** What happened: the trigger kind, and the Spirit it is about (its id now, its id before a move) with its controller. */
export interface Happened { on: SDTrigger['on']; subject?: string; before?: string; subjectCtrl?: Seat; turnOf?: Seat }

function matches(t: SDTrigger, src: Source, h: Happened): boolean {
  if (t.on !== h.on) return false;
  if (h.turnOf !== undefined) return t.whose === 'any' || (t.whose === 'yours') === (h.turnOf === src.ctrl);
  const isSelf = src.self !== undefined && (h.subject === src.self || h.before === src.self);
  switch (t.whose) {
    case 'this': return isSelf;
    case 'another': return !isSelf;
    case 'yours': return !isSelf && h.subjectCtrl === src.ctrl;
    case 'opponents': return h.subjectCtrl !== src.ctrl;
    case 'any': return true;
  }
}

/** Queues every matching trigger; `extra`: a source off the board (the destroyed Spirit itself). */
export function fire(s: SDState, h: Happened, extra?: Source): void {
  for (const src of extra ? [...sources(s), extra] : sources(s)) {
    const card = sdCard(s, s.zones.objs[src.id]!.card);
    card.triggers?.forEach((t, i) => {
      if (!matches(t, src, h) || !holds(s, src.ctrl, { self: src.self, subject: h.subject }, t.if)) return;
      s.pending.push({ ctrl: src.ctrl, src: src.id, card: card.id, ability: i, ...(h.subject ? { about: [h.subject] } : {}) });
    });
  }
}

/** "this" of a pending trigger's source now: a Spirit itself, an Equipment's Spirit, nothing for a Field. */
function selfOf(s: SDState, src: string): string | undefined {
  const o = s.zones.objs[src];
  if (!o) return undefined;
  // Stryker disable next-line ConditionalExpression,StringLiteral: a Field's "this" is never read (card-sets.ts refuses "this" and "other" in a Field's trigger; its id is no Spirit's)
  if (o.zone === 'field') return undefined;
  return o.zone === 'equipment' ? (o.attachedTo ?? undefined) : src;
}

/** Resolves one pending trigger (its conditions are read again); true when it stopped to ask. */
export function resolveTrigger(s: SDState, bus: Bus, tr: PendingTrigger): boolean {
  const i = Number(tr.ability);
  // Stryker disable next-line OptionalChaining: a pending trigger is queued only from its card's triggers (fire), and a match's cards never change
  const t = sdCard(s, tr.card).triggers?.[i];
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: the same: the trigger is always found
  if (!t) return false;
  const ctx = { ...(selfOf(s, tr.src) ? { self: selfOf(s, tr.src) } : {}), ...(tr.about?.[0] ? { subject: tr.about[0] } : {}) };
  if (!holds(s, tr.ctrl, ctx, t.if)) return false;
  return startResolution(s, bus, { seat: tr.ctrl, card: tr.card, src: tr.src, path: `t${i}`, ctx, next: 0, chosen: {}, rule: R.main });
}

/** The next pending trigger (the active seat's first); true when it stopped to ask. */
export function resolveNext(s: SDState, bus: Bus): boolean | null {
  const d = nextTrigger(s.pending, s.active);
  if (!d) return null;
  return resolveTrigger(s, bus, takeTrigger(s.pending, d.choices[0]!));
}

/** End-of-turn triggers resolve at once, before the turn passes (their effects never ask: card-sets.ts refuses it). */
export function fireTurnEnd(s: SDState, bus: Bus): void {
  const before = s.pending.length;
  bus.emit<TurnEvent>({ kind: 'turn-end', seat: s.active });
  const mine = s.pending.splice(before);
  for (const tr of [...mine.filter((x) => x.ctrl === s.active), ...mine.filter((x) => x.ctrl !== s.active)]) {
    // Stryker disable next-line StringLiteral: an engine-bug message, unreachable (card-sets.ts refuses end-of-turn effects that ask)
    if (resolveTrigger(s, bus, tr)) throw new Error('engine bug: an end-of-turn trigger asked a question');
  }
}
