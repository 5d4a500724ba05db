/**
 * Answers, inside the same commit, the decisions a player asked the bot to take for them: passing a priority
 * window that is not one of their stops (windows.ts) or that their "no responses until …" hold covers
 * (hold.ts), a payment that is clearly best (the engine's autoPayment, 605.2.2), the set-up answers they
 * give every match (setup-answers.ts) and a standing Refresh or Draw Step answer they set (refresh-answers.ts,
 * draw-answers.ts). Done within the one commit of the action that opened them, so the
 * public sees one board change and one version, exactly as when the engine itself skips a window because there
 * is nothing to do: whether the passer could have responded is not visible in the version, the board or the timing.
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
import { heldWindow, holdActive, loadHold, saveHold, type Hold } from './hold.js';
import { learnSetup, setupAnswer } from './setup-answers.js';
import { refreshAnswer } from './refresh-answers.js';
import { drawAnswer } from './draw-answers.js';

/** A turn has a few dozen windows at most; a bound keeps a misbehaving state from looping. */
const MAX_CHAIN = 64;

/** What the bot may answer for one seat: their settings and, in this match, their hold. */
export interface Leave { settings: PlaySettings; hold?: Hold | null }

/** The answer the bot gives for the player, or null when the player decides. */
export function autoChoice(engine: EnginePort, state: unknown, prompt: Prompt, leave: PlaySettings | Leave): string[] | null {
  const { settings, hold } = 'settings' in leave ? leave : { settings: leave, hold: null };
  if (prompt.kind === 'priority') {
    const kind = windowOf(engine, state, prompt);
    if (kind === null) return null;
    const held = hold && heldWindow(kind) && holdActive(hold, engine.viewFor(state, 'spectator'), prompt.seat);
    if (!held && isStop(kind, settings)) return null;
    return prompt.options.some((o) => o.id === 'pass') ? ['pass'] : null;
  }
  if (prompt.kind === 'mana-payment' && settings.payment === 'auto' && (state as { game?: string }).game === 'fadalgia') {
    const id = autoPayment(state as FState);
    return id ? [id] : null;
  }
  return refreshAnswer(state, prompt, settings) ?? drawAnswer(state, prompt, settings) ?? setupAnswer(state, prompt, settings);
}

export type SettingsOf = (seat: Seat) => Promise<PlaySettings | Leave>;

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
  return async (engine: EnginePort, match: LoadedMatch, first: ApplyResult<unknown>, action?: Action): Promise<ApplyResult<unknown>> => {
    if ((match.meta.game !== 'fadalgia' && match.meta.game !== 'summoner-master') || !first.ok) return first;
    const userOf = (seat: Seat) => (seat === 0 ? match.meta.p0 : match.meta.p1);
    if (action) await learnSetup(kv, match, action, userOf(action.seat));
    const matchId = match.snap.matchId;
    const cache = new Map<Seat, Promise<Leave>>();
    const settingsOf = (seat: Seat): Promise<Leave> => {
      if (!cache.has(seat)) {
        cache.set(seat, Promise.all([loadSettings(kv, userOf(seat)), loadHold(kv, matchId, seat)])
          .then(([settings, hold]) => ({ settings, hold })));
      }
      return cache.get(seat)!;
    };
    const out = await chainAutomatic(engine, first, settingsOf);
    if (out.ok) await dropEndedHolds(kv, engine, matchId, out.state);
    return out;
  };
}

/**
 * A hold ends for good once the position no longer fits it (its combat over, its turn over, something new on
 * the Break): dropped after each commit, so an attack by the same units later in the turn is not covered.
 */
async function dropEndedHolds(kv: KeyValueRepo, engine: EnginePort, matchId: string, state: unknown): Promise<void> {
  const view = engine.viewFor(state, 'spectator');
  await Promise.all(([0, 1] as const).map(async (seat) => {
    const hold = await loadHold(kv, matchId, seat);
    if (hold && !holdActive(hold, view, seat)) await saveHold(kv, matchId, seat, null);
  }));
}
