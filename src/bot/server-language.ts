/**
 * The per-server language of public match messages (boards, summaries, announcements, timer notes): Thai
 * unless the server chose English with /sanam language. Private messages follow each user's own locale.
 */
import { PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from './context.js';
import { langOf, t, type Lang } from './i18n.js';
import type { KeyValueRepo } from '../store/kv.js';
import { deferEphemeral, explain } from './reply.js';

const key = (guild: string) => `guild-lang:${guild}`;

export async function guildLang(kv: KeyValueRepo, guild: string | null | undefined): Promise<Lang> {
  if (!guild) return 'th';
  const v = await kv.get(key(guild));
  return v === 'en' ? 'en' : 'th';
}

export async function handleServerLanguage(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const lang = langOf(i.locale);
  await deferEphemeral(i);
  // Discord hides the command from members without Manage Server by default; a server may loosen that, we do not.
  if (!i.guildId || !i.memberPermissions?.has(PermissionFlagsBits.ManageGuild)) return explain(i, t(lang, 'err.manageGuild'));
  const chosen = i.options.getString('language', true);
  if (chosen !== 'th' && chosen !== 'en') return explain(i, t(lang, 'err.badChoice'));
  await ctx.kv.set(key(i.guildId), chosen);
  await i.editReply({ content: t(lang, 'lang.set', { name: t(lang, `lang.name.${chosen}`) }) });
}
