/**
 * Summoner Master's Draw Step (401.3.1: one or two cards, each from either deck) answered for a player who set a
 * standing answer in /autopass: 'seals' (two Seals), 'mix' (a Seal and a Mystic) or 'mystics' (two Mystics).
 * Never learned from an answer, 'ask' by default, like Fadalgia's Refresh (refresh-answers.ts). The answer
 * depends on the setting, the options offered and public counts only — the hand's size (card backs show it, §0),
 * the hand limit and both deck counts — never on a card in hand, so whether the bot answers tells nobody anything
 * about the hand; the decks it draws from are seen by everybody anyway. It asks as usual when two cards would
 * take the hand over its limit (the player may rather draw one than discard, §3.3) or a deck drawn from would be
 * left with fewer than LOW_DECK cards (§13.3: both decks empty at a draw loses).
 */
import type { Prompt } from '../../engine/core/api-types.js';
import type { SmState } from '../../engine/games/summoner-master/types.js';
import type { PlaySettings } from './settings.js';

/** A deck left with fewer cards than this after the draw makes the bot ask again. */
export const LOW_DECK = 3;

const PAIRS: Record<Exclude<PlaySettings['draw'], 'ask'>, [string, string]> = {
  seals: ['sealDeck', 'sealDeck'],
  mix: ['sealDeck', 'mysticDeck'],
  mystics: ['mysticDeck', 'mysticDeck'],
};

/** The standing answer to the Draw Step's question, or null when the player answers it. */
export function drawAnswer(state: unknown, prompt: Prompt, settings: PlaySettings): string[] | null {
  const s = state as Partial<SmState>;
  if (s.game !== 'summoner-master' || settings.draw === 'ask' || prompt.kind !== 'optional' || s.ask?.k !== 'draw' || (s.ask.n ?? 0) !== 0) return null;
  const [first, second] = PAIRS[settings.draw];
  const id = `draw2:${first}:${second}`;
  if (!prompt.options.some((o) => o.id === id)) return null;
  const seat = prompt.seat;
  const count = (zone: string) => s.zones!.zones[`${seat}:${zone}`]?.length ?? 0;
  if (count('hand') + 2 > s.config!.handLimit) return null;
  const left = (pile: string) => count(pile) - [first, second].filter((p) => p === pile).length;
  if ([first, second].some((pile) => left(pile) < LOW_DECK)) return null;
  return [id];
}
