/**
 * The engine passes for a seat by itself only when that is public (an empty hand and no option,
 * priority.ts `publiclyIdle`); a seat holding cards is asked even when it can only pass. Tests that script
 * every decision, and the random players, pass those prompts here, as the bot's chain does for a player.
 */
import { apply, currentPrompt, type EngineEvent, type MatchState, type Prompt } from './fadalgia-api.js';

export function isPassOnly(p: Prompt | null): p is Prompt {
  return !!p && p.kind === 'priority' && p.options.length === 1 && p.options[0]!.id === 'pass';
}

/** A bound well above the windows in one turn, so a state that loops fails instead of hanging. */
const MAX = 200;

/** Answers "pass" to every pending pass-only priority prompt; the number of passes given is `passes`. */
export function passOnlyPrompts(state: MatchState): { state: MatchState; events: EngineEvent[]; passes: number } {
  const events: EngineEvent[] = [];
  let s = state;
  for (let n = 0; n < MAX; n++) {
    const p = currentPrompt(s);
    if (!isPassOnly(p)) return { state: s, events, passes: n };
    const r = apply(s, { type: 'answer', seat: p.seat, promptId: p.promptId, choice: ['pass'] });
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message.en}`);
    s = r.state;
    events.push(...r.events);
  }
  throw new Error(`more than ${MAX} pass-only priority prompts in a row`);
}
