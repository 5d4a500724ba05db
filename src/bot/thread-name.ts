/**
 * Thread titles hold user text (players' names): cleaned like any stored name (safe-text.ts), so a right-to-left
 * override cannot flip the title in the channel list, and cut to Discord's 100 characters. Thread titles show
 * no markdown and resolve no mentions, so nothing is escaped (a backslash would show as typed).
 */
import { cleanText } from '../safe-text.js';
import { truncate } from './prompt-components.js';
import { VERSUS as VERSUS_TERM } from '../engine/terms/common.js';

/** The one word between two players, from the term list (the same in both languages, so a title has no language). */
export const VERSUS = VERSUS_TERM.en;

export function threadName(name: string): string {
  return cleanText(name, 100) || 'Sanam';
}

/** A match thread's title: both players (each cut to 40 characters) and the start of the match id. */
export function matchThreadName(a: string, b: string, matchId: string): string {
  return threadName(`${truncate(a, 40)} ${VERSUS} ${truncate(b, 40)} · ${matchId.slice(0, 6)}`);
}
