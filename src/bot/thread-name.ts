/**
 * Thread titles hold user text (players' names): cleaned like any stored name (safe-text.ts), so a right-to-left
 * override cannot flip the title in the channel list, and cut to Discord's 100 characters. Thread titles show
 * no markdown and resolve no mentions, so nothing is escaped (a backslash would show as typed).
 */
import { cleanText } from '../safe-text.js';

export function threadName(name: string): string {
  return cleanText(name, 100) || 'Sanam';
}
