/**
 * User-written text (card names, set names) on its way to Discord, through the shared sanitiser (src/safe-text.ts):
 * `displayText` for message content (markdown and mentions inert), `plainText` for autocomplete choices and select
 * labels (never rendered as markdown, so only cleaned).
 */
import { cleanText, forMessage } from '../safe-text.js';

export function plainText(raw: string, max = 100): string {
  return cleanText(raw, max);
}

export function displayText(raw: string, max = 100): string {
  return forMessage(raw, max);
}
