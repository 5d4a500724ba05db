/**
 * Each player's own play settings (MTG Arena's stops and auto-payment), kept per Discord user in the bot's
 * key-value repository like the other per-user records. Private: only the owner reads or changes them, and
 * what the bot does with them depends on nothing else the opponent cannot see (see windows.ts).
 */
import { z } from 'zod';
import type { KeyValueRepo } from '../../store/kv.js';

export interface PlaySettings {
  /** Stop when the opponent attacks (the defender's windows during combat, 609). */
  attacks: boolean;
  /** Stop when the opponent puts a card or an ability on the Break (605.2.4.1, 606.3.2). */
  casts: boolean;
  /** Stop at every window, own Break entries and end-of-phase windows included. */
  full: boolean;
  /** 'auto': a payment that is clearly best is made without asking (605.2.2); 'manual': always choose. */
  payment: 'auto' | 'manual';
  /**
   * Fadalgia's set-up (101.2), the same every match: how the player proposes (or agrees) to decide who goes
   * first, and their answer to "shuffle the opponent's piles once more?" (101.4). 'ask' asks; otherwise the
   * player's last answer, remembered, is given for them. A coin call or a rock-paper-scissors throw is never.
   */
  method: 'ask' | 'coin' | 'rps';
  reshuffle: 'ask' | 'accept' | 'reshuffle';
  /**
   * Fadalgia's Refresh (501.5 life draw, 501.6 Mana to Stream), every turn: 'ask', or a standing answer the
   * player sets themself (refresh-answers.ts): 'draw' (draw from the life pile, keep the Mana) or 'skip'.
   */
  refresh: 'ask' | 'draw' | 'skip';
  /**
   * Summoner Master's Draw Step (401.3.1), every Subturn: 'ask', or a standing answer the player sets themself
   * (draw-answers.ts): two Seals, a Seal and a Mystic, or two Mystics.
   */
  draw: 'ask' | 'seals' | 'mix' | 'mystics';
}

/** Like MTG Arena's defaults: stop for what the opponent does, pay automatically, no full control. */
export const DEFAULT_SETTINGS: PlaySettings = { attacks: true, casts: true, full: false, payment: 'auto', method: 'ask', reshuffle: 'ask', refresh: 'ask', draw: 'ask' };

const schema = z.object({
  attacks: z.boolean(), casts: z.boolean(), full: z.boolean(), payment: z.enum(['auto', 'manual']),
  method: z.enum(['ask', 'coin', 'rps']), reshuffle: z.enum(['ask', 'accept', 'reshuffle']), refresh: z.enum(['ask', 'draw', 'skip']),
  draw: z.enum(['ask', 'seals', 'mix', 'mystics']),
}).partial();

const key = (userId: string) => `play-settings:${userId}`;

export async function loadSettings(kv: KeyValueRepo, userId: string): Promise<PlaySettings> {
  const raw = await kv.get(key(userId));
  if (!raw) return { ...DEFAULT_SETTINGS };
  let parsed: unknown;
  try { parsed = JSON.parse(raw); } catch { return { ...DEFAULT_SETTINGS }; }
  const ok = schema.safeParse(parsed);
  return ok.success ? { ...DEFAULT_SETTINGS, ...ok.data } : { ...DEFAULT_SETTINGS };
}

export async function saveSettings(kv: KeyValueRepo, userId: string, change: Partial<PlaySettings>): Promise<PlaySettings> {
  const next = { ...(await loadSettings(kv, userId)), ...schema.parse(change) };
  await kv.set(key(userId), JSON.stringify(next));
  return next;
}
