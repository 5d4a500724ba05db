/**
 * Replay and catch-up: a logged action applied again with the automatic answers the bot gave in the same
 * commit (autopass/chain.ts), giving exactly the state and events the commit produced. Every load that catches
 * a stored state up with its log (delta.ts), the log's event texts (log.ts) and a judge's rebuild of past
 * states (history.ts) go through here.
 */
import type { Action, ApplyResult } from '../engine/core/api-types.js';
import type { Text } from '../engine/core/view-types.js';
import type { EnginePort } from './engine-port.js';

/**
 * The seat's private note that the bot answered for them. Its words are part of the logged events, so they
 * live here with the step that writes them; the bot's strings (bot/autopass/strings.ts) take them from here.
 */
export const AUTO_ANSWER_NOTES = {
  passed: { th: 'ผ่านให้อัตโนมัติ: จังหวะนี้ไม่ใช่จุดหยุดที่คุณตั้งไว้ (/ผ่านอัตโนมัติ)', en: 'Passed for you: this window is not one of your stops (/autopass).' },
  paid: { th: 'จ่ายมานาให้อัตโนมัติด้วยวิธีที่ดีที่สุด (605.2.2) — เลือกเองได้ด้วย /ผ่านอัตโนมัติ การจ่ายมานา:เลือกเอง', en: 'Mana paid for you the clearly best way (605.2.2) — choose yourself with /autopass payment:manual.' },
  refresh: { th: 'ตอบช่วง Refresh ให้ตามที่คุณตั้งไว้ (501.5, 501.6) — เปลี่ยนได้ด้วย /ผ่านอัตโนมัติ ช่วงรีเฟรช', en: 'Refresh answered for you as you set it (501.5, 501.6) — change it with /autopass refresh.' },
  draw: { th: 'จั่วการ์ดในช่วงจั่วให้ตามที่คุณตั้งไว้ (401.3.1) — เปลี่ยนได้ด้วย /ผ่านอัตโนมัติ ช่วงจั่ว', en: 'Draw Step answered for you as you set it (401.3.1) — change it with /autopass draw-step.' },
} as const satisfies Record<string, Text>;

/** The answers only a standing Refresh setting gives (refresh-answers.ts). */
const REFRESH_CHOICES = new Set(['life-draw', 'life-draw:keep', 'skip', 'skip:keep', 'no-flip']);

/** One automatic answer: the engine's events, then the seat's private note that the bot answered for them. */
export function applyAuto(engine: EnginePort, state: unknown, action: Action): ApplyResult<unknown> {
  const r = engine.apply(state, action);
  if (!r.ok) return r;
  const pass = action.type === 'answer' && action.choice[0] === 'pass';
  const refresh = action.type === 'answer' && REFRESH_CHOICES.has(action.choice[0] ?? '');
  // Only a standing Draw Step answer gives a Summoner Master draw (draw-answers.ts).
  const draw = action.type === 'answer' && (action.choice[0] ?? '').startsWith('draw2:');
  const note = pass ? AUTO_ANSWER_NOTES.passed : refresh ? AUTO_ANSWER_NOTES.refresh : draw ? AUTO_ANSWER_NOTES.draw : AUTO_ANSWER_NOTES.paid;
  const kind = pass ? 'auto-stop' : refresh ? 'auto-refresh' : draw ? 'auto-draw' : 'auto-pay';
  return { ok: true, state: r.state, events: [...r.events, { kind, audience: action.seat, text: { th: note.th, en: note.en } }] };
}

/** One commit, one version: the count of applies would otherwise tell that a window had been offered. */
export function oneVersion(state: unknown, first: unknown): unknown {
  (state as { version: number }).version = (first as { version: number }).version;
  return state;
}

/**
 * A logged action replayed with the automatic answers the bot gave in the same commit (log.ts, history.ts,
 * delta.ts): exactly the state and events the chain produced when it was played.
 */
export function applyLogged(engine: EnginePort, state: unknown, action: Action, auto: readonly Action[] = []): ApplyResult<unknown> {
  const first = engine.apply(state, action);
  if (!first.ok || auto.length === 0) return first;
  let cur = first.state;
  const events = [...first.events];
  for (const a of auto) {
    const r = applyAuto(engine, cur, a);
    if (!r.ok) return r;
    cur = r.state;
    events.push(...r.events);
  }
  return { ok: true, state: oneVersion(cur, first.state), events };
}
