/**
 * A match's states by version, rebuilt from its first state and its log through the engine alone: every
 * logged action is applied again, and a judge's rewind entry makes the state at its version the state it
 * rewound to. The first state is kept when the match starts (its version 0, which is createMatch(setup):
 * the seed and decks are inside it), so nothing but the log is needed afterwards.
 */
import type { EnginePort } from './engine-port.js';
import type { KeyValueRepo } from '../store/kv.js';
import { applyLogged } from './replay.js';
import type { LogRecord } from './service.js';

/** What a judge's step adds to its log record. */
export interface JudgeNote {
  kind: 'rewind' | 'undo' | 'result' | 'adjust';
  /** The version rewound to (rewind, undo). */
  to?: number;
  /** An adjustment: the seat the judge answered for, and the answer's public label (absent when it was hidden). */
  seat?: 0 | 1;
  what?: { th: string; en: string };
  /** A board adjustment (the record's action is { type: 'judge-adjust', op }), not an answer for a seat. */
  board?: true;
  reason: string;
  /** How it was authorised: a judge, or both players' consent (their user ids). */
  authority: 'judge' | 'consent';
  consent?: string[];
}

/** A log record as the judge tools read it (LogRecord carries the judge's note). */
export type JudgedRecord = LogRecord;

const DAY = 24 * 3600_000;
/** Kept as long as a finished match's archive could be asked for a replay. */
export const INITIAL_TTL_MS = 30 * DAY;
const key = (matchId: string) => `judge:initial:${matchId}`;

/** True when this call kept it (the first time the match's start is seen, in any process). */
export function keepInitial(kv: KeyValueRepo, matchId: string, state: string): Promise<boolean> {
  return kv.setIfAbsent(key(matchId), state, INITIAL_TTL_MS);
}

export async function initialState(kv: KeyValueRepo, matchId: string): Promise<unknown> {
  const raw = await kv.get(key(matchId));
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

export type Rebuilt = { ok: true; states: unknown[] } | { ok: false; version: number; reason: string };

/** states[v] is the state at store version v. */
export function rebuild(engine: EnginePort, initial: unknown, records: JudgedRecord[]): Rebuilt {
  const states: unknown[] = [initial];
  for (let v = 1; v <= records.length; v++) {
    const r = records[v - 1]!;
    // A result or an adjustment carries its action and is replayed like any other; a rewind or undo is not.
    if (r.judge && (r.judge.kind === 'rewind' || r.judge.kind === 'undo')) {
      const to = r.judge.to ?? -1;
      if (!(to >= 0 && to < v)) return { ok: false, version: v, reason: `rewind to ${to}` };
      states.push(states[to]);
      continue;
    }
    if (!r.action) return { ok: false, version: v, reason: 'no action' };
    // The bot's automatic answers in the same commit are replayed with the action (replay.ts).
    const res = applyLogged(engine, states[v - 1], r.action, r.auto);
    if (!res.ok) return { ok: false, version: v, reason: res.error.code };
    states.push(res.state);
  }
  return { ok: true, states };
}
