/**
 * Answers, inside the same commit, the decisions a player asked the bot to take for them: passing a priority
 * window that is not one of their stops (windows.ts) and a payment that is clearly best (the engine's
 * autoPayment, 605.2.2). Done within the one commit of the action that opened them, so the public sees one
 * board change and one version, exactly as when the engine itself skips a window because there is nothing
 * to do: whether the passer could have responded is not visible in the version, the board or the timing.
 */
import type { Action, ApplyResult, EngineEvent, Prompt } from '../../engine/core/api-types.js';
import { autoPayment } from '../../engine/games/fadalgia/payment.js';
import type { FState } from '../../engine/games/fadalgia/types.js';
import type { Seat } from '../../engine/core/view-types.js';
import type { EnginePort } from '../engine-port.js';
import type { LoadedMatch } from '../service.js';
import type { KeyValueRepo } from '../../store/kv.js';
import { applyAuto, oneVersion } from '../replay.js';
import { loadSettings, type PlaySettings } from './settings.js';
import { isStop, windowOf } from './windows.js';

/** A turn has a few dozen windows at most; a bound keeps a misbehaving state from looping. */
const MAX_CHAIN = 64;

/** The answer the bot gives for the player, or null when the player decides. */
export function autoChoice(engine: EnginePort, state: unknown, prompt: Prompt, settings: PlaySettings): string[] | null {
  if (prompt.kind === 'priority') {
    const kind = windowOf(engine, state, prompt);
    if (kind === null || isStop(kind, settings)) return null;
    return prompt.options.some((o) => o.id === 'pass') ? ['pass'] : null;
  }
  if (prompt.kind === 'mana-payment' && settings.payment === 'auto' && (state as { game?: string }).game === 'fadalgia') {
    const id = autoPayment(state as FState);
    return id ? [id] : null;
  }
  return null;
}

export type SettingsOf = (seat: Seat) => Promise<PlaySettings>;

/** Applies automatic answers after `first` until a decision is the player's own; one engine version in all. */
export async function chainAutomatic(engine: EnginePort, first: ApplyResult<unknown>, settingsOf: SettingsOf): Promise<ApplyResult<unknown> & { auto?: Action[] }> {
  if (!first.ok) return first;
  let state = first.state;
  const events: EngineEvent[] = [...first.events];
  const auto: Action[] = [];
  for (let i = 0; i < MAX_CHAIN && engine.result(state) === null; i++) {
    const prompt = engine.currentPrompt(state);
    if (!prompt) break;
    const choice = autoChoice(engine, state, prompt, await settingsOf(prompt.seat));
    if (!choice) break;
    const action: Action = { type: 'answer', seat: prompt.seat, promptId: prompt.promptId, choice };
    const r = applyAuto(engine, state, action);
    if (!r.ok) break;
    state = r.state;
    auto.push(action);
    events.push(...r.events);
  }
  if (auto.length === 0) return first;
  return { ok: true, state: oneVersion(state, first.state), events, auto };
}

/** The hook the match service calls after each applied action (installed by the timer service). */
export function autopassExtender(kv: KeyValueRepo) {
  return async (engine: EnginePort, match: LoadedMatch, first: ApplyResult<unknown>): Promise<ApplyResult<unknown>> => {
    if ((match.meta.game !== 'fadalgia' && match.meta.game !== 'summoner-master') || !first.ok) return first;
    const cache = new Map<Seat, Promise<PlaySettings>>();
    const settingsOf: SettingsOf = (seat) => {
      if (!cache.has(seat)) cache.set(seat, loadSettings(kv, seat === 0 ? match.meta.p0 : match.meta.p1));
      return cache.get(seat)!;
    };
    return chainAutomatic(engine, first, settingsOf);
  };
}
