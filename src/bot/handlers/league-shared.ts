/** Helpers shared by the /league handlers: who is calling, which league, refusals, decks, start. */
import { PermissionsBitField, type AutocompleteInteraction, type ChatInputCommandInteraction, type User } from 'discord.js';
import { forMessage } from '../../safe-text.js';
import type { BotContext } from '../context.js';
import type { FormatId, GameId } from '../../match/engine-port.js';
import { pick, type Lang } from '../i18n.js';
import { explain } from '../reply.js';
import { canConfigure, type Member } from '../../rules/rulings/permissions.js';
import type { League } from '../../league/model.js';
import { start } from '../../league/ops.js';
import { LeagueRepo } from '../../league/repo.js';
import { lt, type LeagueKey } from '../../league/i18n.js';
import { followUp } from './league-games.js';
import { memberName } from '../player-name.js';

export function memberOf(i: ChatInputCommandInteraction | AutocompleteInteraction): Member {
  const m = i.member;
  const roles = !m ? [] : Array.isArray(m.roles) ? m.roles : [...m.roles.cache.keys()];
  return { userId: i.user.id, roleIds: roles, permissions: (i.memberPermissions ?? new PermissionsBitField()).bitfield };
}

export function displayName(i: ChatInputCommandInteraction): string {
  return memberName(i.member, i.user);
}

/** The refusal text for an operation's code, with the league's match length where it matters. */
export function refusal(lang: Lang, code: string, l?: League): string {
  return lt(lang, code as LeagueKey, { bo: l?.bestOf ?? 3 });
}

/**
 * The league named by the option, or the server's only unfinished one; with `orLatestFinished` (commands
 * that only read), when no league is unfinished, the one that finished last.
 */
export async function resolveLeague(ctx: BotContext, i: ChatInputCommandInteraction, orLatestFinished = false): Promise<League | null> {
  const repo = new LeagueRepo(ctx.kv);
  const id = i.options.getString('league');
  if (id) {
    const l = (await repo.load(id))?.league;
    return l && l.guild === i.guildId ? l : null;
  }
  const open: League[] = [];
  let latest: League | null = null;
  const endOf = (l: League) => l.audit[l.audit.length - 1]?.at ?? l.createdAt;
  for (const { id: lid } of await repo.list(i.guildId ?? '')) {
    const l = (await repo.load(lid))?.league;
    if (l && l.status !== 'finished') open.push(l);
    else if (l && (!latest || endOf(l) > endOf(latest))) latest = l;
  }
  if (open.length === 0 && orLatestFinished) return latest;
  return open.length === 1 ? open[0]! : null;
}

/**
 * The league's organiser: who created it, the server's organiser role, or Manage Server (as the README says).
 * The member's roles and permissions are the calling server's, so `l` must be a league of that server
 * (resolveLeague only returns those).
 */
export async function isOrganiser(ctx: BotContext, l: League, member: Member): Promise<boolean> {
  if (l.organiser === member.userId || canConfigure(member)) return true;
  const s = await new LeagueRepo(ctx.kv).settings(l.guild);
  return s.organiserRole !== null && member.roleIds.includes(s.organiserRole);
}

export async function loadDeck(ctx: BotContext, l: League, user: string, ref: string, lang: Lang): Promise<{ deckRef: string; deck: unknown } | string> {
  const deck = await ctx.decks.resolve(user, l.game as GameId, ref, lang);
  if (!deck) return lt(lang, 'deck-not-found', { name: ref });
  const errs = ctx.engine.validateDeck(deck.deck, l.format as FormatId, l.game as GameId);
  if (errs.length) return lt(lang, 'deck-invalid', { format: l.format, errors: errs.slice(0, 10).map((e) => `• ${pick(e.message, lang)} (${e.rule})`).join('\n') });
  return { deckRef: deck.id, deck: deck.deck };
}

export async function startLeague(ctx: BotContext, i: ChatInputCommandInteraction, l: League, lang: Lang): Promise<void> {
  const res = await new LeagueRepo(ctx.kv).update(l.id, (x) => start(x, i.user.id, ctx.now()));
  if (!res.ok) return explain(i, refusal(lang, res.code, l));
  const players = res.league.players.length;
  // Swiss past the number of fresh opponents can only repeat pairings: say so (e.g. 2 players, 2 rounds).
  const fresh = players % 2 ? players : players - 1;
  const swiss = res.league.structure === 'swiss' || res.league.structure.startsWith('swiss-');
  const warn = swiss && res.league.rounds > fresh ? `\n${lt(lang, 'rematch-warning', { rounds: res.league.rounds, players, fresh })}` : '';
  await i.editReply({ content: `${lt(lang, 'started', { name: forMessage(l.name), players, rounds: res.league.rounds })}${warn}`, allowedMentions: { parse: [] } });
  await followUp(ctx, l.id);
}


export function displayNameOf(i: ChatInputCommandInteraction, user: User): string {
  return memberName(i.options.getMember('player'), user);
}
