/**
 * Authority is scoped to a server: a match (or league) id that comes from the user — an option or a custom
 * id — is only acted on from the server that match belongs to. Ids are not secrets (every board button
 * carries one), and anyone can own a server with Sanam in it, so a role or Manage Server counts only there.
 */
import type { Interaction } from 'discord.js';
import type { BotContext } from '../context.js';
import type { LoadedMatch, MatchMeta } from '../../match/service.js';

/** Whether the interaction comes from the match's own server (never true outside a server). */
export function inMatchServer(meta: Pick<MatchMeta, 'guild'>, i: Pick<Interaction, 'guildId'>): boolean {
  return !!i.guildId && meta.guild === i.guildId;
}

/** The match by id, or null when it is unknown or belongs to another server (the two are not told apart). */
export async function loadInServer(ctx: BotContext, i: Pick<Interaction, 'guildId'>, matchId: string): Promise<LoadedMatch | null> {
  const match = await ctx.service.load(matchId);
  return match && inMatchServer(match.meta, i) ? match : null;
}
