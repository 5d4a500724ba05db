/**
 * Fadalgia's Refresh questions (501.5 "draw one card from your life pile?", 501.6 "turn one Mana into a
 * Stream?") answered for a player who chose a standing answer in /autopass: 'draw' (draw from the life pile,
 * keep the Mana as it is) or 'skip' (neither). Never learned from an answer: a player sets it themself, and
 * 'ask' (the default) always asks. The answer depends on the setting, the options offered and the player's own
 * life pile count (public, 402) only: never on a hand or a face-down Mana card. 'draw' asks again while the
 * life pile is low (LOW_LIFE or fewer after the draw): an empty life pile loses the game (101.3.3.2).
 */
import type { Prompt } from '../../engine/core/api-types.js';
import { extraLifeDraws } from '../../engine/games/fadalgia/stats.js';
import { zoneOf } from '../../engine/games/fadalgia/zones.js';
import { lifeDrawAllowed } from '../../engine/games/fadalgia/turn.js';
import type { FState } from '../../engine/games/fadalgia/types.js';
import type { G } from '../../engine/games/fadalgia/ctx.js';
import type { PlaySettings } from './settings.js';

/** At this many life cards or fewer left after a draw, 'draw' asks the player again. */
export const LOW_LIFE = 5;

/** The standing answer to a Refresh prompt, or null when the player answers it. */
export function refreshAnswer(state: unknown, prompt: Prompt, settings: PlaySettings): string[] | null {
  const s = state as Partial<FState>;
  if (s.game !== 'fadalgia' || prompt.kind !== 'refresh-options' || settings.refresh === 'ask') return null;
  const has = (id: string) => prompt.options.some((o) => o.id === id);
  const ctx = (s.prompt?.ctx as { t?: string } | undefined)?.t;
  const g: G = { s: s as FState, ev: [] };
  // 501.6 alone (no life draw this turn, 101.2.2 / 101.4): both standing answers keep the Mana. After a life
  // draw the player answered themself ("then choose"), 501.6 is theirs too.
  if (ctx === 'flip-stream') return has('no-flip') && !lifeDrawAllowed(g, prompt.seat) ? ['no-flip'] : null;
  if (ctx !== 'life-draw') return null;
  const draw = settings.refresh === 'draw';
  if (draw) {
    const left = zoneOf(g.s, prompt.seat, 'life').length - 1 - extraLifeDraws(g, prompt.seat);
    if (left <= LOW_LIFE) return null;
  }
  const id = draw ? 'life-draw' : 'skip';
  if (has(`${id}:keep`)) return [`${id}:keep`];
  // No face-down Mana: 501.6 has nothing to ask, the plain question is the whole Refresh.
  return has(id) && !has('life-draw:keep') ? [id] : null;
}
