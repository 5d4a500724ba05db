/**
 * Fadalgia's set-up questions that a player answers the same way every match (101.2 how to decide who goes
 * first, 100.4 "shuffle the opponent's piles once more?"): the last answer is remembered per player in their
 * play settings and given for them from then on (`/autopass` sets either back to "ask"). Nothing hidden or
 * left to chance is answered for anybody: a coin call, a throw of rock-paper-scissors and the choice of who
 * goes first are always the player's own. These answers are asked before any card is seen, so giving them
 * at once tells nobody anything.
 */
import type { Action, Prompt } from '../../engine/core/api-types.js';
import type { FState } from '../../engine/games/fadalgia/types.js';
import type { LoadedMatch } from '../service.js';
import type { KeyValueRepo } from '../../store/kv.js';
import { saveSettings, type PlaySettings } from './settings.js';

type SetupCtx = { t?: string; method?: 'coin' | 'rps' } | undefined;

function setupPrompt(state: unknown): SetupCtx | null {
  const s = state as Partial<FState>;
  if (s.game !== 'fadalgia' || typeof s.step !== 'string' || !s.step.startsWith('setup')) return null;
  return (s.prompt?.ctx as SetupCtx) ?? null;
}

/** The remembered answer to a set-up prompt, or null when the player answers it. */
export function setupAnswer(state: unknown, prompt: Prompt, settings: PlaySettings): string[] | null {
  const ctx = setupPrompt(state);
  if (!ctx) return null;
  const has = (id: string) => prompt.options.some((o) => o.id === id);
  if (prompt.kind === 'first-player-method' && settings.method !== 'ask') {
    if (ctx.t === 'method' && has(settings.method)) return [settings.method];
    // Agreeing to the method one would have proposed oneself; any other proposal is the player's to answer.
    if (ctx.t === 'method-agree' && ctx.method === settings.method && has('agree')) return ['agree'];
    return null;
  }
  if (prompt.kind === 'reshuffle' && settings.reshuffle !== 'ask' && has(settings.reshuffle)) return [settings.reshuffle];
  return null;
}

/** Remembers the player's own answer to a set-up prompt (an answer given for them changes nothing). */
export async function learnSetup(kv: KeyValueRepo, match: LoadedMatch, action: Action, userId: string): Promise<void> {
  if (action.type !== 'answer' || match.meta.game !== 'fadalgia' || !match.prompt) return;
  const ctx = setupPrompt(match.state);
  if (!ctx) return;
  const choice = action.choice[0];
  let change: Partial<PlaySettings> | null = null;
  if (ctx.t === 'method' && (choice === 'coin' || choice === 'rps')) change = { method: choice };
  else if (ctx.t === 'method-agree' && ctx.method) change = { method: choice === 'agree' ? ctx.method : ctx.method === 'coin' ? 'rps' : 'coin' };
  else if (ctx.t === 'reshuffle' && (choice === 'accept' || choice === 'reshuffle')) change = { reshuffle: choice };
  if (change) await saveSettings(kv, userId, change);
}
