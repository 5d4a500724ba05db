/**
 * One policy table for every surface the router serves: each command path, autocomplete, button, select and
 * modal says WHO may use it and WHERE, relative to the thing it is about (its subject: a match, a league, a
 * challenge, a judge request, or just the server). The router checks it before any handler runs; a surface
 * with no entry does not start. Handlers keep their own checks (defence in depth), but this is the contract,
 * and test/bot/authorization-matrix.test.ts is generated from it.
 *
 * Adding a surface is one line: `'/cards show': P('anyone')` (a command path), `'?/cards show'` (its
 * autocomplete), or the custom id's prefix for a component (`'x1': P('player', 'match')`); the custom id's
 * match id is found by `subjectId` below when its second segment is one.
 */
import type { Interaction } from 'discord.js';

/**
 * Who may act, any of:
 *   anyone     any user: the surface touches only the user's own things (their decks, settings, pages)
 *   member     anyone in the subject's server (public information about a match or league of that server)
 *   player     a player of the subject match
 *   opponent   the user a challenge or a judge request is addressed to (a challenge's decline: either side)
 *   judge      the server's judge role or Manage Server, and not playing in the subject match
 *   judge-role the server's judge role only (rulings: /ruling add|edit|retire)
 *   organiser  the league's organiser (creator, the organiser role, or Manage Server); with no league, the role
 *   manager    Manage Server (or Administrator) in the subject's server
 */
export type Who = 'anyone' | 'member' | 'player' | 'opponent' | 'judge' | 'judge-role' | 'organiser' | 'manager';

/** What the surface is about, found from a custom id, an option, or the channel it is used in. */
export type Subject = 'self' | 'server' | 'match' | 'league' | 'challenge' | 'request';

/** Where it may be used: anywhere, only in the subject's server, or only in the subject match's thread. */
export type Where = 'anywhere' | 'server' | 'thread';

export interface Policy {
  readonly who: readonly Who[];
  readonly subject: Subject;
  readonly where: Where;
}

/** A policy line: self-service surfaces work anywhere; everything else is bound to its subject's server. */
function P(who: Who | readonly Who[], subject: Subject = 'self', where?: Where): Policy {
  return { who: typeof who === 'string' ? [who] : who, subject, where: where ?? (subject === 'self' ? 'anywhere' : 'server') };
}

/** Keys: '/<command path>' for commands, '?/<command path>' for their autocomplete, the custom id prefix for components. */
export const POLICIES: Readonly<Record<string, Policy>> = {
  // /match
  '/match challenge': P('anyone', 'server'),
  '?/match challenge': P('anyone'),
  '/match practice': P('anyone', 'server'),
  '?/match practice': P('anyone'),
  '/match list': P('anyone'),
  '/match concede': P('player', 'match'),
  '/match hand': P('player', 'match'),
  '/match undo': P('player', 'match'),
  // A judge gets pointed to /judge rewind by the handler.
  '/match rewind': P(['player', 'judge'], 'match'),
  '/match board': P('member', 'match'),
  '/match log': P('member', 'match'),
  '/match replay': P('member', 'match'),
  // The match option's autocomplete lists the user's own active matches only.
  ...Object.fromEntries(['concede', 'board', 'hand', 'log', 'undo', 'rewind', 'replay'].map((s) => [`?/match ${s}`, P('anyone')])),
  // /judge: a judge of the match's server who does not play in it.
  '/judge view': P('judge', 'match'),
  '/judge rewind': P('judge', 'match'),
  '/judge result': P('judge', 'match'),
  '/judge adjust': P('judge', 'match'),
  '?/judge view': P('anyone'),
  '?/judge rewind': P('anyone'),
  '?/judge result': P('anyone'),
  // Its choices may name hidden cards: for the match's judges only.
  '?/judge adjust': P('judge', 'match'),
  // /deck: the user's own decks.
  '/deck import': P('anyone'), '/deck list': P('anyone'), '/deck show': P('anyone'), '/deck validate': P('anyone'), '/deck delete': P('anyone'),
  '?/deck show': P('anyone'), '?/deck validate': P('anyone'), '?/deck delete': P('anyone'),
  // /cards: a server's card sets; anyone of the server reads them, its judges (judge role or Manage Server) write them.
  '/cards import': P('judge', 'server'), '/cards remove': P('judge', 'server'),
  '/cards show': P('member', 'server'), '/cards list': P('member', 'server'), '/cards export': P('member', 'server'),
  ...Object.fromEntries(['show', 'export', 'remove'].map((s) => [`?/cards ${s}`, P('member', 'server')])),
  // Rules and rulings: reading is for anyone; a server's rulings are written by its judge role, configured by its managers.
  '/rule': P('anyone'), '?/rule': P('anyone'),
  '/ruling search': P('member', 'server'), '/ruling show': P('member', 'server'), '/ruling history': P('member', 'server'),
  '/ruling add': P('judge-role', 'server'), '/ruling edit': P('judge-role', 'server'), '/ruling retire': P('judge-role', 'server'),
  '/ruling config': P('manager', 'server'),
  ...Object.fromEntries(['edit', 'retire', 'show', 'history'].map((s) => [`?/ruling ${s}`, P('member', 'server')])),
  // Leagues of the server.
  '/league create': P(['organiser', 'manager'], 'server'),
  ...Object.fromEntries(['join', 'pairings', 'standings', 'report', 'drop'].flatMap((s) => [[`/league ${s}`, P('member', 'league')], [`?/league ${s}`, P('member', 'server')]])),
  ...Object.fromEntries(['start', 'result', 'repair', 'late', 'disqualify', 'extend', 'decks'].flatMap((s) => [[`/league-admin ${s}`, P('organiser', 'league')], [`?/league-admin ${s}`, P('organiser', 'server')]])),
  '/league-admin role': P('manager', 'server'),
  // Server settings and the user's own autopass.
  '/sanam language': P('manager', 'server'),
  '/sanam turn-time': P('manager', 'server'),
  '/autopass': P('anyone'),
  // Components, by custom id prefix (custom-id.ts, judge/handlers.ts, replay/replay.ts, rules/).
  m1: P('player', 'match'),
  h1: P('player', 'match'),
  a1: P('player', 'match'),
  // Fadalgia's "no responses until …" in the private panel (autopass/hold-button.ts).
  n1: P('player', 'match'),
  k1: P('player', 'match'),
  r1: P('player', 'match'),
  g1: P('member', 'match'),
  v1: P('member', 'match'),
  w1: P('member', 'match'),
  c1: P('opponent', 'challenge'),
  d1: P('anyone'),
  'j1:call': P('member', 'match', 'thread'),
  'j1:ok': P('opponent', 'request'),
  'j1:no': P('opponent', 'request'),
  y1: P('member', 'match'),
  'y1:reveal': P('player', 'match'),
  // 🔐 at the end of a game: a player's own shuffles, or everyone's once both players agreed (shuffles/reveal.ts).
  s1: P('member', 'match'),
  rule: P('anyone'),
  ruling: P('judge-role', 'server'),
};

/** The policy key of an interaction, or null for kinds the router does not serve. */
export function surfaceOf(i: Interaction): string | null {
  if (i.isChatInputCommand() || i.isAutocomplete()) {
    const sub = i.options.getSubcommand(false);
    const group = i.options.getSubcommandGroup(false);
    const path = [i.commandName, group, sub].filter((x): x is string => !!x).join(' ');
    return i.isAutocomplete() ? `?/${path}` : `/${path}`;
  }
  if (!i.isMessageComponent() && !i.isModalSubmit()) return null;
  return surfaceOfCustomId(i.customId);
}

/** A component's or modal's policy key: its custom id's prefix (the judge tools' and replay consent's with their op). */
export function surfaceOfCustomId(customId: string): string {
  const parts = customId.split(':');
  if (parts[0] === 'j1') return `j1:${parts[1] ?? ''}`;
  if (parts[0] === 'y1' && (parts[3] === 'ry' || parts[3] === 'rn')) return 'y1:reveal';
  return parts[0] ?? '';
}

/** The subject's id a custom id carries (its second segment), if any. */
export function subjectId(i: Interaction): string | null {
  if (!i.isMessageComponent() && !i.isModalSubmit()) return null;
  const id = i.customId.split(':')[i.customId.startsWith('j1:') ? 2 : 1];
  return id && /^[a-z0-9]{6,24}$/.test(id) ? id : null;
}
