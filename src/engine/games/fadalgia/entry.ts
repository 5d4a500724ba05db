/**
 * A unit entering the field after it was cast successfully (605.2.5.3.2 / 304.2), as one event that
 * replacement effects may change before it happens (core/replacement.ts): a keyword module's `enter`
 * replacement (606.5.9 Transform) may merge another card into it or send it to the grave instead, in which
 * case it does not count as entering the field (no 'arrive'). The caster (resolve.ts) reports the cast success.
 */
import type { GameEvent } from '../../core/bus.js';
import { runReplacements, type Replacement, type ReplacementRun } from '../../core/replacement.js';
import type { Seat, Text } from '../../core/view-types.js';
import type { PromptOption } from '../../core/api-types.js';
import { ask } from './ask.js';
import { t } from '../../core/text.js';
import { KEYWORDS } from './cards/keywords.js';
import { cardDef } from './cards/catalog.js';
import { type G, defOf, log } from './ctx.js';
import { emit } from './events.js';
import type { FKeyword } from './keywords/fkeyword.js';
import { moveObj } from './zones.js';

export interface EnterEvent extends GameEvent {
  kind: 'enter-field';
  /** The object entering (on the Break while it is cast). */
  obj: string;
  cardId: string;
  ctrl: Seat;
  cast: boolean;
  to: 'field' | 'grave';
  /** 606.5.9: Outer Zone ids of cards that count as this same card. */
  merged?: string[];
  /** What the caster chose for each keyword's entry question (EntryChoice), by keyword name. */
  picks?: Record<string, string[]>;
  /** Why it went elsewhere: the section and a reason for the log. */
  rule?: string;
  why?: Text;
}

/**
 * A keyword whose entry replacement needs the caster to choose (606.5.9: which of several cards of the named
 * card to remove). Asked before the entry event happens, so the replacement itself stays a pure function.
 */
export interface EntryChoice {
  /** The options; a question is asked only when there are two or more. */
  options(g: G, ev: EnterEvent): PromptOption[];
  label(g: G, ev: EnterEvent): Text;
  rule: string;
}

type WithChoice = FKeyword & { enterChoice?: EntryChoice };

/**
 * Asks the caster the first entry question still open for the cast unit `id` (answers in `picks`); returns
 * true when a prompt is now pending.
 */
export function askEntryChoice(g: G, id: string, ctrl: Seat, picks: Record<string, string[]>): boolean {
  const o = g.s.objs[id]!;
  const ev: EnterEvent = { kind: 'enter-field', obj: id, cardId: o.card, ctrl, cast: true, to: 'field', picks };
  for (const k of cardDef(o.card).keywords ?? []) {
    const c = (KEYWORDS.get(k) as WithChoice | undefined)?.enterChoice;
    if (!c || picks[k]) continue;
    const options = c.options(g, ev);
    if (options.length < 2) continue;
    ask(g, ctrl, 'choose-cards', c.label(g, ev), options, 1, 1, { t: 'enter-choice', key: k }, c.rule);
    return true;
  }
  return false;
}

function replacements(cardId: string): Replacement<G, EnterEvent>[] {
  const out: Replacement<G, EnterEvent>[] = [];
  for (const k of cardDef(cardId).keywords ?? []) {
    const r = (KEYWORDS.get(k) as FKeyword | undefined)?.enter;
    if (r) out.push(r);
  }
  return out;
}

/**
 * Moves the cast unit `id` onto `ctrl`'s field, or where a replacement sends it; returns its new id and whether
 * it entered the field. `picks`: the caster's answers to askEntryChoice.
 */
export function enterField(g: G, id: string, ctrl: Seat, cast: boolean, picks?: Record<string, string[]>): { id: string | null; entered: boolean } {
  const o = g.s.objs[id]!;
  const d = defOf(o);
  let ev: EnterEvent = { kind: 'enter-field', obj: id, cardId: o.card, ctrl, cast, to: 'field', ...(picks ? { picks } : {}) };
  const reps = replacements(o.card);
  if (reps.length) {
    let run: ReplacementRun<EnterEvent> = { event: ev, applied: [] };
    let choice: string | undefined;
    for (;;) {
      // 616.1-style: the affected player orders several; Sanam applies them in the order the card lists them.
      const step = runReplacements(g, run, reps, (x) => x.ctrl, choice);
      if (step.k === 'done') {
        if (step.event) ev = step.event;
        break;
      }
      run = step.run;
      choice = step.options[0];
    }
  }
  if (ev.to === 'grave') {
    const gid = moveObj(g, id, 'grave');
    log(g, ctrl, t(`${d.name.th} ลงสุสานแทนการเข้าสู่สนาม${ev.why ? ` (${ev.why.th})` : ''}`, `${d.name.en} goes to the grave instead of entering the field${ev.why ? ` (${ev.why.en})` : ''}`), ev.rule ?? '605.2.5.3.2', 'to-grave', { objectId: gid });
    return { id: gid, entered: false };
  }
  const nid = moveObj(g, id, 'field', { ctrl });
  if (!nid) return { id: null, entered: false };
  const n = g.s.objs[nid]!;
  n.mode = 'AT';
  if (ev.merged?.length) n.merged = ev.merged;
  log(g, ctrl, t(`${d.name.th} เข้าสู่สนาม`, `${d.name.en} enters the field`), '304.2', 'arrive', { objectId: nid });
  emit(g, { kind: 'arrive', obj: nid });
  return { id: nid, entered: true };
}
