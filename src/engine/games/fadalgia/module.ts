/** The Fadalgia game module: the pure reducer and its queries (the GameModule contract). */
import type { Action, ApplyResult, GameModule, MatchResult, Prompt, RuleError, ShuffleCommitment } from '../../core/api-types.js';
import type { Seat, Viewer } from '../../core/view-types.js';
import { parseAction } from '../../core/actions.js';
import { cloneState } from './clone-state.js';
import { toCommitment, type ShuffleSecret } from '../../core/commitments.js';
import { ruleError, t } from '../../core/text.js';
import { answer } from './answer.js';
import { type G, log, pl, seatName } from './ctx.js';
import { run } from './driver.js';
import { legal } from './legal.js';
import { checkEnd } from './sba.js';
import { newState } from './setup.js';
import type { FState } from './types.js';
import { buildView } from './view.js';
import type { FadalgiaView } from './view-types.js';

export function create(setup: unknown): FState | RuleError {
  const s = newState(setup);
  if ('code' in s) return s;
  const g: G = { s, ev: [] };
  run(g);
  return s;
}

export function publicPrompt(s: FState): Prompt | null {
  const p = s.prompt;
  if (!p || s.result) return null;
  return { promptId: p.promptId, seat: p.seat, kind: p.kind, label: p.label, options: p.options.map((o) => ({ ...o })), min: p.min, max: p.max, ...(p.rule ? { rule: p.rule } : {}) };
}

function validateChoice(s: FState, a: Extract<Action, { type: 'answer' }>): RuleError | null {
  const p = s.prompt;
  if (!p) return ruleError('prompt/none', '601.1', 'ตอนนี้ไม่มีคำถามที่รอคำตอบ', 'Nothing is waiting for an answer');
  if (a.promptId !== p.promptId) return ruleError('prompt/stale', '601.1', 'คำถามนี้หมดอายุแล้ว กระดานเปลี่ยนไปแล้ว', 'This prompt has expired: the board changed');
  if (a.seat !== p.seat) return ruleError('prompt/not-yours', '601.1', 'ยังไม่ถึงตาคุณตัดสินใจ', 'It is not your decision');
  const ids = new Set(p.options.map((o) => o.id));
  if (new Set(a.choice).size !== a.choice.length) return ruleError('prompt/duplicate', p.rule ?? '601.1', 'เลือกซ้ำกันไม่ได้', 'The same option was chosen twice');
  for (const c of a.choice) if (!ids.has(c)) return ruleError('prompt/unknown-option', p.rule ?? '601.1', `ไม่มีตัวเลือก "${c}"`, `There is no option "${c}"`);
  if (a.choice.includes('cancel')) return a.choice.length === 1 ? null : ruleError('prompt/cancel-alone', p.rule ?? '601.1', 'ยกเลิกต้องเลือกอย่างเดียว', 'Cancel must be chosen alone');
  if (a.choice.length < p.min || a.choice.length > p.max) {
    return ruleError('prompt/count', p.rule ?? '601.1', `ต้องเลือก ${p.min === p.max ? p.min : `${p.min}–${p.max}`} ตัวเลือก`, `Choose ${p.min === p.max ? p.min : `${p.min}–${p.max}`} option(s)`);
  }
  return null;
}

export function applyAction(state: FState, input: unknown): ApplyResult<FState> {
  const parsed = parseAction(input);
  if (!parsed.ok) return { ok: false, error: ruleError('action/invalid', '100.2', `คำสั่งไม่ถูกต้อง: ${parsed.issues}`, `Invalid action: ${parsed.issues}`) };
  const a = parsed.action;
  if (state.result) return { ok: false, error: ruleError('match/ended', '101.3', 'เกมจบแล้ว', 'The game is over') };
  const s = cloneState(state);
  const g: G = { s, ev: [] };
  if (a.type === 'concede') {
    // 100.5: conceding is always allowed, whatever any card says.
    pl(g, a.seat).conceded = true;
    log(g, a.seat, t(`${seatName(g, a.seat)} ยอมแพ้`, `${seatName(g, a.seat)} concedes`), '100.5', 'concede');
    checkEnd(g);
  } else if (a.type === 'answer-number') {
    return { ok: false, error: ruleError('prompt/wrong-kind', '101.6', 'คำถามนี้ไม่ได้ถามตัวเลข', 'This prompt does not ask for a number') };
  } else {
    const err = validateChoice(state, a);
    if (err) return { ok: false, error: err };
    const r = answer(g, s.prompt!, a.choice);
    if (r) return { ok: false, error: r };
    run(g);
  }
  s.version = state.version + 1;
  return { ok: true, state: s, events: g.ev };
}

export function viewOf(state: FState, viewer: Viewer): FadalgiaView {
  return buildView({ s: state, ev: [] }, viewer);
}

export function resultOf(state: FState): MatchResult | null {
  return state.result ? { ...state.result } : null;
}

export function commitmentsOf(state: FState): ShuffleCommitment[] {
  return state.shuffles.map(toCommitment);
}

/** The secrets behind every commitment; only once the match has ended. */
export function reveal(state: FState): ShuffleSecret[] | RuleError {
  if (!state.result) return ruleError('match/not-ended', '100.4', 'เปิดเผยการสับได้เมื่อเกมจบแล้วเท่านั้น', 'Shuffles are revealed only once the match has ended');
  return state.shuffles.map((x) => ({ ...x, order: [...x.order] }));
}

export const fadalgia: GameModule<FState, FadalgiaView> = {
  id: 'fadalgia',
  create,
  apply: (s, a) => applyAction(s, a),
  legalActions: (s, seat: Seat) => legal(s, seat, publicPrompt(s)),
  prompt: publicPrompt,
  viewFor: viewOf,
  result: resultOf,
  commitments: commitmentsOf,
  revealShuffles: reveal,
};
