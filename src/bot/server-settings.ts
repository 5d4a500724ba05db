/**
 * Per-server game settings chosen by the server's admins (Manage Server), kept in the bot's key-value
 * repository like the server language. Today one: Spirit Duel's turn time (sd:goal.2 gives 120 s; the
 * server may choose another), read when a match is created, so a change applies to new matches only and a
 * running match keeps the time it started with (it is part of the match's state).
 */
import { PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import { R } from '../engine/games/spirit-duel/rules.js';
import { DEFAULT_TURN_SECONDS, MAX_TURN_SECONDS, MIN_TURN_SECONDS } from '../engine/games/spirit-duel/state.js';
import type { BotContext } from './context.js';
import type { GameId } from '../match/engine-port.js';
import { langOf, t, type Lang } from './i18n.js';
import type { KeyValueRepo } from '../store/kv.js';
import { deferEphemeral, explain } from './reply.js';
import { SPIRIT_DUEL } from './games/spirit-duel.js';
import { commandInput, parseInput } from './handlers/input.js';

export { DEFAULT_TURN_SECONDS, MAX_TURN_SECONDS, MIN_TURN_SECONDS };

const turnKey = (guild: string) => `guild-setting:${guild}:sd-turn-seconds`;

export function validTurnSeconds(n: number): boolean {
  return Number.isInteger(n) && n >= MIN_TURN_SECONDS && n <= MAX_TURN_SECONDS;
}

/** The server's Spirit Duel turn time, or undefined for the rule text's default. A bad stored value is ignored. */
export async function spiritDuelTurnSeconds(kv: KeyValueRepo, guild: string | null | undefined): Promise<number | undefined> {
  if (!guild) return undefined;
  const n = Number(await kv.get(turnKey(guild)));
  return validTurnSeconds(n) ? n : undefined;
}

/**
 * What a new match of `game` on `guild` takes from the server's settings (spread into the match setup); a
 * time chosen for the match itself (/match challenge turn_seconds:) wins over the server's.
 */
export async function serverMatchSettings(kv: KeyValueRepo, guild: string, game: GameId, perMatch?: number): Promise<{ turnSeconds?: number }> {
  if (game !== SPIRIT_DUEL) return {};
  const secs = perMatch ?? await spiritDuelTurnSeconds(kv, guild);
  return secs === undefined ? {} : { turnSeconds: secs };
}

/** Why a per-match turn time cannot be used (in the user's language), or null when it can (or none was given). */
export function matchTurnSecondsRefusal(lang: Lang, game: GameId, secs: number | undefined): string | null {
  if (secs === undefined) return null;
  if (game !== SPIRIT_DUEL) return t(lang, 'settings.turnTime.sdOnly');
  return validTurnSeconds(secs) ? null : t(lang, 'settings.turnTime.range', { min: MIN_TURN_SECONDS, max: MAX_TURN_SECONDS, got: secs });
}

/** The line a challenge shows when it sets its own turn time, so the opponent knows what they accept. */
export function challengeTurnLine(lang: Lang, secs: number | undefined): string {
  return secs === undefined ? '' : `\n${t(lang, 'settings.turnTime.challenge', { seconds: secs, rule: R.losses })}`;
}

/** /sanam turn-time seconds: — 0 goes back to the rule text's 120 s. */
export async function handleTurnTime(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const lang = langOf(i.locale);
  await deferEphemeral(i);
  if (!i.guildId || !i.memberPermissions?.has(PermissionFlagsBits.ManageGuild)) return explain(i, t(lang, 'settings.manageGuild', {}));
  const secs = parseInput(z.object({ seconds: z.number() }), commandInput(i).options).seconds;
  if (secs === 0) {
    await ctx.kv.del(turnKey(i.guildId));
    return void (await i.editReply({ content: t(lang, 'settings.turnTime.reset', { seconds: DEFAULT_TURN_SECONDS, rule: R.losses }) }));
  }
  // The command sets no min/max on purpose: out of range, the player gets this message (range and rule) in their language.
  if (!validTurnSeconds(secs)) return explain(i, t(lang, 'settings.turnTime.range', { min: MIN_TURN_SECONDS, max: MAX_TURN_SECONDS, got: secs }));
  await ctx.kv.set(turnKey(i.guildId), String(secs));
  await i.editReply({ content: t(lang, 'settings.turnTime.set', { seconds: secs, rule: R.losses }) });
}
