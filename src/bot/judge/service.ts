/**
 * The judge's steps on a live match, each one commit through the store's compare-and-set with a log record
 * that says who, why and on whose authority: rewind to an earlier version (the state rebuilt by replaying
 * the log, checked against the stored state first), undo of the last action by consent (refused when it
 * revealed a card to someone: engine/reveals.ts), a result (the loser's concession, 100.5, applied by
 * the engine, so the end is the engine's own), and a manual adjustment.
 *
 * A manual adjustment is the judge answering the pending decision for the seat that owes it, through the
 * engine's apply like any answer. That is the one adjustment every game module can express through the
 * public API (a game's state is opaque to the bot, and the scenario builders build new positions but cannot
 * describe a live one); combined with a rewind it reaches any position legal play reaches: rewind to before
 * the mistake, then answer as it should have been answered. The engine checks it, so an adjustment can never
 * leave a state the game's own rules could not produce, and a rewind past it removes it like any action.
 *
 * A board adjustment (adjustBoard) fixes the board directly: move a card, set a mode, add or remove counters,
 * change a life total, in the engine's generic vocabulary (engine/core/adjust-types.ts), which each game maps
 * onto its own rules or refuses. It is logged as an action ({ type: 'judge-adjust', op }) so that every
 * rebuild from the log (rewinds here, /match log, replays) applies it again through the engine. Such an
 * action carries no seat, so the player path (which checks the acting seat) can never send one.
 */
import type { Seat } from '../../engine/core/view-types.js';
import type { Action, ApplyResult, Prompt, RuleError } from '../../engine/core/api-types.js';
import type { MatchState } from '../../engine/index.js';
import type { AdjustOp, JudgeAdjustAction } from '../../engine/core/adjust-types.js';
import { revealed } from '../../engine/reveals.js';
import type { EnginePort } from '../../match/engine-port.js';
import type { LoadedMatch, MatchService } from '../../match/service.js';
import type { MatchStore } from '../../store/types.js';
import type { KeyValueRepo } from '../../store/kv.js';
import { promptRefOf } from '../custom-id.js';
import { initialState, rebuild, type JudgeNote, type JudgedRecord } from '../../match/history.js';
import { autopassExtender } from '../../match/autopass/chain.js';

export type JudgeOutcome =
  | { ok: true; after: LoadedMatch; finished: boolean }
  | { ok: false; reason: 'not-found' | 'finished' | 'no-history' | 'diverged' | 'bad-version' | 'nothing-to-undo' | 'revealed' | 'stale' | 'no-decision' | 'bad-choice' }
  /** The engine refused the adjustment: its own reason, with the rule section. */
  | { ok: false; reason: 'rule-error'; error: RuleError };

export interface JudgeStep {
  matchId: string;
  /** The acting user (a judge, or the player whose request the other accepted). */
  by: string;
  reason: string;
  authority: 'judge' | 'consent';
  consent?: string[];
  interactionId: string;
  now: number;
  /** The version the request was made at: a request made before another commit is refused as stale. */
  atVersion?: number;
}

export class JudgeService {
  constructor(private readonly store: MatchStore, private readonly service: MatchService, private readonly engine: EnginePort, private readonly kv: KeyValueRepo) {}

  /** The match, its log and every state by version; null when the first state was not kept. */
  async history(matchId: string): Promise<{ match: LoadedMatch; records: JudgedRecord[]; states: unknown[] } | JudgeOutcome> {
    const match = await this.service.load(matchId);
    if (!match) return { ok: false, reason: 'not-found' };
    const initial = await initialState(this.kv, matchId);
    if (initial === null) return { ok: false, reason: 'no-history' };
    const records = (await this.service.log(matchId)) as JudgedRecord[];
    const r = rebuild(this.engine, initial, records);
    // The rebuilt present must be the stored present, or the log cannot be trusted to rebuild the past.
    if (!r.ok || r.states.length !== match.snap.version + 1 || this.engine.stateHash(r.states[match.snap.version]) !== this.engine.stateHash(match.state)) return { ok: false, reason: 'diverged' };
    return { match, records, states: r.states };
  }

  async rewind(step: JudgeStep & { to: number }): Promise<JudgeOutcome> {
    const h = await this.history(step.matchId);
    if ('ok' in h) return h;
    if (!Number.isInteger(step.to) || step.to < 0 || step.to >= h.match.snap.version) return { ok: false, reason: 'bad-version' };
    return this.commit(h.match, h.states[step.to], step, { kind: 'rewind', to: step.to });
  }

  /** Undo of the last action, when it revealed no card to anyone. */
  async undo(step: JudgeStep): Promise<JudgeOutcome> {
    const h = await this.history(step.matchId);
    if ('ok' in h) return h;
    const v = h.match.snap.version;
    const last = h.records[v - 1];
    if (v === 0 || !last?.action || last.judge) return { ok: false, reason: 'nothing-to-undo' };
    if (revealed(h.states[v - 1] as MatchState, h.states[v] as MatchState)) return { ok: false, reason: 'revealed' };
    return this.commit(h.match, h.states[v - 1], step, { kind: 'undo', to: v - 1 });
  }

  /** A judge's result: `winner` wins by the other seat's concession, applied by the engine. */
  async setResult(step: JudgeStep & { winner: Seat }): Promise<JudgeOutcome> {
    const match = await this.service.load(step.matchId);
    if (!match) return { ok: false, reason: 'not-found' };
    if (match.snap.status === 'finished') return { ok: false, reason: 'finished' };
    const action = { type: 'concede' as const, seat: (1 - step.winner) as Seat };
    const res = this.engine.apply(match.state, action);
    if (!res.ok) return { ok: false, reason: 'finished' };
    const note: JudgeNote = { kind: 'result', reason: step.reason, authority: step.authority };
    const record: JudgedRecord = { by: step.by, action, events: [...judgeEvents(note, step.by), ...res.events], at: step.now, judge: note };
    return this.write(match, res.state, record, step, true);
  }

  /**
   * A judge answers the pending decision for the seat that owes it. `choice` is option ids (comma-separated)
   * or, for a number prompt, the number. Only the options' public labels reach the public log line.
   */
  async adjust(step: JudgeStep & { choice: string }): Promise<JudgeOutcome> {
    const h = await this.history(step.matchId);
    if ('ok' in h) return h;
    const match = h.match;
    if (match.snap.status === 'finished') return { ok: false, reason: 'finished' };
    const prompt = match.prompt;
    if (!prompt) return { ok: false, reason: 'no-decision' };
    const action = answerOf(prompt, step.choice);
    if (!action) return { ok: false, reason: 'bad-choice' };
    const res = await this.applyWithAutopass(match, action);
    if (!res.ok) return { ok: false, reason: 'rule-error', error: res.error };
    const note: JudgeNote = { kind: 'adjust', seat: prompt.seat, reason: step.reason, authority: 'judge', ...(publicLabel(prompt, action) ? { what: publicLabel(prompt, action)! } : {}) };
    const finished = this.engine.result(res.state) !== null;
    const record: JudgedRecord = { by: step.by, action, events: [...judgeEvents(note, step.by), ...res.events], at: step.now, judge: note, ...(res.auto ? { auto: res.auto } : {}) };
    return this.write(match, res.state, record, step, finished);
  }

  /** A judge's board adjustment, applied by the engine; its public line is the engine's (hidden cards unnamed). */
  async adjustBoard(step: JudgeStep & { op: AdjustOp }): Promise<JudgeOutcome> {
    const h = await this.history(step.matchId);
    if ('ok' in h) return h;
    const match = h.match;
    if (match.snap.status === 'finished') return { ok: false, reason: 'finished' };
    const action: JudgeAdjustAction = { type: 'judge-adjust', op: step.op };
    // The port's Action type is the players' vocabulary; the engine's apply() routes this one to adjust().
    const logged = action as unknown as Action;
    const res = await this.applyWithAutopass(match, logged);
    if (!res.ok) return { ok: false, reason: 'rule-error', error: res.error };
    const note: JudgeNote = { kind: 'adjust', board: true, reason: step.reason, authority: 'judge' };
    const finished = this.engine.result(res.state) !== null;
    const record: JudgedRecord = { by: step.by, action: logged, events: [...judgeEvents(note, step.by), ...res.events], at: step.now, judge: note, ...(res.auto ? { auto: res.auto } : {}) };
    return this.write(match, res.state, record, step, finished);
  }

  /**
   * An adjustment is applied like any action: the windows the players left to the bot (match/autopass/chain.ts) are
   * answered in the same commit, and the answers are logged with it, so every rebuild from the log replays them.
   */
  private applyWithAutopass(match: LoadedMatch, action: Action): Promise<ApplyResult<unknown> & { auto?: Action[] }> {
    return autopassExtender(this.kv)(this.engine, match, this.engine.apply(match.state, action));
  }

  private async commit(match: LoadedMatch, state: unknown, step: JudgeStep, what: Pick<JudgeNote, 'kind' | 'to'>): Promise<JudgeOutcome> {
    if (match.snap.status === 'finished') return { ok: false, reason: 'finished' };
    const note: JudgeNote = { ...what, reason: step.reason, authority: step.authority, ...(step.consent ? { consent: step.consent } : {}) };
    const record: JudgedRecord = { by: step.by, action: null, events: judgeEvents(note, step.by), at: step.now, judge: note };
    const out = await this.write(match, state, record, step, false);
    // The prompt of the rewound version gets a fresh clock: its first one may have run out long ago.
    if (out.ok && out.after.prompt) {
      const p = out.after.prompt;
      const base = `clock:${match.snap.matchId}:${p.seat}:${promptRefOf(p.promptId)}`;
      await Promise.all([this.kv.del(base), this.kv.del(`${base}:warned`), this.kv.del(`sdclock:${match.snap.matchId}:p${promptRefOf(p.promptId)}`)]);
    }
    return out;
  }

  private async write(match: LoadedMatch, state: unknown, record: JudgedRecord, step: JudgeStep, finished: boolean): Promise<JudgeOutcome> {
    if (step.atVersion !== undefined && step.atVersion !== match.snap.version) return { ok: false, reason: 'stale' };
    const res = await this.store.commit({
      matchId: match.snap.matchId, expectedVersion: match.snap.version, interactionId: step.interactionId,
      state: JSON.stringify(state), entry: JSON.stringify(record), now: step.now, ...(finished ? { finished: true } : {}),
    });
    if (!res.ok) return { ok: false, reason: res.reason === 'not-found' ? 'not-found' : 'stale' };
    const after = await this.service.load(match.snap.matchId);
    return after ? { ok: true, after, finished } : { ok: false, reason: 'not-found' };
  }
}

/** The answer a judge's `choice` gives to `prompt`, or null when it names no legal shape of answer. */
export function answerOf(prompt: Prompt, choice: string): Action | null {
  const text = choice.trim();
  if (prompt.kind === 'number') {
    if (!/^\d{1,9}$/.test(text)) return null;
    const value = Number(text);
    return value >= prompt.min && value <= prompt.max ? { type: 'answer-number', seat: prompt.seat, promptId: prompt.promptId, value } : null;
  }
  const ids = text === '' ? [] : text.split(',').map((x) => x.trim());
  const known = new Set(prompt.options.map((o) => o.id));
  if (new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)) || ids.length < prompt.min || ids.length > prompt.max) return null;
  return { type: 'answer', seat: prompt.seat, promptId: prompt.promptId, choice: ids };
}

/** What the judge chose, for the public log: the option labels, only when every chosen option is public. */
function publicLabel(prompt: Prompt, action: Action): { th: string; en: string } | null {
  if (action.type === 'answer-number') return { th: String(action.value), en: String(action.value) };
  if (action.type !== 'answer') return null;
  const chosen = action.choice.map((id) => prompt.options.find((o) => o.id === id)!);
  if (chosen.some((o) => o.visibility !== 'public')) return null;
  return { th: chosen.map((o) => o.label.th).join(', ') || '—', en: chosen.map((o) => o.label.en).join(', ') || '—' };
}

/** The public log line of a judge's step: who, what and why (the reason is the judge's own words). */
function judgeEvents(note: JudgeNote, by: string): JudgedRecord['events'] {
  const why = note.reason.slice(0, 200);
  const who = note.authority === 'judge' ? `<@${by}>` : `<@${by}> (consent)`;
  const seat = `P${(note.seat ?? 0) + 1}`;
  const text = note.kind === 'adjust' && note.board
    ? { th: `กรรมการ ${who} ปรับแก้กระดาน: ${why}`, en: `Judge ${who} adjusted the board: ${why}` }
    : note.kind === 'adjust'
    ? note.what
      ? { th: `กรรมการ ${who} ปรับแก้: ตอบแทน ${seat} ว่า "${note.what.th}": ${why}`, en: `Judge ${who} adjusted: answered "${note.what.en}" for ${seat}: ${why}` }
      : { th: `กรรมการ ${who} ปรับแก้: ตอบแทน ${seat} (ตัวเลือกที่ซ่อนอยู่): ${why}`, en: `Judge ${who} adjusted: answered for ${seat} (a hidden choice): ${why}` }
    : note.kind === 'result'
    ? { th: `กรรมการ ${who} ตัดสินผลแมตช์: ${why}`, en: `Judge ${who} set the result: ${why}` }
    : note.kind === 'undo'
      ? { th: `ย้อนการกระทำล่าสุดโดยความยินยอม ${who}: ${why}`, en: `Last action undone by consent ${who}: ${why}` }
      : { th: `ย้อนแมตช์ไปที่ v${note.to} โดย ${who}: ${why}`, en: `Match rewound to v${note.to} by ${who}: ${why}` };
  return [{ kind: 'judge', audience: null, text }];
}
