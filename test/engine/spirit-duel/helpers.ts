/** Spirit Duel test helpers: scenarios through the kernel's scenario API, answers by option id, public projections. */
import { expect } from 'vitest';
import type { ScenarioDescription, ScenarioSeat } from '../../../src/engine/core/scenario.js';
import type { Action, Prompt, Seat } from '../../../src/engine/core/kernel.js';
import { publicOptions } from '../../../src/engine/core/prompts.js';
import { spiritDuel } from '../../../src/engine/games/spirit-duel/module.js';
import type { SDState } from '../../../src/engine/games/spirit-duel/state.js';
import { SD_PRECONS } from '../../../src/engine/games/spirit-duel/decks.js';

export const sd = spiritDuel;

/** Ten filler cards so nobody decks out in a short scenario. */
export const FILLER = Array<string>(10).fill('SD-011');

export function build(seats: [Partial<ScenarioSeat>, Partial<ScenarioSeat>], rest: Partial<ScenarioDescription> = {}): { s: SDState; id: (n: string) => string } {
  const fill = (x: Partial<ScenarioSeat>): ScenarioSeat => ({ ...x, zones: { deck: FILLER, ...(x.zones ?? {}) } });
  const full: [ScenarioSeat, ScenarioSeat] = [fill(seats[0]), fill(seats[1])];
  const r = sd.scenario!.build({ game: 'spirit-duel', seats: full, ...rest });
  if ('code' in r) throw new Error(`${r.code}: ${r.message.en}`);
  return { s: r.state, id: r.id };
}

export function prompt(s: SDState): Prompt {
  const p = sd.prompt(s);
  if (!p) throw new Error('no prompt');
  return p;
}

export function act(s: SDState, a: Action | unknown): SDState {
  const r = sd.apply(s, a as Action);
  if (!r.ok) throw new Error(`${r.error.code} (${r.error.rule}): ${r.error.message.en}`);
  return r.state;
}

export function answer(s: SDState, choice: string): SDState {
  const p = prompt(s);
  return act(s, { type: 'answer', seat: p.seat, promptId: p.promptId, choice: [choice] });
}

/** The refusal of an answer the current prompt's seat sends. */
export function refuse(s: SDState, choice: string, seat?: Seat): { code: string; rule: string } {
  const p = prompt(s);
  const r = sd.apply(s, { type: 'answer', seat: seat ?? p.seat, promptId: p.promptId, choice: [choice] });
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('accepted');
  expect(r.error.message.th.length).toBeGreaterThan(0);
  expect(r.error.message.en.length).toBeGreaterThan(0);
  return { code: r.error.code, rule: r.error.rule };
}

export const ids = (s: SDState): string[] => prompt(s).options.map((o) => o.id);
export const has = (s: SDState, prefix: string): boolean => ids(s).some((i) => i.startsWith(prefix));

/** Answer through Main and Battle until it is `seat`'s turn again or the prompt belongs to someone else. */
export function endTurn(s: SDState): SDState {
  return answer(s, 'end');
}

export function newMatch(seed = 'ab'.repeat(32), decks: [number, number] = [0, 1], extra: Record<string, unknown> = {}): SDState {
  const r = sd.create({ matchId: 'm1', game: 'spirit-duel', seed, seats: [{ name: 'A', deck: SD_PRECONS[decks[0]]!.deck }, { name: 'B', deck: SD_PRECONS[decks[1]]!.deck }], ...extra });
  if ('code' in r) throw new Error(r.code);
  return r;
}

/** Everything a seat other than `hidden` (or a spectator) can observe: both views but `hidden`'s, the public prompt summary. */
export function publicProjection(s: SDState, hidden: Seat): string {
  const p = sd.prompt(s);
  const observer: Seat = hidden === 0 ? 1 : 0;
  return JSON.stringify({
    spectator: sd.viewFor(s, 'spectator'),
    observer: sd.viewFor(s, observer),
    prompt: p ? { seat: p.seat, kind: p.kind, label: p.label, promptId: p.promptId, public: publicOptions(p.options) } : null,
    observerActions: sd.legalActions(s, observer),
    result: sd.result(s),
  });
}
