/**
 * Players' names (issue 27). A member's Discord display name is user text like any other: it can carry a
 * right-to-left override, zero-width characters, mentions and markdown. It is cleaned once, when it enters a
 * match or a league (cleanText: what is stored, drawn on board images and put in thread titles), and defused
 * wherever a message shows it (shownName: forMessage), so names stored before the cleaning are safe too.
 */
import { cleanText, forMessage } from '../safe-text.js';

/** Discord's own limit on display names is 32; a little room for names from elsewhere (a league's import). */
export const PLAYER_NAME_CHARS = 40;

/** The name a member plays under: server nickname, else global name, else username; cleaned. */
export function memberName(member: unknown, user: { globalName?: string | null; username: string }): string {
  const m = member as { displayName?: string; nick?: string | null } | null;
  return cleanText(m?.displayName ?? m?.nick ?? user.globalName ?? user.username, PLAYER_NAME_CHARS)
    // A name made only of invisible characters falls back to the username, which Discord keeps plain.
    || cleanText(user.username, PLAYER_NAME_CHARS) || 'Player';
}

/** A seat's name in message text: defused, or "P1"/"P2" when it has none. */
export function shownName(name: string | undefined, seat: 0 | 1): string {
  return forMessage(name ?? '', PLAYER_NAME_CHARS) || `P${seat + 1}`;
}

/** A seat's name where no markdown is read (select options, log files): cleaned only. */
export function plainName(name: string | undefined, seat: 0 | 1): string {
  return cleanText(name ?? '', PLAYER_NAME_CHARS) || `P${seat + 1}`;
}

/**
 * Engine text (a result's reason, the recent log) names players with the stored, cleaned name, which may still
 * hold markdown or mention syntax: each such name is shown defused. Names without either are left as they are,
 * so a short plain name never rewrites other words.
 */
export function defuseNames(text: string, players: ReadonlyArray<{ name?: string }>): string {
  let out = text;
  for (const p of players) {
    const raw = p.name ?? '';
    const shown = forMessage(raw, PLAYER_NAME_CHARS);
    if (raw && shown !== raw) out = out.split(raw).join(shown);
  }
  return out;
}
