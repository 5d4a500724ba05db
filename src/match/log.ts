/**
 * The compact match log. A store log entry holds the action, the acting user and one short code per engine
 * event (its kind, and the seat when only that seat may see it); the time is the store entry's own `at`.
 * Event texts are not stored: they are re-derived when the log is read, by replaying the actions from the
 * match's setup through the engine — the same events the players saw, in every language, at ~1/6 of the
 * bytes. An entry in the full format (written before this one, or for a match made without a setup, e.g. from
 * a scenario, which cannot be replayed) is read as it is.
 */
import type { Action, EngineEvent } from '../engine/core/api-types.js';
import type { LogEntry } from '../store/types.js';
import { applyLogged } from './replay.js';
import type { EnginePort, MatchSetupInput } from './engine-port.js';
import type { JudgeNote } from './history.js';

export interface LogRecord {
  by: string;
  action: Action | null;
  events: EngineEvent[];
  at: number;
  /** Answers the bot gave in the same commit for players who left them to it (replay.ts), in order. */
  auto?: Action[];
  /** A judge's step (judge/service.ts): a rewind or undo sets the state back to version `to`. */
  judge?: JudgeNote;
}

/**
 * Stored form: b = acting user, a = action, c = event codes ("kind", or "kind@seat" for a seat-only event),
 * x = the automatic answers applied in the same commit (absent when none), s = 1 when the same commit stored
 * the state (absent when not: a process catching up from the log so knows which version the store holds).
 */
interface CompactEntry { b: string; a: Action | null; c: string[]; x?: Action[]; s?: 1 }

export function eventCode(e: EngineEvent): string {
  return e.audience === null ? e.kind : `${e.kind}@${e.audience}`;
}

export function encodeLogEntry(by: string, action: Action | null, events: EngineEvent[], auto?: Action[], storesState = false): string {
  const entry: CompactEntry = { b: by, a: action, c: events.map(eventCode), ...(auto?.length ? { x: auto } : {}), ...(storesState ? { s: 1 as const } : {}) };
  return JSON.stringify(entry);
}

interface Decoded { by: string; action: Action | null; auto: Action[]; codes: string[]; events: EngineEvent[] | null; at: number; judge?: JudgeNote; storesState: boolean }

/** What a replay needs of a stored entry, read once: its action, the automatic answers, and whether its commit stored the state. */
export function replayable(e: LogEntry): Pick<Decoded, 'action' | 'auto' | 'storesState'> {
  return decode(e);
}

function decode(e: LogEntry): Decoded {
  const o = JSON.parse(e.entry) as Partial<CompactEntry> & { by?: string; action?: Action | null; events?: EngineEvent[]; auto?: Action[]; judge?: JudgeNote };
  if (Array.isArray(o.events)) return { by: o.by ?? '', action: o.action ?? null, auto: o.auto ?? [], codes: o.events.map(eventCode), events: o.events, at: e.at, storesState: false, ...(o.judge ? { judge: o.judge } : {}) };
  return { by: o.b ?? '', action: o.a ?? null, auto: o.x ?? [], codes: Array.isArray(o.c) ? o.c : [], events: null, at: e.at, storesState: o.s === 1 };
}

/** The automatic answers applied with a stored entry's action (either format). */
export function autoOf(e: LogEntry): Action[] {
  return decode(e).auto;
}

/** The action of a stored entry (either format), or null for an entry that carries none. */
export function actionOf(e: LogEntry): Action | null {
  return decode(e).action;
}

/** An event whose text could not be re-derived (the replay diverged): its kind only, audience kept. */
function fromCode(code: string): EngineEvent {
  const at = code.lastIndexOf('@');
  const seat = at > 0 ? Number(code.slice(at + 1)) : NaN;
  const kind = seat === 0 || seat === 1 ? code.slice(0, at) : code;
  return { kind, audience: seat === 0 || seat === 1 ? seat : null, text: { th: `(${kind})`, en: `(${kind})` } };
}

/** A logged action with the automatic answers the bot applied in the same commit. */
export interface LoggedStep { action: Action; auto?: Action[] }

/**
 * The state a setup and ordered actions lead to; null when the engine refuses the setup or an action. A step
 * given with its automatic answers replays them as the commit applied them (replay.ts).
 */
export function replay(engine: EnginePort, setup: MatchSetupInput, steps: Array<Action | LoggedStep>): unknown {
  let state: unknown;
  try {
    state = engine.createMatch(setup);
  } catch {
    return null;
  }
  for (const step of steps) {
    const r = 'action' in step ? applyLogged(engine, state, step.action, step.auto) : engine.apply(state, step);
    if (!r.ok) return null;
    state = r.state;
  }
  return state;
}

/**
 * The log with its events re-derived: each action is applied in order from the setup, and its events are
 * used while their codes match what was stored. From the first mismatch on (an entry the engine did not
 * produce, or an engine whose events changed since), events are shown by their codes alone.
 */
export function renderLog(engine: EnginePort, setupJson: string | null, entries: LogEntry[]): LogRecord[] {
  let state: unknown = null;
  if (setupJson !== null) {
    try {
      state = engine.createMatch(JSON.parse(setupJson) as MatchSetupInput);
    } catch {
      state = null;
    }
  }
  // states[v]: the replayed state at store version v (null once the replay diverged), for judges' rewinds.
  const states: unknown[] = [state];
  return entries.map((entry) => {
    const d = decode(entry);
    let events: EngineEvent[] | null = null;
    const to = d.judge && d.judge.kind !== 'result' ? d.judge.to : undefined;
    if (to !== undefined) state = to >= 0 && to < states.length ? states[to] : null;
    else if (state !== null && d.action) {
      const r = applyLogged(engine, state, d.action, d.auto);
      if (r.ok && (d.events !== null || sameCodes(r.events, d.codes))) {
        state = r.state;
        events = r.events;
      } else state = null;
    } else if (d.action) state = null;
    states.push(state);
    return { by: d.by, action: d.action, events: d.events ?? events ?? d.codes.map(fromCode), at: d.at, ...(d.auto.length ? { auto: d.auto } : {}), ...(d.judge ? { judge: d.judge } : {}) };
  });
}

function sameCodes(events: EngineEvent[], codes: string[]): boolean {
  return events.length === codes.length && events.every((e, i) => eventCode(e) === codes[i]);
}
