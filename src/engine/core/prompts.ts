/**
 * Prompt building shared by the games: one option per choice, with the visibility mark derived from the
 * option's object and that object's zone (never from its name or label). 'private' means choosing or
 * showing the option would tell the opponent something they cannot see (a card in hand, a face-down card,
 * a hidden payment), so public surfaces show it only to the deciding seat.
 */
import type { Action, Prompt, PromptOption, RuleError } from './api-types.js';
import type { Seat, Text } from './view-types.js';
import { ruleError } from './text.js';
import { isPublic, type KBase, type ZoneTable } from './zones.js';

export interface OptionExtra {
  objectId?: string;
  group?: string;
  rule?: string;
}

/** An option about no object or about a public one. */
export function option(id: string, label: Text, extra: OptionExtra = {}, visibility: 'public' | 'private' = 'public'): PromptOption {
  return { id, label, ...extra, visibility };
}

/** An option about object `o`: private when the opponent cannot see `o` where it is. */
export function objectOption(table: ZoneTable, o: KBase, id: string, label: Text, extra: Omit<OptionExtra, 'objectId'> = {}): PromptOption {
  return { id, label, objectId: o.id, ...extra, visibility: isPublic(table, o) ? 'public' : 'private' };
}

/** What an observer without the deciding seat's secrets may know of the options: the public ones only. */
export function publicOptions(options: readonly PromptOption[]): Array<Pick<PromptOption, 'id' | 'label' | 'visibility'>> {
  return options.filter((o) => o.visibility !== 'private').map((o) => ({ id: o.id, label: o.label, visibility: o.visibility }));
}

const MAX_COMBOS = 24;

function combos(n: number, k: number, limit: number): number[][] {
  const out: number[][] = [];
  const cur: number[] = [];
  const rec = (start: number): void => {
    if (out.length >= limit) return;
    if (cur.length === k) {
      out.push([...cur]);
      return;
    }
    for (let i = start; i < n; i++) {
      cur.push(i);
      rec(i + 1);
      cur.pop();
    }
  };
  rec(0);
  return out;
}

/** The answers to a prompt, bounded for multi-choice prompts; 'cancel' is only ever chosen alone. */
export function answersFor(p: Prompt): string[][] {
  const ids = p.options.map((o) => o.id);
  if (p.kind === 'number') return [];
  if (p.min === 1 && p.max === 1) return ids.map((id) => [id]);
  const real = ids.filter((id) => id !== 'cancel');
  const out: string[][] = [];
  for (let k = p.min; k <= p.max && k <= real.length; k++) for (const c of combos(real.length, k, MAX_COMBOS)) out.push(c.map((i) => real[i]!));
  if (ids.includes('cancel')) out.push(['cancel']);
  return out;
}

/** Every action `seat` may send: the answers to its pending prompt, and conceding (always allowed). */
export function legalFromPrompt(prompt: Prompt | null, seat: Seat, ended: boolean): Action[] {
  if (ended) return [];
  const out: Action[] = [];
  if (prompt && prompt.seat === seat) {
    if (prompt.kind === 'number') for (let v = prompt.min; v <= Math.min(prompt.max, prompt.min + 20); v++) out.push({ type: 'answer-number', seat, promptId: prompt.promptId, value: v });
    else for (const choice of answersFor(prompt)) out.push({ type: 'answer', seat, promptId: prompt.promptId, choice });
  }
  out.push({ type: 'concede', seat });
  return out;
}

/** The generic checks of an answer against the pending prompt (stale, not yours, unknown, count). */
export function checkAnswer(p: Prompt | null, a: { seat: Seat; promptId: string; choice: string[] }, rule = '601.1'): RuleError | null {
  if (!p) return ruleError('prompt/none', rule, 'ตอนนี้ไม่มีคำถามที่รอคำตอบ', 'Nothing is waiting for an answer');
  if (a.promptId !== p.promptId) return ruleError('prompt/stale', rule, 'คำถามนี้หมดอายุแล้ว กระดานเปลี่ยนไปแล้ว', 'This prompt has expired: the board changed');
  if (a.seat !== p.seat) return ruleError('prompt/not-yours', rule, 'ยังไม่ถึงตาคุณตัดสินใจ', 'It is not your decision');
  const r = p.rule ?? rule;
  if (a.choice.some((c, i) => a.choice.indexOf(c) !== i)) return ruleError('prompt/duplicate', r, 'เลือกซ้ำกันไม่ได้', 'The same option was chosen twice');
  for (const c of a.choice) if (!p.options.some((o) => o.id === c)) return ruleError('prompt/unknown-option', r, `ไม่มีตัวเลือก "${c}"`, `There is no option "${c}"`);
  if (a.choice.includes('cancel')) return a.choice.length === 1 ? null : ruleError('prompt/cancel-alone', r, 'ยกเลิกต้องเลือกอย่างเดียว', 'Cancel must be chosen alone');
  if (a.choice.length < p.min || a.choice.length > p.max) {
    return ruleError('prompt/count', r, `ต้องเลือก ${p.min === p.max ? p.min : `${p.min}–${p.max}`} ตัวเลือก`, `Choose ${p.min === p.max ? p.min : `${p.min}–${p.max}`} option(s)`);
  }
  return null;
}
