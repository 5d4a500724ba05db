/** The Fadalgia game module: the pure reducer and its queries (the GameModule contract). */
// First: the keyword registry, bus subscriptions and combat windows are wired before anything runs.
import './assemble.js';
import { GAME } from '../../terms/fadalgia.js';
import { fadalgiaPlace } from './place.js';
import { twoStepOf } from './with-target.js';
import { placedTriggerOptions } from './trigger-labels.js';
import type { Action, ApplyResult, GameModule, MatchResult, Prompt, RuleError, ShuffleCommitment, ViewSet } from '../../core/api-types.js';
import type { Seat, Viewer } from '../../core/view-types.js';
import { parseAction } from '../../core/actions.js';
import { cloneState } from './clone-state.js';
import { toCommitment, type ShuffleSecret } from '../../core/commitments.js';
import { ruleError, t } from '../../core/text.js';
import { answer } from './answer.js';
import { type G, log, pl, seatName } from './ctx.js';
import { run } from './driver.js';
import { legalFromPrompt } from '../../core/prompts.js';
import { checkEnd } from './sba.js';
import { newState } from './setup.js';
import type { FState } from './types.js';
import { buildView, buildViews } from './view.js';
import { viewParts, viewsJson, viewsPatch } from './view-json.js';
import { FADALGIA_FORMATS, fadalgiaDecks } from './deck-support.js';
import type { FadalgiaView } from './view-types.js';
import { fadalgiaScenario } from './scenario.js';
import { adjustFadalgia } from './adjust.js';
import { setZone, zoneOf } from './zones.js';
import { assertSchema, schemaError } from './schema.js';
import { upgradeState } from './schema-upgrade.js';
import { determinizeFadalgia } from './determinize.js';
import { inMatch } from './cards/catalog.js';
import { fadalgiaCardSets } from './cards/card-set.js';

export function create(setup: unknown): FState | RuleError {
  const s = newState(setup);
  if ('code' in s) return s;
  const g: G = { s, ev: [] };
  inMatch(s, () => run(g));
  return s;
}

export function publicPrompt(s: FState): Prompt | null {
  const p = s.prompt;
  if (!p || s.result) return null;
  const options = p.options.map((o) => ({ ...o }));
  return { promptId: p.promptId, seat: p.seat, kind: p.kind, label: p.label, options: p.kind === 'order-triggers' ? placedTriggerOptions(s, options) : options, min: p.min, max: p.max, ...(p.rule ? { rule: p.rule } : {}) };
}

function validateChoice(s: FState, a: Extract<Action, { type: 'answer' }>): RuleError | null {
  const p = s.prompt;
  if (!p) return ruleError('prompt/none', '601.1', 'ตอนนี้ไม่มีคำถามที่รอคำตอบ', 'Nothing is waiting for an answer');
  if (a.promptId !== p.promptId) return ruleError('prompt/stale', '601.1', 'คำถามนี้หมดอายุแล้ว กระดานเปลี่ยนไปแล้ว', 'This prompt has expired: the board changed');
  if (a.seat !== p.seat) return ruleError('prompt/not-yours', '601.1', 'ยังไม่ถึงตาคุณตัดสินใจ', 'It is not your decision');
  if (p.kind === 'number') return ruleError('prompt/wrong-kind', '101.6', 'คำถามนี้ต้องตอบเป็นตัวเลข', 'This prompt asks for a number');
  // Checked for every action over a few options: loops rather than Sets.
  if (a.choice.some((c, i) => a.choice.indexOf(c) !== i)) return ruleError('prompt/duplicate', p.rule ?? '601.1', 'เลือกซ้ำกันไม่ได้', 'The same option was chosen twice');
  // A two-step priority answer stays legal where combined options stand in for it (with-target.ts: old logs replay).
  for (const c of a.choice) if (!p.options.some((o) => o.id === c) && !(p.kind === 'priority' && twoStepOf(p.options, c))) return ruleError('prompt/unknown-option', p.rule ?? '601.1', `ไม่มีตัวเลือก "${c}"`, `There is no option "${c}"`);
  if (a.choice.includes('cancel')) return a.choice.length === 1 ? null : ruleError('prompt/cancel-alone', p.rule ?? '601.1', 'ยกเลิกต้องเลือกอย่างเดียว', 'Cancel must be chosen alone');
  if (a.choice.length < p.min || a.choice.length > p.max) {
    return ruleError('prompt/count', p.rule ?? '601.1', `ต้องเลือก ${p.min === p.max ? p.min : `${p.min}–${p.max}`} ตัวเลือก`, `Choose ${p.min === p.max ? p.min : `${p.min}–${p.max}`} option(s)`);
  }
  return null;
}

/** 101.6: a number prompt takes 0 or a positive integer only, within the prompt's range. */
function validateNumber(s: FState, a: Extract<Action, { type: 'answer-number' }>): RuleError | null {
  const p = s.prompt;
  if (!p) return ruleError('prompt/none', '601.1', 'ตอนนี้ไม่มีคำถามที่รอคำตอบ', 'Nothing is waiting for an answer');
  if (a.promptId !== p.promptId) return ruleError('prompt/stale', '601.1', 'คำถามนี้หมดอายุแล้ว กระดานเปลี่ยนไปแล้ว', 'This prompt has expired: the board changed');
  if (a.seat !== p.seat) return ruleError('prompt/not-yours', '601.1', 'ยังไม่ถึงตาคุณตัดสินใจ', 'It is not your decision');
  if (p.kind !== 'number') return ruleError('prompt/wrong-kind', '101.6', 'คำถามนี้ไม่ได้ถามตัวเลข', 'This prompt does not ask for a number');
  if (a.value < 0) return ruleError('number/negative', '101.6', 'ตัวเลขต้องเป็น 0 หรือจำนวนเต็มบวกเท่านั้น', 'The number must be 0 or a positive integer');
  if (a.value < p.min || a.value > p.max) return ruleError('number/range', '101.6', `เลือกตัวเลขได้ ${p.min}–${p.max}`, `Choose a number from ${p.min} to ${p.max}`);
  return null;
}

/**
 * 405.2: the owner arranges their grave freely (e.g. cards from the main pile apart from cards from the
 * life pile); it stays the same zone, so nothing else changes and the pending prompt stays valid. Sanam
 * makes it a free action rather than a priority option: 405.2 sets no timing, and an extra priority option
 * would stop the smart auto-pass every time a grave holds two cards. It also settles 400.6 for the grave
 * (an open zone): cards arriving together land in the engine's order and their owner may rearrange them
 * at once, so no ordering prompt interrupts play; closed piles get one (verbs/put-back.ts, 400.6.1).
 * 400.4: the main pile, life pile and Break cannot be rearranged this way.
 */
function arrangeGrave(g: G, seat: Seat, order: string[]): RuleError | null {
  const grave = zoneOf(g.s, seat, 'grave');
  const elsewhere = order.find((id) => !grave.includes(id));
  if (elsewhere !== undefined) {
    const o = g.s.objs[elsewhere];
    if (o && (o.zone === 'main' || o.zone === 'life' || o.zone === 'break')) {
      return ruleError('zone/fixed-order', '400.4', 'ลำดับการ์ดในกองหลัก กองไลฟ์ และ Break เปลี่ยนไม่ได้', 'The order of the main pile, the life pile and the Break cannot be changed');
    }
    return ruleError('grave/not-yours', '405.2', 'จัดเรียงได้เฉพาะการ์ดในสุสานของคุณเอง', 'You may arrange only the cards in your own grave');
  }
  if (order.length !== grave.length || new Set(order).size !== order.length) {
    return ruleError('grave/incomplete', '405.2', 'ต้องระบุการ์ดทุกใบในสุสานของคุณ ใบละครั้ง', 'List every card in your grave exactly once');
  }
  setZone(g.s, seat, 'grave', [...order]);
  log(g, seat, t(`${seatName(g, seat)} จัดเรียงสุสานใหม่`, `${seatName(g, seat)} rearranges their grave`), '405.2', 'arrange-grave');
  return null;
}

export function applyAction(state: FState, input: unknown): ApplyResult<FState> {
  const old = schemaError(state);
  if (old) return { ok: false, error: old };
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
    const err = validateNumber(state, a);
    if (err) return { ok: false, error: err };
    const r = answer(g, s.prompt!, [String(a.value)]);
    if (r) return { ok: false, error: r };
    run(g);
  } else if (a.type === 'arrange-grave') {
    const err = arrangeGrave(g, a.seat, a.order);
    if (err) return { ok: false, error: err };
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
  assertSchema(state);
  return buildView({ s: state, ev: [] }, viewer);
}

export function viewsOf(state: FState): ViewSet<FadalgiaView> {
  assertSchema(state);
  return buildViews({ s: state, ev: [] });
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

/**
 * Every entry point reads a stored state through `upgradeState` (schema-upgrade.ts): a schema-2 state passes
 * after one comparison, a live match stored by the schema-1 engine is read as the state this engine would hold.
 */
const up = upgradeState;

export const fadalgia: GameModule<FState, FadalgiaView> = {
  id: 'fadalgia',
  name: { th: GAME.th, en: GAME.en },
  formats: FADALGIA_FORMATS,
  decks: fadalgiaDecks,
  cardSets: fadalgiaCardSets,
  scenario: fadalgiaScenario,
  create,
  // Every call over a state sees that match's own scenario cards (cards/catalog.ts inMatch).
  apply: (s, a) => inMatch(s, () => applyAction(up(s), a)),
  legalActions: (s, seat: Seat) => inMatch(s, () => { const u = up(s); return legalFromPrompt(publicPrompt(u), seat, u.result !== null); }),
  prompt: (s) => inMatch(s, () => publicPrompt(up(s))),
  cardOf: (s, id) => up(s).objs[id]?.card,
  place: (s, id) => fadalgiaPlace(up(s), id),
  viewFor: (s, viewer) => inMatch(s, () => viewOf(up(s), viewer)),
  viewsFor: (s) => inMatch(s, () => viewsOf(up(s))),
  viewsJson,
  viewsPatch,
  viewParts,
  result: (s) => resultOf(up(s)),
  commitments: (s) => commitmentsOf(up(s)),
  revealShuffles: (s) => reveal(up(s)),
  adjust: (s, op) => inMatch(s, () => adjustFadalgia(up(s), op)),
  determinize: (s, seat, seed) => determinizeFadalgia(up(s), seat, seed),
  upgrade: up,
};
