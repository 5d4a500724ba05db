/** Every action a seat may send now: the pending prompt's answers (bounded for multi-choice) and concede (100.5). */
import type { Action, Prompt } from '../../core/api-types.js';
import type { Seat } from '../../core/view-types.js';
import type { FState } from './types.js';

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

export function answersFor(p: Prompt): string[][] {
  const ids = p.options.map((o) => o.id);
  if (p.kind === 'number') return [];
  if (p.min === 1 && p.max === 1) return ids.map((id) => [id]);
  // Multi-choice prompts never mix 'cancel' into a selection.
  const real = ids.filter((id) => id !== 'cancel');
  const out: string[][] = [];
  for (let k = p.min; k <= p.max && k <= real.length; k++) for (const c of combos(real.length, k, MAX_COMBOS)) out.push(c.map((i) => real[i]!));
  if (ids.includes('cancel')) out.push(['cancel']);
  return out;
}

export function legal(s: FState, seat: Seat, prompt: Prompt | null): Action[] {
  if (s.result) return [];
  const out: Action[] = [];
  if (prompt && prompt.seat === seat) {
    if (prompt.kind === 'number') for (let v = prompt.min; v <= Math.min(prompt.max, prompt.min + 20); v++) out.push({ type: 'answer-number', seat, promptId: prompt.promptId, value: v });
    else for (const choice of answersFor(prompt)) out.push({ type: 'answer', seat, promptId: prompt.promptId, choice });
  }
  out.push({ type: 'concede', seat });
  return out;
}
