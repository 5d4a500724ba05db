/**
 * The policy table's check (policy.ts), run by the router before any handler: finds the surface's subject
 * (the match, league, challenge or judge request its ids name), holds it to its server (and thread), and
 * asks whether the user is one of the policy's `who`. A subject that cannot be found passes: the handler
 * then says "not found" in its own words, and there is nothing to act on.
 */
import { PermissionFlagsBits, type ChatInputCommandInteraction, type Interaction } from 'discord.js';
import type { BotContext } from '../context.js';
import { langOf, t, type Lang, type StringKey } from '../i18n.js';
import { seatOf, type MatchMeta } from '../../match/service.js';
import { isJudge } from '../judge/handlers.js';
import { resolveMatchId } from '../handlers/match-commands.js';
import { isOrganiser, memberOf, resolveLeague } from '../handlers/league-shared.js';
import { loadChallenge } from '../handlers/challenge.js';
import { LeagueRepo } from '../../league/repo.js';
import { lt } from '../../league/i18n.js';
import type { League } from '../../league/model.js';
import { POLICIES, subjectId, surfaceOf, type Policy, type Who } from './policy.js';
import { inMatchServer } from './scope.js';

export type Verdict = { ok: true } | { ok: false; text: string };

const OK: Verdict = { ok: true };

/** What is known about the subject, for the `who` tests. */
interface Facts {
  match?: MatchMeta;
  league?: League;
  /** The users a challenge or request is addressed to. */
  addressees?: readonly string[];
}

export function policyOf(i: Interaction): { key: string | null; policy: Policy | undefined } {
  const key = surfaceOf(i);
  return { key, policy: key === null ? undefined : POLICIES[key] };
}

/** The router's gate. */
export async function authorize(ctx: BotContext, i: Interaction): Promise<Verdict> {
  const lang = langOf(i.locale);
  const { key, policy } = policyOf(i);
  if (key === null) return OK;
  if (!policy) {
    ctx.log.error({ surface: key }, 'no policy for this surface: refused (add it to src/bot/authority/policy.ts)');
    return refuse(lang, i.isChatInputCommand() ? 'input.unknownCommand' : 'err.badId');
  }
  if (policy.where !== 'anywhere' && !i.guildId) return refuse(lang, 'auth.guildOnly');
  const facts: Facts = {};
  switch (policy.subject) {
    case 'self': case 'server': break;
    case 'match': {
      const id = await matchIdOf(ctx, i);
      const match = id ? await ctx.service.load(id) : null;
      if (!match) return OK;
      if (!inMatchServer(match.meta, i)) return refuse(lang, 'err.noMatchHere');
      if (policy.where === 'thread' && i.channelId !== match.meta.thread) return refuse(lang, 'judge.callThreadOnly');
      facts.match = match.meta;
      break;
    }
    case 'league': {
      if (!i.isChatInputCommand()) return refuse(lang, 'err.badId');
      // resolveLeague only answers with a league of the caller's server.
      const league = await resolveLeague(ctx, i);
      if (!league) return OK;
      facts.league = league;
      break;
    }
    case 'challenge': {
      const id = subjectId(i);
      const c = id ? await loadChallenge(ctx, id) : null;
      if (!c) return OK;
      if (c.guild !== i.guildId) return refuse(lang, 'err.challengeGone');
      // Either side may withdraw or decline; only the challenged player accepts and picks a deck.
      facts.addressees = i.isMessageComponent() && i.customId.endsWith(':d') ? [c.opponent, c.challenger] : [c.opponent];
      break;
    }
    case 'request': {
      const id = subjectId(i);
      const raw = id ? await ctx.kv.get(`judge:req:${id}`) : null;
      const req = raw ? (JSON.parse(raw) as { matchId?: string; other?: string }) : null;
      if (!req?.matchId || !req.other) return OK;
      const match = await ctx.service.load(req.matchId);
      if (match && !inMatchServer(match.meta, i)) return refuse(lang, 'err.noMatchHere');
      facts.addressees = [req.other];
      break;
    }
  }
  for (const who of policy.who) if (await holds(ctx, i, who, facts)) return OK;
  return { ok: false, text: await whyNot(ctx, lang, key, policy, i, facts) };
}

/** The match a command or component names: its custom id, else the option, the thread, the user's only match. */
async function matchIdOf(ctx: BotContext, i: Interaction): Promise<string | null> {
  if (i.isChatInputCommand()) {
    const given = i.options.get('match')?.value;
    return resolveMatchId(ctx, i as ChatInputCommandInteraction, typeof given === 'string' ? given : undefined);
  }
  if (i.isAutocomplete()) {
    const given = i.options.get('match')?.value;
    if (typeof given === 'string' && /^[a-z0-9]{6,24}$/.test(given)) return given;
    return ctx.service.inThread(i.channelId);
  }
  return subjectId(i);
}

async function holds(ctx: BotContext, i: Interaction, who: Who, f: Facts): Promise<boolean> {
  const manager = !!i.guildId && !!i.memberPermissions?.has(PermissionFlagsBits.ManageGuild);
  switch (who) {
    case 'anyone': return true;
    case 'member': return true;
    case 'player': return !!f.match && seatOf(f.match, i.user.id) !== null;
    case 'opponent': return !!f.addressees?.includes(i.user.id);
    case 'manager': return manager;
    case 'judge': return (!f.match || seatOf(f.match, i.user.id) === null) && !!i.guildId && (await isJudge(ctx, i));
    case 'judge-role': {
      const role = i.guildId && ctx.rulings ? (await ctx.rulings.getSettings(i.guildId)).judgeRoleId : null;
      return !!role && memberRoles(i).includes(role);
    }
    case 'organiser': {
      if (!i.guildId || (!i.isChatInputCommand() && !i.isAutocomplete())) return false;
      if (f.league) return isOrganiser(ctx, f.league, memberOf(i));
      const role = (await new LeagueRepo(ctx.kv).settings(i.guildId)).organiserRole;
      return manager || (role !== null && memberRoles(i).includes(role));
    }
  }
}

function memberRoles(i: Interaction): string[] {
  const m = i.member;
  return !m ? [] : Array.isArray(m.roles) ? m.roles : [...m.roles.cache.keys()];
}

/** The refusal in the words the surface's own handler would use, so a user hears one voice. */
async function whyNot(ctx: BotContext, lang: Lang, key: string, policy: Policy, i: Interaction, f: Facts): Promise<string> {
  const who = policy.who;
  if (key === 'y1:reveal') return t(lang, 'replay.onlyPlayers');
  if (who.includes('player')) return t(lang, 'err.foreign');
  if (who.includes('judge')) return t(lang, f.match && seatOf(f.match, i.user.id) !== null && (await isJudge(ctx, i)) ? 'judge.ownMatch' : 'judge.notJudge');
  if (who.includes('judge-role')) return t(lang, 'judge.notJudge');
  if (who.includes('organiser')) return lt(lang, key === '/league create' ? 'not-creator' : 'not-organiser');
  if (who.includes('opponent')) return t(lang, policy.subject === 'request' ? 'judge.notOther' : 'err.notOpponent');
  return t(lang, 'auth.manager');
}

function refuse(lang: Lang, key: StringKey): Verdict {
  return { ok: false, text: t(lang, key) };
}
